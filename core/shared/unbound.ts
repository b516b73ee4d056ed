/**
 * The stand-in for an effect a machine names in its `setup()`: only the area's bind function provides
 * the real one, so a machine started without it fails loudly instead of waiting forever.
 */
export const unbound = (name: string) => (): Promise<never> =>
  Promise.reject(new Error(`${name} is not bound: start the machine from its area's bind function`));

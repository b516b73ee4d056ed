/**
 * `compute` that answers again with its last result while it is called with the same arguments (the
 * same objects, not equal ones). Selectors run on every snapshot; this keeps their costly parts, and
 * the identity of what they return, until what they are computed from changes.
 */
export function memoizeLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { readonly args: A; readonly result: R } | undefined;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i]))) return last.result;
    last = { args, result: compute(...args) };
    return last.result;
  };
}

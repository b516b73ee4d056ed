/** How the console shows a flow's input node (seed 002 §3). */
export type InputControl = 'hidden' | 'checkbox' | 'button' | 'text-like';

/**
 * Inputs of type hidden, checkbox, button and submit have their own controls (submit and button are
 * both a button that posts the form); every other type is a text-like field of that type.
 */
export function inputControl(type: string): InputControl {
  if (type === 'hidden' || type === 'checkbox') return type;
  if (type === 'submit' || type === 'button') return 'button';
  return 'text-like';
}

import { screen } from '@testing-library/react';

type DialogRole = 'dialog' | 'alertdialog';

/**
 * Finds an open dialog once it has hidden the page below it. Zag hides everything outside a modal
 * dialog one animation frame after it opens; a dialog opened from it within that frame (a confirm
 * from an edit form) is hidden along with the page, and its buttons then vanish from the
 * accessibility tree at random. No person clicks within a frame; a test does, so it waits for one.
 */
export async function findDialog(role: DialogRole, name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return dialog;
}

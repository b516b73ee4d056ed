/**
 * What a fake's `hold()` does: `keep` stores a promise its calls wait on, until the returned function
 * is called, which forgets it and lets them go on.
 */
export function heldUntilReleased(keep: (waiting: Promise<void> | undefined) => void): () => void {
  let release!: () => void;
  keep(new Promise<void>((resolve) => (release = resolve)));
  return () => {
    keep(undefined);
    release();
  };
}

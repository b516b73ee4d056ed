/** "admin, editor and viewer" → ['admin', 'editor', 'viewer']: how a product owner writes a list. */
export function parseList(text: string): string[] {
  return text
    .split(/,|\band\b/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Fails with every difference at once, so a corrected table shows all it changed in one run. */
export function expectNoDifferences(differences: readonly string[], what: string): void {
  if (differences.length > 0) {
    const count = `${differences.length} difference${differences.length === 1 ? '' : 's'}`;
    throw new Error(`${what}: ${count} from the core:\n  ${differences.join('\n  ')}`);
  }
}

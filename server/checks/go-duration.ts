const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/y;

/**
 * Milliseconds in a Go-style duration as canary specs write them (`30s`, `5m`, `1h30m`, `500ms`);
 * undefined when the text is not one.
 */
export function parseGoDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < trimmed.length) {
    const start = PART.lastIndex;
    const match = PART.exec(trimmed);
    if (!match || match.index !== start) return undefined;
    total += Number(match[1]) * UNIT_MS[match[2]!]!;
  }
  return Math.round(total);
}

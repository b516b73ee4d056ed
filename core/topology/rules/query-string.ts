/** `?a=1&b=2` from the entries in their order; empty when there are none (the core has no URLSearchParams). */
export function queryString(params: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(params).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

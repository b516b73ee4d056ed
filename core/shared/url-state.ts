/**
 * The one pair of URL events. A machine whose state lives in the URL emits `url.write` with the
 * search string its state serialises to, and takes `url.read` when the URL changes under it (back,
 * forward, a link); the machine declares how it parses and serialises (a `UrlCodec`), so every page
 * keeps its URL in step the same way (ui/hooks' `useUrlState`).
 */
export type UrlWrite = {
  readonly type: 'url.write';
  readonly search: string;
  /** A step the browser's Back should undo (a dialog opened or closed): a new history entry, not a replaced one. */
  readonly push?: boolean;
};
export type UrlRead = { readonly type: 'url.read'; readonly search: string };

/** What a codec reads a query string through: the part of URLSearchParams core needs, without DOM types. */
export interface QueryParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
}

/** How a machine's state is written to and read from the URL's query string. */
export interface UrlCodec<T> {
  parse(params: QueryParams): T;
  serialise(value: T): Record<string, string>;
}

// application/x-www-form-urlencoded, as the browser's URLSearchParams writes it (space as '+', and
// !'()~ escaped too), so a URL this writes is byte for byte the one the console wrote before.
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');

const decode = (text: string) => {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape (a hand-edited URL) reads as written rather than breaking the page.
    return spaced;
  }
};

function parseQuery(search: string): QueryParams {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part): [string, string] => {
      const at = part.indexOf('=');
      return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    });
  return {
    get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value),
    has: (name) => pairs.some(([key]) => key === name),
  };
}

/** The query string (without `?`) that `value` makes. */
export const writeUrl = <T>(codec: UrlCodec<T>, value: T): string =>
  Object.entries(codec.serialise(value))
    .map(([key, text]) => `${encode(key)}=${encode(text)}`)
    .join('&');

/** The value a query string (with or without `?`) holds. */
export const readUrl = <T>(codec: UrlCodec<T>, search: string): T => codec.parse(parseQuery(search));

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

/** How a machine's state is written to and read from the URL's query string. */
export interface UrlCodec<T> {
  parse(params: URLSearchParams): T;
  serialise(value: T): Record<string, string>;
}

/** The query string (without `?`) that `value` makes. */
export const writeUrl = <T>(codec: UrlCodec<T>, value: T): string => new URLSearchParams(codec.serialise(value)).toString();

/** The value a query string (with or without `?`) holds. */
export const readUrl = <T>(codec: UrlCodec<T>, search: string): T => codec.parse(new URLSearchParams(search));

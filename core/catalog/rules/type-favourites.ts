/** Seed 002 §2.1: the config types a person marked as favourites, kept in the browser (a local preference). */
export const FAVOURITE_TYPES_KEY = 'catalogFavouriteTypes';

/** What the preference holds: a JSON list of types. Anything else (edited by hand, an older format) is no favourites. */
export function parseFavouriteTypes(stored: string | undefined): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? [...new Set(parsed.filter((type): type is string => typeof type === 'string' && type !== ''))] : [];
  } catch {
    return [];
  }
}

export const serialiseFavouriteTypes = (types: readonly string[]): string => JSON.stringify(types);

/** A type becomes a favourite, or stops being one. */
export const toggleFavouriteType = (favourites: readonly string[], type: string): string[] =>
  favourites.includes(type) ? favourites.filter((held) => held !== type) : [...favourites, type];

export interface TypeChoice {
  readonly value: string;
  readonly label: string;
}

/** The type dropdown's choices: the favourites first, starred and by name, then the other types as the server lists them. */
export function typeChoices(types: readonly TypeChoice[], favourites: readonly string[]): TypeChoice[] {
  const starred = types.filter((type) => favourites.includes(type.value)).sort((a, b) => a.value.localeCompare(b.value));
  return [...starred.map((type) => ({ value: type.value, label: `★ ${type.label}` })), ...types.filter((type) => !favourites.includes(type.value))];
}

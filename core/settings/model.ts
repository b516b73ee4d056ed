/** The effective properties the console runs with (GET /api/properties): name → value. */
export type EffectiveFlags = Readonly<Record<string, string>>;

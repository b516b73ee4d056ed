import * as t from 'io-ts';
import { optional } from './decode';

export const AuthorCodec = t.intersection([
  t.type({ id: t.string }),
  t.partial({ name: optional(t.string), email: optional(t.string), avatar: optional(t.string) }),
]);

/** A row of GET /api/db/properties?select=*,created_by(id,name,avatar,email). */
export const PropertyRowCodec = t.intersection(
  [
    t.type({ name: t.string, value: t.string }),
    t.partial({
      description: optional(t.string),
      // An embedded person, or the bare id when the embed is not honoured.
      created_by: optional(t.union([AuthorCodec, t.string])),
      created_at: optional(t.string),
      updated_at: optional(t.string),
    }),
  ],
  'PropertyRow',
);
export type PropertyRow = t.TypeOf<typeof PropertyRowCodec>;
export const PropertyRowsCodec = t.array(PropertyRowCodec, 'PropertyRows');

/** An entry of GET /api/properties (reference §4.8). */
export const LocalPropertyCodec = t.intersection(
  [
    t.type({ name: t.string, value: t.string }),
    t.partial({ source: optional(t.string), description: optional(t.string) }),
  ],
  'Property',
);
export const LocalPropertiesCodec = t.array(LocalPropertyCodec, 'Properties');

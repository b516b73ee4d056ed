import * as t from 'io-ts';
import { optional } from './decode';

/** GET /api/auth/whoami (reference §4.7): the console reads `payload`. */
export const WhoamiCodec = t.type(
  {
    payload: t.type({
      user: t.intersection([
        t.type({ id: t.string }),
        t.partial({ name: optional(t.string), email: optional(t.string), avatar: optional(t.string) }),
      ]),
      roles: optional(t.array(t.string)),
    }),
  },
  'Whoami',
);

/** GET /api/about: the console shows chartVersion, else appVersion. */
export const AboutCodec = t.partial({ appVersion: optional(t.string), chartVersion: optional(t.string) }, 'About');

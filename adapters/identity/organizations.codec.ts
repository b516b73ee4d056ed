import * as t from 'io-ts';
import { optional } from '../http/codecs/decode';

const OrganizationCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ personal: optional(t.boolean), backend_url: optional(t.string) }),
]);

/** GET /api/oidc/organizations, and the answers of a switch or a creation. */
export const MembershipCodec = t.intersection(
  [
    t.type({ organization_id: t.union([t.string, t.null]), organizations: t.array(OrganizationCodec) }),
    t.partial({ can_create: optional(t.boolean) }),
  ],
  'Membership',
);

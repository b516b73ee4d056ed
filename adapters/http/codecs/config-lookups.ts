import * as t from 'io-ts';
import { optional } from './decode';

const InstanceRowCodec = t.intersection(
  [t.type({ id: t.string }), t.partial({ name: optional(t.string), external_id: optional(t.array(t.string)) })],
  'IntegrationInstanceRow',
);
export type InstanceRow = t.TypeOf<typeof InstanceRowCodec>;
export const InstanceRowsCodec = t.array(InstanceRowCodec, 'IntegrationInstanceRows');

export const InstanceConfigRowsCodec = t.array(
  t.intersection([InstanceRowCodec, t.partial({ config: t.unknown })], 'IntegrationInstanceConfigRow'),
  'IntegrationInstanceConfigRows',
);

import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import type { TopologyLiveRows } from '../../core/topology';
import { optional } from './codecs/decode';

/** The `component.health` row the database's trigger publishes: the component's id and new status, among others. */
const ComponentHealthRowCodec = t.intersection([t.type({ id: t.string }), t.partial({ status: optional(t.string) })], 'ComponentHealthRow');

export const httpTopologyLiveRows: TopologyLiveRows = {
  componentHealth(row) {
    const decoded = ComponentHealthRowCodec.decode(row);
    if (!isRight(decoded)) return undefined;
    const { id, status } = decoded.right;
    return status ? { id, status } : { id };
  },
};

import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { IncidentLiveRows } from '../../core/incidents';
import { CommentRowCodec, EvidenceRowCodec, HypothesisRowCodec, IncidentRowCodec } from './codecs/incidents';
import { commentOf, evidenceOf, hypothesisOf, incidentOf } from './incident-rows';

const read = <A, B>(codec: t.Decoder<unknown, A>, map: (row: A) => B) => (row: unknown): B | undefined => {
  const decoded = codec.decode(row);
  return isRight(decoded) ? map(decoded.right) : undefined;
};

/** The stream's rows are the tables' rows with authors embedded as /api/db embeds them: the same codecs read both. */
export const httpIncidentLiveRows: IncidentLiveRows = {
  incident: read(IncidentRowCodec, incidentOf),
  hypothesis: read(HypothesisRowCodec, hypothesisOf),
  comment: read(CommentRowCodec, (row) => commentOf(row)),
  evidence: read(EvidenceRowCodec, evidenceOf),
};

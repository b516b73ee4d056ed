import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import type { PlaybookLiveRows } from '../../core/playbooks';
import { optional } from './codecs/decode';
import { ActionCodec, present, toAction } from './playbook-runs.http';

/** A `playbook.run` event's row: the run's status and times, as the trigger picks them. */
const RunStateCodec = t.intersection([
  t.type({ status: t.string }),
  t.partial({ start_time: optional(t.string), end_time: optional(t.string), error: optional(t.string) }),
]);

const read = <A, B>(codec: t.Decoder<unknown, A>, map: (row: A) => B) => (row: unknown): B | undefined => {
  const decoded = codec.decode(row);
  return isRight(decoded) ? map(decoded.right) : undefined;
};

/** The stream's action rows are `playbook_run_actions` rows: the run page's mapping reads them. */
export const httpPlaybookLiveRows: PlaybookLiveRows = {
  run: read(RunStateCodec, (row) => ({
    rawStatus: row.status, startTime: present(row.start_time), endTime: present(row.end_time), error: present(row.error),
  })),
  action: read(ActionCodec, toAction),
};

import { isRight } from 'fp-ts/lib/Either';
import type { HealthLiveRows } from '../../core/health';
import { CheckStatusLiveRowCodec } from './codecs/health';
import { checkStatusEntryOf } from './health.http';

/** The stream's `check.status` rows are `check_statuses` rows: History's mapping reads them. */
export const httpHealthLiveRows: HealthLiveRows = {
  checkRun(row) {
    const decoded = CheckStatusLiveRowCodec.decode(row);
    return isRight(decoded) ? { checkId: decoded.right.check_id, run: checkStatusEntryOf(decoded.right) } : undefined;
  },
};

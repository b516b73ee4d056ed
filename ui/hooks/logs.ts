import { useState } from 'react';
import {
  LOGS_COLUMN_SIZES_KEY, LogsMachines, canSelectLogRows, logEvidence, readColumnSizes, selectLogsPageView,
} from '../../core/logs';
import { isFeatureEnabled } from '../../core/access';
import { PreferencesPort } from '../../core/session';
import { useActorView } from './actor';
import { useEffectiveFlags } from './effective-flags';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

/**
 * The logs page (seed 001 §2.9): its machine started from the URL, the URL kept in step with it both
 * ways, and what the page shows. Rows can be selected only outside view-only mode, by people who may
 * attach evidence, with the incidents feature on.
 */
export function useLogsPage(options: { viewOnly: boolean }) {
  const { page } = useService(LogsMachines);
  const preferences = useService(PreferencesPort);
  const search = useInitialSearch();
  const [input] = useState(() => ({ search, columnSizes: readColumnSizes(preferences.get(LOGS_COLUMN_SIZES_KEY)) }));
  const { view, send, actor } = useActorView(page, input, selectLogsPageView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'logs.reload' }));
  const { roles } = useSession();
  const flags = useEffectiveFlags();

  return {
    ...view,
    // Selected lines only become incident evidence: with incidents off there is nothing to select for.
    selectable: canSelectLogRows({ viewOnly: options.viewOnly, roles }) && isFeatureEnabled('incidents', flags),
    /** The evidence the selected rows make, with their context lines. */
    evidence: () => logEvidence({ lines: view.lines, selected: view.selected, componentId: view.query.topologyId }),
    send,
  };
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  LOGS_COLUMN_SIZES_KEY, LogsPort, bindLogsPorts, canSelectLogRows, columnSizes, componentOptions, logEvidence,
  logsTableMessage, parseLogsQuery, readColumnSizes, selectorOptions, serialiseLogsQuery,
} from '../../core/logs';
import { isFeatureEnabled } from '../../core/access';
import { PreferencesPort } from '../../core/session';
import { useDomainActor, useSelect } from './actor';
import { useEffectiveFlags } from './effective-flags';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

const queryString = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * The logs page (seed 001 §2.9): its machine started from the URL, the URL kept in step with it both
 * ways, and what the page shows. Rows can be selected only outside view-only mode, by people who may
 * attach evidence, with the incidents feature on.
 */
export function useLogsPage(options: { viewOnly: boolean }) {
  const logs = useService<LogsPort>(LogsPort);
  const preferences = useService<PreferencesPort>(PreferencesPort);
  const machine = useMemo(() => bindLogsPorts({ logs, preferences }).page, [logs, preferences]);
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [input] = useState(() => ({
    query: parseLogsQuery(new URLSearchParams(search)),
    columnSizes: readColumnSizes(preferences.get(LOGS_COLUMN_SIZES_KEY)),
  }));
  const actor = useDomainActor(machine, { input });
  const { roles } = useSession();
  const flags = useEffectiveFlags();

  // What this hook last wrote into the URL: a URL change that is not ours (back, forward, a link) is adopted.
  const written = useRef(search);
  useEffect(() => {
    const subscription = actor.on('logs.url', (event) => {
      const next = queryString(serialiseLogsQuery(event.query));
      if (next === written.current) return;
      written.current = next;
      navigate(next ? `${location}?${next}` : location, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, location]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    actor.send({ type: 'logs.params', query: parseLogsQuery(new URLSearchParams(search)) });
  }, [search, actor]);
  useRefreshSignal(() => actor.send({ type: 'logs.reload' }));

  const query = useSelect(actor, (s) => s.context.query);
  const components = useSelect(actor, (s) => s.context.components);
  const selectors = useSelect(actor, (s) => s.context.selectors);
  const lines = useSelect(actor, (s) => s.context.lines);
  const selected = useSelect(actor, (s) => s.context.selected);
  const remembered = useSelect(actor, (s) => s.context.columnSizes);
  const loading = useSelect(actor, (s) => s.matches({ logs: 'loadingSelectors' }) || s.matches({ logs: 'loadingLines' }));
  const failed = useSelect(actor, (s) => s.matches({ logs: 'failed' }));
  const componentsPhase = useSelect(actor, (s) =>
    s.matches({ components: 'loading' }) ? 'loading' : s.matches({ components: 'failed' }) ? 'failed' : 'ready',
  );

  return {
    query,
    searchText: useSelect(actor, (s) => s.context.searchText),
    componentOptions: useMemo(() => componentOptions(components), [components]),
    componentsPhase,
    componentsError: useSelect(actor, (s) => s.context.componentsError),
    selectorOptions: useMemo(() => selectorOptions(selectors), [selectors]),
    lines,
    total: useSelect(actor, (s) => s.context.total),
    loading,
    error: useSelect(actor, (s) => (s.matches({ logs: 'failed' }) ? s.context.error : undefined)),
    message: logsTableMessage({ componentSelected: query.topologyId !== undefined, loading: loading || failed, lineCount: lines.length }),
    selected,
    // Selected lines only become incident evidence: with incidents off there is nothing to select for.
    selectable: canSelectLogRows({ viewOnly: options.viewOnly, roles }) && isFeatureEnabled('incidents', flags),
    columnSizes: useMemo(() => columnSizes(remembered), [remembered]),
    rememberedSizes: remembered,
    /** The evidence the selected rows make, with their context lines. */
    evidence: () => logEvidence({ lines, selected, componentId: query.topologyId }),
    send: actor.send,
  };
}

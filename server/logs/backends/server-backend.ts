import { entryMatcher, inWindow, pageOf } from '../log-query';
import { serverLogs, type ServerLogBuffer } from '../server-log-buffer';
import type { BackendFactory, LogBackend } from './backend';

/**
 * The server's own log (requests, check runs, scheduler and console messages). A selector's labels
 * narrow it, e.g. `component: <name>` for what concerned one component.
 */
export function serverLogBackend(buffer: ServerLogBuffer = serverLogs): LogBackend {
  return {
    async search({ query }) {
      const matches = entryMatcher(query);
      return pageOf(buffer.entries().filter((entry) => inWindow(query, entry.time) && matches(entry)), query);
    },
  };
}

export const serverBackendFactory: BackendFactory = () => serverLogBackend();

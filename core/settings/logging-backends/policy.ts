import type { CollectionPolicy } from '../../shared';
import type { LogBackend, LogBackendDraft } from './model';
import type { LoggingBackendPort } from './ports';
import { EMPTY_LOG_BACKEND, canWriteLogBackends, logBackendDraftOf, normaliseLogBackendDraft, validateLogBackendDraft } from './rules';
import { DELETE_LOG_BACKEND_TITLE, LOG_BACKENDS_EMPTY, LOG_BACKEND_MESSAGES, deleteLogBackendMessage } from './texts';

export const logBackendKey = (backend: LogBackend): string => backend.id;

const form = { validate: validateLogBackendDraft, normalise: normaliseLogBackendDraft };

/**
 * Log Backends on the collection kit (seed 002 §2.2, §5, §7.2): the settings lists' limit of 100 newest
 * first, the form validated before anything is sent, a row opened from the URL (`?id=`, `?add=true`);
 * who may write logging_backends adds, updates and deletes, a delete asked about first.
 */
export function logBackendsPolicy(port: LoggingBackendPort): CollectionPolicy<LogBackend, LogBackendDraft, LogBackendDraft, LogBackend> {
  return {
    id: 'logBackends',
    key: logBackendKey,
    provider: port,
    query: { pageSize: 100, sort: { column: 'createdAt', desc: true } },
    openParams: { row: 'id', create: 'add' },
    permissions: { create: canWriteLogBackends, edit: canWriteLogBackends, remove: canWriteLogBackends },
    create: { ...form, draft: () => EMPTY_LOG_BACKEND },
    edit: { ...form, draft: (backend) => (backend ? logBackendDraftOf(backend) : EMPTY_LOG_BACKEND) },
    texts: {
      empty: LOG_BACKENDS_EMPTY,
      created: () => LOG_BACKEND_MESSAGES.created,
      updated: () => LOG_BACKEND_MESSAGES.updated,
      removed: () => LOG_BACKEND_MESSAGES.deleted,
      confirmDelete: (backend) => ({ title: DELETE_LOG_BACKEND_TITLE, message: deleteLogBackendMessage(backend.name) }),
    },
  };
}

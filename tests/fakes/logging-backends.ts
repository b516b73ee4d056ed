import { logBackendSpecProblem, parseLogBackendLabels, parseLogBackendSpec, type LogBackend, type LogBackendDraft, type LoggingBackendPort } from '../../core/settings/logging-backends';
import { DomainError } from '../../core/shared';
import { FakeCollection } from './collection';

/** The draft's fields as the built-in backend stores them, refusing what its schema refuses. */
function fieldsOf(draft: LogBackendDraft) {
  const spec = parseLogBackendSpec(draft.spec);
  if ('error' in spec) throw new DomainError('invalid', spec.error);
  const problem = logBackendSpecProblem(spec.value);
  if (problem) throw new DomainError('invalid', problem);
  const labels = parseLogBackendLabels(draft.labels);
  if ('error' in labels) throw new DomainError('invalid', labels.error);
  return { spec: spec.value, labels: labels.value };
}

/** A log backend as a scenario writes it. */
export const aLogBackend = (given: Partial<LogBackend> & { id: string }): LogBackend => ({
  name: given.id,
  labels: {},
  spec: { builtin: {} },
  source: 'UI',
  createdAt: '2024-06-01T00:00:00Z',
  ...given,
});

/**
 * The log backends in memory, answering as the built-in backend does: a spec its schema refuses is
 * refused as invalid, an update keeps the name, and a deleted backend is gone.
 */
export class FakeLoggingBackendPort extends FakeCollection<LogBackend, LogBackendDraft, LogBackendDraft> implements LoggingBackendPort {
  constructor(rows: readonly LogBackend[] = []) {
    let made = 0;
    super({
      key: (row) => row.id,
      rows,
      created: (draft, by) => ({
        id: `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`,
        name: draft.name,
        ...fieldsOf(draft),
        source: 'UI',
        // Each one newer than the last, as the server's now() is.
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, made)).toISOString(),
        createdBy: { id: by, name: by },
      }),
      updated: (row, draft) => ({ ...row, ...fieldsOf(draft) }),
    });
  }
}

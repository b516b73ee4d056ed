import type { LookupKind, LookupQuery, PlaybookParameter, PlaybookRunPort, PlaybookTarget, ResourceOption, RunRequest, RunTarget } from '../../core/playbooks';
import { DomainError, REQUIRED_FIELD_MESSAGE } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

/** A resource a fake picker finds: its kind and, for configs, components and checks, its type. */
export interface FakeResource extends ResourceOption {
  readonly kind: LookupKind;
  readonly type?: string;
}

interface FakeRunnable {
  readonly parameters: readonly PlaybookParameter[];
  readonly targets: readonly PlaybookTarget[];
}

/**
 * Running playbooks in memory, answering as the built-in backend does: parameters by playbook, runs
 * refused for a missing playbook, a missing resource or a missing required parameter, pickers that
 * search by name (case-insensitive), by type, sorted by name, at most 20.
 */
export class FakePlaybookRunPort extends ScriptedPort<'parameters' | 'run' | 'lookup'> implements PlaybookRunPort {
  private playbooks = new Map<string, FakeRunnable>();
  private resources: FakeResource[] = [];
  /** Every run request accepted, in order. */
  readonly runs: RunRequest[] = [];

  setPlaybook(id: string, parameters: readonly PlaybookParameter[], targets: readonly PlaybookTarget[] = []): this {
    this.playbooks.set(id, { parameters, targets });
    return this;
  }

  setResources(resources: readonly FakeResource[]): this {
    this.resources = [...resources];
    return this;
  }

  async parameters(playbookId: string, target?: RunTarget): Promise<PlaybookParameter[]> {
    await this.enter('parameters', playbookId, target);
    return [...this.find(playbookId).parameters];
  }

  async run(request: RunRequest): Promise<string> {
    await this.enter('run', request);
    const playbook = this.find(request.id);
    const target = playbook.targets.find((kind) => request[`${kind}_id`] !== undefined);
    if (playbook.targets.length && !target) throw new DomainError('invalid', 'This playbook runs on a resource');
    if (target && !this.resources.some((r) => r.kind === target && r.id === request[`${target}_id`])) throw new DomainError('not_found', `${target} not found`);
    const missing = playbook.parameters.find((p) => p.required && !String(request.params[p.name] ?? p.default ?? '').trim());
    if (missing) throw new DomainError('invalid', `Invalid parameter ${missing.name}: ${REQUIRED_FIELD_MESSAGE}`);
    this.runs.push(request);
    return `run-${this.runs.length}`;
  }

  async lookup(query: LookupQuery): Promise<ResourceOption[]> {
    await this.enter('lookup', query);
    const text = query.text.trim().toLowerCase();
    return this.resources
      .filter((r) => r.kind === query.kind && r.name.toLowerCase().includes(text) && (!query.types?.length || query.types.includes(r.type ?? '')))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, 20)
      .map((r) => ({ id: r.id, name: r.name, ...(r.type ?? r.detail ? { detail: r.type ?? r.detail } : {}) }));
  }

  private find(id: string): FakeRunnable {
    const playbook = this.playbooks.get(id);
    if (!playbook) throw new DomainError('not_found', 'playbook not found');
    return playbook;
  }
}

import {
  OWN_RUN_APPROVAL, runEnded, type LookupKind, type LookupQuery, type PlaybookParameter, type PlaybookRunDetail, type PlaybookRunPort,
  type PlaybookRunRow, type PlaybookTarget, type RunDialogPlaybook, type ResourceOption, type RunListQuery, type RunRequest, type RunTarget,
} from '../../core/playbooks';
import { DomainError, REQUIRED_FIELD_MESSAGE, type CollectionPage, type ExportTable } from '../../core/shared';
import { ScriptedPort } from './scripted-port';

/** A resource a fake picker finds: its kind and, for configs, components and checks, its type. */
export interface FakeResource extends ResourceOption {
  readonly kind: LookupKind;
  readonly type?: string;
}

interface FakeRunnable {
  readonly parameters: readonly PlaybookParameter[];
  readonly targets: readonly PlaybookTarget[];
  readonly name: string;
  /** The types each target's selectors take; none: any. */
  readonly types: readonly string[];
  /** Runs wait for approval, as a spec with approvers makes them. */
  readonly approval: boolean;
}

/**
 * Running playbooks in memory, answering as the built-in backend does: parameters by playbook, runs
 * refused for a missing playbook, a missing resource or a missing required parameter, pickers that
 * search by name (case-insensitive), by type, sorted by name, at most 20.
 */
export class FakePlaybookRunPort extends ScriptedPort<'parameters' | 'run' | 'lookup' | 'list' | 'get' | 'approve' | 'cancel'> implements PlaybookRunPort {
  private playbooks = new Map<string, FakeRunnable>();
  private resources: FakeResource[] = [];
  private history: PlaybookRunDetail[] = [];
  /** Who the signed-in person is, to refuse the approval of their own run (DECISIONS §26). */
  private me = '';
  /** Every run request accepted, in order. */
  readonly runs: RunRequest[] = [];

  setPlaybook(
    id: string,
    parameters: readonly PlaybookParameter[],
    targets: readonly PlaybookTarget[] = [],
    { name = id, approval = false, types = [] }: { name?: string; approval?: boolean; types?: readonly string[] } = {},
  ): this {
    this.playbooks.set(id, { parameters, targets, name, approval, types });
    return this;
  }

  setResources(resources: readonly FakeResource[]): this {
    this.resources = [...resources];
    return this;
  }

  addResources(resources: readonly FakeResource[]): this {
    this.resources = [...this.resources, ...resources];
    return this;
  }

  /** Runs as the server holds them; list answers them newest first. */
  setRuns(runs: readonly PlaybookRunDetail[]): this {
    this.history = [...runs];
    return this;
  }

  signedInAs(personId: string): this {
    this.me = personId;
    return this;
  }

  /** A run held, as it now is. */
  runOf(id: string): PlaybookRunDetail | undefined {
    return this.history.find((detail) => detail.run.id === id);
  }

  /** Changes a held run, as the server's worker would. */
  update(id: string, change: (detail: PlaybookRunDetail) => PlaybookRunDetail): this {
    this.history = this.history.map((detail) => (detail.run.id === id ? change(detail) : detail));
    return this;
  }

  async applicable(target: RunTarget): Promise<RunDialogPlaybook[]> {
    const resource = this.resources.find((r) => r.kind === target.kind && r.id === target.id);
    if (!resource) return [];
    return [...this.playbooks]
      .filter(([, p]) => p.targets.includes(target.kind) && (!p.types.length || p.types.includes(resource.type ?? '')))
      .map(([id, p]) => ({ id, title: p.name, targets: p.targets, types: Object.fromEntries(p.targets.map((kind) => [kind, p.types])) }));
  }

  async playbookNames(): Promise<ResourceOption[]> {
    return [...this.playbooks].map(([id, playbook]) => ({ id, name: playbook.name })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /** The filters as the fake reads them (the HTTP adapter's is PostgREST's query string). */
  exportTable(query: RunListQuery): ExportTable {
    const { pageIndex: _page, pageSize: _size, ...filters } = query;
    return { name: 'playbook_runs', relation: 'playbook_runs', query: JSON.stringify(filters) };
  }

  async list(query: RunListQuery): Promise<CollectionPage<PlaybookRunRow>> {
    await this.enter('list', query);
    const rows = this.history
      .map((detail) => detail.run)
      .filter((run) => (!query.playbookId || run.playbookId === query.playbookId) && (!query.statuses || query.statuses.includes(run.rawStatus)))
      .filter((run) => (!query.from || run.createdAt >= query.from) && (!query.to || run.createdAt <= query.to))
      .filter((run) => !query.configId || (run.resource?.kind === 'config' && run.resource.id === query.configId))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return { rows: rows.slice(query.pageIndex * query.pageSize, (query.pageIndex + 1) * query.pageSize), total: rows.length };
  }

  async get(runId: string): Promise<PlaybookRunDetail> {
    await this.enter('get', runId);
    const found = this.runOf(runId);
    if (!found) throw new DomainError('not_found', `Playbook run ${runId} not found`);
    return found;
  }

  async approve(runId: string): Promise<void> {
    await this.enter('approve', runId);
    const { run } = await this.get(runId);
    if (run.requestedBy?.id === this.me) throw new DomainError('forbidden', OWN_RUN_APPROVAL);
    if (run.rawStatus !== 'pending_approval') throw new DomainError('invalid', 'The run is not waiting for approval.');
    this.update(runId, (detail) => ({ ...detail, run: { ...detail.run, rawStatus: 'scheduled' } }));
  }

  async cancel(runId: string): Promise<void> {
    await this.enter('cancel', runId);
    const { run } = await this.get(runId);
    if (runEnded(run.rawStatus)) throw new DomainError('invalid', `The run is already ${run.rawStatus}.`);
    this.update(runId, (detail) => ({ ...detail, run: { ...detail.run, rawStatus: 'cancelled' } }));
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
    const id = `run-${this.history.length + 1}`;
    const resource = target && this.resources.find((r) => r.kind === target && r.id === request[`${target}_id`]);
    this.history.push({
      run: {
        id,
        playbookId: request.id,
        playbookName: playbook.name,
        playbookTitle: playbook.name,
        rawStatus: playbook.approval ? 'pending_approval' : 'scheduled',
        ...(target && resource ? { resource: { kind: target, id: resource.id, name: resource.name } } : {}),
        requestedBy: { id: this.me, name: this.me },
        createdAt: new Date().toISOString(),
        parameters: request.params,
      },
      actions: [],
    });
    return id;
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

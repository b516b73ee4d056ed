import { httpIncidentLiveRows } from '../../adapters/http/incident-live-rows';
import { FakeLiveUpdates, ManualScheduler } from './live';
import { DomainError, type ExportTable, type IdGenerator } from '../../core/shared';
import type {
  Comment, CommentPort, Evidence, EvidencePatch, EvidencePort, Hypothesis, HypothesisPatch, HypothesisPort, Incident,
  IncidentHistoryEntry, IncidentHistoryPort, IncidentListFilter, IncidentPatch, IncidentPort, IncidentPorts, IncidentSummary,
  NewComment, NewEvidence, NewHypothesis, NewIncident, NewResponder, PeopleDirectoryPort, Person, Responder, ResponderPort, Team,
  EvidenceCandidate, EvidenceSearchPort, IncidentScreenPorts, SearchableEvidenceType, ConfigLookupPort, IntegrationInstance,
  IntegrationInstanceConfig, IntegrationKind,
} from '../../core/incidents';
import { FakeClock } from './clock';
import { heldUntilReleased } from './held';

export type FakeIncidentMethod =
  | `incidents.${keyof IncidentPort}`
  | `hypotheses.${keyof HypothesisPort}`
  | `evidences.${keyof EvidencePort}`
  | `comments.${keyof CommentPort}`
  | `responders.${keyof ResponderPort}`
  | `history.${keyof IncidentHistoryPort}`
  | `people.${keyof PeopleDirectoryPort}`;

type IncidentRow = Omit<Incident, 'hypotheses' | 'responders'>;
type HypothesisRow = Omit<Hypothesis, 'comments' | 'evidences'>;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Ids the console would generate: predictable, so tests can name them. */
export class SequenceIds implements IdGenerator {
  private n = 0;
  constructor(private readonly prefix = 'id') {}
  next(): string {
    return `${this.prefix}-${++this.n}`;
  }
}

/**
 * Incidents, hypotheses, evidence, comments, responders and their history in memory, behaving like the
 * built-in backend: INC-n display ids, history rows written on every change (as the triggers do),
 * a hypothesis removed with its comments and evidence, a change or removal of a row that is gone
 * answered as PostgREST does (no rows, no error). Scenarios make calls fail, or wait.
 */
export class FakeIncidentPort implements IncidentPort {
  readonly calls: { method: FakeIncidentMethod; args: unknown[] }[] = [];
  private readonly incidentRows = new Map<string, IncidentRow>();
  private readonly hypothesisRows = new Map<string, HypothesisRow>();
  private readonly evidenceRows = new Map<string, Evidence>();
  private readonly commentRows = new Map<string, Comment>();
  private readonly responderRows = new Map<string, Responder>();
  private readonly historyRows: (IncidentHistoryEntry & { incidentId: string })[] = [];
  private readonly failures = new Map<FakeIncidentMethod, Error[]>();
  private directory: { people: Person[]; teams: Team[] } = { people: [], teams: [] };
  /** The Jira and planner instances the responder forms look up. */
  readonly configLookups = new FakeConfigLookups();
  private pending: Promise<void> | undefined;
  private latencyMs = 0;
  private serial = 0;
  private displaySerial = 0;

  readonly hypotheses: HypothesisPort = {
    create: (h) => this.run('hypotheses.create', [h], () => this.createHypothesis(h)),
    update: (id, patch) => this.run('hypotheses.update', [id, patch], () => this.updateHypothesis(id, patch)),
    remove: (id) => this.run('hypotheses.remove', [id], () => this.removeHypothesis(id)),
  };

  readonly evidences: EvidencePort = {
    create: (e) => this.run('evidences.create', [e], () => this.createEvidence(e)),
    update: (id, patch) => this.run('evidences.update', [id, patch], () => this.updateEvidence(id, patch)),
    remove: (id) =>
      this.run('evidences.remove', [id], () => {
        this.need(this.evidenceRows, id);
        this.evidenceRows.delete(id);
      }),
  };

  readonly comments: CommentPort = {
    create: (c) => this.run('comments.create', [c], () => this.createComment(c)),
  };

  readonly responders: ResponderPort = {
    list: (incidentId) => this.run('responders.list', [incidentId], () => this.activeResponders(incidentId)),
    create: (r) => this.run('responders.create', [r], () => this.createResponder(r)),
    remove: (id) => this.run('responders.remove', [id], () => this.removeResponder(id)),
  };

  readonly history: IncidentHistoryPort = {
    list: (incidentId) =>
      this.run('history.list', [incidentId], () =>
        this.historyRows.filter((h) => h.incidentId === incidentId).map(({ incidentId: _, ...entry }) => entry).reverse(),
      ),
  };

  readonly people: PeopleDirectoryPort = {
    // By name, as the server answers them (setDirectory holds only people who can be mentioned).
    people: () => this.run('people.people', [], () => [...this.directory.people].sort(byName)),
    teams: () => this.run('people.teams', [], () => [...this.directory.teams].sort(byName)),
  };

  constructor(
    readonly clock: FakeClock = new FakeClock(),
    readonly user: Person = { id: 'person-1', name: 'Casey Commander' },
  ) {}

  /** Everything the incident machines need, with this clock and predictable ids. */
  ports(ids: IdGenerator = new SequenceIds('client')): IncidentPorts {
    return { incidents: this, hypotheses: this.hypotheses, evidences: this.evidences, comments: this.comments, people: this.people, clock: this.clock, ids };
  }

  /** The stream others' changes come through (tests emit on it) and the scheduler that batches them. */
  readonly live = new FakeLiveUpdates();
  readonly liveScheduler = new ManualScheduler();

  /** Everything the incident screens' machines need; the search finds what `search` was given. */
  screenPorts(search: EvidenceSearchPort = new FakeEvidenceSearch()): IncidentScreenPorts {
    return {
      ...this.ports(), responders: this.responders, history: this.history, evidenceSearch: search, configLookups: this.configLookups,
      live: this.live, scheduler: this.liveScheduler, liveRows: httpIncidentLiveRows,
    };
  }

  // Setters for scenarios

  /** The next call of `method` fails with `error` (a DomainError carrying the server's message, typically). */
  failNext(method: FakeIncidentMethod, error: Error = new DomainError('server', 'boom')): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
    return this;
  }

  /** Calls wait until the returned function is called: lets a test look at in-between states. */
  hold(): () => void {
    return heldUntilReleased((waiting) => (this.pending = waiting));
  }

  /** Every call takes this long (real time). */
  setLatency(milliseconds: number): this {
    this.latencyMs = milliseconds;
    return this;
  }

  /** The people who can be mentioned or made responders (the server's people with an email), and the teams. */
  setDirectory(people: Person[], teams: Team[] = []): this {
    this.directory = { people, teams };
    return this;
  }

  /** An incident as it is stored, without calls or history; answers its id. */
  seed(incident: Partial<IncidentRow> & { title: string }): string {
    const row = this.incidentRow({ ...incident, createdBy: incident.createdBy?.id ?? this.user.id });
    return row.id;
  }

  seedHypothesis(h: Partial<HypothesisRow> & { incidentId: string; type: Hypothesis['type'] }): string {
    const id = h.id ?? this.nextId('hypothesis');
    this.hypothesisRows.set(id, { title: h.type, status: 'possible', createdBy: this.user, createdAt: this.now(), ...h, id });
    return id;
  }

  seedEvidence(e: Partial<Evidence> & { hypothesisId: string; type: Evidence['type'] }): string {
    const id = e.id ?? this.nextId('evidence');
    this.evidenceRows.set(id, { description: e.type, createdAt: this.now(), createdBy: this.user, definitionOfDone: false, done: false, ...e, id });
    return id;
  }

  evidence(id: string): Evidence | undefined {
    return this.evidenceRows.get(id);
  }

  /** The incident as stored now, without a call (and without waiting for a held backend). */
  stored(id: string): Incident | undefined {
    return this.assemble(id);
  }

  comment(id: string): Comment | undefined {
    return this.commentRows.get(id);
  }

  hypothesis(id: string): HypothesisRow | undefined {
    return this.hypothesisRows.get(id);
  }

  callsOf(method: FakeIncidentMethod): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  // IncidentPort

  list(filter: IncidentListFilter): Promise<IncidentSummary[]> {
    return this.run('incidents.list', [filter], () =>
      // Newest first; of incidents created at the same instant (a clock that stands still), the later one.
      [...this.incidentRows.values()]
        .reverse()
        .filter((i) => (['severity', 'status', 'type'] as const).every((k) => !filter[k] || i[k] === filter[k]))
        .filter((i) => !filter.owner || i.commander?.id === filter.owner)
        .filter((i) => !filter.search || i.title.toLowerCase().includes(filter.search.toLowerCase()))
        .filter((i) => !filter.component || this.incidentEvidence(i.id).some((e) => e.componentId === filter.component))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((i) => ({
          id: i.id, incidentId: i.incidentId, title: i.title, severity: i.severity, type: i.type, status: i.status,
          createdAt: i.createdAt, commander: i.commander,
          responders: this.activeResponders(i.id).flatMap((r) => (r.person ? [r.person] : r.team ? [{ id: r.team.id, name: r.team.name }] : [])),
        })),
    );
  }

  /** The filter as the fake reads it (the HTTP adapter's is PostgREST's query string over the looked-up component). */
  async listExport(filter: IncidentListFilter): Promise<ExportTable> {
    return { name: 'incident_summary', relation: 'incident_summary', query: JSON.stringify(filter) };
  }

  get(id: string): Promise<Incident | undefined> {
    return this.run('incidents.get', [id], () => this.assemble(id));
  }

  create(incident: NewIncident): Promise<Incident> {
    return this.run('incidents.create', [incident], () => {
      const row = this.incidentRow({ ...incident, createdBy: incident.createdBy });
      this.record(row.id, 'incident.created', { description: row.incidentId });
      return this.assemble(row.id)!;
    });
  }

  update(id: string, patch: IncidentPatch): Promise<void> {
    return this.run('incidents.update', [id, patch], () => {
      const row = this.incidentRows.get(id);
      if (!row) return;
      this.incidentRows.set(id, { ...row, ...patch, updatedAt: this.now() });
      if (patch.status !== undefined) this.record(id, 'incident.status_updated', { description: patch.status });
    });
  }

  // Behaviour of the backend

  private incidentRow(incident: Partial<Omit<IncidentRow, 'createdBy'>> & { title: string; createdBy: string }): IncidentRow {
    const id = incident.id ?? this.nextId('incident');
    const person = this.person(incident.createdBy);
    const row: IncidentRow = {
      description: '', type: 'availability', status: 'open', severity: 'low', createdAt: this.now(),
      ...incident, id, incidentId: `INC-${++this.displaySerial}`, createdBy: person, commander: person,
    };
    this.incidentRows.set(id, row);
    return row;
  }

  private createHypothesis(h: NewHypothesis): Hypothesis {
    this.referenced(this.incidentRows, h.incidentId, 'hypotheses_incident_id_fkey');
    if (this.hypothesisRows.has(h.id)) throw new DomainError('conflict', `duplicate key value violates unique constraint "hypotheses_pkey"`);
    const row: HypothesisRow = { ...h, createdBy: this.person(h.createdBy), createdAt: this.now() };
    this.hypothesisRows.set(h.id, row);
    this.record(h.incidentId, 'hypothesis.created', { hypothesis: { id: h.id, title: h.title } });
    return { ...row, comments: [], evidences: [] };
  }

  private updateHypothesis(id: string, patch: HypothesisPatch): void {
    const row = this.hypothesisRows.get(id);
    if (!row) return;
    this.hypothesisRows.set(id, { ...row, ...patch });
    if (patch.status !== undefined && patch.status !== row.status) {
      this.record(row.incidentId, 'hypothesis.status_updated', { description: patch.status, hypothesis: { id, title: row.title } });
    }
  }

  private removeHypothesis(id: string): void {
    if (!this.hypothesisRows.has(id)) return;
    for (const child of [...this.hypothesisRows.values()].filter((h) => h.parentId === id)) this.removeHypothesis(child.id);
    for (const [key, e] of this.evidenceRows) if (e.hypothesisId === id) this.evidenceRows.delete(key);
    for (const [key, c] of this.commentRows) if (c.hypothesisId === id) this.commentRows.delete(key);
    this.hypothesisRows.delete(id);
  }

  private createEvidence(e: NewEvidence): Evidence {
    const hypothesis = this.referenced(this.hypothesisRows, e.hypothesisId, 'evidences_hypothesis_id_fkey');
    const { createdBy, definitionOfDone, done, ...rest } = e;
    const row: Evidence = {
      ...rest, id: this.nextId('evidence'), createdBy: this.person(createdBy), createdAt: this.now(),
      definitionOfDone: definitionOfDone ?? false, done: done ?? false,
    };
    this.evidenceRows.set(row.id, row);
    this.record(hypothesis.incidentId, 'evidence.created', { evidence: { id: row.id, description: row.description, type: row.type } });
    return row;
  }

  private updateEvidence(id: string, patch: EvidencePatch): void {
    const row = this.evidenceRows.get(id);
    if (!row) return;
    this.evidenceRows.set(id, { ...row, ...patch });
    if (patch.definitionOfDone === true && !row.definitionOfDone) {
      const incidentId = this.need(this.hypothesisRows, row.hypothesisId).incidentId;
      this.record(incidentId, 'evidence.done_definition_added', { evidence: { id, description: row.description, type: row.type } });
    }
  }

  private createComment(c: NewComment): Comment {
    this.referenced(this.incidentRows, c.incidentId, 'comments_incident_id_fkey');
    const row: Comment = { ...c, id: this.nextId('comment'), createdBy: this.person(c.createdBy), createdAt: this.now() };
    this.commentRows.set(row.id, row);
    this.record(c.incidentId, 'responder.commented', { comment: { id: row.id, comment: row.comment } });
    return row;
  }

  private createResponder(r: NewResponder): Responder {
    this.referenced(this.incidentRows, r.incidentId, 'responders_incident_id_fkey');
    const team = this.directory.teams.find((t) => t.id === r.teamId);
    const person = r.personId ? this.person(r.personId) : undefined;
    const row: Responder = { ...r, id: this.nextId('responder'), team, person, createdBy: this.person(r.createdBy), createdAt: this.now() };
    this.responderRows.set(row.id, row);
    this.record(r.incidentId, 'responder.created', { responder: { id: row.id, person, team } });
    return row;
  }

  private removeResponder(id: string): void {
    const row = this.responderRows.get(id);
    if (row) this.responderRows.set(id, { ...row, deletedAt: this.now() });
  }

  private activeResponders(incidentId: string): Responder[] {
    return [...this.responderRows.values()].filter((r) => r.incidentId === incidentId && !r.deletedAt);
  }

  private incidentEvidence(incidentId: string): Evidence[] {
    const ids = new Set([...this.hypothesisRows.values()].filter((h) => h.incidentId === incidentId).map((h) => h.id));
    return [...this.evidenceRows.values()].filter((e) => ids.has(e.hypothesisId));
  }

  private assemble(id: string): Incident | undefined {
    const row = this.incidentRows.get(id);
    if (!row) return undefined;
    const hypotheses = [...this.hypothesisRows.values()]
      .filter((h) => h.incidentId === id)
      .map((h) => ({
        ...h,
        evidences: [...this.evidenceRows.values()].filter((e) => e.hypothesisId === h.id),
        comments: [...this.commentRows.values()].filter((c) => c.hypothesisId === h.id),
      }));
    return { ...row, hypotheses, responders: this.activeResponders(id) };
  }

  private record(incidentId: string, type: string, extra: Partial<IncidentHistoryEntry>) {
    this.historyRows.push({ incidentId, id: this.nextId('history'), type, createdBy: this.user, createdAt: this.now(), ...extra });
  }

  private person(id: string): Person {
    return this.directory.people.find((p) => p.id === id) ?? (id === this.user.id ? this.user : { id, name: id });
  }

  /** A row a new row points at: PostgREST answers 409 when the foreign key finds nothing. */
  private referenced<T>(rows: Map<string, T>, id: string, constraint: string): T {
    const row = rows.get(id);
    if (!row) throw new DomainError('conflict', `insert or update violates foreign key constraint "${constraint}"`);
    return row;
  }

  private need<T>(rows: Map<string, T>, id: string): T {
    const row = rows.get(id);
    if (!row) throw new DomainError('not_found', `${id} not found`);
    return row;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private nextId(kind: string): string {
    return `${kind}-${++this.serial}`;
  }

  private async run<T>(method: FakeIncidentMethod, args: unknown[], work: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    await this.pending;
    const failure = this.failures.get(method)?.shift();
    if (failure) throw failure;
    return work();
  }
}

/** Components, configs, checks... to be found by the evidence wizard, by name, ignoring case. */
export class FakeEvidenceSearch implements EvidenceSearchPort {
  readonly calls: { type: SearchableEvidenceType; query: string }[] = [];
  private failure: Error | undefined;

  constructor(private readonly candidates: EvidenceCandidate[] = []) {}

  add(candidate: EvidenceCandidate): this {
    this.candidates.push(candidate);
    return this;
  }

  failNext(error: Error = new DomainError('server', 'search failed')): this {
    this.failure = error;
    return this;
  }

  async search(type: SearchableEvidenceType, query: string): Promise<EvidenceCandidate[]> {
    this.calls.push({ type, query });
    const failure = this.failure;
    this.failure = undefined;
    if (failure) throw failure;
    return this.candidates.filter((c) => c.type === type && c.name.toLowerCase().includes(query.toLowerCase()));
  }
}

/** Config items of the integration kinds, answering as the built-in backend does. */
export class FakeConfigLookups implements ConfigLookupPort {
  readonly calls: ({ method: 'byKind'; kind: IntegrationKind; search: string } | { method: 'byId'; id: string })[] = [];
  private readonly items: (IntegrationInstanceConfig & { kind: IntegrationKind })[] = [];
  private failure: Error | undefined;

  add(kind: IntegrationKind, item: Omit<IntegrationInstanceConfig, 'externalId'> & { externalId?: string[] }): this {
    this.items.push({ externalId: [], ...item, kind });
    return this;
  }

  failNext(error: Error = new DomainError('server', 'lookup failed')): this {
    this.failure = error;
    return this;
  }

  callsOf(method: 'byKind' | 'byId') {
    return this.calls.filter((c) => c.method === method);
  }

  async byKind(kind: IntegrationKind, search: string): Promise<IntegrationInstance[]> {
    this.calls.push({ method: 'byKind', kind, search });
    this.fail();
    const like = search.toLowerCase();
    return this.items
      .filter((i) => i.kind === kind && [i.name, ...i.externalId].some((text) => text.toLowerCase().includes(like)))
      .map(({ id, name, externalId }) => ({ id, name, externalId }));
  }

  async byId(id: string): Promise<IntegrationInstanceConfig | undefined> {
    this.calls.push({ method: 'byId', id });
    this.fail();
    const item = this.items.find((i) => i.id === id);
    return item && { id: item.id, name: item.name, externalId: item.externalId, config: item.config };
  }

  private fail() {
    const failure = this.failure;
    this.failure = undefined;
    if (failure) throw failure;
  }
}

import * as t from 'io-ts';
import { DomainError, type ExportTable } from '../../core/shared';
import type {
  Comment, CommentPort, Evidence, EvidencePatch, EvidencePort, Hypothesis, HypothesisPatch, HypothesisPort, Incident,
  IncidentHistoryEntry, IncidentHistoryPort, IncidentListFilter, IncidentPatch, IncidentPort, IncidentSummary, NewComment,
  NewEvidence, NewHypothesis, NewIncident, NewResponder, Responder, ResponderPort,
} from '../../core/incidents';
import {
  AnyRowsCodec, CommentRowsCodec, EvidenceRowsCodec, HistoryRowsCodec, HypothesisRowsCodec, IncidentRowsCodec,
  IncidentSummaryRowsCodec, ResponderRowsCodec,
} from './codecs/incidents';
import { commentOf, evidenceOf, historyOf, hypothesisOf, incidentOf, responderOf, summaryOf } from './incident-rows';
import { exportTableOf, from, type PostgrestQuery } from './postgrest';
import type { PostgrestClient } from './postgrest-client';

const PERSON = 'id,name,avatar,email';
const TEAM = 'id,name,icon,spec';
const COMMENT = `id,created_at,comment,external_created_by,hypothesis_id,incident_id,responder_id(id,team_id(id,name,icon)),created_by(${PERSON})`;
/** Reference §2.4, with responders expanded as the responder list reads them. */
const INCIDENT_DETAIL = [
  '*',
  `created_by(${PERSON})`,
  `commander:commander_id(${PERSON})`,
  `hypotheses(*,created_by(${PERSON}),evidences(*,created_by(${PERSON})),comments(${COMMENT}))`,
  `responders(*,team:team_id(${TEAM}),person:person_id(${PERSON}),created_by(${PERSON}))`,
].join(',');
const HISTORY = [
  '*',
  'evidence:evidences(id,description,type)',
  'hypothesis:hypotheses(id,title)',
  `responder:responders(id,person:person_id(${PERSON}),team:team_id(id,name,icon))`,
  'comment:comments(id,comment)',
  `created_by(${PERSON})`,
].join(',');
const ComponentIncidentsCodec = t.array(t.type({ id: t.string }), 'IncidentsByComponent');

const first = <T>(rows: T[], what: string): T => {
  const row = rows[0];
  if (!row) throw new DomainError('server', `The server did not return the new ${what}`);
  return row;
};

/** Sends only what is given (DECISIONS §18), in the table's column names. */
function evidenceColumns(e: Partial<NewEvidence> & EvidencePatch): Record<string, unknown> {
  const columns: Record<string, unknown> = {
    hypothesis_id: e.hypothesisId, type: e.type, description: e.description, created_by: e.createdBy,
    definition_of_done: e.definitionOfDone, done: e.done, script: e.script, component_id: e.componentId, config_id: e.configId,
    config_change_id: e.configChangeId, config_analysis_id: e.configAnalysisId, check_id: e.checkId, properties: e.properties,
    evidence: e.evidence,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * The incident records over /api/db (reference §2.4, seed 001 §7). History is written by the
 * database's triggers, never here.
 */
export class HttpIncidentAdapter implements IncidentPort {
  constructor(private readonly db: PostgrestClient) {}

  /**
   * Seed 001 §7: severity, status, type and owner as eq; the component through the incident's evidence,
   * its incidents looked up first (undefined: no incident holds evidence of it, so there is nothing to ask).
   */
  private async filtered(filter: IncidentListFilter): Promise<PostgrestQuery | undefined> {
    let query = from('incident_summary').order('created_at', { ascending: false });
    for (const key of ['severity', 'status', 'type'] as const) if (filter[key]) query = query.filter(key, 'eq', filter[key]!);
    if (filter.owner) query = query.filter('commander->>id', 'eq', filter.owner);
    if (filter.search) query = query.filter('title', 'ilike', `*${filter.search}*`);
    if (filter.component) {
      const linked = await this.db.select(from('incidents_by_component').select('id').eq('component_id', filter.component), ComponentIncidentsCodec);
      if (linked.rows.length === 0) return undefined;
      query = query.filter('id', 'in', [...new Set(linked.rows.map((r) => r.id))]);
    }
    return query;
  }

  async list(filter: IncidentListFilter): Promise<IncidentSummary[]> {
    const query = await this.filtered(filter);
    return query ? (await this.db.select(query, IncidentSummaryRowsCodec)).rows.map(summaryOf) : [];
  }

  async listExport(filter: IncidentListFilter): Promise<ExportTable> {
    // A component no incident is linked to exports no row: an empty id list matches none.
    return exportTableOf((await this.filtered(filter)) ?? from('incident_summary').filter('id', 'in', []));
  }

  async get(id: string): Promise<Incident | undefined> {
    const query = from('incidents').select(INCIDENT_DETAIL).eq('id', id).filter('responders.deleted_at', 'is', null);
    const row = (await this.db.select(query, IncidentRowsCodec)).rows[0];
    return row ? incidentOf(row) : undefined;
  }

  async create(incident: NewIncident): Promise<Incident> {
    const rows = await this.db.insert(
      'incidents',
      {
        title: incident.title, description: incident.description, severity: incident.severity, status: incident.status,
        type: incident.type, created_by: incident.createdBy, commander_id: incident.createdBy, communicator_id: incident.createdBy,
      },
      IncidentRowsCodec,
    );
    return incidentOf(first(rows, 'incident'));
  }

  async update(id: string, patch: IncidentPatch): Promise<void> {
    await this.db.update(from('incidents').eq('id', id), patch, AnyRowsCodec);
  }

  readonly hypotheses: HypothesisPort = {
    create: async (h: NewHypothesis): Promise<Hypothesis> => {
      const rows = await this.db.insert(
        'hypotheses',
        { id: h.id, incident_id: h.incidentId, parent_id: h.parentId ?? null, type: h.type, title: h.title, status: h.status, created_by: h.createdBy },
        HypothesisRowsCodec,
      );
      return hypothesisOf(first(rows, 'hypothesis'));
    },
    update: async (id: string, patch: HypothesisPatch) => {
      await this.db.update(from('hypotheses').eq('id', id), patch, AnyRowsCodec);
    },
    // The schema removes its comments, evidence and children with it (DECISIONS §17a).
    remove: async (id: string) => {
      await this.db.remove(from('hypotheses').eq('id', id), AnyRowsCodec);
    },
  };

  readonly evidences: EvidencePort = {
    create: async (e: NewEvidence): Promise<Evidence> => evidenceOf(first(await this.db.insert('evidences', evidenceColumns(e), EvidenceRowsCodec), 'evidence')),
    update: async (id: string, patch: EvidencePatch) => {
      await this.db.update(from('evidences').eq('id', id), evidenceColumns(patch), AnyRowsCodec);
    },
    remove: async (id: string) => {
      const rows = await this.db.remove(from('evidences').eq('id', id), AnyRowsCodec);
      if (rows.length === 0) throw new DomainError('not_found', 'Evidence not found');
    },
  };

  readonly comments: CommentPort = {
    create: async (c: NewComment): Promise<Comment> => {
      const rows = await this.db.insert(
        `comments?select=${encodeURIComponent(COMMENT)}`,
        { created_by: c.createdBy, incident_id: c.incidentId, hypothesis_id: c.hypothesisId, comment: c.comment },
        CommentRowsCodec,
      );
      return commentOf(first(rows, 'comment'), c.incidentId);
    },
  };

  readonly responders: ResponderPort = {
    list: async (incidentId: string): Promise<Responder[]> => {
      const query = from('responders')
        .select(`*,team:team_id(${TEAM}),person:person_id(${PERSON})`)
        .eq('incident_id', incidentId)
        .is('deleted_at', null)
        .order('created_at');
      return (await this.db.select(query, ResponderRowsCodec)).rows.map(responderOf);
    },
    create: async (r: NewResponder): Promise<Responder> => {
      const rows = await this.db.insert(
        'responders',
        {
          incident_id: r.incidentId, type: r.type, created_by: r.createdBy, team_id: r.teamId ?? null, person_id: r.personId ?? null,
          properties: r.properties,
        },
        ResponderRowsCodec,
      );
      return responderOf(first(rows, 'responder'));
    },
    // PostgreSQL reads the string now() as the current time (reference §1.5).
    remove: async (id: string) => {
      await this.db.update(from('responders').eq('id', id), { deleted_at: 'now()' }, AnyRowsCodec);
    },
  };

  readonly history: IncidentHistoryPort = {
    list: async (incidentId: string): Promise<IncidentHistoryEntry[]> => {
      const query = from('incident_histories').select(HISTORY).eq('incident_id', incidentId).order('created_at', { ascending: false });
      return (await this.db.select(query, HistoryRowsCodec)).rows.map(historyOf);
    },
  };
}

import { ContainerModule } from 'inversify';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentMachines, IncidentPort,
  IncidentScreenMachines, PeopleDirectoryPort, ResponderPort, bindIncidentPorts, bindIncidentScreenPorts,
} from '../../core/incidents';
import { BatchScheduler, Clock, IdGenerator, LiveUpdates } from '../../core/shared';
import { httpIncidentLiveRows } from './incident-live-rows';
import { HttpConfigLookupAdapter } from './config-lookups.http';
import { HttpIncidentDirectoryAdapter } from './incident-directory.http';
import { HttpIncidentAdapter } from './incidents.http';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };
const uuids: IdGenerator = { next: () => crypto.randomUUID() };

/**
 * The incident machines over whichever incident ports the container holds: the console's and the CLI's
 * HTTP ones, or the scenarios' and component tests' fakes.
 */
export const incidentsMachinesModule = new ContainerModule(({ bind }) => {
  bind<IncidentMachines>(IncidentMachines).toDynamicValue((ctx) =>
    bindIncidentPorts({
      incidents: ctx.get<IncidentPort>(IncidentPort),
      hypotheses: ctx.get<HypothesisPort>(HypothesisPort),
      evidences: ctx.get<EvidencePort>(EvidencePort),
      comments: ctx.get<CommentPort>(CommentPort),
      people: ctx.get<PeopleDirectoryPort>(PeopleDirectoryPort),
      clock: ctx.get<Clock>(Clock),
      ids: ctx.get<IdGenerator>(IdGenerator),
    }),
  );
  bind<IncidentScreenMachines>(IncidentScreenMachines).toDynamicValue((ctx) =>
    bindIncidentScreenPorts({
      incidents: ctx.get<IncidentPort>(IncidentPort),
      hypotheses: ctx.get<HypothesisPort>(HypothesisPort),
      evidences: ctx.get<EvidencePort>(EvidencePort),
      comments: ctx.get<CommentPort>(CommentPort),
      clock: ctx.get<Clock>(Clock),
      ids: ctx.get<IdGenerator>(IdGenerator),
      responders: ctx.get<ResponderPort>(ResponderPort),
      history: ctx.get<IncidentHistoryPort>(IncidentHistoryPort),
      people: ctx.get<PeopleDirectoryPort>(PeopleDirectoryPort),
      evidenceSearch: ctx.get<EvidenceSearchPort>(EvidenceSearchPort),
      configLookups: ctx.get<ConfigLookupPort>(ConfigLookupPort),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
      // The stream's rows are in the wire format whoever streams them (the server or a fake), so they read alike.
      liveRows: httpIncidentLiveRows,
    }),
  );
});

/**
 * Binds the incident ports over /api/db (load after httpModule), and the system clock and uuid ids
 * when nothing else did.
 */
export const incidentsHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind(HttpIncidentAdapter).toDynamicValue((ctx) => new HttpIncidentAdapter(ctx.get(PostgrestClient)));
  bind(HttpIncidentDirectoryAdapter).toDynamicValue((ctx) => new HttpIncidentDirectoryAdapter(ctx.get(PostgrestClient)));
  bind<IncidentPort>(IncidentPort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter));
  bind<HypothesisPort>(HypothesisPort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter).hypotheses);
  bind<EvidencePort>(EvidencePort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter).evidences);
  bind<CommentPort>(CommentPort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter).comments);
  bind<ResponderPort>(ResponderPort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter).responders);
  bind<IncidentHistoryPort>(IncidentHistoryPort).toDynamicValue((ctx) => ctx.get(HttpIncidentAdapter).history);
  bind<PeopleDirectoryPort>(PeopleDirectoryPort).toDynamicValue((ctx) => ctx.get(HttpIncidentDirectoryAdapter));
  bind<EvidenceSearchPort>(EvidenceSearchPort).toDynamicValue((ctx) => ctx.get(HttpIncidentDirectoryAdapter));
  bind<ConfigLookupPort>(ConfigLookupPort).toDynamicValue((ctx) => new HttpConfigLookupAdapter(ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
  if (!isBound(IdGenerator)) bind<IdGenerator>(IdGenerator).toConstantValue(uuids);
});

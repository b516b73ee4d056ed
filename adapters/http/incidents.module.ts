import { ContainerModule } from 'inversify';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, PeopleDirectoryPort, ResponderPort,
} from '../../core/incidents/ports';
import { Clock, IdGenerator } from '../../core/shared';
import { HttpConfigLookupAdapter } from './config-lookups.http';
import { HttpIncidentDirectoryAdapter } from './incident-directory.http';
import { HttpIncidentAdapter } from './incidents.http';
import { PostgrestClient } from './postgrest-client';

const systemClock: Clock = { now: () => new Date() };
const uuids: IdGenerator = { next: () => crypto.randomUUID() };

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

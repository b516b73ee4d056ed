import { ContainerModule } from 'inversify';
import type { ReactElement } from 'react';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, PeopleDirectoryPort,
  ResponderPort,
} from '../../core/incidents';
import { Clock, IdGenerator } from '../../core/shared';
import { SignedInProviders } from '../../ui/app/signed-in-app';
import { fakeConsole } from '../fakes/fake-console';
import { FakeEvidenceSearch, FakeIncidentPort, SequenceIds } from '../fakes/incidents';
import { renderConsole } from './render-console';

/** An incidents screen over fakes: every incidents port from one FakeIncidentPort, signed in, at `path`. */
export function renderIncidents(page: ReactElement, path: string, incidents = new FakeIncidentPort()) {
  const fakes = fakeConsole();
  fakes.container.load(
    new ContainerModule(({ bind }) => {
      bind(IncidentPort).toConstantValue(incidents);
      bind(HypothesisPort).toConstantValue(incidents.hypotheses);
      bind(EvidencePort).toConstantValue(incidents.evidences);
      bind(CommentPort).toConstantValue(incidents.comments);
      bind(ResponderPort).toConstantValue(incidents.responders);
      bind(IncidentHistoryPort).toConstantValue(incidents.history);
      bind(PeopleDirectoryPort).toConstantValue(incidents.people);
      bind(EvidenceSearchPort).toConstantValue(new FakeEvidenceSearch());
      bind(ConfigLookupPort).toConstantValue(incidents.configLookups);
      bind(IdGenerator).toConstantValue(new SequenceIds());
    }),
  );
  // The incidents fake stamps with its own clock: the screens read that one too.
  fakes.container.rebind(Clock).toConstantValue(incidents.clock);
  const view = renderConsole(<SignedInProviders>{page}</SignedInProviders>, { fakes, path });
  return { ...view, incidents };
}

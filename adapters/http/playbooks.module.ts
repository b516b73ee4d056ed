import { ContainerModule } from 'inversify';
import { PlaybooksMachines, PlaybookPort, bindPlaybooksPorts } from '../../core/playbooks';
import { PostgrestClient } from './postgrest-client';
import { HttpPlaybookAdapter } from './playbooks.http';

/** The Playbooks screen's machines over whichever PlaybookPort the container holds: the console's HTTP one, or the fakes'. */
export const playbooksMachinesModule = new ContainerModule(({ bind }) => {
  bind<PlaybooksMachines>(PlaybooksMachines).toDynamicValue((ctx) => bindPlaybooksPorts({ playbooks: ctx.get<PlaybookPort>(PlaybookPort) }));
});

/** Binds the Playbooks screen's port over the PostgREST client the http module provides. */
export const playbooksHttpModule = new ContainerModule(({ bind }) => {
  bind<PlaybookPort>(PlaybookPort).toDynamicValue((ctx) => new HttpPlaybookAdapter(ctx.get(PostgrestClient)));
});

import { ContainerModule } from 'inversify';
import { PlaybooksMachines, PlaybookPort, PlaybookRunPort, bindPlaybooksPorts } from '../../core/playbooks';
import { BatchScheduler, Clock, DownloadPort, LiveUpdates } from '../../core/shared';
import { HttpClient } from './client';
import { httpPlaybookLiveRows } from './playbook-live-rows';
import { HttpPlaybookRunAdapter } from './playbook-runs.http';
import { PostgrestClient } from './postgrest-client';
import { HttpPlaybookAdapter } from './playbooks.http';

/** The playbooks machines over whichever ports the container holds: the console's HTTP ones, or the fakes'. */
export const playbooksMachinesModule = new ContainerModule(({ bind }) => {
  bind<PlaybooksMachines>(PlaybooksMachines).toDynamicValue((ctx) =>
    bindPlaybooksPorts({
      playbooks: ctx.get<PlaybookPort>(PlaybookPort),
      runs: ctx.get<PlaybookRunPort>(PlaybookRunPort),
      clock: ctx.get<Clock>(Clock),
      download: ctx.get<DownloadPort>(DownloadPort),
      live: ctx.get<LiveUpdates>(LiveUpdates),
      scheduler: ctx.get<BatchScheduler>(BatchScheduler),
      // The stream's rows are in the wire format whoever streams them (the server or a fake), so they read alike.
      liveRows: httpPlaybookLiveRows,
    }),
  );
});

const systemClock: Clock = { now: () => new Date() };

/** Binds the playbooks ports over the HTTP and PostgREST clients the http module provides, and the system clock when nothing else did. */
export const playbooksHttpModule = new ContainerModule(({ bind, isBound }) => {
  bind<PlaybookPort>(PlaybookPort).toDynamicValue((ctx) => new HttpPlaybookAdapter(ctx.get(PostgrestClient)));
  bind<PlaybookRunPort>(PlaybookRunPort).toDynamicValue((ctx) => new HttpPlaybookRunAdapter(ctx.get<HttpClient>(HttpClient), ctx.get(PostgrestClient)));
  if (!isBound(Clock)) bind<Clock>(Clock).toConstantValue(systemClock);
});

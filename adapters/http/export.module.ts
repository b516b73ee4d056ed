import { ContainerModule } from 'inversify';
import { DownloadPort } from '../../core/shared';
import { ExportMachines, ExportPort, bindExportPorts } from '../../core/shared/export';
import { HttpClient } from './client';
import { HttpExportAdapter } from './export.http';

/** The lists' export machine over whichever export port the container holds. */
export const exportMachinesModule = new ContainerModule(({ bind }) => {
  bind<ExportMachines>(ExportMachines).toDynamicValue((ctx) => bindExportPorts({ exporter: ctx.get(ExportPort) }));
});

/** Exports through the console's HTTP client (load after httpModule). */
export const exportHttpModule = new ContainerModule(({ bind }) => {
  bind<ExportPort>(ExportPort).toDynamicValue((ctx) => new HttpExportAdapter(ctx.get<HttpClient>(HttpClient), ctx.get<DownloadPort>(DownloadPort)));
});

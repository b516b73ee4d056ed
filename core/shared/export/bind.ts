import { serviceIdentifier } from '../service-identifier';
import { createExportMachine } from './export.machine';
import type { ExportPort } from './ports';

export interface ExportPorts {
  readonly exporter: ExportPort;
}

export function bindExportPorts({ exporter }: ExportPorts) {
  return { export: createExportMachine(exporter) };
}

export type ExportMachines = ReturnType<typeof bindExportPorts>;
/** The token under which the composition root provides the bound machine to the UI. */
export const ExportMachines = serviceIdentifier<ExportMachines>('ExportMachines');

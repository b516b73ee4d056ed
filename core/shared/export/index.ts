export { EXPORT_FORMATS, type ExportFormat, type ExportProgress, type ExportTable } from './model';
export { csvCell, csvRecord, csvRecords, countCsvRecords, CSV_COUNT_START, type CsvCount } from './csv';
export { ExportPort, type ExportRun } from './ports';
export { EXPORT_TEXTS } from './texts';
export { createExportMachine, type ExportMachine, type ExportActor, type ExportEvent, type ExportContext } from './export.machine';
export { selectExportView, type ExportView } from './selectors';
export { bindExportPorts, ExportMachines, type ExportPorts } from './bind';

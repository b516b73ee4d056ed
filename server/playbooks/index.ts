export { playbookRoutes, playbookSchemaRoutes } from './routes';
export { startPlaybookWorker, type PlaybookWorker, type WorkerOptions } from './worker';
export { OWN_RUN_APPROVAL } from './queue';

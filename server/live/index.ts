export { LiveHub, type LiveHubOptions } from './hub';
export { liveEventRoutes } from './routes';
export { LIVE_EVENT_RETENTION_MINUTES, startLiveEventCleanup } from './retention';
export type { LiveEvent } from './events';

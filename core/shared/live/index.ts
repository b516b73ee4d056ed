export type { LiveEvent, LiveKind, LiveOp, LiveStatus, LiveListener } from './model';
export { LiveUpdates, BatchScheduler } from './ports';
export { liveSubscriptionOf, noLiveUpdates, type LiveSubscriptionEvent, type LiveSubscriptionInput } from './subscription';
export { LIVE_STATUS_LABELS, LIVE_STATUS_DESCRIPTIONS } from './texts';
export { selectLiveIndicatorView, type LiveIndicatorView } from './selectors';
export { bindLivePorts, LiveMachines, type LivePorts } from './bind';

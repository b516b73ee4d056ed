export type { EventQueueRow } from './model';
export { EventQueuePort } from './ports';
export {
  EVENT_QUEUE_TITLE, EVENT_QUEUE_DESCRIPTION, EVENT_QUEUE_LOAD_ERROR, EVENT_QUEUE_COLUMNS, type EventQueueColumnKey,
} from './texts';
export { errorDialogOf } from './rules';
export { eventQueueCells } from './selectors';
export { eventQueueKey, eventQueuePolicy } from './policy';
export { bindEventQueuePorts, EventQueueMachines, type EventQueuePorts } from './bind';

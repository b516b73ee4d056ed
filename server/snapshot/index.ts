export { buildSnapshot, type LogFormat, type Snapshot, type SnapshotRequest } from './build';

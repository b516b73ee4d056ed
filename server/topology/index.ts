export { loadTopologyGraph, descendantsOf, type TopologyGraph, type ComponentRow } from './graph';
export { parseTopologyParams, parseLabelParam, DEFAULT_DEPTH, type TopologyParams } from './params';
export { topologyResponse, type TopologyResponse } from './tree';
export { logSelectors, type LogSelectorRow } from './serialise';

import type { RelatedConfig } from '../model';

/** Seed 002 §9: the graph's layout, and where its choices are kept locally. */
export const GRAPH_LAYOUT = { rankSeparation: 120, nodeSeparation: 100, nodeWidth: 400, nodeHeight: 100, animationMs: 300 } as const;
export type GraphDirection = 'LR' | 'TB';
export type GraphEdgeStyle = 'bezier' | 'smoothstep';
export type RelationshipView = 'table' | 'graph';
export const GRAPH_DIRECTION_KEY = 'relationshipGraphDirection';
export const GRAPH_EDGE_KEY = 'relationshipGraphEdge';
export const RELATIONSHIP_VIEW_KEY = 'relationshipView';

/** Seed 002 §2.1, §9: the table by default, left to right, bezier edges; what cannot be read is the default. */
export const relationshipView = (stored: string | undefined): RelationshipView => (stored === 'graph' ? 'graph' : 'table');
export const graphDirection = (stored: string | undefined): GraphDirection => (stored === 'TB' ? 'TB' : 'LR');
export const graphEdgeStyle = (stored: string | undefined): GraphEdgeStyle => (stored === 'smoothstep' ? 'smoothstep' : 'bezier');

/** Seed 002 §2.1: three or more related entries of one type go under an intermediary node... */
export const GROUP_FROM = 3;
/** ...which stays collapsed, when it holds more than this many, until clicked. */
export const EXPANDED_UP_TO = 3;

export interface GraphNode {
  readonly id: string;
  readonly label: string;
  readonly kind: 'config' | 'group';
  readonly type: string;
  readonly health?: RelatedConfig['health'];
  readonly deleted: boolean;
  /** A group: how many configs it holds and whether they are shown. */
  readonly count?: number;
  readonly expanded?: boolean;
  readonly root: boolean;
  /** Which side of the config it is drawn on: -1 incoming (before it), 1 outgoing (after it), 0 the config. */
  readonly side: -1 | 0 | 1;
}

export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
}

export interface RelationshipGraph {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

const groupId = (parent: string, type: string) => `group:${parent}:${type}`;

/**
 * Seed 002 §2.1: the graph of a config's related configs. Each config is drawn once (a cycle in the data
 * is drawn as its edges); the children of one config that share a type, three or more of them, hang from
 * an intermediary node of that type, which shows them when it holds up to three, or when it was clicked
 * open (`toggled` holds the groups clicked: a click toggles).
 */
export function relationshipGraph(related: readonly RelatedConfig[], toggled: ReadonlySet<string>): RelationshipGraph {
  const byId = new Map(related.map((config) => [config.id, config]));
  const nodes = new Map<string, GraphNode>();
  const edges: GraphEdge[] = [];
  const hidden = new Set<string>();
  const configNode = (config: RelatedConfig): GraphNode => ({
    id: config.id, label: config.name, kind: 'config', type: config.type, health: config.health, deleted: config.deletedAt !== undefined,
    root: config.direction === 'self',
    side: config.direction === 'incoming' ? -1 : config.direction === 'outgoing' ? 1 : 0,
  });
  for (const config of related) nodes.set(config.id, configNode(config));
  for (const config of related) {
    const children = config.relatedIds.filter((id) => byId.has(id) && id !== config.id);
    const types = new Map<string, string[]>();
    for (const id of children) types.set(byId.get(id)!.type, [...(types.get(byId.get(id)!.type) ?? []), id]);
    for (const [type, members] of types) {
      if (members.length < GROUP_FROM) {
        for (const id of members) edges.push({ id: `${config.id}->${id}`, source: config.id, target: id });
        continue;
      }
      const group = groupId(config.id, type);
      const expanded = members.length <= EXPANDED_UP_TO ? !toggled.has(group) : toggled.has(group);
      const side = nodes.get(members[0]!)!.side || 1;
      nodes.set(group, { id: group, label: type, kind: 'group', type, deleted: false, count: members.length, expanded, root: false, side });
      edges.push({ id: `${config.id}->${group}`, source: config.id, target: group });
      for (const id of members) {
        if (expanded) edges.push({ id: `${group}->${id}`, source: group, target: id });
        else hidden.add(id);
      }
    }
  }
  // A config hidden in a collapsed group stays out unless another edge still reaches it.
  const reached = new Set(edges.map((edge) => edge.target));
  const shown = [...nodes.values()].filter((node) => node.root || node.kind === 'group' || !hidden.has(node.id) || reached.has(node.id));
  const shownIds = new Set(shown.map((node) => node.id));
  return { nodes: shown, edges: edges.filter((edge) => shownIds.has(edge.source) && shownIds.has(edge.target)) };
}

export interface GraphPosition {
  readonly x: number;
  readonly y: number;
}

/**
 * Where each node is drawn (seed 002 §9's layered layout): in layers by their distance from the config,
 * incoming ones before it and outgoing ones after it, left to right (LR) or top to bottom (TB), the §9
 * node size and separations apart; each layer centred on the config.
 */
export function graphPositions(graph: RelationshipGraph, direction: GraphDirection): Map<string, GraphPosition> {
  const neighbours = new Map<string, string[]>();
  for (const edge of graph.edges) {
    neighbours.set(edge.source, [...(neighbours.get(edge.source) ?? []), edge.target]);
    neighbours.set(edge.target, [...(neighbours.get(edge.target) ?? []), edge.source]);
  }
  const distance = new Map<string, number>();
  const roots = graph.nodes.filter((node) => node.root).map((node) => node.id);
  let frontier = roots.length > 0 ? roots : graph.nodes.slice(0, 1).map((node) => node.id);
  for (const id of frontier) distance.set(id, 0);
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of neighbours.get(id) ?? []) {
        if (distance.has(other)) continue;
        distance.set(other, distance.get(id)! + 1);
        next.push(other);
      }
    }
    frontier = next;
  }
  const layers = new Map<number, string[]>();
  for (const node of graph.nodes) {
    const layer = (distance.get(node.id) ?? 1) * (node.side === -1 ? -1 : 1);
    layers.set(layer, [...(layers.get(layer) ?? []), node.id]);
  }
  const { nodeWidth, nodeHeight, rankSeparation, nodeSeparation } = GRAPH_LAYOUT;
  const along = direction === 'LR' ? nodeWidth + rankSeparation : nodeHeight + rankSeparation;
  const across = direction === 'LR' ? nodeHeight + nodeSeparation : nodeWidth + nodeSeparation;
  const positions = new Map<string, GraphPosition>();
  for (const [layer, ids] of layers) {
    ids.forEach((id, index) => {
      const offset = (index - (ids.length - 1) / 2) * across;
      positions.set(id, direction === 'LR' ? { x: layer * along, y: offset } : { x: offset, y: layer * along });
    });
  }
  return positions;
}

/** What cytoscape's preset layout is given: the layered places, fitted, the nodes moving to them over 300 ms (seed 002 §9). */
export interface GraphLayout {
  readonly name: 'preset';
  readonly positions: Readonly<Record<string, GraphPosition>>;
  readonly fit: true;
  readonly padding: number;
  readonly animate: true;
  readonly animationDuration: number;
}

export const graphLayout = (graph: RelationshipGraph, direction: GraphDirection): GraphLayout => ({
  name: 'preset',
  positions: Object.fromEntries(graphPositions(graph, direction)),
  fit: true,
  padding: 30,
  animate: true,
  animationDuration: GRAPH_LAYOUT.animationMs,
});

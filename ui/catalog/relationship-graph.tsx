import { Box } from '@chakra-ui/react';
import cytoscape, { type ElementDefinition } from 'cytoscape';
import { useEffect, useRef } from 'react';
import { GRAPH_LAYOUT, graphLayout, type GraphDirection, type GraphEdgeStyle, type RelationshipGraph } from '../../core/catalog';
import { useIsDark } from '../components/use-is-dark';

const HEALTH_COLOURS: Record<string, string> = { healthy: '#22c55e', unhealthy: '#ef4444', warning: '#f97316' };

export interface RelationshipGraphProps {
  readonly graph: RelationshipGraph;
  readonly direction: GraphDirection;
  readonly edgeStyle: GraphEdgeStyle;
  /** A config node was clicked (its id), or a group node (to expand or collapse it). */
  onConfig(id: string): void;
  onGroup(id: string): void;
}

/**
 * Seed 002 §2.1, §9: the related configs drawn with cytoscape in layers from the config, left to right or
 * top to bottom. cytoscape-dagre is not installed here, so the layers are placed by core's graphPositions
 * (a layered layout with the §9 sizes and separations) through cytoscape's preset layout, animated 300 ms.
 */
export default function RelationshipGraphCanvas({ graph, direction, edgeStyle, onConfig, onGroup }: RelationshipGraphProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onConfig, onGroup });
  handlers.current = { onConfig, onGroup };
  const dark = useIsDark();

  useEffect(() => {
    if (!container.current) return undefined;
    const text = dark ? '#e4e4e7' : '#18181b';
    const elements: ElementDefinition[] = [
      ...graph.nodes.map((node) => ({
        position: { x: 0, y: 0 },
        data: {
          id: node.id,
          label: node.kind === 'group' ? `${node.label} (${node.count})${node.expanded ? '' : ' +'}` : `${node.label}\n${node.type}`,
          kind: node.kind,
          colour: node.deleted ? '#9ca3af' : (HEALTH_COLOURS[node.health ?? ''] ?? '#9ca3af'),
          root: node.root ? 'yes' : 'no',
        },
      })),
      ...graph.edges.map((edge) => ({ data: { id: edge.id, source: edge.source, target: edge.target } })),
    ];
    const cy = cytoscape({
      container: container.current,
      elements,
      minZoom: 0.1,
      maxZoom: 2,
      style: [
        {
          selector: 'node',
          style: {
            shape: 'round-rectangle',
            width: GRAPH_LAYOUT.nodeWidth,
            height: GRAPH_LAYOUT.nodeHeight,
            'background-color': dark ? '#27272a' : '#ffffff',
            'border-width': 3,
            'border-color': 'data(colour)',
            label: 'data(label)',
            color: text,
            'font-size': 22,
            'text-wrap': 'wrap',
            'text-max-width': `${GRAPH_LAYOUT.nodeWidth - 30}px`,
            'text-valign': 'center',
            'text-halign': 'center',
          },
        },
        { selector: 'node[root = "yes"]', style: { 'border-width': 6, 'font-weight': 'bold' } },
        { selector: 'node[kind = "group"]', style: { 'background-color': dark ? '#1e3a8a' : '#dbeafe', 'border-color': '#3b82f6', shape: 'round-tag' } },
        {
          selector: 'edge',
          style: {
            width: 2,
            'line-color': dark ? '#52525b' : '#a1a1aa',
            'target-arrow-color': dark ? '#52525b' : '#a1a1aa',
            'target-arrow-shape': 'triangle',
            'curve-style': edgeStyle === 'smoothstep' ? 'taxi' : 'bezier',
            'taxi-direction': direction === 'LR' ? 'rightward' : 'downward',
          },
        },
      ],
      layout: { name: 'preset' },
    });
    // Busy until the layout has settled, so a reader (and the bench) knows when the graph is drawn.
    container.current.setAttribute('aria-busy', 'true');
    cy.one('layoutstop', () => container.current?.setAttribute('aria-busy', 'false'));
    cy.layout(graphLayout(graph, direction)).run();
    cy.on('tap', 'node', (event) => {
      const id = event.target.id() as string;
      if (event.target.data('kind') === 'group') handlers.current.onGroup(id);
      else handlers.current.onConfig(id);
    });
    return () => cy.destroy();
  }, [graph, direction, edgeStyle, dark]);

  return <Box ref={container} h="560px" w="full" borderWidth="1px" borderRadius="md" bg="bg.subtle" role="img" aria-label="Relationship graph" />;
}

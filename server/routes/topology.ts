import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { noteRequestComponent } from '../logs';
import { loadTopologyGraph, parseTopologyParams, topologyResponse } from '../topology';
import { requirePermission } from './require-permission';

/**
 * GET the topology (reference §4.2), mounted at both /api/canary/api/topology and /api/topology
 * (DECISIONS §10). An unknown id answers an empty component list, which the console shows as missing.
 */
export function topologyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    requirePermission(c, 'read', 'topologies');
    const params = parseTopologyParams(c.req.query());
    const graph = await loadTopologyGraph(c.var.db);
    const named = params.id ? graph.rows.get(params.id) : undefined;
    if (named) noteRequestComponent(c, named.name);
    return c.json(topologyResponse(graph, params));
  });
  return app;
}

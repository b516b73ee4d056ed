/**
 * Which route answers a path (DECISIONS §10): the API lives under /api; every other path is the same
 * API at the root, as a real Mission Control serves it, with /kratos/* standing for /api/.ory/*.
 */
export function routedPath(path: string): string {
  if (path === '/api' || path.startsWith('/api/')) return path;
  if (path === '/health' || path === '/kubeproxy' || path.startsWith('/kubeproxy/')) return path;
  if (path === '/kratos' || path.startsWith('/kratos/')) return `/api/.ory${path.slice('/kratos'.length)}`;
  return `/api${path === '/' ? '' : path}`;
}

/** Paths a browser navigation still sends to the API: downloads (kubeconfig) and plain-browser flows. */
export const isApiOnlyPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/kubeproxy' || path.startsWith('/kubeproxy/');

// Components import their style sheets as Vite does; a scenario needs none of them, so each loads empty.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}

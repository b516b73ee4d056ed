import { emptyNode, type NodeOptions, type QueryAst } from '../ast';
import { parseError } from '../errors';
import { parseFieldKey, splitEmbedPath } from './field';
import { parseFilterValue, parseLogicTree } from './filter';
import { rewriteMissionControlFilter } from './mission-control-filter';
import { parseOrder } from './order';
import { parseSelect } from './select';

const MAX_PARAMS = 200;

export interface ParseOptions {
  /** Parameter names that are arguments of the rpc function being called (GET rpc). */
  rpcArgNames?: ReadonlySet<string>;
  now?: Date;
}

function parseCount(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"failed to parse ${key} parameter (${value})"`, 'expecting a non-negative integer');
  return Number(value);
}

/**
 * Query parameters (in order, duplicates kept) → the request's AST. Nothing here knows the schema:
 * names are checked against the catalog when the SQL is built.
 */
export function parseQuery(params: ReadonlyArray<readonly [string, string]>, options: ParseOptions = {}): QueryAst {
  if (params.length > MAX_PARAMS) throw parseError(`Too many query parameters (at most ${MAX_PARAMS})`);
  const now = options.now ?? new Date();
  const nodes = new Map<string, NodeOptions>();
  const node = (path: string[]) => {
    const key = path.join('.');
    let found = nodes.get(key);
    if (!found) nodes.set(key, (found = emptyNode()));
    return found;
  };
  const selects: string[] = [];
  const ast: QueryAst = { select: [], root: node([]), embedded: new Map(), rpcArgs: new Map() };

  for (const [key, value] of params) {
    if (key.includes('\0') || value.includes('\0')) throw parseError('Query parameters cannot contain NUL characters');
    if (options.rpcArgNames?.has(key)) {
      ast.rpcArgs.set(key, value);
      continue;
    }
    if (key === 'select') {
      selects.push(value);
      continue;
    }
    if (key === 'columns' || key === 'on_conflict') {
      const names = value.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1')).filter(Boolean);
      if (key === 'columns') ast.columns = names;
      else ast.onConflict = names;
      continue;
    }
    if (key.endsWith('.filter')) {
      ast.root.filters.push(...rewriteMissionControlFilter(parseFieldKey(key.slice(0, -'.filter'.length)), value, now));
      continue;
    }
    const { path, last } = splitEmbedPath(key);
    if ((last === 'or' || last === 'and') && path.at(-1) === 'not') {
      node(path.slice(0, -1)).filters.push(parseLogicTree(last, true, value));
    } else if (last === 'or' || last === 'and') {
      node(path).filters.push(parseLogicTree(last, false, value));
    } else if (last === 'order') {
      node(path).order.push(...parseOrder(value));
    } else if (last === 'limit') {
      node(path).limit = parseCount(key, value);
    } else if (last === 'offset') {
      node(path).offset = parseCount(key, value);
    } else {
      if (!last) throw parseError(`"failed to parse filter (${key})"`, 'expecting a column name');
      node(path).filters.push(parseFilterValue(parseFieldKey(last), value));
    }
  }
  // Mission Control's catalog list sends two select parameters; both are honoured.
  ast.select = selects.length ? parseSelect(selects.filter((text) => text.trim()).join(',')) : [{ kind: 'star' }];
  for (const [key, options] of nodes) if (key) ast.embedded.set(key, options);
  return ast;
}

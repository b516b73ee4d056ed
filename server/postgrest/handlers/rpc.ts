import type { Queryable } from '../../db/database';
import { PostgrestError } from '../../http/errors';
import { invalidBody, unknownFunction } from '../errors';
import { parseQuery } from '../parser/query';
import { actAs, authorize, isPlainObject, jsonHeaders, readJson, type DbRequest, type DbResponse } from '../request';
import { functionResource } from '../resources';
import type { FunctionInfo, SchemaCache } from '../schema/types';
import type { Source } from '../sql/select';
import { ident, Params } from '../sql/text';
import { relationVisibility } from '../visibility';
import { readRows } from './read';

function pickOverload(name: string, overloads: FunctionInfo[], given: string[]): FunctionInfo {
  const matches = overloads.filter(
    (f) => given.every((g) => f.args.some((a) => a.name === g)) && f.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (!matches.length) throw unknownFunction(name, given);
  return matches.sort((a, b) => a.args.length - b.args.length)[0];
}

/**
 * `/rpc/<fn>`: GET takes arguments from the query string (other parameters filter the result) and
 * runs read-only; POST takes a JSON object of arguments. Arguments reach the function through
 * `json_to_record`, so every value is in one bound parameter and is converted to the argument's type.
 */
export async function callFunction(request: DbRequest, cache: SchemaCache, name: string): Promise<DbResponse> {
  const resource = functionResource(name);
  const overloads = cache.functions.get(name);
  if (!resource || !overloads) throw unknownFunction(name, []);
  const argNames = new Set(overloads.flatMap((f) => f.args.map((a) => a.name)));
  const isGet = request.method === 'GET';
  if (!isGet && request.method !== 'POST') throw new PostgrestError(405, 'PGRST101', 'Only GET and POST requests are allowed for functions');

  const ast = parseQuery(request.params, isGet ? { rpcArgNames: argNames } : {});
  let args: Record<string, unknown>;
  if (isGet) args = Object.fromEntries(ast.rpcArgs);
  else {
    const body = await readJson(request);
    if (body !== undefined && !isPlainObject(body)) throw invalidBody('Empty or invalid json: function arguments are one JSON object');
    args = body ?? {};
  }
  const fn = pickOverload(name, overloads, Object.keys(args));
  authorize(request.principal, resource, !isGet && fn.volatility === 'volatile' ? 'write' : 'read', name);

  const params = new Params();
  const used = fn.args.filter((a) => a.name in args);
  const call = `"public".${ident(fn.name)}(${used.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`;
  const argsFrom = used.length
    ? `json_to_record(${params.add(JSON.stringify(args))}::json) AS _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
    : '';

  const run = async (runner: Queryable): Promise<DbResponse> => {
    const { returns } = fn;
    if (returns.kind === 'composite') {
      const from = argsFrom ? `${argsFrom} CROSS JOIN LATERAL ${call}` : call;
      const source: Source = { relation: returns.relation, label: name, columns: returns.columns, from };
      const shaped = fn.returnsSet ? request : { ...request, shape: 'object' as const, range: undefined };
      return readRows({ request: shaped, cache, source, ast, canSee: relationVisibility(request.principal), runner, params });
    }
    const from = argsFrom ? ` FROM ${argsFrom}` : '';
    if (returns.kind === 'void') {
      await runner.query(`SELECT ${call}${from}`, params.values);
      return { status: 204, body: null, headers: {} };
    }
    const sql = fn.returnsSet
      ? `SELECT coalesce(json_agg(r0), '[]')::text AS body FROM ${argsFrom ? `${argsFrom} CROSS JOIN LATERAL ` : ''}${call} r0`
      : `SELECT coalesce(to_json(${call})::text, 'null') AS body${from}`;
    const row = (await runner.query<{ body: string }>(sql, params.values)).rows[0];
    return { status: 200, body: row.body, headers: jsonHeaders('array') };
  };

  return request.db.transaction(async (tx) => {
    if (isGet) await tx.query('SET TRANSACTION READ ONLY');
    else await actAs(tx, request.principal);
    return run(tx);
  });
}

import type { EmbedItem, SelectItem } from '../ast';
import { MAX_DEPTH, Scanner } from './scanner';

const stopName = (s: Scanner) => /[\s,()!:]/.test(s.peek() ?? '') || s.at('->');
const stopKey = (s: Scanner) => /[\s,()!:]/.test(s.peek() ?? '');
const stopCast = (s: Scanner) => /[\s,()!]/.test(s.peek() ?? '');

/** `select=id,alias:col::text,labels->>team,canary:canaries!fk!inner(name)` → items. */
export function parseSelect(text: string): SelectItem[] {
  const s = new Scanner(text, 'select parameter');
  s.skipSpaces();
  if (s.done) return [];
  const items = parseList(s, 0);
  s.skipSpaces();
  if (!s.done) s.fail('expecting "," or end of input');
  return items;
}

function parseList(s: Scanner, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) s.fail(`nesting deeper than ${MAX_DEPTH} levels`);
  const items: SelectItem[] = [];
  s.skipSpaces();
  if (s.peek() === ')') return items;
  for (;;) {
    items.push(parseItem(s, depth));
    s.skipSpaces();
    if (!s.eat(',')) return items;
  }
}

function parseItem(s: Scanner, depth: number): SelectItem {
  s.skipSpaces();
  if (s.eat('*')) return { kind: 'star' };
  if (s.at('...')) s.fail('(spread embeds are not supported)');
  let name = s.readName(stopName);
  let alias: string | undefined;
  s.skipSpaces();
  if (s.peek() === ':' && s.peek(1) !== ':') {
    s.pos += 1;
    s.skipSpaces();
    alias = name;
    name = s.readName(stopName);
  }
  const json = s.readJsonPath(stopKey);
  const hints: string[] = [];
  while (s.eat('!')) hints.push(s.readName(stopName));
  s.skipSpaces();
  if (s.eat('(')) {
    if (json.length) s.fail('(a JSON path cannot be embedded)');
    const embed: EmbedItem = { kind: 'embed', name, inner: false, select: parseList(s, depth + 1) };
    s.skipSpaces();
    s.expect(')');
    for (const hint of hints) {
      if (hint === 'inner') embed.inner = true;
      else if (hint !== 'left') {
        if (embed.hint) s.fail('(only one relationship hint is allowed)');
        embed.hint = hint;
      }
    }
    if (alias) embed.alias = alias;
    const cast = readCast(s);
    if (cast) embed.cast = cast;
    return embed;
  }
  if (hints.length) s.fail('expecting "(" after a relationship hint');
  const cast = readCast(s);
  return { kind: 'field', field: { name, json }, ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
}

function readCast(s: Scanner): string | undefined {
  s.skipSpaces();
  if (!s.eat('::')) return undefined;
  return s.readName(stopCast);
}

/**
 * A reader for PostgreSQL's node-tree text (pg_rewrite.ev_action), enough to find where each column
 * of a view comes from. The format: `{NODE :field value ...}`, lists `( ... )`, atoms with `\` escapes.
 */
export interface TreeNode {
  type: string;
  fields: Record<string, TreeValue>;
}
export type TreeValue = TreeNode | TreeValue[] | string | null;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if ('(){}'.includes(ch)) {
      tokens.push(ch);
      i += 1;
    } else {
      let token = '';
      while (i < text.length && !/\s/.test(text[i]) && !'(){}'.includes(text[i])) {
        if (text[i] === '\\' && i + 1 < text.length) {
          token += text[i + 1];
          i += 2;
        } else {
          token += text[i];
          i += 1;
        }
      }
      tokens.push(token);
    }
  }
  return tokens;
}

export function parseNodeTree(text: string): TreeValue {
  const tokens = tokenize(text);
  let pos = 0;

  const value = (): TreeValue => {
    const token = tokens[pos];
    if (token === '{') return node();
    if (token === '(') return list();
    pos += 1;
    return token === '<>' ? null : token;
  };

  const list = (): TreeValue[] => {
    pos += 1;
    const items: TreeValue[] = [];
    while (pos < tokens.length && tokens[pos] !== ')') items.push(value());
    pos += 1;
    return items;
  };

  const node = (): TreeNode => {
    pos += 1;
    const result: TreeNode = { type: tokens[pos] ?? '', fields: {} };
    pos += 1;
    while (pos < tokens.length && tokens[pos] !== '}') {
      const key = tokens[pos];
      pos += 1;
      if (!key.startsWith(':')) continue;
      // Datums print as `len [ b1 b2 ... ]`: keep the first token, skip the rest up to the next field.
      const first = tokens[pos] === '}' || tokens[pos]?.startsWith(':') ? null : value();
      while (pos < tokens.length && tokens[pos] !== '}' && !tokens[pos].startsWith(':')) value();
      result.fields[key.slice(1)] = first;
    }
    pos += 1;
    return result;
  };

  return value();
}

const isNode = (value: TreeValue): value is TreeNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** For a view's `_RETURN` rule: output column name → the relation oid and attribute number it is read from. */
export function viewColumnOrigins(action: string): Map<string, { relation: string; attnum: number }> {
  const origins = new Map<string, { relation: string; attnum: number }>();
  const tree = parseNodeTree(action);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!query || !isNode(query)) return origins;
  const targets = query.fields.targetList;
  if (!Array.isArray(targets)) return origins;
  for (const entry of targets) {
    if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue;
    const { resname, resorigtbl, resorigcol, resjunk } = entry.fields;
    if (typeof resname !== 'string' || resjunk === 'true' || typeof resorigtbl !== 'string' || resorigtbl === '0') continue;
    origins.set(resname, { relation: resorigtbl, attnum: Number(resorigcol) });
  }
  return origins;
}

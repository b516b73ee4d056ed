import {
  IS_VALUES, OPERATORS, type Condition, type ConditionValue, type FieldPath, type Filter, type IsValue, type LogicTree,
  type Operator,
} from '../ast';
import { MAX_DEPTH, Scanner } from './scanner';

const isOperator = (value: string): value is Operator => (OPERATORS as readonly string[]).includes(value);

interface OperatorHead {
  negated: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  language?: string;
}

/** `not.` `op` `(modifier)` `.` — the part of a filter before its value. */
function readOperator(s: Scanner): OperatorHead {
  const negated = s.eat('not.');
  const start = s.pos;
  while (!s.done && /[a-z]/.test(s.peek() ?? '')) s.pos += 1;
  const op = s.text.slice(start, s.pos);
  if (!isOperator(op)) {
    s.pos = start;
    s.fail('expecting an operator (eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is, cs, cd, ov, fts...)');
  }
  const head: OperatorHead = { negated, op };
  if (s.eat('(')) {
    const modifier = s.readName((x) => x.peek() === ')');
    s.expect(')');
    if (['fts', 'plfts', 'phfts', 'wfts'].includes(op)) head.language = modifier;
    else if ((modifier === 'any' || modifier === 'all') && ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(op)) {
      head.quantifier = modifier;
    } else s.fail(`(modifier "${modifier}" does not apply to ${op})`);
  }
  s.expect('.');
  return head;
}

function toValue(s: Scanner, head: OperatorHead, raw: string): ConditionValue {
  if (head.op === 'in') return { kind: 'list', values: parseList(raw) };
  if (head.op === 'is') {
    const value = raw.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) s.fail('(is accepts null, not_null, true, false or unknown)');
    return { kind: 'is', value: value as IsValue };
  }
  return { kind: 'scalar', value: raw };
}

function condition(field: FieldPath, head: OperatorHead, value: ConditionValue): Condition {
  return {
    kind: 'condition', field, negated: head.negated, op: head.op, value,
    ...(head.quantifier ? { quantifier: head.quantifier } : {}),
    ...(head.language ? { language: head.language } : {}),
  };
}

/** A top-level filter value such as `not.in.(a,"b,c")`: after the operator the value is taken literally. */
export function parseFilterValue(field: FieldPath, text: string): Condition {
  const s = new Scanner(text, 'filter');
  const head = readOperator(s);
  return condition(field, head, toValue(s, head, s.text.slice(s.pos)));
}

/** `(a,"b,c")` → ['a', 'b,c']. */
export function parseList(text: string): string[] {
  const s = new Scanner(text, 'list');
  s.expect('(');
  const values: string[] = [];
  if (s.eat(')')) {
    if (!s.done) s.fail('expecting end of input');
    return values;
  }
  for (;;) {
    if (s.peek() === '"') values.push(s.readQuoted());
    else {
      const start = s.pos;
      while (!s.done && s.peek() !== ',' && s.peek() !== ')') s.pos += 1;
      values.push(s.text.slice(start, s.pos));
    }
    if (s.eat(')')) break;
    s.expect(',');
  }
  if (!s.done) s.fail('expecting end of input');
  return values;
}

const stopField = (s: Scanner) => /[.,()]/.test(s.peek() ?? '') || s.at('->');
const OPERATOR_AHEAD = new RegExp(`^\\.(not\\.)?(${OPERATORS.join('|')})[.(]`);
// JSON keys may hold dots (`labels->>kubernetes.io/os.eq.linux`): a dot ends the key only before an operator.
const stopKey = (s: Scanner) => /[,()]/.test(s.peek() ?? '') || (s.peek() === '.' && OPERATOR_AHEAD.test(s.text.slice(s.pos)));

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` → a tree; `op` and `negated` come from the parameter's key. */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, text: string): LogicTree {
  const s = new Scanner(text, 'logic tree');
  const tree = readTree(s, op, negated, 0);
  if (!s.done) s.fail('expecting end of input');
  return tree;
}

function readTree(s: Scanner, op: 'and' | 'or', negated: boolean, depth: number): LogicTree {
  if (depth > MAX_DEPTH) s.fail(`(logic trees nest at most ${MAX_DEPTH} levels)`);
  s.expect('(');
  const children: Filter[] = [];
  for (;;) {
    s.skipSpaces();
    children.push(readItem(s, depth));
    s.skipSpaces();
    if (s.eat(')')) return { kind: 'logic', op, negated, children };
    s.expect(',');
  }
}

function readItem(s: Scanner, depth: number): Filter {
  const start = s.pos;
  const negated = s.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (s.at(`${op}(`)) {
      s.pos += op.length;
      return readTree(s, op, negated, depth + 1);
    }
  }
  s.pos = start;
  const name = s.readName(stopField);
  const field: FieldPath = { name, json: s.readJsonPath(stopKey) };
  s.expect('.');
  const head = readOperator(s);
  return condition(field, head, toValue(s, head, readTreeValue(s)));
}

/** A value inside a logic tree: quoted, or up to the next `,` or `)` outside brackets and quotes. */
function readTreeValue(s: Scanner): string {
  if (s.peek() === '"') return s.readQuoted();
  const start = s.pos;
  let depth = 0;
  while (!s.done) {
    const ch = s.peek();
    if (ch === '"') {
      s.readQuoted();
      continue;
    }
    if (ch === '(' || ch === '{') depth += 1;
    else if (ch === ')' || ch === '}') {
      if (depth === 0) break;
      depth -= 1;
    } else if (ch === ',' && depth === 0) break;
    s.pos += 1;
  }
  return s.text.slice(start, s.pos);
}

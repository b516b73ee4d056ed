import type { JsonStep } from '../ast';
import { parseError } from '../errors';

/** Deep nesting in a query string is refused before it can exhaust the stack. */
export const MAX_DEPTH = 16;

/** A cursor over one query-string value, shared by the select, order and logic-tree parsers. */
export class Scanner {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly what: string,
  ) {}

  get done() {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  at(token: string) {
    return this.text.startsWith(token, this.pos);
  }

  eat(token: string) {
    if (!this.at(token)) return false;
    this.pos += token.length;
    return true;
  }

  expect(token: string) {
    if (!this.eat(token)) this.fail(`expecting "${token}"`);
  }

  skipSpaces() {
    while (!this.done && /\s/.test(this.text[this.pos])) this.pos += 1;
  }

  fail(expected: string): never {
    const found = this.done ? 'end of input' : `"${this.text[this.pos]}"`;
    throw parseError(`"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`, `unexpected ${found} ${expected}`);
  }

  /** A double-quoted name (`""` or `\"` inside) or a bare run of characters until `stop` says so. */
  readName(stop: (s: Scanner) => boolean): string {
    if (this.peek() === '"') return this.readQuoted();
    const start = this.pos;
    while (!this.done && !stop(this)) this.pos += 1;
    if (this.pos === start) this.fail('expecting a name');
    return this.text.slice(start, this.pos);
  }

  readQuoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.text[this.pos];
      if (ch === '\\' && this.pos + 1 < this.text.length) {
        out += this.text[this.pos + 1];
        this.pos += 2;
      } else if (ch === '"' && this.peek(1) === '"') {
        out += '"';
        this.pos += 2;
      } else if (ch === '"') {
        this.pos += 1;
        return out;
      } else {
        out += ch;
        this.pos += 1;
      }
    }
    return this.fail('expecting a closing quote');
  }

  /** `->key->>key` steps after a column name; `keyStop` ends a bare key. */
  readJsonPath(keyStop: (s: Scanner) => boolean): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.at('->')) {
      const arrow = this.at('->>') ? '->>' : '->';
      this.pos += arrow.length;
      steps.push({ arrow, key: this.readName((s) => s.at('->') || keyStop(s)) });
    }
    return steps;
  }
}

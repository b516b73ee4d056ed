import type { OrderTerm } from '../ast';
import { Scanner } from './scanner';

const stopField = (s: Scanner) => /[.,()]/.test(s.peek() ?? '') || s.at('->');
// JSON keys may hold dots: one ends the key only before a direction or nulls modifier.
const stopKey = (s: Scanner) => /[,()]/.test(s.peek() ?? '') || (s.peek() === '.' && /^\.(asc|desc|nullsfirst|nullslast)(\.|,|$)/.test(s.text.slice(s.pos)));

/** `order=name.asc.nullslast,labels->>team.desc` → terms. */
export function parseOrder(text: string): OrderTerm[] {
  const s = new Scanner(text, 'order');
  const terms: OrderTerm[] = [];
  s.skipSpaces();
  if (s.done) return terms;
  for (;;) {
    s.skipSpaces();
    const name = s.readName(stopField);
    const term: OrderTerm = { field: { name, json: s.readJsonPath(stopKey) } };
    while (s.eat('.')) {
      const modifier = s.readName((x) => /[.,\s]/.test(x.peek() ?? ''));
      if ((modifier === 'asc' || modifier === 'desc') && !term.direction && !term.nulls) term.direction = modifier;
      else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !term.nulls) {
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else {
        s.pos -= modifier.length;
        s.fail('expecting asc, desc, nullsfirst or nullslast');
      }
    }
    terms.push(term);
    s.skipSpaces();
    if (s.done) return terms;
    s.expect(',');
  }
}

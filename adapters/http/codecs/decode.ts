import * as t from 'io-ts';
import { DomainError } from '../../../core/shared';

/** Intersection and union members add context entries of their own; they are not part of the data's path. */
const isComposite = (type: t.Decoder<unknown, unknown>) => {
  const tag = (type as { _tag?: string })._tag;
  return tag === 'IntersectionType' || tag === 'UnionType' || tag === 'RefinementType' || tag === 'ExactType';
};

const pathOf = (error: t.ValidationError): string =>
  error.context
    .filter((_, index) => index > 0 && !isComposite(error.context[index - 1]!.type))
    .map((entry) => (/^\d+$/.test(entry.key) ? `[${entry.key}]` : `.${entry.key}`))
    .join('')
    .replace(/^\./, '') || '(root)';

const preview = (value: unknown): string => {
  const shown = value === undefined ? 'nothing' : JSON.stringify(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
};

/**
 * Checks an answer at the edge: a payload of the wrong shape becomes a DomainError('decode') that names
 * the call and the path that failed, instead of a crash somewhere in the UI.
 */
export function decode<A>(codec: t.Decoder<unknown, A>, value: unknown, source: string): A {
  const result = codec.decode(value);
  if (result._tag === 'Right') return result.right;
  const first = result.left[0];
  const path = first ? pathOf(first) : '(root)';
  const expected = first?.context[first.context.length - 1]?.type.name ?? codec.name;
  throw new DomainError(
    'decode',
    `Unexpected answer from ${source}: ${path} should be ${expected} but is ${preview(first?.value)}`,
    { source, path },
  );
}

/** A value the server may send as null or leave out. */
export const optional = <C extends t.Mixed>(codec: C) => t.union([codec, t.null, t.undefined]);

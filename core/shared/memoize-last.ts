/**
 * `compute` that answers again with its last result while it is called with the same arguments (the
 * same objects, not equal ones). Selectors run on every snapshot; this keeps their costly parts, and
 * the identity of what they return, until what they are computed from changes.
 */
export function memoizeLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { readonly args: A; readonly result: R } | undefined;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => Object.is(arg, args[i]))) return last.result;
    last = { args, result: compute(...args) };
    return last.result;
  };
}

/**
 * memoizeLast whose new result, when equal in content to the last one, is the last one itself: the
 * filter options a live run recomputes from the checks keep their identity (a run changes a status,
 * not the labels), so the filters that render them do not redraw.
 */
export function memoizeStable<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { readonly text: string; readonly result: R } | undefined;
  return memoizeLast((...args: A): R => {
    const result = compute(...args);
    const text = JSON.stringify(result);
    if (last?.text === text) return last.result;
    last = { text, result };
    return result;
  });
}

/**
 * `compute(items)`, answered again while each item's `part` is the same object as before, one by one:
 * a live run replaces a check but keeps its labels object, so what is derived from the labels alone
 * is neither derived again nor a new object.
 */
export function memoizeOnParts<T, P, R>(compute: (items: readonly T[]) => R, part: (item: T) => P): (items: readonly T[]) => R {
  let last: { readonly parts: readonly P[]; readonly result: R } | undefined;
  return (items: readonly T[]): R => {
    const parts = items.map(part);
    if (last && last.parts.length === parts.length && last.parts.every((each, i) => Object.is(each, parts[i]))) return last.result;
    last = { parts, result: compute(items) };
    return last.result;
  };
}

import { describe, expect, it } from 'vitest';
import { LOADING_SKELETON_PARTS } from '../../core/session';
import { renderConsole } from '../../tests/setup/render-console';
import { LoadingSkeleton } from './loading-skeleton';

describe('when the console is starting', () => {
  it('draws the parts core lists: a sidebar, a header and two panels', () => {
    const { container } = renderConsole(<LoadingSkeleton />);
    const parts = [...container.querySelectorAll('[data-skeleton-part]')].map((el) => el.getAttribute('data-skeleton-part'));
    expect(parts).toEqual([...LOADING_SKELETON_PARTS]);
  });
});

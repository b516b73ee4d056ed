import { describe, expect, it } from 'vitest';
import { nodeTextLines } from './node-text';

describe('the lines of a text node', () => {
  it('show the text of an ordinary node', () => {
    expect(nodeTextLines({ id: 1050006, text: 'JBSWY3DPEHPK3PXP', type: 'info' })).toEqual(['JBSWY3DPEHPK3PXP']);
  });

  it("show each recovery code, and 'Used' for a used one", () => {
    const text = {
      id: 1050015,
      text: 'ab12cd34, used',
      type: 'info' as const,
      context: {
        secrets: [
          { id: 1050009, text: 'ab12cd34', type: 'info', context: { secret: 'ab12cd34' } },
          { id: 1050014, text: 'Secret was used at 2030-01-01 10:00:00', type: 'info', context: { used_at: '2030-01-01' } },
        ],
      },
    };
    expect(nodeTextLines(text)).toEqual(['ab12cd34', 'Used']);
  });
});

import { describe, expect, it } from 'vitest';
import { errorPanelContent } from './error-panel';

describe('when an error panel describes an error', () => {
  it('shows the message with the stack', () => {
    const error = new Error('boom');
    expect(errorPanelContent(error)).toEqual({ message: 'boom', details: error.stack });
  });

  it('falls back to the cause when there is no stack', () => {
    const error = new Error('boom', { cause: 'socket closed' });
    error.stack = undefined;
    expect(errorPanelContent(error)).toEqual({ message: 'boom', details: 'socket closed' });
  });

  it('hides the details when asked', () => {
    expect(errorPanelContent(new Error('boom'), { hideDetails: true })).toEqual({ message: 'boom' });
  });

  it("says 'Something went wrong' when there is no message", () => {
    expect(errorPanelContent(undefined)).toEqual({ message: 'Something went wrong' });
    expect(errorPanelContent(new Error('')).message).toBe('Something went wrong');
  });
});

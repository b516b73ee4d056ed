import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_ERROR_MESSAGE } from '../../core/shared';
import { renderConsole } from '../../tests/setup/render-console';
import { ErrorBoundary } from './error-boundary';
import { ErrorPanel } from './error-panel';

function Broken(): never {
  throw new Error('cannot read the checks of undefined');
}

describe('when a page throws while rendering', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error message and, under Details, its stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('cannot read the checks of undefined');
    expect(panel.querySelector('summary')).toHaveTextContent('Details');
    expect(panel.querySelector('pre')?.textContent).toMatch(/^Error: cannot read the checks of undefined\n\s+at Broken/);
  });
});

describe('when a screen reports a failed load', () => {
  it("shows the server's message without details", () => {
    renderConsole(<ErrorPanel title="Could not load agents" error="permission denied for table agents" />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('permission denied for table agents');
    expect(panel.querySelector('details')).toBeNull();
  });

  it('falls back to the generic message when there is none', () => {
    renderConsole(<ErrorPanel title="Could not load agents" />);
    expect(screen.getByRole('alert')).toHaveTextContent(`Could not load agents${FALLBACK_ERROR_MESSAGE}`);
  });
});

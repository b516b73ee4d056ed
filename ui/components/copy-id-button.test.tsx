import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeConsole } from '../../tests/fakes/fake-console';
import { renderConsole } from '../../tests/setup/render-console';
import { CopyIdButton } from './copy-id-button';

describe('Copy ID', () => {
  it("puts the id on the clipboard and toasts 'Copied … to clipboard'", async () => {
    const fakes = fakeConsole();
    renderConsole(<CopyIdButton id="run-42" />, { fakes });
    fireEvent.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(await screen.findByText('Copied run-42 to clipboard')).toBeTruthy();
    expect(fakes.clipboard.copied).toEqual(['run-42']);
  });

  it('says why when the browser refuses the clipboard', async () => {
    const fakes = fakeConsole();
    fakes.clipboard.refuse(new Error('Write permission denied.'));
    renderConsole(<CopyIdButton id="run-42" />, { fakes });
    fireEvent.click(screen.getByRole('button', { name: 'Copy ID' }));
    expect(await screen.findByText('Write permission denied.')).toBeTruthy();
    expect(fakes.clipboard.copied).toEqual([]);
  });
});

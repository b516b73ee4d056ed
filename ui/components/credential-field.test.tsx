import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { readCredential, writeCredential, type CredentialInput } from '../../core/shared/credential-input';
import { renderConsole } from '../../tests/setup/render-console';
import { CredentialField } from './credential-field';

function Harness({ stored, sent }: { stored: string; sent: (value: string) => void }) {
  const [value, setValue] = useState<CredentialInput>(readCredential(stored));
  return (
    <CredentialField
      label="Password"
      value={value}
      onChange={(next) => {
        setValue(next);
        sent(writeCredential(next));
      }}
    />
  );
}

describe('a credential field', () => {
  it('opens a stored secret address in Secret mode with its name and key', () => {
    renderConsole(<Harness stored="secret://db/pw" sent={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Secret' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('textbox', { name: 'Password Name' })).toHaveValue('db');
    expect(screen.getByRole('textbox', { name: 'Password Key' })).toHaveValue('pw');
  });

  it('clears what was typed when its mode is switched, and sends a reference once both parts are there', () => {
    const sent: string[] = [];
    renderConsole(<Harness stored="hunter2" sent={(value) => sent.push(value)} />);
    expect(screen.getByLabelText('Password')).toHaveValue('hunter2');
    fireEvent.click(screen.getByRole('radio', { name: 'ConfigMap' }));
    expect(screen.getByRole('textbox', { name: 'Password Name' })).toHaveValue('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Password Name' }), { target: { value: 'settings' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Password Key' }), { target: { value: 'token' } });
    expect(sent).toEqual(['', '', 'configmap://settings/token']);
  });
});

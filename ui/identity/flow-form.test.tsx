import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowValues, SelfServiceFlow } from '../../core/identity';
import { system } from '../components/theme';
import { CSRF_TOKEN, inputNode, loginFlow } from '../../tests/fakes/identity-flows';
import { FlowForm } from './flow-form';

const settingsLike: SelfServiceFlow = loginFlow('s1', {
  messages: [{ id: 1050001, text: 'Your changes have been saved!', type: 'success' }],
  nodes: [
    inputNode('default', 'csrf_token', 'hidden', { value: CSRF_TOKEN }),
    inputNode('profile', 'traits.email', 'email', { value: 'a@local', label: { id: 1070002, text: 'E-Mail', type: 'info' } }),
    inputNode('profile', 'traits.newsletter', 'checkbox', { label: { id: 1070002, text: 'Newsletter', type: 'info' } }),
    inputNode('profile', 'method', 'submit', { value: 'profile', label: { id: 1070003, text: 'Save', type: 'info' } }),
    {
      type: 'img',
      group: 'totp',
      attributes: { id: 'totp_qr', src: 'data:image/png;base64,AAAA', width: 256, height: 256 },
      messages: [],
      meta: { label: { id: 1050005, text: 'Authenticator app QR code', type: 'info' } },
    },
    {
      type: 'text',
      group: 'lookup_secret',
      attributes: {
        id: 'lookup_secret_codes',
        text: {
          id: 1050015,
          text: 'ab12cd34, used',
          type: 'info',
          context: {
            secrets: [
              { id: 1050009, text: 'ab12cd34', type: 'info' },
              { id: 1050014, text: 'Secret was used at 2030-01-01', type: 'info' },
            ],
          },
        },
      },
      messages: [],
      meta: { label: { id: 1050010, text: 'These are your back up recovery codes. Please keep them in a safe place!', type: 'info' } },
    },
    {
      type: 'a',
      group: 'code',
      attributes: { id: 'continue', href: 'http://console.test/', title: { id: 1070009, text: 'Continue', type: 'info' } },
      messages: [],
      meta: {},
    },
  ],
});

function renderForm(values: FlowValues, props: Partial<Parameters<typeof FlowForm>[0]> = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  render(
    <ChakraProvider value={system}>
      <FlowForm flow={settingsLike} values={values} busy={false} onChange={onChange} onSubmit={onSubmit} {...props} />
    </ChakraProvider>,
  );
  return { onChange, onSubmit };
}

afterEach(cleanup);

describe('a flow form', () => {
  it('renders any other input type as a text-like field of that type', () => {
    renderForm({ 'traits.email': 'a@local' });
    expect(screen.getByLabelText('E-Mail')).toHaveProperty('type', 'email');
    expect(screen.getByLabelText('E-Mail')).toHaveProperty('value', 'a@local');
  });

  it('reports typing and ticking by field name', () => {
    const { onChange } = renderForm({});
    fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: 'b@local' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    expect(onChange).toHaveBeenCalledWith('traits.email', 'b@local');
    expect(onChange).toHaveBeenCalledWith('traits.newsletter', true);
  });

  it('submits with the pressed button, and without one on Enter', () => {
    const { onSubmit } = renderForm({});
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'method', value: 'profile' });
    fireEvent.submit(screen.getByLabelText('E-Mail').closest('form')!);
    expect(onSubmit).toHaveBeenLastCalledWith();
  });

  it('shows images, text nodes (a used recovery code reads Used) and anchors', () => {
    renderForm({});
    expect(screen.getByAltText('Authenticator app QR code').getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByText('ab12cd34')).toBeTruthy();
    expect(screen.getByText('Used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('http://console.test/');
  });

  it('shows the global messages', () => {
    renderForm({});
    expect(screen.getByRole('status').textContent).toBe('Your changes have been saved!');
  });

  it('shows only group default and the chosen groups', () => {
    renderForm({}, { only: ['totp'] });
    expect(screen.queryByLabelText('E-Mail')).toBeNull();
    expect(screen.getByAltText('Authenticator app QR code')).toBeTruthy();
    expect(document.body.querySelector('input[name="csrf_token"]')).not.toBeNull();
  });

  it('disables its controls while a submit is in flight', () => {
    renderForm({}, { busy: true, spinning: { name: 'method', value: 'profile' } });
    const save = document.body.querySelector('button[value="profile"]');
    expect(save).toHaveProperty('disabled', true);
    expect(save?.hasAttribute('data-loading')).toBe(true);
    expect(screen.getByLabelText('E-Mail')).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveProperty('disabled', true);
  });
});

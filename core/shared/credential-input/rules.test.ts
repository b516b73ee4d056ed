import { describe, expect, it } from 'vitest';
import {
  EMPTY_CREDENTIAL, credentialFilled, fromEnvVarSource, readCredential, switchCredentialMode, toEnvVarSource, typeCredential, writeCredential,
} from '.';

describe('a credential field', () => {
  describe('when a stored value is loaded', () => {
    it('opens a secret address in Secret mode with its name and key', () => {
      expect(readCredential('secret://db-creds/password')).toEqual({ mode: 'secret', value: '', name: 'db-creds', key: 'password' });
    });
    it('opens a config map address in ConfigMap mode', () => {
      expect(readCredential('configmap://settings/user')).toEqual({ mode: 'configmap', value: '', name: 'settings', key: 'user' });
    });
    it('opens a literal, the mask of a saved secret, or nothing in Static mode', () => {
      expect(readCredential('hunter2')).toEqual({ ...EMPTY_CREDENTIAL, value: 'hunter2' });
      expect(readCredential('***').mode).toBe('static');
      expect(readCredential(null)).toEqual(EMPTY_CREDENTIAL);
      expect(readCredential('secret://only-a-name').mode).toBe('static');
    });
  });

  describe('when it is sent', () => {
    it('serialises a secret and a config map as their address', () => {
      const secret = typeCredential(typeCredential(switchCredentialMode(EMPTY_CREDENTIAL, 'secret'), 'name', 'db'), 'key', 'pw');
      expect(writeCredential(secret)).toBe('secret://db/pw');
      expect(writeCredential({ ...secret, mode: 'configmap' })).toBe('configmap://db/pw');
    });
    it('produces nothing until a reference has both its name and its key', () => {
      const named = typeCredential(switchCredentialMode(EMPTY_CREDENTIAL, 'secret'), 'name', 'db');
      expect(writeCredential(named)).toBe('');
      expect(credentialFilled(named)).toBe(false);
      expect(credentialFilled(typeCredential(named, 'key', ' '))).toBe(false);
      expect(credentialFilled(typeCredential(named, 'key', 'pw'))).toBe(true);
    });
    it('sends a literal as typed', () => {
      expect(writeCredential(typeCredential(EMPTY_CREDENTIAL, 'value', 'token'))).toBe('token');
    });
  });

  describe('when its mode is switched', () => {
    it('clears what was typed', () => {
      const typed = typeCredential(EMPTY_CREDENTIAL, 'value', 'hunter2');
      expect(switchCredentialMode(typed, 'configmap')).toEqual({ mode: 'configmap', value: '', name: '', key: '' });
    });
    it('keeps it when the same mode is chosen again', () => {
      const typed = typeCredential(EMPTY_CREDENTIAL, 'value', 'hunter2');
      expect(switchCredentialMode(typed, 'static')).toBe(typed);
    });
  });

  describe('as a secret-or-value field', () => {
    it('holds a value or a valueFrom with a secretKeyRef or a configMapKeyRef', () => {
      expect(toEnvVarSource(readCredential('token'))).toEqual({ value: 'token' });
      expect(toEnvVarSource(readCredential('secret://a/b'))).toEqual({ valueFrom: { secretKeyRef: { name: 'a', key: 'b' } } });
      expect(toEnvVarSource(readCredential('configmap://a/b'))).toEqual({ valueFrom: { configMapKeyRef: { name: 'a', key: 'b' } } });
      expect(toEnvVarSource(EMPTY_CREDENTIAL)).toBeUndefined();
    });
    it('reads each shape back into its mode', () => {
      expect(fromEnvVarSource({ valueFrom: { secretKeyRef: { name: 'a', key: 'b' } } })).toEqual(readCredential('secret://a/b'));
      expect(fromEnvVarSource({ valueFrom: { configMapKeyRef: { name: 'a', key: 'b' } } })).toEqual(readCredential('configmap://a/b'));
      expect(fromEnvVarSource({ value: 'x' })).toEqual(readCredential('x'));
      expect(fromEnvVarSource(undefined)).toEqual(EMPTY_CREDENTIAL);
    });
  });
});

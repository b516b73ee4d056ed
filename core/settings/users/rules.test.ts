import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from './texts';
import { canDeleteUsers, canInviteUsers, roleOptionLabel, validateInvitation, validateRoleAssignment } from './rules';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@local', role: 'viewer' };

describe('validating an invitation', () => {
  it('accepts a complete invitation', () => {
    expect(validateInvitation(valid)).toEqual({});
  });

  it('names every missing field with its own message', () => {
    expect(validateInvitation({ firstName: ' ', lastName: '', email: '', role: '' })).toEqual({
      firstName: USER_MESSAGES.firstName,
      lastName: USER_MESSAGES.lastName,
      email: USER_MESSAGES.email,
      role: USER_MESSAGES.role,
    });
  });

  it.each(['ada', 'ada@', '@local', 'ada lovelace@local'])('refuses %s as not an email', (email) => {
    expect(validateInvitation({ ...valid, email }).email).toBe('Entered value does not match email format');
  });
});

describe('validating a role assignment', () => {
  it('needs a person and a role', () => {
    expect(validateRoleAssignment({ userId: '', role: '' })).toEqual({ userId: 'Please select any user', role: 'Please select any role' });
    expect(validateRoleAssignment({ userId: 'u', role: 'editor' })).toEqual({});
  });
});

describe('role names in the dropdown', () => {
  it('are cut to 50 characters', () => {
    const long = 'r'.repeat(80);
    expect(roleOptionLabel(long)).toHaveLength(50);
    expect(roleOptionLabel('editor')).toBe('editor');
  });
});

describe('who may change users', () => {
  it('only an admin may invite and delete', () => {
    expect(canInviteUsers(['admin'])).toBe(true);
    expect(canDeleteUsers(['admin'])).toBe(true);
    for (const role of ['editor', 'commander', 'responder', 'viewer']) {
      expect(canInviteUsers([role])).toBe(false);
      expect(canDeleteUsers([role])).toBe(false);
    }
  });
});

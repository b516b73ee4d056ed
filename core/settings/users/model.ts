/** Seed 002 §3 'User': a person who signs in, with the roles they hold. */
export interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** The identity's state: active or inactive. */
  readonly state: string;
  /** ISO timestamp. */
  readonly createdAt: string;
}

/** Seed 002 §3: the invite payload. */
export interface Invitation {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly role: string;
}

/** What the 'Add Role to User' form edits. */
export interface RoleAssignment {
  readonly userId: string;
  readonly role: string;
}

export type InvitationField = keyof Invitation;
export type RoleAssignmentField = keyof RoleAssignment;

/** Per-field messages of a refused form; empty when the form is valid. */
export type FieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>;

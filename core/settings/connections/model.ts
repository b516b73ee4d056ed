import type { CredentialInput } from '../../shared';

/** A saved connection (reference §2.7 `connections`, seed 002 §3); secrets read as `***` or as their reference (DECISIONS §30). */
export interface Connection {
  readonly id: string;
  readonly name: string;
  readonly namespace: string;
  readonly type: string;
  readonly url?: string;
  readonly username?: string;
  readonly password?: string;
  readonly certificate?: string;
  readonly insecureTls: boolean;
  readonly properties: Readonly<Record<string, string>>;
  /** ISO timestamps. */
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: { readonly id: string; readonly name: string };
}

/** What one field of a connection form holds: text, a checkbox, or a credential with its mode. */
export type ConnectionFieldValue = string | boolean | CredentialInput;

/**
 * The connection form's draft: the type chosen (empty while the type grid shows) and each field's value
 * by its key, name and namespace included.
 */
export interface ConnectionDraft {
  readonly type: string;
  readonly values: Readonly<Record<string, ConnectionFieldValue>>;
}

/** The columns a connection is written as (reference §2.7). */
export interface ConnectionWrite {
  readonly name: string;
  readonly namespace: string;
  readonly type: string;
  readonly url: string | null;
  readonly username: string | null;
  readonly password: string | null;
  readonly certificate: string | null;
  readonly insecure_tls: boolean;
  readonly properties: Readonly<Record<string, string>>;
}

/** What a connection test answered (reference §4.9), as the dialog tells it apart (seed 002 §8). */
export type ConnectionTestOutcome =
  | { readonly kind: 'passed' }
  /** A bad request: the server's text, when it sent one. */
  | { readonly kind: 'refused'; readonly text?: string }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'failed' };

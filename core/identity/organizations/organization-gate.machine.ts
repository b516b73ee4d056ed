import { assign, emit, fromPromise, setup } from 'xstate';
import { errorMessage, isDomainError, REQUIRED_FIELD_MESSAGE, unbound } from '../../shared';
import type { Membership } from './model';
import { currentOrganization, HOSTED_LOGIN_PATH, lookupMeansProvisioning, organizationName, ORGS_SWITCHED_PATH } from './rules';

export interface OrganizationGateContext {
  readonly membership?: Membership;
  readonly error?: string;
  readonly createOpen: boolean;
  readonly createError?: string;
}

export type OrganizationGateEvent =
  | { type: 'organization.select'; id: string }
  | { type: 'organization.create.open' }
  | { type: 'organization.create.cancel' }
  | { type: 'organization.create.submit'; name: string }
  | { type: 'organization.retry' };

export type OrganizationGateEmitted = { type: 'navigate'; path: string };

const signedOut = (error: unknown) => isDomainError(error) && error.kind === 'unauthenticated';

/**
 * What the hosted mode shows before the console (seed 000 §2.2): the console itself once the person's
 * organization answers, the picker when they are in none, the provisioning screen while the organization
 * has no backend or its identity lookup fails with a 5xx or 404, and the sign-in page without a session.
 * Selecting or creating an organization re-issues the session and lands on /organizations/orgs-switched.
 */
export const organizationGateMachine = setup({
  types: {
    context: {} as OrganizationGateContext,
    events: {} as OrganizationGateEvent,
    emitted: {} as OrganizationGateEmitted,
    tags: {} as 'loading' | 'busy' | 'error',
  },
  actors: {
    loadMembership: fromPromise<Membership>(unbound('loadMembership')),
    switchTo: fromPromise<Membership, { id: string }>(unbound('switchTo')),
    create: fromPromise<Membership, { name: string }>(unbound('create')),
    lookUpIdentity: fromPromise<void, { backendUrl: string }>(unbound('lookUpIdentity')),
  },
  guards: {
    inNoOrganization: ({ context }) => !context.membership || !currentOrganization(context.membership),
    withoutBackend: ({ context }) => !currentOrganization(context.membership!)?.backendUrl,
    nameMissing: ({ event }) => event.type === 'organization.create.submit' && organizationName(event.name) === '',
  },
}).createMachine({
  id: 'organizationGate',
  context: { createOpen: false },
  initial: 'loading',
  on: {
    'organization.create.open': { actions: assign({ createOpen: true, createError: undefined }) },
    'organization.create.cancel': { actions: assign({ createOpen: false, createError: undefined }) },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadMembership',
        onDone: { target: 'deciding', actions: assign({ membership: ({ event }) => event.output }) },
        onError: [
          { guard: ({ event }) => signedOut(event.error), target: 'signedOut' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'inNoOrganization', target: 'settled.picker' },
        { guard: 'withoutBackend', target: 'settled.provisioning' },
        { target: 'lookingUp' },
      ],
    },
    lookingUp: {
      tags: 'loading',
      invoke: {
        src: 'lookUpIdentity',
        input: ({ context }) => ({ backendUrl: currentOrganization(context.membership!)!.backendUrl! }),
        onDone: 'settled.ready',
        onError: [
          { guard: ({ event }) => lookupMeansProvisioning(event.error), target: 'settled.provisioning' },
          { guard: ({ event }) => signedOut(event.error), target: 'signedOut' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    // Wherever the gate has settled, a person can switch, or create an organization and switch to it.
    settled: {
      initial: 'ready',
      states: { ready: {}, picker: {}, provisioning: {} },
      on: {
        'organization.select': 'switching',
        'organization.create.submit': [
          { guard: 'nameMissing', actions: assign({ createError: REQUIRED_FIELD_MESSAGE }) },
          { target: 'creating' },
        ],
      },
    },
    signedOut: { entry: emit({ type: 'navigate', path: HOSTED_LOGIN_PATH }) },
    failed: { tags: 'error', on: { 'organization.retry': 'loading' } },
    switching: {
      tags: 'busy',
      invoke: {
        src: 'switchTo',
        input: ({ event }) => ({ id: event.type === 'organization.select' ? event.id : '' }),
        onDone: { target: 'switched', actions: assign({ membership: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        src: 'create',
        input: ({ event }) => ({ name: event.type === 'organization.create.submit' ? organizationName(event.name) : '' }),
        onDone: { target: 'switched', actions: assign({ membership: ({ event }) => event.output, createOpen: false }) },
        onError: { target: 'deciding', actions: assign({ createError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    switched: {
      entry: emit({ type: 'navigate', path: ORGS_SWITCHED_PATH }),
      always: 'deciding',
    },
  },
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { PaletteResourceKind, PaletteSearchPort } from '../../core/palette';
import type { ContractSetup } from './contract';

/** What a case puts on the backend before it searches. */
export interface PaletteArrange {
  /** A check of `name` with its status, updated `daysAgo`. */
  check(name: string, status: 'healthy' | 'unhealthy', daysAgo?: number): Promise<void>;
  config(name: string, health: string): Promise<void>;
  playbook(title: string): Promise<void>;
  /** Incidents are arranged oldest first. */
  incident(title: string): Promise<void>;
  person(name: string, email: string): Promise<void>;
}

const ALL: readonly PaletteResourceKind[] = ['check', 'component', 'config', 'playbook', 'incident', 'person'];

/** The palette's search as the built-in backend answers it (reference §4.11, DECISIONS §32). */
export function describePaletteContract(name: string, setup: ContractSetup<PaletteSearchPort, PaletteArrange>) {
  describe(`the palette search port (${name})`, () => {
    let port: PaletteSearchPort;
    let arrange: PaletteArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    const names = async (text: string, kinds = ALL, limit = 10) => (await port.search({ text, kinds, limit })).map((r) => `${r.kind}:${r.name}`);

    it('finds checks by part of a name, the exact name first, then prefixes, word prefixes and substrings, unhealthy first', async () => {
      await arrange.check('therapist', 'healthy');
      await arrange.check('checkout-api', 'healthy');
      await arrange.check('api-gateway', 'healthy', 1);
      await arrange.check('api-gateway-eu', 'unhealthy', 5);
      await arrange.check('api', 'healthy');
      expect(await names('api', ['check'])).toEqual([
        'check:api', 'check:api-gateway-eu', 'check:api-gateway', 'check:checkout-api', 'check:therapist',
      ]);
    });

    it('matches one or two characters only where a name or a word in it starts', async () => {
      await arrange.check('therapist', 'healthy');
      await arrange.check('checkout-api', 'healthy');
      await arrange.check('api-gateway', 'healthy');
      expect(await names('ap', ['check'])).toEqual(['check:api-gateway', 'check:checkout-api']);
      expect(await names('ra', ['check'])).toEqual([]);
    });

    it('gives each found check its health', async () => {
      await arrange.check('api-gateway-eu', 'unhealthy');
      expect(await port.search({ text: 'gateway', kinds: ['check'], limit: 5 })).toEqual([
        expect.objectContaining({ kind: 'check', name: 'api-gateway-eu', health: 'unhealthy', id: expect.any(String) }),
      ]);
    });

    it('searches configs, playbooks by title, incidents by title and people by name or email', async () => {
      await arrange.config('payments-db', 'warning');
      await arrange.playbook('Restart payments');
      await arrange.incident('Payments are slow');
      await arrange.person('Pat Payne', 'pat@payments.example');
      await arrange.person('Sam Smith', 'sam@example.com');
      expect(await names('pay')).toEqual(['config:payments-db', 'playbook:Restart payments', 'incident:Payments are slow', 'person:Pat Payne']);
    });

    it('tells the parts of its answer as they arrive, and together they are the answer', async () => {
      await arrange.check('payments-api', 'healthy');
      await arrange.incident('Payments are slow');
      await arrange.person('Pat Payne', 'pat@payments.example');
      const parts: string[][] = [];
      const answer = await port.search({ text: 'pay', kinds: ALL, limit: 10 }, undefined, (part) => parts.push(part.map((r) => `${r.kind}:${r.name}`)));
      expect(parts.length).toBeGreaterThan(1);
      expect(parts.flat().sort()).toEqual(answer.map((r) => `${r.kind}:${r.name}`).sort());
    });

    it('asks only for the kinds it is given', async () => {
      await arrange.check('payments-api', 'healthy');
      await arrange.incident('Payments are slow');
      expect(await names('payments', ['incident'])).toEqual(['incident:Payments are slow']);
    });

    it('answers at most `limit` of each kind, and nothing when nothing matches', async () => {
      for (const check of ['api-1', 'api-2', 'api-3']) await arrange.check(check, 'healthy');
      expect(await names('api', ['check'], 2)).toHaveLength(2);
      expect(await names('no such thing')).toEqual([]);
    });
  });
}

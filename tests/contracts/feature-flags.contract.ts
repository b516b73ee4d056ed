import { beforeEach, describe, expect, it } from 'vitest';
import type { FeatureFlagDraft, FeatureFlagPort } from '../../core/settings';
import { rejectsWith, type ContractSetup } from './contract';

export interface FeatureFlagsArrange {
  /** The signed-in person, recorded as the author of what they write. */
  readonly me: { readonly id: string };
  /** The server's own properties (PROPERTIES_FILE), which win over stored flags of the same name. */
  local(values: Readonly<Record<string, string>>): Promise<void>;
}

const draft = (name: string, value = 'true', description = ''): FeatureFlagDraft => ({ name, value, description });

/** Feature flags as the built-in backend keeps them (seed 002 §7.2, reference §4.8). */
export function describeFeatureFlagsContract(name: string, setup: ContractSetup<FeatureFlagPort, FeatureFlagsArrange>) {
  describe(`the feature flag port (${name})`, () => {
    let port: FeatureFlagPort;
    let arrange: FeatureFlagsArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    it('lists none when none is stored or set locally', async () => {
      expect(await port.list()).toEqual([]);
      expect(await port.effective()).toEqual({});
    });

    it('creates a stored flag by the signed-in person, listed by name and in effect', async () => {
      const created = await port.create(draft('topology.hidden', 'false', 'Hides the topology'), arrange.me.id);
      expect(created).toMatchObject({ name: 'topology.hidden', value: 'false', description: 'Hides the topology', source: 'db' });
      await port.create(draft('incidents.disable'), arrange.me.id);
      const flags = await port.list();
      expect(flags.map((f) => [f.name, f.value, f.source])).toEqual([['incidents.disable', 'true', 'db'], ['topology.hidden', 'false', 'db']]);
      expect(flags[1]?.createdBy?.id).toBe(arrange.me.id);
      expect(await port.effective()).toEqual({ 'incidents.disable': 'true', 'topology.hidden': 'false' });
    });

    it('refuses a second flag of the same name as a conflict', async () => {
      await port.create(draft('logs.disable'), arrange.me.id);
      await rejectsWith(port.create(draft('logs.disable', 'false'), arrange.me.id), 'conflict');
    });

    it('changes a stored flag, and rejects changing one that does not exist as not found', async () => {
      await port.create(draft('health.disable'), arrange.me.id);
      expect(await port.update('health.disable', draft('health.disable', 'false', 'Back on'), arrange.me.id)).toMatchObject({ value: 'false', description: 'Back on' });
      expect((await port.list()).map((f) => f.value)).toEqual(['false']);
      await rejectsWith(port.update('nowhere', draft('nowhere'), arrange.me.id), 'not_found');
    });

    it('removes a stored flag, and rejects removing one that does not exist as not found', async () => {
      await port.create(draft('agents.disable'), arrange.me.id);
      await port.remove('agents.disable');
      expect(await port.list()).toEqual([]);
      await rejectsWith(port.remove('agents.disable'), 'not_found');
    });

    it('lists local flags as local, winning over stored flags of the same name', async () => {
      await arrange.local({ 'topology.hidden': 'true', 'logs.disable': 'true' });
      await port.create(draft('topology.hidden', 'false'), arrange.me.id);
      await port.create(draft('health.disable', 'false'), arrange.me.id);
      expect((await port.list()).map((f) => [f.name, f.value, f.source])).toEqual([
        ['health.disable', 'false', 'db'], ['logs.disable', 'true', 'local'], ['topology.hidden', 'true', 'local'],
      ]);
      expect(await port.effective()).toEqual({ 'health.disable': 'false', 'logs.disable': 'true', 'topology.hidden': 'true' });
    });
  });
}

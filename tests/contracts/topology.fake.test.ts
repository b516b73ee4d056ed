import { FakeTopologyPort } from '../fakes/topology';
import type { ComponentCheck, ComponentIncident, ConfigOption } from '../../core/topology';
import { minutesAgo } from './contract';
import { describeTopologyContract } from './topology.contract';

describeTopologyContract('fake', async () => {
  const fake = new FakeTopologyPort();
  const configs = new Map<string, ConfigOption & { deleted?: boolean }>();
  const checks = new Map<string, ComponentCheck[]>();
  const incidents = new Map<string, ComponentIncident[]>();
  let serial = 0;
  const nextId = (kind: string) => `${kind}-${++serial}`;
  return {
    port: fake,
    arrange: {
      component: async (component) => {
        const id = nextId('component');
        fake.setComponents([{ id, ...component, logs: component.logs?.map((name) => ({ name })) }]);
        return id;
      },
      config: async (config) => {
        const id = nextId('config');
        configs.set(id, { id, ...config });
        fake.setConfigs([...configs.values()].filter((c) => !c.deleted).map(({ id: configId, name, type }) => ({ id: configId, name, type })));
        return id;
      },
      link: async (componentId, configId, options = {}) => {
        const config = configs.get(configId)!;
        fake.setLinkedConfigs(componentId, [
          ...fake.linksOf(componentId),
          {
            configId, name: config.name, type: config.type, selectorId: 'lookup',
            ...(config.deleted ? { deletedAt: minutesAgo(1) } : {}), ...(options.deleted ? { linkDeleted: true } : {}),
          },
        ]);
      },
      check: async (componentId, check) => {
        checks.set(componentId, [...(checks.get(componentId) ?? []), { id: nextId('check'), ...check }]);
        fake.setChecks(componentId, checks.get(componentId)!);
      },
      incident: async (componentId, { minutes, ...incident }) => {
        incidents.set(componentId, [...(incidents.get(componentId) ?? []), { id: nextId('incident'), ...incident, createdAt: minutesAgo(minutes) }]);
        fake.setIncidents(componentId, incidents.get(componentId)!);
      },
    },
  };
});

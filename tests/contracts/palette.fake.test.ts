import { FakePaletteSearchPort } from '../fakes/palette';
import { describePaletteContract } from './palette.contract';

describePaletteContract('fake', async () => {
  const port = new FakePaletteSearchPort();
  let created = 0;
  const at = (daysAgo = 0) => new Date(Date.UTC(2024, 5, 1) - daysAgo * 86_400_000).toISOString();
  return {
    port,
    arrange: {
      check: async (name, status, daysAgo) => void port.add({ kind: 'check', id: `check-${name}`, name, health: status, updatedAt: at(daysAgo) }),
      config: async (name, health) => void port.add({ kind: 'config', id: `config-${name}`, name, health, updatedAt: at() }),
      playbook: async (title) => void port.add({ kind: 'playbook', id: `playbook-${title}`, name: title, updatedAt: at() }),
      incident: async (title) => void port.add({ kind: 'incident', id: `incident-${title}`, name: title, updatedAt: at(-++created) }),
      person: async (name, email) => void port.add({ kind: 'person', id: `person-${name}`, name, detail: email }),
    },
  };
});

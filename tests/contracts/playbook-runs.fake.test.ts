import { targetsOf, type PlaybookParameter } from '../../core/playbooks';
import { FakePlaybookRunPort, type FakeResource } from '../fakes/playbook-runs';
import { describePlaybookRunsContract } from './playbook-runs.contract';

describePlaybookRunsContract('fake', async () => {
  const port = new FakePlaybookRunPort().signedInAs('admin');
  const resources: FakeResource[] = [];
  let made = 0;
  return {
    port,
    arrange: {
      playbook: async (spec) => {
        const id = `00000000-0000-4000-8000-00000000000${(made += 1)}`;
        const parameters = ((spec.parameters ?? []) as Record<string, unknown>[]).map(
          (p): PlaybookParameter => ({
            name: String(p.name),
            label: String(p.label ?? ''),
            type: String(p.type ?? 'text'),
            required: p.required === true,
            default: p.default,
            description: undefined,
            properties: (p.properties as Record<string, unknown>) ?? {},
          }),
        );
        const selectors = targetsOf(spec).flatMap((kind) => (spec[`${kind}s`] as { types?: string[] }[]).flatMap((s) => s.types ?? []));
        port.setPlaybook(id, parameters, targetsOf(spec), { approval: spec.approval !== undefined, types: selectors });
        return id;
      },
      config: async (name, type) => {
        const id = `cfg-${(made += 1)}`;
        resources.push({ kind: 'config', id, name, type });
        port.setResources(resources);
        return id;
      },
      component: async (name, type) => {
        const id = `c-${(made += 1)}`;
        resources.push({ kind: 'component', id, name, type });
        port.setResources(resources);
        return id;
      },
    },
  };
});

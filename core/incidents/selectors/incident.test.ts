import { describe, expect, it } from 'vitest';
import { FakeIncidentPort } from '../../../tests/fakes/incidents';
import { inDefinitionOfDone } from '../rules/definition-of-done';
import { activeResponders, componentChips, defaultCommentHypothesisId, incidentEvidences, incidentPath, responderAvatars } from './incident';

async function incident() {
  const port = new FakeIncidentPort();
  const id = port.seed({ title: 'Checkout down' });
  const root = port.seedHypothesis({ incidentId: id, type: 'root' });
  const factor = port.seedHypothesis({ incidentId: id, type: 'factor', parentId: root });
  port.seedEvidence({ hypothesisId: root, type: 'topology', componentId: 'c1', description: 'checkout-web' });
  port.seedEvidence({ hypothesisId: factor, type: 'topology', componentId: 'c1', description: 'checkout-web' });
  port.seedEvidence({ hypothesisId: factor, type: 'check', checkId: 'k1', definitionOfDone: true });
  return { incident: (await port.get(id))!, root };
}

describe('when an incident is shown', () => {
  it('makes one chip per component of its topology evidence', async () => {
    const { incident: i } = await incident();
    expect(componentChips(i)).toEqual([{ id: 'c1', name: 'checkout-web' }]);
  });

  it('collects the definition of done across hypotheses and defaults comments to the root', async () => {
    const { incident: i, root } = await incident();
    expect(inDefinitionOfDone(incidentEvidences(i)).map((e) => e.type)).toEqual(['check']);
    expect(defaultCommentHypothesisId(i)).toBe(root);
    expect(incidentPath('a b')).toBe('/incidents/a%20b');
  });
});

describe('when responders are listed', () => {
  it('leaves out removed responders and shows at most 5 avatars in the list', () => {
    const r = (id: string, deletedAt?: string) => ({ id, incidentId: 'i', type: 'person' as const, properties: {}, createdAt: 'x', deletedAt });
    expect(activeResponders([r('a'), r('b', '2024-01-01')]).map((x) => x.id)).toEqual(['a']);
    const people = Array.from({ length: 7 }, (_, n) => ({ id: `p${n}`, name: `P${n}` }));
    const row = { id: 'i', incidentId: 'INC-1', title: 't', type: 'cost', status: 'open' as const, createdAt: 'x', responders: people };
    expect(responderAvatars(row).map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

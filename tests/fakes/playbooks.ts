import { stringify } from 'yaml';
import { readPlaybookSpec, targetsOf, type Playbook, type PlaybookDraft, type PlaybookPort } from '../../core/playbooks';
import { DomainError } from '../../core/shared';
import { FakeCollection } from './collection';

/** A playbook as the HTTP adapter reads one: title, category, description and icon from its spec. */
export function aPlaybook(id: string, draft: PlaybookDraft, createdAt = '2030-01-01T00:00:00Z'): Playbook {
  const { spec } = readPlaybookSpec(draft.spec);
  if (!spec) throw new DomainError('invalid', 'The playbook spec does not pass the playbook spec schema');
  const text = (key: string) => (typeof spec[key] === 'string' ? (spec[key] as string) : '');
  return {
    id,
    name: draft.name,
    title: text('title') || draft.name,
    category: text('category'),
    description: text('description'),
    icon: text('icon'),
    spec: stringify(spec),
    targets: targetsOf(spec),
    createdAt,
  };
}

/** The playbooks in memory, answering as the collection kit's data providers do (FakeCollection). */
export class FakePlaybookPort extends FakeCollection<Playbook, PlaybookDraft> implements PlaybookPort {
  constructor(rows: readonly Playbook[] = []) {
    let made = 0;
    super({
      key: (row) => row.id,
      rows,
      created: (draft) => aPlaybook(`new-playbook-${(made += 1)}`, draft),
      updated: (row, draft) => aPlaybook(row.id, draft, row.createdAt),
    });
  }
}

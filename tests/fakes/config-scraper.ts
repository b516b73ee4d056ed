import {
  parseSpec, scraperType, scraperTypesOf, specProblem, type ConfigScraper, type ConfigScraperDraft, type ConfigScraperPort, type ScrapeOutcome,
} from '../../core/settings/config-scraper';
import { DomainError } from '../../core/shared';
import { FakeCollection } from './collection';

function specOf(draft: ConfigScraperDraft): Record<string, unknown> {
  const parsed = parseSpec(draft.spec);
  const problem = parsed.error ?? specProblem(parsed.spec!);
  if (problem) throw new DomainError('invalid', `spec.${problem}`);
  return parsed.spec!;
}

/** A scraper as a scenario writes it. */
export const aScraper = (given: Partial<ConfigScraper> & { id: string }): ConfigScraper => ({
  name: given.id,
  source: 'UI',
  spec: { schedule: '@every 1m', file: [{ paths: ['*.yaml'], format: 'yaml', icon: 'kubernetes', type: '$.kind', id: '$.metadata.uid' }] },
  createdAt: '2024-06-01T00:00:00Z',
  ...given,
});

/**
 * The config scrapers in memory, answering as the built-in backend does: a spec that fails its schema
 * is refused as invalid with the field named, a deleted scraper is gone, and Run Now reports SKIPPED
 * for types that do not run here (DECISIONS §28) and what `ran` says for the others.
 */
export class FakeConfigScraperPort extends FakeCollection<ConfigScraper, ConfigScraperDraft> implements ConfigScraperPort {
  readonly runs: string[] = [];
  private outcome: ScrapeOutcome = { status: 'SUCCESS', items: 0, changes: 0, errors: [] };

  constructor(rows: readonly ConfigScraper[] = []) {
    let made = 0;
    super({
      key: (row) => row.id,
      rows,
      created: (draft, by) => ({
        id: `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`,
        name: draft.name,
        source: 'UI',
        spec: specOf(draft),
        createdAt: '2030-01-01T00:00:00Z',
        createdBy: { id: by, name: by },
      }),
      updated: (row, draft) => ({ ...row, spec: specOf(draft) }),
    });
  }

  /** What a run of a runnable scraper answers next. */
  ran(outcome: ScrapeOutcome): this {
    this.outcome = outcome;
    return this;
  }

  async runNow(id: string): Promise<ScrapeOutcome> {
    this.runs.push(id);
    const scraper = await this.get(id);
    const runnable = scraperTypesOf(scraper.spec).some((type) => scraperType(type)?.runsHere);
    return runnable ? this.outcome : { status: 'SKIPPED', items: 0, changes: 0, errors: ['This scraper type does not run in the built-in backend'] };
  }
}

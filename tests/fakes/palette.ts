import type { PaletteResource, PaletteSearch, PaletteSearchPort } from '../../core/palette';
import { heldUntilReleased } from './held';
import { ScriptedPort } from './scripted-port';

export interface FakeFound extends PaletteResource {
  /** ISO time; the latest first among equals. */
  readonly updatedAt?: string;
}

const SEPARATORS = /[-_./:]/g;

/** The server's ranking (server/resources/search.ts): exact, prefix, word prefix, substring. */
function rank(name: string, text: string): number {
  const [n, q] = [name.toLowerCase(), text.toLowerCase()];
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (` ${n.replace(SEPARATORS, ' ')}`.includes(` ${q.replace(SEPARATORS, ' ')}`)) return 2;
  return 3;
}

const healthOrder = (health?: string) => (health === 'unhealthy' ? 0 : health === 'warning' ? 1 : 2);

/** Shorter texts match only where a name or a word starts (server/resources/search.ts). */
const SUBSTRING_MIN_LENGTH = 3;

/** Incidents and people come from /api/db in their own order: the newest incidents (updatedAt as created), people by name. */
const RANKED = new Set(['check', 'component', 'config', 'playbook']);

/** An in-memory palette search over resources a scenario sets, ranked as the server ranks them. */
export class FakePaletteSearchPort extends ScriptedPort<'search'> implements PaletteSearchPort {
  private resources: FakeFound[] = [];
  private laterParts: Promise<void> | undefined;

  setResources(resources: readonly FakeFound[]): this {
    this.resources = [...resources];
    return this;
  }

  add(resource: FakeFound): this {
    this.resources.push(resource);
    return this;
  }

  /** Each search tells its first part of the answer, then waits until the returned function is called. */
  holdAfterFirstPart(): () => void {
    return heldUntilReleased((waiting) => (this.laterParts = waiting));
  }

  /** Each kind is a part of the answer, told in the order the kinds are asked for. */
  async search(query: PaletteSearch, _signal?: unknown, onFound?: (part: readonly PaletteResource[]) => void): Promise<PaletteResource[]> {
    await this.enter('search', query);
    const text = query.text.toLowerCase();
    const parts = query.kinds.map((kind) => {
      const matching = this.resources.filter(
        (r) =>
          r.kind === kind &&
          (RANKED.has(kind) && text.length < SUBSTRING_MIN_LENGTH
            ? rank(r.name, text) < 3
            : r.name.toLowerCase().includes(text) || (kind === 'person' && (r.detail ?? '').toLowerCase().includes(text))),
      );
      const ordered = RANKED.has(kind)
        ? matching.sort(
            (a, b) => rank(a.name, text) - rank(b.name, text) || healthOrder(a.health) - healthOrder(b.health) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
          )
        : kind === 'incident'
          ? matching.sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''))
          : matching.sort((a, b) => a.name.localeCompare(b.name));
      return ordered.slice(0, query.limit).map(({ updatedAt: _updatedAt, ...resource }): PaletteResource => resource);
    });
    const found = parts.filter((part) => part.length > 0);
    for (const [index, part] of found.entries()) {
      if (index === 1) await this.laterParts;
      onFound?.(part);
    }
    return parts.flat();
  }
}

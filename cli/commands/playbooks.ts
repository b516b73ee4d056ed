import type { Container } from 'inversify';
import {
  groupPlaybooks, PlaybookPort, PlaybookRunPort, runEnded, shownStatus, type Playbook, type PlaybookRunDetail, type PlaybookTarget,
  type RunRequest,
} from '../../core/playbooks';
import { DomainError } from '../../core/shared';
import { optionText, type ParsedArgs } from '../args';
import { UsageError, type CommandResult } from '../output';
import { textTable } from '../table';

/** How often a followed run is read again, and for how long at most (a run's default timeout, reference §2.6). */
const FOLLOW_EVERY_MS = 1_000;
const FOLLOW_AT_MOST_MS = 30 * 60_000;

const everyPlaybook = async (container: Container) => (await container.get<PlaybookPort>(PlaybookPort).list({ pageIndex: 0, filter: {} })).rows;

/** `playbooks`: the playbooks by category, as /playbooks groups them. */
export async function listPlaybooks(container: Container): Promise<CommandResult> {
  const playbooks = await everyPlaybook(container);
  const rows = groupPlaybooks(playbooks).flatMap((group) => group.playbooks.map((p) => [p.id, group.category, p.name, p.title, p.targets.join(',')]));
  return { json: playbooks, text: playbooks.length === 0 ? 'No playbooks.' : textTable(['id', 'category', 'name', 'title', 'runs on'], rows) };
}

async function findPlaybook(container: Container, nameOrId: string): Promise<Playbook> {
  const playbooks = await everyPlaybook(container);
  const found = playbooks.filter((p) => p.id === nameOrId || p.name === nameOrId);
  if (found.length === 1) return found[0]!;
  if (found.length > 1) throw new UsageError(`${found.length} playbooks are named "${nameOrId}": give one of their ids (${found.map((p) => p.id).join(', ')})`);
  throw new DomainError('not_found', `No playbook has the id or name "${nameOrId}"`);
}

/** The run request of the command line: at most one resource, and each --param NAME=VALUE. */
function requestOf(playbook: Playbook, args: ParsedArgs): RunRequest {
  const given = (['config', 'component', 'check'] as const).flatMap((kind: PlaybookTarget) => {
    const id = optionText(args, kind);
    return id ? [[`${kind}_id`, id] as const] : [];
  });
  if (given.length > 1) throw new UsageError('Give at most one of --config, --component and --check');
  const params = Object.fromEntries(
    (args.repeated.param ?? []).map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 1) throw new UsageError(`--param takes NAME=VALUE, not "${pair}"`);
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
  return { id: playbook.id, ...Object.fromEntries(given), params };
}

const stepsText = (detail: PlaybookRunDetail) =>
  detail.actions.length === 0
    ? 'No actions ran.'
    : textTable(['action', 'status', 'error'], detail.actions.map((a) => [a.name, shownStatus(a.rawStatus), a.error ?? '']));

/**
 * `playbooks run <name or id> [--config|--component|--check ID] [--param NAME=VALUE]...`: runs the
 * playbook and follows the run until it ends; the exit code is 1 unless it completed. A run waiting
 * for approval is left to its approvers.
 */
export async function runPlaybook(container: Container, args: ParsedArgs, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<CommandResult> {
  const nameOrId = args.words[2];
  if (!nameOrId) throw new UsageError('playbooks run needs the name or the id of a playbook');
  const playbook = await findPlaybook(container, nameOrId);
  const runs = container.get<PlaybookRunPort>(PlaybookRunPort);
  const runId = await runs.run(requestOf(playbook, args));
  let detail = await runs.get(runId);
  for (let waited = 0; !runEnded(detail.run.rawStatus) && detail.run.rawStatus !== 'pending_approval' && waited < FOLLOW_AT_MOST_MS; waited += FOLLOW_EVERY_MS) {
    await wait(FOLLOW_EVERY_MS);
    detail = await runs.get(runId);
  }
  const status = shownStatus(detail.run.rawStatus);
  const error = detail.run.error ? `\n${detail.run.error}` : '';
  return {
    json: detail,
    text: `${playbook.title}: run ${runId} ${detail.run.rawStatus === 'pending_approval' ? 'waits for approval' : status}${error}\n${stepsText(detail)}`,
    exitCode: status === 'completed' || detail.run.rawStatus === 'pending_approval' ? 0 : 1,
  };
}

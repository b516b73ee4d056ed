import type { Container } from 'inversify';
import { HealthPort, checkCells, isPassing, matchesSearch, runNowNotice, type CheckSummary } from '../../core/health';
import { Clock, DomainError } from '../../core/shared';
import { optionText, type ParsedArgs } from '../args';
import { UsageError, type CommandResult } from '../output';
import { textTable } from '../table';

const canaryOf = (check: CheckSummary) => (check.canaryNamespace ? `${check.canaryNamespace}/${check.canaryName}` : check.canaryName);

/** `checks [--failing] [--search text]`: the Health list, as the dashboard's table shows it and searches it. */
export async function listChecks(container: Container, args: ParsedArgs): Promise<CommandResult> {
  const { checks } = await container.get<HealthPort>(HealthPort).summary();
  const search = optionText(args, 'search') ?? '';
  const shown = checks.filter((check) => (!args.options.failing || !isPassing(check)) && matchesSearch(check, search));
  const now = container.get<Clock>(Clock).now();
  const rows = shown.map((check) => {
    const cells = checkCells(check, now);
    return [check.id, check.status, check.type, cells.uptime, cells.latency, canaryOf(check), check.name];
  });
  return {
    json: shown,
    text: shown.length === 0 ? 'No checks.' : textTable(['id', 'health', 'type', 'uptime', 'latency', 'canary', 'name'], rows),
  };
}

/** A check named by its id, or by a name only one check has. */
async function findCheck(health: HealthPort, idOrName: string): Promise<CheckSummary> {
  const { checks } = await health.summary();
  const byId = checks.find((check) => check.id === idOrName);
  if (byId) return byId;
  const named = checks.filter((check) => check.name === idOrName);
  if (named.length === 1) return named[0]!;
  if (named.length > 1) {
    throw new UsageError(`${named.length} checks are named "${idOrName}": give one of their ids (${named.map((c) => c.id).join(', ')})`);
  }
  throw new DomainError('not_found', `No check has the id or name "${idOrName}"`);
}

/** `checks run <id or name>`: runs the check now; the exit code says whether it passed. */
export async function runCheck(container: Container, args: ParsedArgs): Promise<CommandResult> {
  const idOrName = args.words[2];
  if (!idOrName) throw new UsageError('checks run needs the id or the name of a check');
  const health = container.get<HealthPort>(HealthPort);
  const check = await findCheck(health, idOrName);
  const result = await health.runNow(check.id);
  const detail = result.error || result.message;
  return {
    json: { check: { id: check.id, name: check.name }, ...result },
    text: `${check.name}: ${runNowNotice(result)}${detail ? `\n${detail}` : ''}`,
    exitCode: result.pass ? 0 : 1,
  };
}

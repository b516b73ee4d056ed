import type { Container } from 'inversify';
import { errorMessage, isDomainError } from '../core/shared';
import { parseArgs, type ParsedArgs } from './args';
import { listChecks, runCheck } from './commands/checks';
import { createIncident, listIncidents } from './commands/incidents';
import { listPlaybooks, runPlaybook } from './commands/playbooks';
import { connectionFrom, DEFAULT_URL, type Environment } from './connection';
import { cliContainer } from './container';
import { UsageError, type CommandResult } from './output';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  checks [--failing] [--search TEXT]        list the health checks with their uptime and latency
  checks run <ID|NAME>                      run a check now (exit code 1 when it fails)
  incidents [--status S] [--severity S] [--type T] [--owner ID] [--component ID] [--search TEXT]
                                            list incidents (open ones unless --status is given; 'all' for any)
  incidents create --title T [--description D] [--severity S] [--type T] [--status S]
                                            create an incident with its root hypothesis
  playbooks                                 list the playbooks by category
  playbooks run <NAME|ID> [--config ID | --component ID | --check ID] [--param NAME=VALUE]...
                                            run a playbook and follow it to its end (exit code 1 when it fails)

Options:
  --url URL    the console's address (MC_URL, default ${DEFAULT_URL})
  --json       print the answer as JSON
  --help       print this text

Signing in: MC_TOKEN (an access token), or MC_USER and MC_PASSWORD.`;

export interface CliIo {
  readonly env: Environment;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The fetch requests go through (tests hand in the server's own). */
  readonly fetch?: typeof globalThis.fetch;
}

type Command = (container: Container, args: ParsedArgs) => Promise<CommandResult>;

function commandFor(args: ParsedArgs): Command | undefined {
  const [area, action] = args.words;
  if (area === 'checks' && action === undefined) return (container) => listChecks(container, args);
  if (area === 'checks' && action === 'run') return (container) => runCheck(container, args);
  if (area === 'incidents' && action === undefined) return (container) => listIncidents(container, args);
  if (area === 'incidents' && action === 'create') return (container) => createIncident(container, args);
  if (area === 'playbooks' && action === undefined) return (container) => listPlaybooks(container);
  if (area === 'playbooks' && action === 'run') return (container) => runPlaybook(container, args);
  return undefined;
}

/** Runs one command line and answers its exit code: 0 done, 1 refused or failed, 2 not understood. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  if (args.options.help || args.words.length === 0) {
    io.out(USAGE);
    return args.options.help ? 0 : 2;
  }
  const command = commandFor(args);
  if (!command) {
    io.err(`Unknown command: ${args.words.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const connection = connectionFrom(args, io.env);
  try {
    const result = await command(cliContainer(connection, io.fetch), args);
    io.out(args.options.json ? JSON.stringify(result.json, null, 2) : result.text);
    return result.exitCode ?? 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return 2;
    }
    if (isDomainError(error) && error.kind === 'unauthenticated') {
      io.err(`${connection.url} refused the sign-in: set MC_TOKEN, or MC_USER and MC_PASSWORD.`);
      return 1;
    }
    if (isDomainError(error) && error.kind === 'network') {
      io.err(`${connection.url} did not answer: ${error.message}`);
      return 1;
    }
    io.err(errorMessage(error));
    return 1;
  }
}

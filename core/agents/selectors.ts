import { dateOrEmpty, isLocalAgent } from '../shared';
import type { Agent, CreatedAgent } from './model';
import { agentStatus, fluxInstallText, helmInstallText, type AgentStatus } from './rules';
import { AGENT_COLUMNS, TOKEN_SHOWN_ONCE } from './texts';

export interface AgentRow {
  readonly id: string;
  readonly name: string;
  readonly configs: number;
  readonly checks: number;
  readonly scrapers: number;
  readonly playbookRuns: number;
  readonly status: AgentStatus;
  /** Last Pushed: when the agent last sent anything. */
  readonly lastPushed?: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly createdBy?: string;
  /** The local agent (the all-zero id) is this instance itself. */
  readonly local: boolean;
  /** What its edit form opens with. */
  readonly properties: Readonly<Record<string, string>>;
}

/** Seed 000 §2.7: one row per agent, in the order of the columns. */
export const agentRow = (agent: Agent, now: Date): AgentRow => ({
  id: agent.id,
  name: agent.name,
  configs: agent.configCount,
  checks: agent.checksCount,
  scrapers: agent.configScraperCount,
  playbookRuns: agent.playbookRunsCount,
  status: agentStatus(agent.lastSeen, now),
  lastPushed: dateOrEmpty(agent.lastReceived),
  createdAt: dateOrEmpty(agent.createdAt),
  updatedAt: dateOrEmpty(agent.updatedAt),
  createdBy: agent.createdBy?.name,
  local: isLocalAgent(agent.id),
  properties: agent.properties,
});

export interface InstallInstructions {
  readonly helm: string;
  readonly flux: string;
  readonly token: string;
  readonly warning: string;
}

/** The texts of both tabs, generated from the token and the address agents reach this server at. */
export const installInstructions = ({ generated, form }: CreatedAgent, serverUrl: string): InstallInstructions => ({
  helm: helmInstallText(generated, form, serverUrl),
  flux: fluxInstallText(generated, form, serverUrl),
  token: generated.accessToken,
  warning: TOKEN_SHOWN_ONCE,
});

/** Seed 000 §2.7: what each column of a row reads; dates stay ISO for the UI to format. */
export function agentCells(row: AgentRow): Record<(typeof AGENT_COLUMNS)[number], string> {
  return {
    Name: row.name,
    Configs: String(row.configs),
    Checks: String(row.checks),
    Scrapers: String(row.scrapers),
    'Playbook Runs': String(row.playbookRuns),
    Status: row.status,
    'Last Pushed': row.lastPushed ?? '',
    'Created At': row.createdAt ?? '',
    'Updated At': row.updatedAt ?? '',
    'Created By': row.createdBy ?? '',
  };
}

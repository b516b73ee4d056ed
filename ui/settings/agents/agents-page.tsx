import {
  ADD_AGENT, AGENTS_BREADCRUMB, AgentMachines, CREATE_AGENT_TITLE, EDIT_AGENT_TITLE, REFRESH_AGENTS, agentFormLayout, agentKey,
  installInstructions, type AgentFormMode,
} from '../../../core/agents';
import { CollectionPage } from '../../components/collection-page';
import type { FormField } from '../../components/form-dialog';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { AGENT_TABLE_COLUMNS } from './agent-columns';
import { agentFormControls } from './agent-form-controls';
import { InstallInstructionsDialog } from './install-instructions-dialog';

/** Create and edit are one dialog (seed 000 §2.7): its name, read-only for an existing agent, and its controls. */
const form = (mode: AgentFormMode) => {
  const layout = agentFormLayout(mode);
  const fields: readonly FormField[] = [{ name: 'name', label: 'Name', required: true, readOnly: layout.nameReadOnly, placeholder: 'edge-eu-west' }];
  return { title: mode === 'edit' ? EDIT_AGENT_TITLE : CREATE_AGENT_TITLE, submitLabel: layout.submitLabel, fields, controls: agentFormControls(mode === 'create') };
};

const CREATE = { ...form('create'), button: ADD_AGENT };
const EDIT = form('edit');

/** Settings → Agents (seed 000 §2.7): the agents that push to this instance; adding one ends with how to install it. */
export default function AgentsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(AGENTS_BREADCRUMB);
  const { screen } = useService(AgentMachines);
  return (
    <CollectionPage
      machine={screen}
      title={AGENTS_BREADCRUMB}
      description="Agents run in other clusters and push their checks, configs and runs to this instance."
      refreshLabel={REFRESH_AGENTS}
      columns={AGENT_TABLE_COLUMNS}
      rowKey={agentKey}
      create={CREATE}
      edit={EDIT}
      receipt={(created, close) => <InstallInstructionsDialog instructions={installInstructions(created, window.location.origin)} onClose={close} />}
      noun={['agent', 'agents']}
      emptyHint="Add an agent to watch another cluster."
      errorTitle="Could not load agents"
      virtualized={virtualized}
    />
  );
}

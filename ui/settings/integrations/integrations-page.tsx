import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  ADD_INTEGRATION, INTEGRATION_COLUMNS, INTEGRATIONS_DESCRIPTION, INTEGRATIONS_LOAD_ERROR, INTEGRATIONS_TITLE, IntegrationsMachines,
  integrationCells, integrationKey, type Integration, type IntegrationColumnKey,
} from '../../../core/settings/integrations';
import { jobStatusColour } from '../../../core/settings/job-history';
import { CollectionPage } from '../../components/collection-page';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { PlusIcon } from '../../components/icons';
import { StatusBadge } from '../../components/status-badge';
import { useService } from '../../hooks/container';
import { usePageTitle } from '../../hooks/page-title';
import { AddIntegrationDialog } from './add-integration-dialog';

function cell(key: IntegrationColumnKey, integration: Integration) {
  const cells = integrationCells(integration);
  switch (key) {
    case 'name':
    case 'source':
    case 'createdBy':
      return <Text truncate>{cells[key]}</Text>;
    case 'integrationType':
      return <Text truncate>{cells.type}</Text>;
    case 'jobStatus':
      return cells.jobStatus ? <StatusBadge colour={jobStatusColour(cells.jobStatus)}>{cells.jobStatus}</StatusBadge> : <Text color="fg.subtle">—</Text>;
    default:
      return <DateText value={integration[key]} />;
  }
}

const COLUMNS: readonly DataTableColumn<Integration>[] = INTEGRATION_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: column.key !== 'createdBy',
  render: (integration: Integration) => cell(column.key, integration),
}));

/** Settings → Integrations (seed 002 §2.2): the scrapers, topologies and log backends with their last job, and Add Integration. */
export default function IntegrationsPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(INTEGRATIONS_TITLE);
  const { screen } = useService(IntegrationsMachines);
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <CollectionPage
        machine={screen}
        title={INTEGRATIONS_TITLE}
        description={INTEGRATIONS_DESCRIPTION}
        refreshLabel="Refresh integrations"
        columns={COLUMNS}
        rowKey={integrationKey}
        // The list sits inside its area's nested route: the integration's path is absolute.
        onRowOpen={(integration) => navigate(`~${integrationCells(integration).href}`)}
        headerAction={(canCreate, ready) =>
          canCreate && (
            <Button colorPalette="blue" size="sm" onClick={() => setAdding(true)} disabled={!ready}>
              <PlusIcon /> {ADD_INTEGRATION}
            </Button>
          )
        }
        noun={['integration', 'integrations']}
        errorTitle={INTEGRATIONS_LOAD_ERROR}
        virtualized={virtualized}
      />
      {adding && <AddIntegrationDialog onClose={() => setAdding(false)} />}
    </>
  );
}

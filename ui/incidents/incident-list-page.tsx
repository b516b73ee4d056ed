import { Badge, Box, Button, CloseButton, HStack, Input, Spinner } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import {
  ALL, CREATE_INCIDENT_TITLE, INCIDENTS_TITLE, INCIDENT_LIST_DESCRIPTION, INCIDENT_STATUSES, INCIDENT_TYPES, INCIDENT_TYPE_LABELS, NO_INCIDENTS,
  SEARCH_INCIDENTS_PLACEHOLDER, SEVERITY_LABELS, SEVERITY_OPTIONS, incidentPath, type IncidentSummary,
} from '../../core/incidents';
import { DataTable } from '../components/data-table';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { ExportMenu } from '../components/export-menu';
import { PlusIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { TableSkeleton } from '../components/table-skeleton';
import { useIncidentList } from '../hooks/incident-screens';
import { usePageTitle } from '../hooks/page-title';
import { CreateIncidentDialog } from './create-incident-dialog';
import { INCIDENT_TABLE_COLUMNS } from './incident-columns';

const options = (values: readonly string[], label: (value: string) => string) => [
  { value: ALL, label: 'All' },
  ...values.map((value) => ({ value, label: label(value) })),
];
const SEVERITY_CHOICES = options(SEVERITY_OPTIONS, (v) => SEVERITY_LABELS[v as keyof typeof SEVERITY_LABELS]);
const STATUS_CHOICES = options(INCIDENT_STATUSES, (v) => v[0]!.toUpperCase() + v.slice(1));
const TYPE_CHOICES = options(INCIDENT_TYPES, (v) => INCIDENT_TYPE_LABELS[v as keyof typeof INCIDENT_TYPE_LABELS]);
const rowKey = (row: IncidentSummary) => row.id;

/** /incidents (seed 001 §2.1). */
export function IncidentListPage({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(INCIDENTS_TITLE);
  const list = useIncidentList();
  const [, navigate] = useLocation();
  const { filter } = list;

  return (
    <Box>
      <PageHeader
        title={INCIDENTS_TITLE}
        description={INCIDENT_LIST_DESCRIPTION}
        actions={
          <>
            {list.reloading && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
            {list.exported !== undefined && <ExportMenu table={list.exported} />}
            <Button colorPalette="blue" size="sm" onClick={list.openCreate} aria-label={CREATE_INCIDENT_TITLE}>
              <PlusIcon /> Incident
            </Button>
          </>
        }
      />
      <HStack gap="4" mb="4" wrap="wrap">
        <SelectField label="Severity" value={filter.severity ?? ALL} options={SEVERITY_CHOICES} onChange={(v) => list.setFilter('severity', v)} />
        <SelectField label="Status" value={filter.status ?? ALL} options={STATUS_CHOICES} onChange={(v) => list.setFilter('status', v)} />
        <SelectField label="Type" value={filter.type ?? ALL} options={TYPE_CHOICES} onChange={(v) => list.setFilter('type', v)} />
        {filter.component && (
          <Badge size="md" variant="surface" gap="1">
            Component {filter.component.slice(0, 8)}
            <CloseButton size="2xs" aria-label="Clear the component filter" onClick={() => list.setFilter('component', ALL)} />
          </Badge>
        )}
        <Input
          size="sm"
          maxW="xs"
          ms="auto"
          type="search"
          aria-label={SEARCH_INCIDENTS_PLACEHOLDER}
          placeholder={SEARCH_INCIDENTS_PLACEHOLDER}
          value={list.searchText}
          onChange={(event) => list.typeSearch(event.currentTarget.value)}
        />
      </HStack>
      <Panel>
        {list.status === 'loading' && <TableSkeleton columns={7} />}
        {list.status === 'failed' && <ErrorPanel title="Could not load incidents" error={list.error} onRetry={list.reload} />}
        {list.status === 'ready' && (
          <DataTable
            aria-label={INCIDENTS_TITLE}
            rows={list.rows}
            columns={INCIDENT_TABLE_COLUMNS}
            rowKey={rowKey}
            virtualized={virtualized}
            onRowActivate={(row) => navigate(`~${incidentPath(row.id)}`)}
            empty={<EmptyState title={NO_INCIDENTS} />}
          />
        )}
      </Panel>
      <CreateIncidentDialog
        open={list.creating}
        onClose={list.closeCreate}
        onCreated={(incident) => {
          list.closeCreate();
          navigate(`~${incidentPath(incident.id)}`);
        }}
      />
    </Box>
  );
}

import { Text } from '@chakra-ui/react';
import {
  INCIDENT_LIST_COLUMNS, INCIDENT_LIST_COLUMN_FIELDS, incidentTypeLabel, responderAvatars, type IncidentSummary,
} from '../../core/incidents';
import type { DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';
import { AvatarStack, IncidentStatusBadge, SeverityBadge } from './incident-badges';

type Cell = Omit<DataTableColumn<IncidentSummary>, 'name' | 'key'>;

/** How each field of the list shows; which field a column shows is the core's INCIDENT_LIST_COLUMN_FIELDS. */
const CELLS: Partial<Record<keyof IncidentSummary, Cell>> = {
  incidentId: { width: 100, render: (row) => <Text fontFamily="mono" fontSize="xs">{row.incidentId}</Text> },
  type: { width: 130, render: (row) => <Text truncate>{incidentTypeLabel(row.type)}</Text> },
  severity: { width: 120, render: (row) => <SeverityBadge severity={row.severity} /> },
  status: { width: 130, render: (row) => <IncidentStatusBadge status={row.status} /> },
  title: { width: 'minmax(240px, 2fr)', render: (row) => <Text fontWeight="medium" truncate title={row.title}>{row.title}</Text> },
  createdAt: { width: 130, render: (row) => <DateText value={row.createdAt} /> },
  responders: { width: 150, render: (row) => <AvatarStack people={responderAvatars(row)} label="Responders" /> },
};

/** Seed 001 §2.1: Id, Type, Severity, Status, Name, Age, Responders. */
export const INCIDENT_TABLE_COLUMNS: readonly DataTableColumn<IncidentSummary>[] = INCIDENT_LIST_COLUMNS.map((name) => {
  const key = INCIDENT_LIST_COLUMN_FIELDS[name];
  return { name, key, ...CELLS[key]! };
});

import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { stringify } from 'yaml';
import {
  RESOURCE_TEXTS, resourceColumns, sourceLabel, tagsSummary, type ResourceColumnKey, type ResourceKind, type SettingsResource,
} from '../../../core/settings';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { ModalDialog } from '../../components/modal-dialog';
import { Person } from '../../components/person';
import { YamlViewer } from '../../components/yaml-viewer';

type Cell = Omit<DataTableColumn<SettingsResource>, 'key' | 'name'>;

const muted = (text: string | undefined) => <Text color={text ? 'fg.muted' : 'fg.subtle'} truncate title={text}>{text ?? '—'}</Text>;

const JOB_COLOURS: Readonly<Record<string, string>> = { SUCCESS: 'green', FAILED: 'red', WARNING: 'orange', RUNNING: 'blue' };

/** R002-2-2-09: the last job's status, and its details in a dialog when it has any. */
function JobStatusCell({ resource }: { resource: SettingsResource }) {
  const [open, setOpen] = useState(false);
  if (!resource.jobStatus) return muted(undefined);
  return (
    <HStack gap="2">
      <Badge size="sm" variant="subtle" colorPalette={JOB_COLOURS[resource.jobStatus] ?? 'gray'}>
        {resource.jobStatus}
      </Badge>
      {resource.jobDetails && (
        <>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="0"
            onClick={(event) => {
              event.stopPropagation();
              setOpen(true);
            }}
          >
            {RESOURCE_TEXTS.viewDetails}
          </Button>
          <ModalDialog open={open} title={resource.name} onClose={() => setOpen(false)} footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
            <YamlViewer aria-label={`Job details of ${resource.name}`} value={stringify(resource.jobDetails)} height={240} />
          </ModalDialog>
        </>
      )}
    </HStack>
  );
}

const CELLS: Readonly<Record<ResourceColumnKey, Cell>> = {
  name: {
    width: 'minmax(160px, 1.4fr)',
    render: (resource) => (
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" truncate title={resource.name}>
          {resource.name}
        </Text>
        {resource.agent && (
          <Badge size="xs" variant="outline" colorPalette="purple" title={`Agent ${resource.agent.name}`}>
            {resource.agent.name}
          </Badge>
        )}
      </HStack>
    ),
  },
  source: { width: 120, render: (resource) => muted(sourceLabel(resource.source)) },
  schedule: { width: 100, render: (resource) => muted(resource.schedule) },
  namespace: { width: 100, render: (resource) => muted(resource.namespace) },
  jobStatus: { width: 140, render: (resource) => <JobStatusCell resource={resource} /> },
  lastRun: { width: 105, render: (resource) => <DateText value={resource.lastRun} /> },
  lastFailed: { width: 105, render: (resource) => <DateText value={resource.lastFailed} /> },
  tags: {
    width: 160,
    render: (resource) => {
      const { first, more } = tagsSummary(resource.labels);
      if (!first) return muted(undefined);
      return (
        <HStack gap="1" minW="0" title={Object.entries(resource.labels).map(([k, v]) => `${k}: ${v}`).join('\n')}>
          <Badge size="sm" variant="subtle" truncate>
            {first}
          </Badge>
          {more && <Text fontSize="xs" color="fg.muted" flexShrink={0}>{more}</Text>}
        </HStack>
      );
    },
  },
  created: { width: 105, render: (resource) => <DateText value={resource.createdAt} /> },
  updated: { width: 105, render: (resource) => <DateText value={resource.updatedAt} /> },
  createdBy: {
    width: 140,
    render: (resource) => (resource.createdBy ? <Person name={resource.createdBy.name} avatar={resource.createdBy.avatar} /> : muted(undefined)),
  },
};

/** A kind's columns (core's resourceColumns: R002-2-2-07, 11 to 14), each with how it shows a resource. */
export const resourceTableColumns = (kind: ResourceKind): readonly DataTableColumn<SettingsResource>[] =>
  resourceColumns(kind).map((column) => ({ key: column.key, name: column.label, ...CELLS[column.key] }));

import { Badge, Code, HStack, Text } from '@chakra-ui/react';
import type { FeatureFlag } from '../../core/settings';
import type { DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';
import { LockIcon } from '../components/icons';
import { Person } from '../components/person';

/** R002-2-2-57: Name, Description, Value, Source, Created By, Created At, Updated At. */
export const FEATURE_FLAG_COLUMNS: readonly DataTableColumn<FeatureFlag>[] = [
  {
    key: 'name',
    name: 'Name',
    minWidth: 200,
    render: (flag) => (
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" fontFamily="mono" fontSize="xs" truncate>
          {flag.name}
        </Text>
        {flag.source === 'local' && <LockIcon boxSize="3" color="fg.subtle" aria-label="Read-only" />}
      </HStack>
    ),
  },
  {
    key: 'description',
    name: 'Description',
    minWidth: 180,
    render: (flag) => (
      <Text color={flag.description ? 'fg.muted' : 'fg.subtle'} truncate title={flag.description}>
        {flag.description ?? '—'}
      </Text>
    ),
  },
  {
    key: 'value',
    name: 'Value',
    width: 120,
    render: (flag) => (
      <Code size="sm" variant="surface" maxW="full" truncate>
        {flag.value}
      </Code>
    ),
  },
  {
    key: 'source',
    name: 'Source',
    width: 100,
    render: (flag) => (
      <Badge size="sm" variant="subtle" colorPalette={flag.source === 'local' ? 'orange' : 'gray'}>
        {flag.source}
      </Badge>
    ),
  },
  {
    key: 'createdBy',
    name: 'Created By',
    width: 170,
    render: (flag) => (flag.createdBy ? <Person name={flag.createdBy.name} avatar={flag.createdBy.avatar} /> : <Text color="fg.subtle">—</Text>),
  },
  { key: 'createdAt', name: 'Created At', width: 140, render: (flag) => <DateText value={flag.createdAt} /> },
  { key: 'updatedAt', name: 'Updated At', width: 140, render: (flag) => <DateText value={flag.updatedAt} /> },
];

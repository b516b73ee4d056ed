import { Badge, Code, HStack, Text } from '@chakra-ui/react';
import { FEATURE_FLAG_COLUMNS, type FeatureFlag, type FeatureFlagColumnKey } from '../../../core/settings';
import type { DataTableColumn } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { LockIcon } from '../../components/icons';
import { Person } from '../../components/person';

type Cell = Omit<DataTableColumn<FeatureFlag>, 'key' | 'name'>;

const CELLS: Readonly<Record<FeatureFlagColumnKey, Cell>> = {
  name: {
    width: 'minmax(200px, 1fr)',
    render: (flag) => (
      <HStack gap="2" minW="0">
        <Text fontWeight="medium" fontFamily="mono" fontSize="xs" truncate title={flag.name}>
          {flag.name}
        </Text>
        {flag.source === 'local' && <LockIcon boxSize="3" color="fg.subtle" aria-label="Read-only" />}
      </HStack>
    ),
  },
  description: {
    width: 'minmax(180px, 1.4fr)',
    render: (flag) => (
      <Text color={flag.description ? 'fg.muted' : 'fg.subtle'} truncate title={flag.description}>
        {flag.description ?? '—'}
      </Text>
    ),
  },
  value: {
    width: 110,
    render: (flag) => (
      <Code size="sm" variant="surface" maxW="full" truncate>
        {flag.value}
      </Code>
    ),
  },
  source: {
    width: 100,
    render: (flag) => (
      <Badge size="sm" variant="subtle" colorPalette={flag.source === 'local' ? 'orange' : 'gray'}>
        {flag.source}
      </Badge>
    ),
  },
  createdBy: {
    width: 160,
    render: (flag) => (flag.createdBy ? <Person name={flag.createdBy.name} avatar={flag.createdBy.avatar} /> : <Text color="fg.subtle">—</Text>),
  },
  createdAt: { width: 130, render: (flag) => <DateText value={flag.createdAt} /> },
  updatedAt: { width: 130, render: (flag) => <DateText value={flag.updatedAt} /> },
};

/** The columns of core's FEATURE_FLAG_COLUMNS (R002-2-2-57), each with how it shows a flag. */
export const FEATURE_FLAG_TABLE_COLUMNS: readonly DataTableColumn<FeatureFlag>[] = FEATURE_FLAG_COLUMNS.map((column) => ({
  key: column.key,
  name: column.label,
  ...CELLS[column.key],
}));

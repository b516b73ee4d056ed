import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CHANGE_COLUMNS, repeatText, tagTexts, type ConfigChange } from '../../core/catalog';
import type { DataTableColumn } from '../components/data-table';
import { DateText } from '../components/date-text';

/** What a cell's include and exclude buttons do: add the value to a filter, or its negation. */
export interface CellFilters {
  configType(type: string, exclude: boolean): void;
  changeType(type: string, exclude: boolean): void;
  tag(key: string, value: string, exclude: boolean): void;
}

/** Seed 002 §2.1: include and exclude buttons that show when the row is hovered or a button has the focus. */
function Filterable({ label, children, onFilter }: { label: string; children: ReactNode; onFilter: (exclude: boolean) => void }) {
  return (
    <HStack gap="1" minW="0">
      <Box minW="0" flex="1">
        {children}
      </Box>
      <HStack gap="0" opacity={0} _focusWithin={{ opacity: 1 }} css={{ '[role=row]:hover &': { opacity: 1 } }}>
        {([false, true] as const).map((exclude) => (
          <IconButton
            key={String(exclude)}
            size="2xs"
            variant="ghost"
            aria-label={`${exclude ? 'Exclude' : 'Include'} ${label}`}
            onClick={(event) => {
              event.stopPropagation();
              onFilter(exclude);
            }}
          >
            {exclude ? '−' : '+'}
          </IconButton>
        ))}
      </HStack>
    </HStack>
  );
}

const [LAST_SEEN, CATALOG, TYPE, SUMMARY, TAGS, CREATED_BY] = CHANGE_COLUMNS;

/** Seed 002 §2.1: the change history's columns; the created_at column sorts on the server. */
export function changeColumns(filters: CellFilters): DataTableColumn<ConfigChange>[] {
  return [
    {
      key: 'created_at',
      name: LAST_SEEN,
      width: 150,
      sortable: true,
      render: (change) => (
        <Stack gap="0" lineHeight="1.2">
          <DateText value={change.createdAt} />
          {repeatText(change) && (
            <Text fontSize="xs" color="fg.muted">
              {repeatText(change)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'name',
      name: CATALOG,
      width: 260,
      sortable: true,
      render: (change) => (
        <Filterable label={change.configType} onFilter={(exclude) => filters.configType(change.configType, exclude)}>
          <Text truncate title={change.configType} color={change.deletedAt ? 'fg.subtle' : undefined}>
            {change.configName || change.configId}
          </Text>
        </Filterable>
      ),
    },
    {
      key: 'change_type',
      name: TYPE,
      width: 170,
      sortable: true,
      render: (change) => (
        <Filterable label={change.changeType} onFilter={(exclude) => filters.changeType(change.changeType, exclude)}>
          <Text truncate>{change.changeType}</Text>
        </Filterable>
      ),
    },
    { key: 'summary', name: SUMMARY, width: 320, sortable: true, render: (change) => <Text truncate title={change.summary}>{change.summary ?? ''}</Text> },
    {
      key: 'tags',
      name: TAGS,
      width: 220,
      render: (change) => {
        const [first] = Object.entries(change.tags).sort(([a], [b]) => a.localeCompare(b));
        if (!first) return null;
        return (
          <Filterable label={`${first[0]}=${first[1]}`} onFilter={(exclude) => filters.tag(first[0], first[1], exclude)}>
            <HStack gap="1" overflow="hidden" title={tagTexts(change.tags).join('\n')}>
              {tagTexts(change.tags).map((text) => (
                <Badge key={text} size="sm" variant="outline">
                  {text}
                </Badge>
              ))}
            </HStack>
          </Filterable>
        );
      },
    },
    { key: 'created_by', name: CREATED_BY, width: 160, render: (change) => <Text truncate>{change.externalCreatedBy ?? change.createdBy ?? ''}</Text> },
  ];
}

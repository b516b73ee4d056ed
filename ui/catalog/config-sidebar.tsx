import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LAST_SCRAPED, healthColour, type ConfigSidebarView } from '../../core/catalog';
import { DateText } from '../components/date-text';
import { AlertIcon } from '../components/icons';
import { StatusBadge } from '../components/status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="0.5">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** Seed 002 §2.1: the config page's right sidebar. */
export function ConfigSidebar({ sidebar, linksScraper }: { sidebar: ConfigSidebarView; linksScraper: boolean }) {
  return (
    <Stack gap="4" aria-label="Config details">
      <Box>
        <Heading as="h2" size="sm" wordBreak="break-all">
          {sidebar.name}
        </Heading>
        {sidebar.tags.length > 0 && (
          <HStack gap="1" wrap="wrap" mt="2">
            {sidebar.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        )}
      </Box>
      <Item label="Status">
        <HStack gap="2" wrap="wrap">
          <StatusBadge colour={healthColour(sidebar.health)}>{sidebar.health ?? 'unknown'}</StatusBadge>
          {sidebar.status && <Text>{sidebar.status}</Text>}
        </HStack>
        {sidebar.description && (
          <Text color="fg.muted" mt="1">
            {sidebar.description}
          </Text>
        )}
      </Item>
      <Item label="Created">
        <DateText value={sidebar.createdAt} />
        {sidebar.scraper && (
          <Text fontSize="xs" color="fg.muted">
            by{' '}
            {linksScraper ? (
              <ChakraLink asChild colorPalette="blue">
                <Link href={`~${sidebar.scraper.path}`}>{sidebar.scraper.name}</Link>
              </ChakraLink>
            ) : (
              sidebar.scraper.name
            )}
          </Text>
        )}
      </Item>
      <Item label="Updated">
        <DateText value={sidebar.updatedAt} />
        {sidebar.staleSince && (
          <HStack gap="1" color="orange.fg" fontSize="xs" mt="0.5" role="status">
            <AlertIcon boxSize="3.5" />
            <Text>{LAST_SCRAPED}</Text>
            <DateText value={sidebar.staleSince} />
          </HStack>
        )}
      </Item>
      {sidebar.deletedAt && (
        <Item label="Deleted">
          <Box color="red.fg">
            <DateText value={sidebar.deletedAt} />
          </Box>
        </Item>
      )}
      <Item label="Type">
        <ChakraLink asChild colorPalette="blue">
          <Link href={`~${sidebar.typePath}`}>{sidebar.type}</Link>
        </ChakraLink>
      </Item>
      {sidebar.configClass && <Item label="Class">{sidebar.configClass}</Item>}
      {sidebar.properties.map((group) => (
        <Item key={group.name || 'properties'} label={group.name || 'Properties'}>
          <Stack gap="0.5">
            {group.rows.map((row) => (
              <HStack key={row.label} justify="space-between" gap="3">
                <Text color="fg.muted">{row.label}</Text>
                <Text textAlign="end" wordBreak="break-all">
                  {row.value}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Item>
      ))}
      {sidebar.cost && (
        <Item label="Cost">
          <HStack gap="3">
            <Text>
              1d {sidebar.cost.day || '—'}
              {sidebar.cost.trend && (
                <Text as="span" ms="1" color={sidebar.cost.trend === 'up' ? 'red.fg' : 'green.fg'} aria-label={sidebar.cost.trend === 'up' ? 'higher than usual' : 'lower than usual'}>
                  {sidebar.cost.trend === 'up' ? '▲' : '▼'}
                </Text>
              )}
            </Text>
            <Text>7d {sidebar.cost.week || '—'}</Text>
            <Text>30d {sidebar.cost.month || '—'}</Text>
          </HStack>
        </Item>
      )}
      {sidebar.labels.length > 0 && (
        <Item label="Labels">
          <Stack gap="0.5">
            {sidebar.labels.map(([key, value]) => (
              <HStack key={key} justify="space-between" gap="3">
                <Text color="fg.muted" wordBreak="break-all">
                  {key}
                </Text>
                <Text textAlign="end" wordBreak="break-all">
                  {value}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Item>
      )}
    </Stack>
  );
}

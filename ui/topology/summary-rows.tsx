import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatCount, isHighCount } from '../../core/shared';
import { collapse, type SummaryChip, type SummaryRow } from '../../core/topology';
import { useHasPage } from '../hooks/area-links';

/** Goes to `href` when the console has a page there (DECISIONS §10a); plain otherwise. */
export function MaybeLink({ href, children, label }: { href: string; children: React.ReactNode; label?: string }) {
  const linkable = useHasPage(href);
  if (!linkable) return <>{children}</>;
  return (
    <Link href={href} aria-label={label} style={{ display: 'inline-flex', minWidth: 0 }}>
      {children}
    </Link>
  );
}

function Chip({ chip }: { chip: SummaryChip }) {
  const high = isHighCount(chip.count);
  return (
    <MaybeLink href={chip.link} label={`${chip.count} ${chip.key}`}>
      <Badge size="sm" variant={high ? 'solid' : 'subtle'} colorPalette={high ? 'red' : chip.colour} title={`${chip.key}: ${chip.count}`}>
        {formatCount(chip.count)}
      </Badge>
    </MaybeLink>
  );
}

function Row({ row }: { row: SummaryRow }) {
  const label = (
    <Text fontSize="xs" color="fg.muted" truncate title={row.label}>
      {row.label}
    </Text>
  );
  return (
    <HStack justify="space-between" gap="2" minW="0" data-kind={row.kind}>
      <Box minW="0" flex="1">
        {row.link ? <MaybeLink href={row.link}>{label}</MaybeLink> : label}
      </Box>
      <HStack gap="1" flexShrink={0}>
        {row.chips.length === 0 ? (
          <Text fontSize="xs" color="fg.subtle">
            —
          </Text>
        ) : (
          row.chips.map((chip) => <Chip key={chip.key} chip={chip} />)
        )}
      </HStack>
    </HStack>
  );
}

/** A card's summary column: rows of counts, 'Show more' after the core's threshold (seed 001 §2.11). */
export function SummaryRows({ rows, showMoreAfter, maxHeight }: { rows: readonly SummaryRow[]; showMoreAfter: number; maxHeight: number }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, more } = collapse(rows, showMoreAfter, expanded);
  if (rows.length === 0) return null;
  return (
    <Stack gap="1" maxH={expanded ? `${maxHeight}px` : undefined} overflowY={expanded ? 'auto' : undefined} aria-label="Summary">
      {shown.map((row, index) => (
        <Row key={`${row.kind}:${row.label}:${index}`} row={row} />
      ))}
      {more > 0 && (
        <Button variant="plain" size="2xs" alignSelf="start" px="0" color="fg.muted" onClick={() => setExpanded(true)}>
          Show more ({more})
        </Button>
      )}
    </Stack>
  );
}

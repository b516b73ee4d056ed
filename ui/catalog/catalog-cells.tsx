import { Badge, Box, Flex, HStack, Text } from '@chakra-ui/react';
import { analysisCounts, healthBar, tagTexts, type HealthSegment } from '../../core/catalog';
import type { Health } from '../../core/shared';

/** R002-4-02: one segment per health, as wide as its share of the group. */
export function HealthBar({ health }: { health: Readonly<Partial<Record<Health, number>>> }) {
  const segments: HealthSegment[] = healthBar(health);
  const total = segments.reduce((sum, segment) => sum + segment.count, 0);
  if (total === 0) return <Text color="fg.subtle">—</Text>;
  const described = segments.map((segment) => `${segment.count} ${segment.health}`).join(', ');
  return (
    <Flex h="2" w="full" minW="16" borderRadius="full" overflow="hidden" role="img" aria-label={described} title={described}>
      {segments.map((segment) => (
        <Box key={segment.health} bg={`${segment.colour}.500`} flexGrow={segment.count} />
      ))}
    </Flex>
  );
}

/** Open insights by type, as small counted badges. */
export function AnalysisBadges({ analysis }: { analysis: Readonly<Record<string, number>> }) {
  const counts = analysisCounts(analysis);
  if (counts.length === 0) return null;
  return (
    <HStack gap="1" overflow="hidden">
      {counts.map(([type, count]) => (
        <Badge key={type} size="sm" variant="subtle" colorPalette={type === 'security' ? 'red' : type === 'cost' ? 'green' : 'orange'} title={`${count} ${type}`}>
          {type} {count}
        </Badge>
      ))}
    </HStack>
  );
}

export function TagBadges({ tags }: { tags: Readonly<Record<string, string>> }) {
  const texts = tagTexts(tags);
  return (
    <HStack gap="1" overflow="hidden" title={texts.join('\n')}>
      {texts.map((text) => (
        <Badge key={text} size="sm" variant="outline">
          {text}
        </Badge>
      ))}
    </HStack>
  );
}

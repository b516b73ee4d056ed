import { Badge, HStack, Text } from '@chakra-ui/react';
import type { ConfigScraper, ScraperCells } from '../../../core/settings/config-scraper';
import { jobStatusColour } from '../../../core/settings/job-history';
import { StatusBadge } from '../../components/status-badge';

/** A scraper's types as small badges (the list's type column and the page's header). */
export function ScraperTypes({ cells }: { cells: ScraperCells }) {
  return (
    <HStack gap="1" wrap="wrap">
      {cells.types.split(', ').filter(Boolean).map((label) => (
        <Badge key={label} size="sm" variant="outline">
          {label}
        </Badge>
      ))}
    </HStack>
  );
}

/** The last run's status, empty when the scraper never ran. */
export function ScraperJobStatus({ scraper }: { scraper: ConfigScraper }) {
  if (!scraper.jobStatus) return <Text color="fg.subtle">—</Text>;
  return <StatusBadge colour={jobStatusColour(scraper.jobStatus)}>{scraper.jobStatus}</StatusBadge>;
}

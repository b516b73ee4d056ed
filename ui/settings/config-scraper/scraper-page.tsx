import { Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { RUN_NOW, SCRAPERS_TITLE } from '../../../core/settings/config-scraper';
import { DateText } from '../../components/date-text';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { PageTabs } from '../../components/page-tabs';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { YamlViewer } from '../../components/yaml-viewer';
import { useScraperPage } from '../../hooks/config-scraper';
import { usePageTitle } from '../../hooks/page-title';
import { JobHistoryTab } from '../job-history/job-history-tab';
import { ScraperJobStatus, ScraperTypes } from './scraper-cells';

/** /catalog/scrapers/{id} (seed 002 §2.1): the scraper's Spec and Job History tabs, and Run Now for who may write scrapers. */
export function ScraperPage({ id }: { id: string }) {
  const { view, send } = useScraperPage(id);
  usePageTitle(view.cells?.name ?? SCRAPERS_TITLE);
  if (view.loading) return <TableSkeleton />;
  if (view.error !== undefined || !view.scraper || !view.cells) {
    return <ErrorPanel title={SCRAPERS_TITLE} error={view.error ?? ''} onRetry={() => send({ type: 'scraper.reload' })} />;
  }
  const { scraper, cells } = view;
  return (
    <Box>
      <PageHeader
        title={cells.name}
        description={scraper.description ?? ''}
        actions={
          view.canRun && (
            <Button size="sm" colorPalette="blue" loading={view.running} onClick={() => send({ type: 'scraper.run' })}>
              {RUN_NOW}
            </Button>
          )
        }
      />
      <HStack gap="6" mb="3" wrap="wrap" fontSize="sm">
        <Text color="fg.muted">
          <Link href="~/catalog/scrapers">{SCRAPERS_TITLE}</Link>
        </Text>
        <ScraperTypes cells={cells} />
        <Text>{cells.source}</Text>
        {cells.schedule && <Text fontFamily="mono">{cells.schedule}</Text>}
        <ScraperJobStatus scraper={scraper} />
        <DateText value={scraper.lastRun} />
      </HStack>
      <PageTabs tabs={view.tabs} value={view.tab} onSelect={(tab) => send({ type: 'tab.select', tab })}>
        <Tabs.Content value="spec">
          <Panel>
            <Stack p="2">
              <YamlViewer value={view.specYaml} aria-label={`${cells.name} spec`} height={420} />
            </Stack>
          </Panel>
        </Tabs.Content>
        <Tabs.Content value="jobs">
          <JobHistoryTab key={view.runs} resourceId={scraper.id} label={`${cells.name} job history`} />
        </Tabs.Content>
      </PageTabs>
    </Box>
  );
}

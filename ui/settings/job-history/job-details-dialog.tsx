import { Box, Button, Code, Stack, Tabs, Text } from '@chakra-ui/react';
import { JOB_DETAIL_TABS, jobDetailsTitle, type JobDetailTab, type JobRow } from '../../../core/settings/job-history';
import { ModalDialog } from '../../components/modal-dialog';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

function TabBody({ tab, row }: { tab: JobDetailTab; row: JobRow }) {
  const { details } = row.run;
  if (tab === 'errors') {
    return (
      <Stack as="ul" gap="1" listStyleType="none">
        {details.errors.map((error, index) => (
          <Text as="li" key={index} fontFamily="mono" fontSize="xs" color="fg.error" whiteSpace="pre-wrap">
            {error}
          </Text>
        ))}
      </Stack>
    );
  }
  const value = tab === 'scrapeSummary' ? details.scrapeSummary : details.reconcileSummary;
  return (
    <Code as="pre" display="block" p="3" fontSize="xs" whiteSpace="pre-wrap" maxH="60vh" overflow="auto">
      {pretty(value)}
    </Code>
  );
}

/** Seed 002 §2.2: a run's details, on the first of Errors, Scrape Summary and Reconcile Summary that has something. */
export function JobDetailsDialog({ row, onClose }: { row?: JobRow; onClose: () => void }) {
  return (
    <ModalDialog
      open={row !== undefined}
      title={row ? jobDetailsTitle(row.run.name) : ''}
      onClose={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      size="xl"
    >
      {row && (
        <Tabs.Root key={row.run.id} defaultValue={row.firstTab} size="sm" variant="line">
          <Tabs.List>
            {row.detailTabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {JOB_DETAIL_TABS[tab]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {row.detailTabs.map((tab) => (
            <Tabs.Content key={tab} value={tab}>
              <Box pt="2">
                <TabBody tab={tab} row={row} />
              </Box>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </ModalDialog>
  );
}

import { Box, Button, Code, Grid, Heading, HStack, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RUNS_TEXTS, type RunStepView } from '../../core/playbooks';
import { DateText } from '../components/date-text';
import { DownloadIcon, RefreshIcon } from '../components/icons';
import { EmptyState } from '../components/empty-state';
import { ErrorPanel } from '../components/error-panel';
import { CopyIdButton } from '../components/copy-id-button';
import { PageHeader } from '../components/page-header';
import { Panel } from '../components/panel';
import { notify } from '../components/toaster';
import { usePageTitle } from '../hooks/page-title';
import { usePlaybookRun } from '../hooks/playbooks';
import { RunStatusBadge } from './run-status';

function Output({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" p="2" fontSize="xs" maxHeight="60" overflowY="auto" width="full">
        {text}
      </Code>
    </Box>
  );
}

function Step({ step, onDownload }: { step: RunStepView; onDownload: () => void }) {
  return (
    <Panel as="li" p="4" listStyleType="none">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap">
          <HStack>
            <Heading as="h3" size="sm">
              {step.name}
            </Heading>
            <RunStatusBadge status={step.status} />
          </HStack>
          <HStack color="fg.muted" fontSize="xs" gap="3">
            <DateText value={step.startTime} />
            {step.downloadable && (
              <Button size="xs" variant="outline" onClick={onDownload} aria-label={`Download the output of ${step.name}`}>
                <DownloadIcon /> Download
              </Button>
            )}
          </HStack>
        </HStack>
        {step.error && (
          <Text color="fg.error" fontSize="sm">
            {step.error}
          </Text>
        )}
        {step.stdout !== undefined && <Output label="stdout" text={step.stdout} />}
        {step.stderr !== undefined && <Output label="stderr" text={step.stderr} />}
        {step.logs !== undefined && <Output label="logs" text={step.logs} />}
        {step.logsLink && (
          <Link href={step.logsLink} target="_blank" rel="noreferrer" colorPalette="blue" fontSize="sm">
            logs
          </Link>
        )}
        {step.structured && <Output label="result" text={step.structured} />}
        {step.noResult && (
          <Text color="fg.muted" fontSize="sm">
            {step.noResult}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** /playbooks/runs/{id} (seed 002 §2.3): the run, its steps with their output, Approve, Cancel and Re-run where allowed. */
export function RunPage({ runId }: { runId: string }) {
  const { view, send } = usePlaybookRun(runId, notify);
  usePageTitle(view.run?.title ?? RUNS_TEXTS.title);
  if (view.loading) return <Skeleton height="48" borderRadius="lg" />;
  if (view.error !== undefined || !view.run) {
    return <ErrorPanel title="Could not load the playbook run" error={view.error ?? ''} onRetry={() => send({ type: 'run.reload' })} />;
  }
  const { run } = view;
  return (
    <Box>
      <PageHeader
        title={run.title}
        description={run.resource}
        actions={
          <>
            <CopyIdButton id={run.id} />
            <IconButton size="sm" variant="outline" aria-label="Refresh the run" onClick={() => send({ type: 'run.reload' })}>
              <RefreshIcon />
            </IconButton>
            {view.canApprove && (
              <Button size="sm" colorPalette="green" onClick={() => send({ type: 'run.approve' })} disabled={view.busy}>
                {RUNS_TEXTS.approve}
              </Button>
            )}
            {view.canCancel && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => send({ type: 'run.cancel' })} disabled={view.busy}>
                {RUNS_TEXTS.cancel}
              </Button>
            )}
            {view.canRerun && (
              <Button size="sm" colorPalette="blue" onClick={() => send({ type: 'run.rerun' })} disabled={view.busy}>
                {RUNS_TEXTS.rerun}
              </Button>
            )}
          </>
        }
      />
      <Panel p="4" mb="4">
        <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="4">
          <Fact label="Status">
            <RunStatusBadge status={run.status} />
          </Fact>
          <Fact label="Requested By">{run.requestedBy ?? '—'}</Fact>
          <Fact label="Created">
            <DateText value={run.createdAt} />
          </Fact>
          <Fact label="Started">
            <DateText value={run.startTime} />
          </Fact>
          {run.scheduledTime ? (
            <Fact label="Scheduled">
              <DateText value={run.scheduledTime} />
            </Fact>
          ) : (
            <Fact label="Ended">
              <DateText value={run.endTime} />
            </Fact>
          )}
        </Grid>
        {run.parameters.length > 0 && (
          <Stack mt="4" gap="1">
            <Text fontSize="xs" color="fg.muted">
              Parameters
            </Text>
            {run.parameters.map((p) => (
              <Text key={p.name} fontSize="sm">
                <strong>{p.name}</strong>: {p.value}
              </Text>
            ))}
          </Stack>
        )}
      </Panel>
      {view.steps.length === 0 ? (
        <EmptyState title="No actions have run yet" />
      ) : (
        <Stack as="ol" gap="3" aria-label="Actions">
          {view.steps.map((step) => (
            <Step key={step.id} step={step} onDownload={() => send({ type: 'logs.download', actionId: step.id })} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

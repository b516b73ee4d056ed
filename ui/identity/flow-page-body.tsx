import { Center, Spinner } from '@chakra-ui/react';
import { ErrorPanel } from '../components/error-panel';
import { FlowForm } from './flow-form';
import type { FlowPage } from './use-flow-page';

/** What a flow page shows in its card: the flow's form, a spinner until it is there, or the error with a retry. */
export function FlowPageBody({ page }: { page: FlowPage }) {
  if (page.failure) return <ErrorPanel error={page.failure.message} onRetry={page.retry} />;
  if (!page.flow) {
    return (
      <Center py="8">
        <Spinner size="lg" color="blue.500" aria-label="Loading" />
      </Center>
    );
  }
  return <FlowForm flow={page.flow} values={page.values} busy={page.busy} spinning={page.spinning} {...page.formProps} />;
}

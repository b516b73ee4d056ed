import { HStack, Stack, chakra } from '@chakra-ui/react';
import { SNAPSHOT_TIME_RANGES, TOPOLOGY_TEXTS, snapshotTitle, type Component } from '../../core/topology';
import { FormDialog } from '../components/form-dialog';
import { TimeRangeSelect } from '../components/time-range-select';
import { notify } from '../components/toaster';
import { useSnapshot } from '../hooks/topology';

const NO_VALUES = {};

/** Seed 001 §2.12: a time range and 'Include related components', then a real zip download. */
export function SnapshotDialog({ component, onClose }: { component: Component; onClose: () => void }) {
  const name = component.text || component.name;
  const snapshot = useSnapshot({ id: component.id, name }, notify, onClose);
  return (
    <FormDialog
      open
      title={snapshotTitle(name)}
      fields={[]}
      closeOnInteractOutside={false}
      initialValues={NO_VALUES}
      busy={snapshot.downloading}
      submitLabel="Download"
      onSubmit={() => snapshot.send({ type: 'snapshot.download' })}
      onClose={onClose}
    >
      <Stack gap="4">
        <TimeRangeSelect
          label={TOPOLOGY_TEXTS.snapshotTimeRange}
          value={snapshot.options.start}
          ranges={SNAPSHOT_TIME_RANGES}
          onChange={(start) => snapshot.send({ type: 'snapshot.range', start })}
        />
        <HStack as="label" gap="2" cursor="pointer" fontSize="sm">
          <chakra.input
            type="checkbox"
            checked={snapshot.options.related}
            disabled={snapshot.downloading}
            onChange={(event) => snapshot.send({ type: 'snapshot.related', related: event.currentTarget.checked })}
            accentColor="blue.500"
            boxSize="4"
          />
          {TOPOLOGY_TEXTS.snapshotIncludeRelated}
        </HStack>
      </Stack>
    </FormDialog>
  );
}

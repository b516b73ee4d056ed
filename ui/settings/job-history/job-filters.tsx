import { Flex, Text } from '@chakra-ui/react';
import { DEFAULT_JOB_TIME_RANGE, jobFilterBar, type JobsMachines } from '../../../core/settings/job-history';
import type { CollectionFilter } from '../../../core/shared';
import { SelectField } from '../../components/select-field';
import { TimeRangePicker } from '../../components/time-range-picker';
import { useJobNames } from '../../hooks/job-history';

export interface JobFiltersProps {
  readonly names: JobsMachines['names'];
  readonly filter: CollectionFilter;
  readonly set: (filter: CollectionFilter) => void;
}

/** Seed 002 §2.2's filter bar: name, resource type, status, run duration and the time range, all in the URL. */
export function JobFilters({ names, filter, set }: JobFiltersProps) {
  const known = useJobNames(names);
  const bar = jobFilterBar(filter, known.names, known.error);
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Filters">
      {bar.filters.map((f) => (
        <SelectField key={f.param} label={f.label} value={f.value} options={f.options} onChange={(value) => set({ [f.param]: value })} />
      ))}
      <TimeRangePicker filter={filter} fallback={DEFAULT_JOB_TIME_RANGE} onChange={set} />
      {bar.namesError && (
        <Text fontSize="xs" color="fg.error">
          {bar.namesError}
        </Text>
      )}
    </Flex>
  );
}

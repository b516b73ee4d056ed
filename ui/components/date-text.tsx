import { Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';

dayjs.extend(relativeTime);

/** A timestamp as "3 days ago", with the exact time on hover; nothing for a zero or missing date. */
export function DateText({ value }: { value?: string }) {
  const date = value ? dayjs(value) : undefined;
  if (!date || !date.isValid() || date.year() <= 1) return <Text color="fg.subtle">—</Text>;
  return (
    <Text title={date.format('YYYY-MM-DD HH:mm:ss')} truncate>
      <time dateTime={date.toISOString()}>{date.fromNow()}</time>
    </Text>
  );
}

import { Badge, createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { RUN_STATUS_ICONS, runStatusColour, type ActionStatus, type RunStatusIcon } from '../../core/playbooks';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const icon = (displayName: string, path: ReactElement) => createIcon({ displayName, path, defaultProps: stroke });

/** The line icons of the statuses (24 × 24, stroke), by the names core gives them. */
const ICONS: Record<RunStatusIcon, ReturnType<typeof icon>> = {
  check: icon('CheckIcon', <path d="M20 6 9 17l-5-5" />),
  ban: icon('BanIcon', <><circle cx="12" cy="12" r="10" /><path d="m4.9 4.9 14.2 14.2" /></>),
  cross: icon('CrossIcon', <path d="M18 6 6 18M6 6l12 12" />),
  clock: icon('ClockIcon', <><circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" /></>),
  hourglass: icon('HourglassIcon', <path d="M5 22h14M5 2h14M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2" />),
  play: icon('PlayIcon', <path d="m6 3 14 9-14 9z" />),
  calendar: icon('CalendarIcon', <><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18" /></>),
  moon: icon('MoonIcon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />),
  skip: icon('SkipIcon', <path d="m5 4 10 8-10 8zM19 5v14" />),
};

/** A run's or action's status as seed 002 §4 names it, with its icon, in its colour. */
export function RunStatusBadge({ status }: { status: ActionStatus }) {
  const Icon = ICONS[RUN_STATUS_ICONS[status]];
  return (
    <Badge size="sm" variant="subtle" colorPalette={runStatusColour(status)} gap="1">
      <Icon boxSize="3" aria-hidden="true" />
      {status}
    </Badge>
  );
}

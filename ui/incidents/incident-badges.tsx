import { Avatar, Badge, Box, HStack } from '@chakra-ui/react';
import { firstAvatars, severityColour, severityLabel, type IncidentStatus, type Person } from '../../core/incidents';

export function SeverityBadge({ severity }: { severity?: string }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette={severityColour(severity)} gap="1.5">
      <Box as="span" boxSize="1.5" borderRadius="full" bg="colorPalette.solid" aria-hidden="true" />
      {severityLabel(severity, '—')}
    </Badge>
  );
}

const STATUS_COLOURS: Readonly<Record<IncidentStatus, string>> = {
  new: 'purple', open: 'red', investigating: 'orange', mitigated: 'yellow', resolved: 'green', closed: 'gray',
};

export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  return (
    <Badge size="sm" variant="outline" colorPalette={STATUS_COLOURS[status]} textTransform="capitalize">
      {status}
    </Badge>
  );
}

/** Teams come with an icon name where people have a picture: only an address is drawn as an image. */
const isImage = (avatar?: string) => avatar !== undefined && /^(https?:|data:|\/)/.test(avatar);

/** Up to 5 faces (seed 001 §9), overlapping; the names are in their titles. */
export function AvatarStack({ people, label }: { people: readonly Person[]; label: string }) {
  const shown = firstAvatars(people);
  if (shown.length === 0) return null;
  return (
    <HStack gap="0" aria-label={`${label}: ${shown.map((p) => p.name).join(', ')}`} role="group">
      {shown.map((person, index) => (
        <Avatar.Root key={person.id} size="2xs" colorPalette="blue" variant="subtle" ms={index === 0 ? 0 : '-1.5'} borderWidth="2px" borderColor="bg.panel" title={person.name}>
          <Avatar.Fallback name={person.name} />
          {isImage(person.avatar) && <Avatar.Image src={person.avatar} alt="" />}
        </Avatar.Root>
      ))}
    </HStack>
  );
}

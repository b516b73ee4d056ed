import { Badge, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { EDIT_PLAYBOOK, type Playbook } from '../../core/playbooks';

/** Seed 000 §2.6's names of what a playbook runs on. */
const TARGET_NAMES = { config: 'Catalog Item', component: 'Component', check: 'Check' } as const;

export interface PlaybookCardProps {
  readonly playbook: Playbook;
  readonly onEdit?: () => void;
}

/** One playbook: its title, what it says it does and what it runs on; Edit for who may write playbooks. */
export function PlaybookCard({ playbook, onEdit }: PlaybookCardProps) {
  return (
    <Card.Root size="sm" variant="outline" height="full">
      <Card.Body gap="2">
        <Card.Title fontSize="md">{playbook.title}</Card.Title>
        {playbook.description && (
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {playbook.description}
          </Text>
        )}
        {playbook.targets.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {playbook.targets.map((target) => (
              <Badge key={target} variant="subtle" size="sm">
                {TARGET_NAMES[target]}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Body>
      {onEdit && (
        <Card.Footer justifyContent="flex-end">
          <Box>
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`${EDIT_PLAYBOOK} ${playbook.title}`}>
              {EDIT_PLAYBOOK}
            </Button>
          </Box>
        </Card.Footer>
      )}
    </Card.Root>
  );
}

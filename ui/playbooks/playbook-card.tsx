import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { EDIT_PLAYBOOK, RUN_TEXTS, TARGET_LABELS, type Playbook } from '../../core/playbooks';

export interface PlaybookCardProps {
  readonly playbook: Playbook;
  readonly onEdit?: () => void;
  readonly onRun?: () => void;
}

/** One playbook: its title, what it says it does and what it runs on; Edit and Run for who may write playbooks. */
export function PlaybookCard({ playbook, onEdit, onRun }: PlaybookCardProps) {
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
                {TARGET_LABELS[target]}
              </Badge>
            ))}
          </HStack>
        )}
      </Card.Body>
      {(onEdit || onRun) && (
        <Card.Footer justifyContent="flex-end" gap="2">
          {onEdit && (
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`${EDIT_PLAYBOOK} ${playbook.title}`}>
              {EDIT_PLAYBOOK}
            </Button>
          )}
          {onRun && (
            <Button size="xs" colorPalette="blue" onClick={onRun} aria-label={`${RUN_TEXTS.run} ${playbook.title}`}>
              {RUN_TEXTS.run}
            </Button>
          )}
        </Card.Footer>
      )}
    </Card.Root>
  );
}

import { Badge, Box, Button, Dialog, HStack, IconButton, Input, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  CREATE_BUTTON, DELETE_HYPOTHESIS, DELETE_HYPOTHESIS_DIALOG, DISPROVE_HYPOTHESIS, EVIDENCE_TYPE_LABELS, HYPOTHESIS_MENU,
  HYPOTHESIS_STATUS_LABELS, HYPOTHESIS_TITLE_PLACEHOLDER, addChildLabel, childTypeOf, createChildTitle, evidenceCounts,
  hasExpandToggle, isHighlighted, participantAvatars, selectHypothesisNodeView, statusChoices, type HypothesisNode, type HypothesisStatus,
} from '../../core/incidents';
import { FormDialog, type FormField } from '../components/form-dialog';
import { ChevronDownIcon, ChevronRightIcon, PlusIcon } from '../components/icons';
import { SelectField } from '../components/select-field';
import { usePart } from '../hooks/incident-page';
import { AvatarStack } from './incident-badges';
import { useIncidentParts } from './incident-context';
import { EvidenceWizardDialog } from './evidence-wizard-dialog';
import { TimelineList } from './timeline-list';

const STATUS_OPTIONS = statusChoices().map((s) => ({ value: s, label: HYPOTHESIS_STATUS_LABELS[s] }));
const CHILD_FIELDS: readonly FormField[] = [
  { name: 'title', label: 'Title', required: true, placeholder: HYPOTHESIS_TITLE_PLACEHOLDER },
  { name: 'status', label: 'State', required: true, options: STATUS_OPTIONS },
];

export interface HypothesisNodeViewProps {
  readonly node: HypothesisNode;
  /** The Comments tab shows each node's evidence and comments; the Action Plan only the tree. */
  readonly showTimeline: boolean;
}

/** One node of the hypothesis tree with every element of seed 001 §2.4, and its children: the page spawned its machine. */
export function HypothesisNodeView({ node, showTimeline }: HypothesisNodeViewProps) {
  const { hypothesis } = node;
  const { view, send } = usePart(useIncidentParts().nodes[hypothesis.id]!, selectHypothesisNodeView);
  const { title, expanded } = view;
  const [addingEvidence, setAddingEvidence] = useState(false);

  const childType = childTypeOf(hypothesis.type);
  const counts = Object.entries(evidenceCounts(hypothesis));
  const childInitial = useMemo(() => ({ title: '', status: view.childStatus }), [view.childStatus]);

  return (
    <Box
      as="section"
      aria-label={`${hypothesis.type} ${title}`}
      borderWidth="1px"
      borderTopWidth={isHighlighted(hypothesis) ? '3px' : '1px'}
      borderTopColor={isHighlighted(hypothesis) ? 'green.solid' : 'border'}
      borderRadius="md"
      p="3"
      bg="bg.panel"
      data-highlighted={isHighlighted(hypothesis) || undefined}
    >
      <HStack gap="2" align="center" wrap="wrap">
        {hasExpandToggle(hypothesis.type) && (
          <IconButton size="2xs" variant="ghost" aria-label={expanded ? 'Collapse' : 'Expand'} aria-expanded={expanded} onClick={() => send({ type: 'node.toggle' })}>
            {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
          </IconButton>
        )}
        <Badge size="xs" variant="outline" textTransform="capitalize">{hypothesis.type}</Badge>
        <SelectField
          label={`Status of ${title}`}
          hideLabel
          size="xs"
          value={view.status}
          options={STATUS_OPTIONS}
          onChange={(value) => send({ type: 'status.choose', status: value as HypothesisStatus })}
        />
        <Box flex="1" minW="40">
          {view.editingTitle ? (
            <Input size="xs" autoFocus aria-label="Hypothesis title" value={title} onChange={(e) => send({ type: 'title.change', title: e.currentTarget.value })}
              onBlur={() => send({ type: 'title.done' })} onKeyDown={(e) => (e.key === 'Enter' || e.key === 'Escape') && send({ type: 'title.done' })} />
          ) : (
            <Text fontWeight="medium" onDoubleClick={() => send({ type: 'title.edit' })} truncate title={title}>{title}</Text>
          )}
        </Box>
        {counts.map(([type, count]) => (
          <Badge key={type} size="xs" variant="subtle" title={EVIDENCE_TYPE_LABELS[type as keyof typeof EVIDENCE_TYPE_LABELS]}>
            {type} {count}
          </Badge>
        ))}
        <AvatarStack people={participantAvatars(hypothesis)} label="Participants" />
        <Menu.Root>
          <Menu.Trigger asChild>
            <IconButton size="2xs" variant="ghost" aria-label={`Actions for ${title}`}>⋯</IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="evidence" onClick={() => setAddingEvidence(true)}>Add evidence</Menu.Item>
                {HYPOTHESIS_MENU.map((item) => (
                  <Menu.Item key={item.label} value={item.event.type} color={item.event.type === 'delete.open' ? 'fg.error' : undefined} onClick={() => send(item.event)}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      {expanded && (
        <Stack gap="3" ps={hasExpandToggle(hypothesis.type) ? '7' : '0'} mt="2">
          {showTimeline && <TimelineList evidences={hypothesis.evidences} comments={hypothesis.comments} />}
          {node.children.map((c) => (
            <HypothesisNodeView key={c.hypothesis.id} node={c} showTimeline={showTimeline} />
          ))}
          {childType && (
            <Button size="xs" variant="plain" colorPalette="blue" alignSelf="start" px="0" onClick={() => send({ type: 'child.open' })}>
              <PlusIcon /> {addChildLabel(childType)}
            </Button>
          )}
        </Stack>
      )}
      {childType && (
        <FormDialog
          open={view.childOpen}
          title={createChildTitle(childType)}
          fields={CHILD_FIELDS}
          initialValues={childInitial}
          fieldErrors={view.childError ? { title: view.childError } : undefined}
          busy={view.creatingChild}
          submitLabel={CREATE_BUTTON}
          onClose={() => send({ type: 'child.cancel' })}
          onSubmit={(values) => {
            send({ type: 'child.change', title: values.title, status: values.status as HypothesisStatus });
            send({ type: 'child.create' });
          }}
        />
      )}
      <Dialog.Root role="alertdialog" open={view.deleteOpen}
        onOpenChange={(d) => !d.open && send({ type: 'delete.cancel' })} placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{DELETE_HYPOTHESIS_DIALOG}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">{title}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send({ type: 'delete.disprove' })} loading={view.disproving}>{DISPROVE_HYPOTHESIS}</Button>
                <Button colorPalette="red" onClick={() => send({ type: 'delete.confirm' })} loading={view.deleting}>{DELETE_HYPOTHESIS}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      {addingEvidence && <EvidenceWizardDialog hypothesisId={hypothesis.id} onClose={() => setAddingEvidence(false)} />}
    </Box>
  );
}

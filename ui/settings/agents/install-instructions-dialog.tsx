import { Alert, Box, Button, Tabs, Text } from '@chakra-ui/react';
import { INSTALL_INTRO, INSTALL_TABS, INSTALL_TITLE, type InstallInstructions } from '../../../core/agents';
import { ModalDialog } from '../../components/modal-dialog';

function Snippet({ text, label }: { text: string; label: string }) {
  return (
    <Box as="pre" aria-label={label} fontFamily="mono" fontSize="xs" bg="bg.muted" borderWidth="1px" borderRadius="md" p="3"
      overflowX="auto" whiteSpace="pre" maxH="96">
      {text}
    </Box>
  );
}

/** Seed 000 §2.7: after creating an agent, how to install it, with its token shown this once. */
export function InstallInstructionsDialog({ instructions, onClose }: { instructions: InstallInstructions; onClose: () => void }) {
  return (
    // The token cannot be shown again, so only an explicit close (Done, ×, Escape) dismisses the dialog.
    <ModalDialog
      open
      title={INSTALL_TITLE}
      onClose={onClose}
      closeOnInteractOutside={false}
      footer={
        <Button colorPalette="blue" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Alert.Root status="warning" size="sm" mb="3">
        <Alert.Indicator />
        <Alert.Title>{instructions.warning}</Alert.Title>
      </Alert.Root>
      <Text color="fg.muted" mb="3">
        {INSTALL_INTRO}
      </Text>
      <Tabs.Root defaultValue="flux" size="sm" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="flux">{INSTALL_TABS.flux}</Tabs.Trigger>
          <Tabs.Trigger value="helm">{INSTALL_TABS.helm}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="flux">
          <Snippet text={instructions.flux} label={INSTALL_TABS.flux} />
        </Tabs.Content>
        <Tabs.Content value="helm">
          <Snippet text={instructions.helm} label={INSTALL_TABS.helm} />
        </Tabs.Content>
      </Tabs.Root>
    </ModalDialog>
  );
}

import { Alert, Box, Button, CloseButton, Dialog, Portal, Tabs, Text } from '@chakra-ui/react';
import { INSTALL_INTRO, INSTALL_TABS, INSTALL_TITLE, type InstallInstructions } from '../../../core/agents';

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
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{INSTALL_TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

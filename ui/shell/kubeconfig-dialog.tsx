import { Alert, Box, Button, CloseButton, Code, Dialog, Flex, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { KUBECONFIG_DOCS_URL } from '../../core/session';
import { DownloadIcon, ExternalLinkIcon } from '../components/icons';
import { useKubeconfigDownload } from '../hooks/kubeconfig';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="4" listStyleType="none">
      <Flex
        flexShrink={0}
        align="center"
        justify="center"
        boxSize="7"
        borderRadius="full"
        bg="blue.subtle"
        color="blue.fg"
        fontWeight="semibold"
        fontSize="sm"
        aria-hidden
      >
        {number}
      </Flex>
      <Stack gap="2" flex="1" minW="0" pt="0.5">
        <Text fontWeight="semibold">{title}</Text>
        {children}
      </Stack>
    </Flex>
  );
}

/** Seed 000 §2.2: download the file, apply it with kubectl, learn more (DECISIONS §13). */
export function KubeconfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const kubeconfig = useKubeconfigDownload();
  const filename = kubeconfig.filename ?? 'kubeconfig.yaml';
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Download kubeconfig</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ol" gap="6">
                <Step number={1} title="Download the kubeconfig file">
                  <Text color="fg.muted">It holds a fresh access token for you and points at this server's Kubernetes proxy.</Text>
                  <Box>
                    <Button size="sm" colorPalette="blue" onClick={kubeconfig.download} loading={kubeconfig.status === 'downloading'}>
                      <DownloadIcon /> Download
                    </Button>
                  </Box>
                  {kubeconfig.status === 'downloaded' && (
                    <Text color="fg.success" fontSize="sm" role="status">
                      Saved as {filename}
                    </Text>
                  )}
                  {kubeconfig.status === 'failed' && (
                    <Alert.Root status="warning" size="sm">
                      <Alert.Indicator />
                      <Alert.Title>{kubeconfig.error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Step>
                <Step number={2} title="Use it with kubectl">
                  <Code display="block" whiteSpace="pre-wrap" p="3" borderRadius="md" fontSize="xs">
                    {`export KUBECONFIG=~/Downloads/${filename}\nkubectl get pods -A`}
                  </Code>
                </Step>
                <Step number={3} title="Learn more">
                  <Link href={KUBECONFIG_DOCS_URL} target="_blank" rel="noopener noreferrer" color="blue.fg">
                    How the Kubernetes proxy works <ExternalLinkIcon />
                  </Link>
                </Step>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
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

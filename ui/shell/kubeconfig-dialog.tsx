import { Alert, Box, Button, Code, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { KUBECONFIG_DIALOG_TITLE, type KubeconfigStep } from '../../core/session';
import { DownloadIcon, ExternalLinkIcon } from '../components/icons';
import { ModalDialog } from '../components/modal-dialog';
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

  const renderStep = (step: KubeconfigStep): ReactNode => {
    switch (step.kind) {
      case 'download':
        return (
          <>
            <Text color="fg.muted">{step.text}</Text>
            <Box>
              <Button size="sm" colorPalette="blue" onClick={kubeconfig.download} loading={kubeconfig.downloading}>
                <DownloadIcon /> Download
              </Button>
            </Box>
            {kubeconfig.saved && (
              <Text color="fg.success" fontSize="sm" role="status">
                Saved as {kubeconfig.filename}
              </Text>
            )}
            {kubeconfig.error !== undefined && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Title>{kubeconfig.error}</Alert.Title>
              </Alert.Root>
            )}
          </>
        );
      case 'apply':
        return (
          <Code display="block" whiteSpace="pre-wrap" p="3" borderRadius="md" fontSize="xs">
            {step.command}
          </Code>
        );
      case 'learn-more':
        return (
          <Link href={step.link.href} target="_blank" rel="noopener noreferrer" color="blue.fg">
            {step.link.label} <ExternalLinkIcon />
          </Link>
        );
    }
  };

  return (
    <ModalDialog
      open={open}
      title={KUBECONFIG_DIALOG_TITLE}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Stack as="ol" gap="6">
        {kubeconfig.steps.map((step, index) => (
          <Step key={step.kind} number={index + 1} title={step.title}>
            {renderStep(step)}
          </Step>
        ))}
      </Stack>
    </ModalDialog>
  );
}

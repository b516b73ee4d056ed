import { Box, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  GO_BACK, IdentityMachines, safeReturnTo, SETTINGS_TITLE, visibleSettingsSections, type SettingsSection,
} from '../../core/identity';
import { PRODUCT_NAME } from '../../core/shared';
import { ErrorPanel } from '../components/error-panel';
import { useService } from '../hooks/container';
import { FlowForm } from './flow-form';
import { FlowMessages } from './flow-messages';
import { LogoMark } from './logo-mark';
import { PageLink } from './page-link';
import { useFlowPage, type FlowPage } from './use-flow-page';

function SectionIntro({ section }: { section: SettingsSection }) {
  if (!section.description) return null;
  return (
    <Text color="fg.muted">
      {section.description}
      {section.links?.map((link, index) => (
        <span key={link.href}>
          {index === 0 ? ' ' : ', '}
          <Link href={link.href} target="_blank" rel="noreferrer" colorPalette="blue">
            {link.label}
          </Link>
        </span>
      ))}
      {section.links ? '.' : ''}
    </Text>
  );
}

function Sections({ page }: { page: FlowPage }) {
  const { flow } = page;
  if (page.failure) return <ErrorPanel error={page.failure.message} onRetry={page.retry} />;
  if (!flow) {
    return (
      <Center py="12">
        <Spinner size="lg" color="blue.500" aria-label="Loading" />
      </Center>
    );
  }
  return (
    <Stack gap="6">
      <FlowMessages messages={flow.ui.messages} />
      {visibleSettingsSections(flow).map((section) => (
        <Box
          as="section"
          key={section.group}
          aria-labelledby={`settings-${section.group}`}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="xl"
          shadow="sm"
          p={{ base: '5', md: '7' }}
        >
          <Stack gap="4">
            <Heading as="h2" size="md" id={`settings-${section.group}`}>
              {section.title}
            </Heading>
            <SectionIntro section={section} />
            <FlowForm
              flow={flow}
              values={page.values}
              busy={page.busy}
              spinning={page.spinning}
              only={[section.group]}
              showMessages={false}
              {...page.formProps}
            />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * /profile-settings (seed 002 §2.4): the settings flow split into a section per group it has nodes of
 * (profile, password, recovery codes, authenticator app...), with the way back to return_to ('/').
 */
export function ProfileSettingsPage() {
  const machines = useService<IdentityMachines>(IdentityMachines);
  const page = useFlowPage(machines.settings, SETTINGS_TITLE);
  const back = safeReturnTo(page.input.params.returnTo, window.location.origin);
  return (
    <Box minH="100vh" bg="bg.canvas" px="4" py="10">
      <Stack gap="6" maxW="2xl" mx="auto">
        <HStack justify="space-between">
          <HStack gap="3">
            <LogoMark boxSize="9" />
            <Text fontSize="xl" fontWeight="semibold" letterSpacing="tight">
              {PRODUCT_NAME}
            </Text>
          </HStack>
          <PageLink to={back}>{GO_BACK}</PageLink>
        </HStack>
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {SETTINGS_TITLE}
        </Heading>
        <Sections page={page} />
      </Stack>
    </Box>
  );
}

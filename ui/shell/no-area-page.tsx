import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { NO_AREA_MESSAGE, NO_AREA_TITLE, SIGN_OUT, SIGN_OUT_PATH } from '../../core/session';
import { LayersIcon, LogOutIcon } from '../components/icons';
import { usePageTitle } from '../hooks/page-title';

/** DECISIONS §10a: a person who may read no area yet. */
export function NoAreaPage() {
  usePageTitle(NO_AREA_TITLE);
  const [, navigate] = useLocation();
  return (
    <Center minH="60vh">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <LayersIcon boxSize="10" color="fg.subtle" />
        <Heading as="h1" size="xl">
          {NO_AREA_TITLE}
        </Heading>
        <Text color="fg.muted">{NO_AREA_MESSAGE}</Text>
        <Button variant="outline" onClick={() => navigate(SIGN_OUT_PATH)}>
          <LogOutIcon /> {SIGN_OUT}
        </Button>
      </Stack>
    </Center>
  );
}

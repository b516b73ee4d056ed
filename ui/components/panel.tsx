import { Box, type BoxProps } from '@chakra-ui/react';

/** The surface pages put their content on. */
export function Panel(props: BoxProps) {
  return <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" shadow="xs" overflow="hidden" {...props} />;
}

import { Box, type BoxProps } from '@chakra-ui/react';

/** The product's mark: a radar sweep over a control grid, drawn so it needs no asset. */
export function LogoMark(props: BoxProps) {
  return (
    <Box as="span" display="inline-flex" color="blue.500" {...props}>
      <svg viewBox="0 0 32 32" width="100%" height="100%" role="img" aria-label="Mission Control logo">
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" />
        <circle cx="16" cy="16" r="9.5" fill="none" stroke="white" strokeOpacity="0.55" strokeWidth="1.5" />
        <circle cx="16" cy="16" r="5" fill="none" stroke="white" strokeOpacity="0.8" strokeWidth="1.5" />
        <path d="M16 16 L16 6.5 A9.5 9.5 0 0 1 24.2 11.2 Z" fill="white" fillOpacity="0.9" />
        <circle cx="16" cy="16" r="1.8" fill="white" />
      </svg>
    </Box>
  );
}

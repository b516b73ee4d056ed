import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from './icons';

/** The header of a collapsible section of a side panel: a full-width button with its chevron, its label and what follows it. */
export function SectionToggle({ open, controls, onToggle, children }: { open: boolean; controls: string; onToggle: () => void; children: ReactNode }) {
  return (
    <chakra.button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      display="flex"
      alignItems="center"
      gap="2"
      w="full"
      py="2.5"
      px="1"
      fontWeight="medium"
      fontSize="sm"
      _hover={{ bg: 'bg.muted' }}
      onClick={onToggle}
    >
      {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
      {children}
    </chakra.button>
  );
}

import { Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useHasPage } from '../hooks/area-links';

/** A link into another area of the console; plain text while that area has no page (DECISIONS §10a). */
export function AreaLink({ href, children }: { href: string; children: ReactNode }) {
  const linkable = useHasPage(href);
  if (!linkable) return <Text as="span">{children}</Text>;
  return (
    <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}

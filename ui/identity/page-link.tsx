import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

/** A link between the identity pages and back into the console, as the router navigates it. */
export function PageLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
      <RouterLink href={to}>{children}</RouterLink>
    </Link>
  );
}

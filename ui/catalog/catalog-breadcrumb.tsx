import { Heading, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'wouter';

export interface Crumb {
  readonly label: string;
  /** An absolute path; the last crumb, the page itself, has none. */
  readonly href?: string;
}

/** Seed 002 §2.1: Catalog > type (> name): every crumb but the last links back up; the last is the page's heading. */
export function CatalogBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <HStack as="nav" aria-label="Breadcrumb" gap="2" minW="0" wrap="wrap">
      {crumbs.map((crumb, index) => (
        <Fragment key={`${index}-${crumb.label}`}>
          {index > 0 && (
            <Text color="fg.subtle" aria-hidden="true">
              ›
            </Text>
          )}
          {crumb.href !== undefined && index < crumbs.length - 1 ? (
            <ChakraLink asChild color="fg.muted" fontSize="lg">
              <Link href={`~${crumb.href}`}>{crumb.label}</Link>
            </ChakraLink>
          ) : (
            <Heading as="h1" size="lg" wordBreak="break-all">
              {crumb.label}
            </Heading>
          )}
        </Fragment>
      ))}
    </HStack>
  );
}

import { HStack, Heading, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_LINK, TOPOLOGY_TEXTS, type BreadcrumbItem } from '../../core/topology';
import { ChevronRightIcon } from '../components/icons';

/**
 * Seed 001 §2.10: Dashboard, then the dot-separated ancestor path (of the referer when there is one),
 * the referer and the component in view, as the dashboard's machine names them (an unreadable one by its id).
 */
export function TopologyBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <Heading as="h1" size="lg" mb="4">
      <HStack as="nav" aria-label="Breadcrumb" gap="1.5" wrap="wrap">
        {items.length === 0 ? (
          <Text as="span">{TOPOLOGY_TEXTS.breadcrumbRoot}</Text>
        ) : (
          <Link href={DASHBOARD_LINK}>
            <Text as="span" color="fg.muted" _hover={{ color: 'fg' }}>
              {TOPOLOGY_TEXTS.breadcrumbRoot}
            </Text>
          </Link>
        )}
        {items.map((item, index) => (
          <Fragment key={item.id}>
            <ChevronRightIcon color="fg.subtle" boxSize="4" />
            {index === items.length - 1 ? (
              <Text as="span" aria-current="page">
                {item.name}
              </Text>
            ) : (
              <Link href={`${DASHBOARD_LINK}/${encodeURIComponent(item.id)}`}>
                <Text as="span" color="fg.muted" _hover={{ color: 'fg' }}>
                  {item.name}
                </Text>
              </Link>
            )}
          </Fragment>
        ))}
      </HStack>
    </Heading>
  );
}

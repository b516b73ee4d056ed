import { HStack, Heading, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_LINK, TOPOLOGY_TEXTS, breadcrumbIds, breadcrumbPathOwner, type Component } from '../../core/topology';
import { ChevronRightIcon } from '../components/icons';
import { useComponentLookup } from '../hooks/topology';

/**
 * Seed 001 §2.10: Dashboard, then the dot-separated ancestor path (of the referer when there is one),
 * the referer and the component in view. Names are looked up; an unreadable one shows its id.
 */
export function TopologyBreadcrumb({ id, refererId, root }: { id?: string; refererId?: string; root?: Component }) {
  const owner = breadcrumbPathOwner({ id, refererId });
  const referer = useComponentLookup(refererId ? [refererId] : []);
  const path = owner === id ? root?.path : referer.get(owner ?? '')?.path;
  const ids = useMemo(() => breadcrumbIds({ id, refererId, path }), [id, refererId, path]);
  const names = useComponentLookup(ids.filter((each) => each !== id || !root));
  const nameOf = (each: string) => {
    const component = each === id && root ? root : names.get(each) ?? referer.get(each);
    return component ? component.text || component.name : each;
  };
  return (
    <Heading as="h1" size="lg" mb="4">
      <HStack as="nav" aria-label="Breadcrumb" gap="1.5" wrap="wrap">
        {ids.length === 0 ? (
          <Text as="span">{TOPOLOGY_TEXTS.breadcrumbRoot}</Text>
        ) : (
          <Link href={DASHBOARD_LINK}>
            <Text as="span" color="fg.muted" _hover={{ color: 'fg' }}>
              {TOPOLOGY_TEXTS.breadcrumbRoot}
            </Text>
          </Link>
        )}
        {ids.map((each, index) => (
          <Fragment key={each}>
            <ChevronRightIcon color="fg.subtle" boxSize="4" />
            {index === ids.length - 1 ? (
              <Text as="span" aria-current="page">
                {nameOf(each)}
              </Text>
            ) : (
              <Link href={`${DASHBOARD_LINK}/${encodeURIComponent(each)}`}>
                <Text as="span" color="fg.muted" _hover={{ color: 'fg' }}>
                  {nameOf(each)}
                </Text>
              </Link>
            )}
          </Fragment>
        ))}
      </HStack>
    </Heading>
  );
}

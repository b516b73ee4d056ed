import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';
import { isFeatureEnabled } from '../../core/access';
import { catalogTabs } from '../../core/catalog';
import { useEffectiveFlags } from '../hooks/effective-flags';

/** Seed 002 §2.1: the catalog's tabs this console has, carrying the config type across. */
export function CatalogTabs({ current, configType }: { current: 'Catalog' | 'Changes' | 'Insights'; configType?: string }) {
  const scrapers = isFeatureEnabled('settings.config_scraper', useEffectiveFlags());
  return (
    <HStack as="nav" aria-label="Catalog tabs" gap="1" borderBottomWidth="1px" mb="4">
      {catalogTabs(configType, scrapers).map((tab) => (
        <ChakraLink
          key={tab.label}
          asChild
          px="3"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor={tab.label === current ? 'blue.500' : 'transparent'}
          fontWeight={tab.label === current ? 'semibold' : 'normal'}
          color={tab.label === current ? 'fg' : 'fg.muted'}
          aria-current={tab.label === current ? 'page' : undefined}
          _hover={{ textDecoration: 'none', color: 'fg' }}
        >
          <Link href={`~${tab.path}`}>{tab.label}</Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}

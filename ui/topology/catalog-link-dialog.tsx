import { Box, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { TOPOLOGY_TEXTS, type Component } from '../../core/topology';
import { FormDialog } from '../components/form-dialog';
import { notify } from '../components/toaster';
import { useCatalogLink } from '../hooks/topology';

const NO_VALUES = {};

/**
 * Seed 001 §2.13: search the catalog (at most 50 matches, after the simulated delay), choose a config
 * and link it. The modal closes after the link, whether it worked or not; a toast says which.
 */
export function CatalogLinkDialog({ component, onClose, onLinked }: { component: Component; onClose: () => void; onLinked: () => void }) {
  const link = useCatalogLink(component.id, { onToast: notify, onClosed: onClose, onLinked });
  return (
    <FormDialog
      open
      title={TOPOLOGY_TEXTS.linkToCatalogTitle}
      fields={[]}
      closeOnInteractOutside={false}
      initialValues={NO_VALUES}
      error={link.loadError}
      submitLabel={link.linkLabel}
      submitDisabled={!link.canLink}
      onSubmit={() => link.send({ type: 'link.submit' })}
      onClose={() => link.send({ type: 'modal.close' })}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Link {component.text || component.name} to a catalog item.
        </Text>
        <Input
          type="search"
          size="sm"
          placeholder="Search the catalog"
          aria-label="Search the catalog"
          value={link.query}
          disabled={link.phase !== 'ready'}
          onChange={(event) => link.send({ type: 'search.query', query: event.currentTarget.value })}
        />
        <Box role="listbox" aria-label="Catalog items" borderWidth="1px" borderRadius="md" maxH="64" overflowY="auto">
          {link.phase === 'loading' || link.searching ? (
            <Stack align="center" py="6">
              <Spinner size="sm" color="fg.muted" aria-label="Searching" />
            </Stack>
          ) : link.results.length === 0 ? (
            <Text fontSize="sm" color="fg.subtle" p="3">
              No catalog item matches
            </Text>
          ) : (
            link.results.map((config) => {
              const selected = link.chosen?.id === config.id;
              return (
                <chakra.button
                  key={config.id}
                  type="button"
                  role="option"
                  aria-selected={selected}
                  display="flex"
                  w="full"
                  gap="2"
                  px="3"
                  py="1.5"
                  textAlign="start"
                  fontSize="sm"
                  bg={selected ? 'blue.subtle' : undefined}
                  _hover={{ bg: selected ? 'blue.subtle' : 'bg.muted' }}
                  onClick={() => link.send({ type: 'config.choose', config })}
                >
                  <Text truncate flex="1">
                    {config.name}
                  </Text>
                  {config.type && (
                    <Text color="fg.muted" fontSize="xs" flexShrink={0}>
                      {config.type}
                    </Text>
                  )}
                </chakra.button>
              );
            })
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}

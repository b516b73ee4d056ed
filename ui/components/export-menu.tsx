import { Button, HStack, IconButton, Menu, Portal, Progress, Text } from '@chakra-ui/react';
import type { ExportTable } from '../../core/shared';
import { EXPORT_FORMATS, EXPORT_TEXTS } from '../../core/shared/export';
import { useExport } from '../hooks/export';
import { CloseIcon, DownloadIcon } from './icons';
import { notify } from './toaster';

/**
 * The one Export button of every list: CSV or JSON of the whole filtered list (not only the page shown),
 * and while the rows come, how many of how many, with Cancel. Without a table (the list has not loaded)
 * it waits.
 */
export function ExportMenu({ table }: { readonly table?: ExportTable }) {
  const { view, start, cancel } = useExport(notify);
  if (view.running) {
    return (
      <HStack gap="2" role="status" aria-label={`Exporting ${view.format?.toUpperCase() ?? ''}`}>
        <Progress.Root value={view.percent ?? null} size="sm" w="24" colorPalette="blue" aria-label={view.progressText}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {view.progressText}
        </Text>
        <IconButton size="xs" variant="ghost" aria-label={EXPORT_TEXTS.cancel} onClick={cancel}>
          <CloseIcon />
        </IconButton>
      </HStack>
    );
  }
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={table === undefined}>
          <DownloadIcon /> {EXPORT_TEXTS.button}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {EXPORT_FORMATS.map((format) => (
              <Menu.Item key={format} value={format} onSelect={() => table && start(table, format)}>
                {EXPORT_TEXTS.formats[format]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

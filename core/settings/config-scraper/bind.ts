import { fromPromise } from 'xstate';
import { createCollectionMachine, createRecordEditorMachine, serviceIdentifier } from '../../shared';
import { scraperPageMachine } from './machines/scraper-page.machine';
import type { ConfigScraperPort } from './ports';
import { configScrapersPolicy } from './policy';

export interface ConfigScraperPorts {
  readonly scrapers: ConfigScraperPort;
}

export function bindConfigScraperPorts({ scrapers }: ConfigScraperPorts) {
  const policy = configScrapersPolicy(scrapers);
  return {
    screen: createCollectionMachine(policy),
    // A scraper edited on a page of its own (an integration's Spec tab).
    editor: createRecordEditorMachine(policy),
    page: scraperPageMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: string }) => scrapers.get(input)),
        run: fromPromise(({ input }: { input: string }) => scrapers.runNow(input)),
      },
    }),
  };
}

export type ConfigScraperMachines = ReturnType<typeof bindConfigScraperPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const ConfigScraperMachines = serviceIdentifier<ConfigScraperMachines>('ConfigScraperMachines');

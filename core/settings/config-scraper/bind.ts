import { fromPromise } from 'xstate';
import { createCollectionMachine, serviceIdentifier } from '../../shared';
import { scraperPageMachine } from './machines/scraper-page.machine';
import type { ConfigScraperPort } from './ports';
import { configScrapersPolicy } from './policy';

export interface ConfigScraperPorts {
  readonly scrapers: ConfigScraperPort;
}

export function bindConfigScraperPorts({ scrapers }: ConfigScraperPorts) {
  return {
    screen: createCollectionMachine(configScrapersPolicy(scrapers)),
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

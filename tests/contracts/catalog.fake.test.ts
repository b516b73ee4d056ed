import { aConfig, FakeCatalogPort } from '../fakes/catalog';
import { describeCatalogContract } from './catalog.contract';

describeCatalogContract('fake', async () => {
  const port = new FakeCatalogPort();
  return {
    port,
    arrange: {
      configs: async (configs) => {
        port.setConfigs(configs.map((config) => aConfig({ ...config, tags: config.tags ?? {}, labels: config.labels ?? {} })));
      },
    },
  };
});

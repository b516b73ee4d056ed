import { aConfig, FakeCatalogPort } from '../fakes/catalog';
import { describeCatalogContract } from './catalog.contract';

describeCatalogContract('fake', async () => {
  const port = new FakeCatalogPort();
  return {
    port,
    arrange: {
      configs: async (configs) => {
        port.setConfigs(configs.map(({ content: _content, properties: _properties, description: _description, ...config }) =>
          aConfig({ ...config, tags: config.tags ?? {}, labels: config.labels ?? {} })));
        for (const config of configs) {
          port.setDetail(config.id, { content: config.content, properties: config.properties ?? [], description: config.description });
        }
      },
    },
  };
});

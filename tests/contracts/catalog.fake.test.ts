import { aConfig, FakeCatalogPort } from '../fakes/catalog';
import { describeCatalogContract } from './catalog.contract';

describeCatalogContract('fake', async () => {
  const port = new FakeCatalogPort();
  return {
    port,
    arrange: {
      configs: async (configs) => {
        port.setConfigs(configs.map(({ content: _content, properties: _properties, description: _description, costs, ...config }) =>
          aConfig({ ...config, tags: config.tags ?? {}, labels: config.labels ?? {}, cost30d: costs?.month })));
        for (const config of configs) {
          port.setDetail(config.id, {
            content: config.content, properties: config.properties ?? [], description: config.description,
            cost1d: config.costs?.day, cost7d: config.costs?.week,
          });
        }
      },
      componentLinks: async (links) => {
        for (const link of links) port.linkComponent(link.configId, { id: link.componentId, name: link.name }, link.selectorId);
      },
      incidents: async (incidents) => {
        port.setIncidents(
          incidents.map((incident) => ({
            id: incident.id, configId: incident.configId, title: incident.title, severity: incident.severity, status: 'open',
            createdAt: new Date(Date.now() - incident.hoursAgo * 3_600_000).toISOString(),
          })),
        );
      },
      relate: async (from, to, relation = 'hard') => {
        port.relate(from, to, relation === 'hard');
      },
      insights: async (insights) => {
        port.setInsights(
          insights.map((insight) => ({
            id: insight.id, configId: insight.configId, configName: '', configType: '', analyzer: insight.analyzer, analysisType: insight.analysisType,
            severity: insight.severity, status: 'open', message: insight.message, firstObserved: new Date(Date.now() - insight.hoursAgo * 3_600_000).toISOString(),
          })),
        );
      },
      changes: async (changes) => {
        port.setChanges(
          changes.map((change) => ({
            id: change.id, configId: change.configId, configName: '', configType: '', tags: {}, changeType: change.changeType, severity: change.severity,
            summary: change.summary, createdAt: new Date(Date.now() - change.hoursAgo * 3_600_000).toISOString(), count: change.count ?? 1,
            diff: change.diff, details: change.details,
          })),
        );
      },
    },
  };
});

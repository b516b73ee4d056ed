import { FakeLogsPort } from '../fakes/logs';
import type { LogComponent } from '../../core/logs';
import { minutesAgo } from './contract';
import { describeLogsContract } from './logs.contract';

describeLogsContract('fake', async () => {
  const fake = new FakeLogsPort(() => new Date());
  const components: LogComponent[] = [];
  return {
    port: fake,
    arrange: {
      component: async (name, selectors) => {
        const id = `component-${components.length + 1}`;
        components.push({ id, name });
        fake.setComponents([...components]).setSelectors(id, [...selectors]);
        return id;
      },
      lines: async (componentId, selector, lines) => {
        fake.setLines(componentId, selector, lines.map((line) => ({ timestamp: minutesAgo(line.minutes), message: line.message })));
      },
    },
  };
});

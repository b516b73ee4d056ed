import { beforeEach, describe, expect, it } from 'vitest';
import type { LogsPort } from '../../core/logs';
import { MISSING_ID, rejectsWith, type ContractSetup } from './contract';

export interface LogsArrange {
  /** A component with these log selectors (none: a component without logs); answers its id. */
  component(name: string, selectors: readonly string[]): Promise<string>;
  /** What a selector of a component holds: messages written `minutes` ago. */
  lines(componentId: string, selector: string, lines: readonly { minutes: number; message: string }[]): Promise<void>;
}

/** The Logs port as the built-in backend answers it (reference §4.5, components_with_logs). */
export function describeLogsContract(name: string, setup: ContractSetup<LogsPort, LogsArrange>) {
  describe(`the logs port (${name})`, () => {
    let port: LogsPort;
    let arrange: LogsArrange;
    beforeEach(async () => {
      ({ port, arrange } = await setup());
    });

    describe('componentsWithLogs', () => {
      it('lists nothing when no component has log selectors', async () => {
        await arrange.component('silent', []);
        expect(await port.componentsWithLogs()).toEqual([]);
      });

      it('lists the components with log selectors by name', async () => {
        await arrange.component('web', ['app']);
        await arrange.component('api', ['app', 'sidecar']);
        await arrange.component('quiet', []);
        expect((await port.componentsWithLogs()).map((c) => c.name)).toEqual(['api', 'web']);
      });
    });

    describe('logSelectors', () => {
      it("answers the component's selectors in their order", async () => {
        const id = await arrange.component('api', ['app', 'sidecar']);
        expect((await port.logSelectors(id)).map((s) => s.name)).toEqual(['app', 'sidecar']);
      });

      it('answers none for a component without selectors', async () => {
        expect(await port.logSelectors(await arrange.component('quiet', []))).toEqual([]);
      });

      it('rejects an unknown component as not found', async () => {
        await rejectsWith(port.logSelectors(MISSING_ID), 'not_found');
      });
    });

    describe('search', () => {
      it("answers the selector's lines since start, newest first, with their total", async () => {
        const id = await arrange.component('api', ['app', 'sidecar']);
        await arrange.lines(id, 'app', [
          { minutes: 50, message: 'started' }, { minutes: 30, message: 'request failed' }, { minutes: 10, message: 'request ok' },
          { minutes: 300, message: 'long ago' },
        ]);
        await arrange.lines(id, 'sidecar', [{ minutes: 5, message: 'proxy up' }]);
        const result = await port.search({ componentId: id, selector: 'app', start: '1h' });
        expect(result.lines.map((l) => l.message)).toEqual(['request ok', 'request failed', 'started']);
        expect(result.total).toBe(3);
        expect(Date.parse(result.lines[0]!.timestamp)).toBeGreaterThan(Date.parse(result.lines[1]!.timestamp));
      });

      it("reads the component's first selector when none is named", async () => {
        const id = await arrange.component('api', ['app', 'sidecar']);
        await arrange.lines(id, 'app', [{ minutes: 1, message: 'from app' }]);
        await arrange.lines(id, 'sidecar', [{ minutes: 1, message: 'from sidecar' }]);
        expect((await port.search({ componentId: id, start: '15m' })).lines.map((l) => l.message)).toEqual(['from app']);
      });

      it('keeps the lines holding the query, ignoring case', async () => {
        const id = await arrange.component('api', ['app']);
        await arrange.lines(id, 'app', [{ minutes: 3, message: 'upstream TIMEOUT' }, { minutes: 2, message: 'all good' }]);
        const result = await port.search({ componentId: id, selector: 'app', query: 'timeout', start: '15m' });
        expect(result.lines.map((l) => l.message)).toEqual(['upstream TIMEOUT']);
      });

      it('answers no lines when the selector holds none', async () => {
        const id = await arrange.component('api', ['app']);
        expect(await port.search({ componentId: id, selector: 'app', start: '15m' })).toEqual({ total: 0, lines: [] });
      });

      it('rejects a selector the component does not have, naming the ones it has', async () => {
        const id = await arrange.component('api', ['app', 'sidecar']);
        const error = await rejectsWith(port.search({ componentId: id, selector: 'nope', start: '15m' }), 'not_found');
        expect(error.message).toBe("log selector with the name 'nope' was not found. Available names: [app, sidecar]");
      });

      it('rejects a component without selectors as not found', async () => {
        const id = await arrange.component('quiet', []);
        const error = await rejectsWith(port.search({ componentId: id, start: '15m' }), 'not_found');
        expect(error.message).toBe("component 'quiet' has no log selectors");
      });
    });
  });
}

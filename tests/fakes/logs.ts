import { ScriptedPort } from './scripted-port';
import type { LogComponent, LogLine, LogsPort, LogsRequest, LogsResult } from '../../core/logs';
import { DomainError } from '../../core/shared';
import type { LogSelector } from '../../core/topology';

type Method = keyof LogsPort;

/**
 * In-memory log backends: set the components with logs, their selectors and each selector's lines.
 * A search keeps the lines whose message contains the query (ignoring case). Every call is recorded;
 * any method can be made to fail once or held until released.
 */
export class FakeLogsPort extends ScriptedPort<Method> implements LogsPort {
  private components: LogComponent[] = [];
  private selectors = new Map<string, LogSelector[]>();
  private lines = new Map<string, LogLine[]>();

  setComponents(components: LogComponent[]): this {
    this.components = components;
    return this;
  }

  setSelectors(componentId: string, names: string[]): this {
    this.selectors.set(componentId, names.map((name) => ({ name })));
    return this;
  }

  /** The lines a selector of a component returns (the first selector when `selector` is omitted). */
  setLines(componentId: string, selector: string, lines: LogLine[]): this {
    this.lines.set(`${componentId}/${selector}`, lines);
    return this;
  }

  async componentsWithLogs(): Promise<LogComponent[]> {
    await this.enter('componentsWithLogs');
    return [...this.components].sort((a, b) => a.name.localeCompare(b.name));
  }

  async logSelectors(componentId: string): Promise<LogSelector[]> {
    await this.enter('logSelectors', componentId);
    return this.selectors.get(componentId) ?? [];
  }

  async search(request: LogsRequest): Promise<LogsResult> {
    await this.enter('search', request);
    const selectors = this.selectors.get(request.componentId) ?? [];
    const name = request.selector ?? selectors[0]?.name;
    if (!name || !selectors.some((s) => s.name === name)) {
      const available = selectors.map((s) => s.name).join(', ');
      throw new DomainError('not_found', `log selector with the name '${name ?? ''}' was not found. Available names: [${available}]`);
    }
    const needle = request.query?.toLowerCase() ?? '';
    const lines = (this.lines.get(`${request.componentId}/${name}`) ?? []).filter((l) => l.message.toLowerCase().includes(needle));
    return { total: lines.length, lines };
  }

}

import { ScriptedPort } from './scripted-port';
import type { LogComponent, LogLine, LogsPort, LogsRequest, LogsResult } from '../../core/logs';
import { DomainError, isTimeRangeName, parseDuration, timeRangeStart, type ExportTable } from '../../core/shared';
import type { LogSelector } from '../../core/topology';

type Method = keyof LogsPort;

/**
 * In-memory log backends: set the components with logs, their selectors and each selector's lines.
 * A search answers, newest first, the lines whose message contains the query (ignoring case); given a
 * clock, only those since the request's start. A component whose selectors are set to none is not
 * listed, as components_with_logs leaves it out. Every call is recorded; any method can be made to fail
 * once or held until released.
 */
export class FakeLogsPort extends ScriptedPort<Method> implements LogsPort {
  private components: LogComponent[] = [];
  private selectors = new Map<string, LogSelector[]>();
  private lines = new Map<string, LogLine[]>();

  /** Without a clock every line is in the window, so scenarios can hold lines of any date. */
  constructor(private readonly now?: () => Date) {
    super();
  }

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
    return this.components.filter((c) => this.selectors.get(c.id)?.length !== 0).sort((a, b) => a.name.localeCompare(b.name));
  }

  async logSelectors(componentId: string): Promise<LogSelector[]> {
    await this.enter('logSelectors', componentId);
    this.known(componentId);
    return this.selectors.get(componentId) ?? [];
  }

  async search(request: LogsRequest): Promise<LogsResult> {
    await this.enter('search', request);
    const component = this.known(request.componentId);
    const selectors = this.selectors.get(request.componentId) ?? [];
    if (selectors.length === 0) throw new DomainError('not_found', `component '${component}' has no log selectors`);
    const name = request.selector ?? selectors[0]!.name;
    if (!selectors.some((s) => s.name === name)) {
      const available = selectors.map((s) => s.name).join(', ');
      throw new DomainError('not_found', `log selector with the name '${name}' was not found. Available names: [${available}]`);
    }
    const needle = request.query?.toLowerCase() ?? '';
    const since = this.windowStart(request.start);
    const lines = (this.lines.get(`${request.componentId}/${name}`) ?? [])
      .filter((l) => l.message.toLowerCase().includes(needle) && (since === undefined || Date.parse(l.timestamp) >= since))
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    return { total: lines.length, lines };
  }

  /** The search as the fake reads it (the HTTP adapter's is /api/export/logs' parameters). */
  exportTable(request: LogsRequest): ExportTable {
    return { name: 'logs', relation: 'logs', query: JSON.stringify(request), pagedThrough: 'logs' };
  }

  /** The component's name; an id the fake was never told of is not found, as on the server. */
  private known(componentId: string): string {
    const component = this.components.find((c) => c.id === componentId);
    if (!component && !this.selectors.has(componentId)) throw new DomainError('not_found', `component ${componentId} not found`);
    return component?.name ?? componentId;
  }

  private windowStart(start: string): number | undefined {
    if (!this.now) return undefined;
    const now = this.now();
    if (isTimeRangeName(start)) return timeRangeStart(start, now, 'utc').getTime();
    const back = parseDuration(start);
    return back === undefined ? Date.parse(start) : now.getTime() - back;
  }

}

/**
 * Breaking a dependency rule of design/ARCHITECTURE.md fails `npm test`. The rules themselves, and what
 * each allows, are listed at the top of ./dependency-checker.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencyRules, formatViolations, type SourceFile } from './dependency-checker';

const ROOT = join(import.meta.dirname, '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function projectSources(dir = ROOT): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return projectSources(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(ROOT, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
  });
}

describe('when the project is checked against the dependency rules', () => {
  const sources = projectSources();

  it('finds the layers to check', () => {
    for (const layer of ['core/', 'adapters/', 'ui/', 'server/', 'cli/']) {
      expect(sources.some((s) => s.path.startsWith(layer)), layer).toBe(true);
    }
  });

  // It reads every import of the tree, which grows with each area: the default 5 s is a budget for one
  // unit, and with every test file running at once on two cores this one took longer.
  it('finds no violation', { timeout: 60_000 }, () => {
    const violations = checkDependencyRules(sources);
    expect(violations, `Dependency rules broken:\n${formatViolations(violations)}`).toEqual([]);
  });
});

const rulesBroken = (files: SourceFile[]) =>
  checkDependencyRules(files).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe('when a file breaks a rule', () => {
  it('reports core importing frameworks, other layers and node', () => {
    expect(
      rulesBroken([
        {
          path: 'core/incidents/rules.ts',
          text: [
            "import { useState } from 'react';",
            "import { Container } from 'inversify';",
            "import { ofetch } from 'ofetch';",
            "import { client } from '../../adapters/http/client';",
            "import { readFileSync } from 'node:fs';",
            "export const later = () => import('wouter');",
            "const chakra = require('@chakra-ui/react');",
            "export type Css = import('@emotion/react').SerializedStyles;",
          ].join('\n'),
        },
      ]),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((line) => `core/incidents/rules.ts:${line} core-packages`));
  });

  it('reports core reaching into another domain past its index', () => {
    expect(
      rulesBroken([
        { path: 'core/incidents/machines/list.machine.ts', text: "import { RESOURCES } from '../../access/permissions';" },
      ]),
    ).toEqual(['core/incidents/machines/list.machine.ts:1 core-index']);
  });

  it('reports core touching browser globals, the system clock and randomness', () => {
    expect(
      rulesBroken([
        {
          path: 'core/incidents/rules.ts',
          text: [
            "export const a = () => window.innerWidth;",
            "export const b = () => localStorage.getItem('x');",
            "export const c = () => fetch('/api');",
            "export const d = () => Date.now();",
            "export const e = () => new Date();",
            "export const f = () => Math.random();",
            "export const g = () => globalThis.document;",
            "export const h = () => process.env.HOME;",
          ].join('\n'),
        },
      ]),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((line) => `core/incidents/rules.ts:${line} core-globals`));
  });

  it('reports adapters importing ui and server importing ui or adapters', () => {
    expect(
      rulesBroken([
        { path: 'adapters/http/client.ts', text: "import { toast } from '../../ui/components/toast';" },
        {
          path: 'server/routes/x.ts',
          text: "import { Page } from '../../ui/shell/page';\nimport { HttpClient } from '../../adapters/http';",
        },
      ]),
    ).toEqual(['adapters/http/client.ts:1 adapters-ui', 'server/routes/x.ts:1 server-layers', 'server/routes/x.ts:2 server-layers']);
  });

  it('reports the command line importing ui or server', () => {
    expect(
      rulesBroken([
        {
          path: 'cli/commands/checks.ts',
          text: "import { Page } from '../../ui/shell/page';\nimport { createApp } from '../../server/app';\nimport { HealthPort } from '../../core/health';",
        },
      ]),
    ).toEqual(['cli/commands/checks.ts:1 cli-layers', 'cli/commands/checks.ts:2 cli-layers']);
  });

  it('reports ui reaching machines or the container outside ui/hooks and ui/app', () => {
    expect(
      rulesBroken([
        {
          path: 'ui/incidents/incident-list.tsx',
          text: [
            "import { incidentListMachine } from '../../core/incidents';",
            "import { IncidentPort } from '../../core/incidents/ports';",
            "import { bindIncidentPorts, SEVERITIES } from '../../core/incidents';",
            "import * as incidents from '../../core/incidents';",
            "import { states } from '../../core/incidents/machines/list';",
            "import { createContainer } from '../../adapters/container';",
            "import { Container } from 'inversify';",
            "import type { Container as C } from 'inversify';",
          ].join('\n'),
        },
        { path: 'ui/hooks/container.tsx', text: "import { createContainer } from '../../adapters/container';" },
      ]),
    ).toEqual([
      ...[1, 2, 3, 4, 5].map((line) => `ui/incidents/incident-list.tsx:${line} ui-core`),
      ...[6, 7, 8].map((line) => `ui/incidents/incident-list.tsx:${line} ui-container`),
      'ui/hooks/container.tsx:1 ui-container',
    ]);
  });
});

describe('when a file keeps to the rules', () => {
  it('reports nothing', () => {
    expect(
      rulesBroken([
        {
          path: 'core/incidents/machines/list.machine.ts',
          text: [
            "import { setup } from 'xstate';",
            "import dayjs from 'dayjs';",
            "import utc from 'dayjs/plugin/utc.js';",
            "import { parse } from 'yaml';",
            "import * as t from 'io-ts';",
            "import { pipe } from 'fp-ts/function';",
            "import { can } from '../../access';",
            "import { Clock } from '../../shared/index';",
            "import { rules } from '../rules/severity';",
            "const location = { path: '/' };",
            "export const x = (now: Date, input: { fetch: () => void }) => [location.path, input.fetch, new Date(now)];",
            "export const y = { fetch: 1, window: 2 };",
          ].join('\n'),
        },
        {
          path: 'core/incidents/rules.test.ts',
          text: "import { it } from 'vitest';\nimport fc from 'fast-check';\nimport { FakeClock } from '../../tests/fakes/clock';",
        },
        {
          path: 'ui/incidents/incident-list.tsx',
          text: [
            "import type { Incident, IncidentPort as P } from '../../core/incidents';",
            "import { type IncidentPort } from '../../core/incidents/ports';",
            "import { formatBytes } from '../../core/shared';",
            "import { can } from '../../core/access/index';",
            "import { IncidentMachines, INCIDENT_MESSAGES, severityOrder } from '../../core/incidents';",
            "import { selectOpen } from '../../core/incidents/selectors';",
            "import { useService } from '../hooks/container';",
            "import { useState } from 'react';",
          ].join('\n'),
        },
        {
          path: 'ui/hooks/container.tsx',
          text: "import type { Container } from 'inversify';\nimport { incidentListMachine } from '../../core/incidents';",
        },
        {
          path: 'ui/app/main.tsx',
          text: "import { createContainer } from '../../adapters/container';\nimport { Container } from 'inversify';",
        },
        { path: 'ui/incidents/incident-list.test.tsx', text: "import { createContainer } from '../../adapters/container';" },
        { path: 'server/routes/x.ts', text: "import { can } from '../../core/access';" },
        { path: 'adapters/http/x.ts', text: "import { DomainError } from '../../core/shared';" },
      ]),
    ).toEqual([]);
  });
});

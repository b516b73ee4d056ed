/**
 * `npm run new:area <name> --feature <flag> --resource <resource>`: scaffolds a list-and-edit area on
 * the collection kit, laid out as tests/rules/area-layout.test.ts holds every area to (README, "Adding
 * an area"). The feature must be one of DECISIONS §14 (core/access FEATURES) and the resource one of
 * permissions.md (core/access RESOURCES). A `settings.*` feature makes a settings screen, under
 * core/settings/<name>, ui/settings/<name>, adapters/http/settings/<name>.* and features/settings/;
 * any other feature a main area under core/<name>, ui/<name>... The name is one row's noun in
 * kebab-case (demo-thing); the screen is called by its plural (Demo Things).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { parseArgs } from 'node:util';
import { FEATURES, RESOURCES } from '../core/access';

const ROOT = process.cwd();

function refuse(message: string): never {
  console.error(`new:area: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { feature: { type: 'string' }, resource: { type: 'string' } } });
const [name] = positionals;
const { feature, resource } = values;
if (!name || !feature || !resource || positionals.length > 1) refuse('usage: npm run new:area <name> --feature <flag> --resource <resource>');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) refuse(`the name '${name}' is not kebab-case (demo-thing)`);
if (!(FEATURES as readonly string[]).includes(feature)) refuse(`'${feature}' is not a feature of DECISIONS §14; the features are ${FEATURES.join(', ')}`);
if (!(RESOURCES as readonly string[]).includes(resource)) refuse(`'${resource}' is not a resource of permissions.md; the resources are ${RESOURCES.join(', ')}`);

// The names the area's files and identifiers take.
const words = name.split('-');
const singular = [...words.slice(0, -1), words.at(-1)!.replace(/s$/, '')];
const plural = [...words.slice(0, -1), `${singular.at(-1)}s`];
const pascal = (parts: readonly string[]) => parts.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
const camel = (parts: readonly string[]) => parts[0] + pascal(parts.slice(1));
const upper = (parts: readonly string[]) => parts.join('_').toUpperCase();
const lower = (parts: readonly string[]) => parts.join(' ');
const title = (parts: readonly string[]) => parts.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
const sentence = (parts: readonly string[]) => lower(parts)[0]!.toUpperCase() + lower(parts).slice(1);

const settings = feature.startsWith('settings.');
const id = `${settings ? 'settings.' : ''}${words.join('_')}`;
const home = settings ? `settings/${name}` : name;
const path = settings ? `/settings/${name}` : `/${name}`;
/** An import of `target` (a path from the root) in a file of `dir`. */
const to = (dir: string, target: string) => {
  const path = posix.relative(dir, target);
  return path.startsWith('.') ? path : `./${path}`;
};
const coreDir = `core/${home}`;
const uiDir = `ui/${home}`;
const adaptersDir = dirname(`adapters/http/${home}`);

const N = {
  Row: pascal(singular),
  Draft: `${pascal(singular)}Draft`,
  Port: `${pascal(singular)}Port`,
  Machines: `${pascal(plural)}Machines`,
  Ports: `${pascal(plural)}Ports`,
  bind: `bind${pascal(plural)}Ports`,
  policy: `${camel(plural)}Policy`,
  key: `${camel(singular)}Key`,
  cells: `${camel(singular)}Cells`,
  port: camel(plural),
  Adapter: `Http${pascal(singular)}Adapter`,
  httpModule: `${camel(plural)}HttpModule`,
  machinesModule: `${camel(plural)}MachinesModule`,
  Fake: `Fake${pascal(singular)}Port`,
  canWrite: `canWrite${pascal(plural)}`,
  EMPTY: `EMPTY_${upper(singular)}`,
  TITLE: `${upper(plural)}_TITLE`,
  DESCRIPTION: `${upper(plural)}_DESCRIPTION`,
  EMPTY_TEXT: `${upper(plural)}_EMPTY`,
  ADD: `ADD_${upper(singular)}`,
  EDIT: `EDIT_${upper(singular)}`,
  DELETE_TITLE: `DELETE_${upper(singular)}_TITLE`,
  deleteMessage: `delete${pascal(singular)}Message`,
  MESSAGES: `${upper(singular)}_MESSAGES`,
  COLUMNS: `${upper(singular)}_COLUMNS`,
  ColumnKey: `${pascal(singular)}ColumnKey`,
  table: plural.join('_'),
};

if (existsSync(join(ROOT, coreDir))) refuse(`${coreDir} exists already`);

const files: Record<string, string> = {};

files[`${coreDir}/model.ts`] = `/** One of the ${title(plural)} screen's rows. */
export interface ${N.Row} {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** ISO timestamp. */
  readonly createdAt: string;
}

/** What the create and edit forms send. */
export interface ${N.Draft} {
  readonly name: string;
  readonly description: string;
}
`;

files[`${coreDir}/ports.ts`] = `import { serviceIdentifier, type CollectionPort } from '${to(coreDir, 'core/shared')}';
import type { ${N.Draft}, ${N.Row} } from './model';

/** The ${title(plural)} screen's data provider, the collection kit's contract. Failures reject with a DomainError. */
export type ${N.Port} = Required<CollectionPort<${N.Row}, ${N.Draft}>>;
export const ${N.Port} = serviceIdentifier<${N.Port}>('${N.Port}');
`;

files[`${coreDir}/texts.ts`] = `/** The ${title(plural)} screen's words. */
export const ${N.TITLE} = '${title(plural)}';
export const ${N.DESCRIPTION} = 'The ${lower(plural)} of this console.';
export const ${N.EMPTY_TEXT} = 'No ${lower(plural)} yet';
export const ${N.ADD} = 'Add ${lower(singular)}';
export const ${N.EDIT} = 'Edit ${lower(singular)}';
export const ${N.DELETE_TITLE} = 'Delete ${lower(singular)}';
export const ${N.deleteMessage} = (name: string): string => \`Are you sure you want to delete \${name}?\`;

export const ${N.MESSAGES} = {
  created: '${sentence(singular)} created',
  updated: '${sentence(singular)} updated',
  deleted: '${sentence(singular)} deleted',
} as const;

/** The table's columns, in order. */
export const ${N.COLUMNS} = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'createdAt', label: 'Created At' },
] as const;
export type ${N.ColumnKey} = (typeof ${N.COLUMNS})[number]['key'];
`;

files[`${coreDir}/rules.ts`] = `import { can } from '${to(coreDir, 'core/access')}';
import type { ${N.Draft}, ${N.Row} } from './model';

export const ${N.EMPTY}: ${N.Draft} = { name: '', description: '' };

export const draftOf = (row: ${N.Row}): ${N.Draft} => ({ name: row.name, description: row.description });

export const normalise = (draft: ${N.Draft}): ${N.Draft} => ({ name: draft.name.trim(), description: draft.description.trim() });

/** permissions.md: adding, changing and deleting ${lower(plural)} needs write on ${resource}. */
export const ${N.canWrite} = (roles: readonly string[]): boolean => can(roles, '${resource}', 'write');
`;

files[`${coreDir}/selectors.ts`] = `import type { ${N.Row} } from './model';
import type { ${N.ColumnKey} } from './texts';

/** What each column of a row reads; the date stays ISO for the UI to format. */
export const ${N.cells} = (row: ${N.Row}): Record<${N.ColumnKey}, string> => ({
  name: row.name,
  description: row.description,
  createdAt: row.createdAt,
});
`;

files[`${coreDir}/policy.ts`] = `import type { CollectionPolicy } from '${to(coreDir, 'core/shared')}';
import type { ${N.Draft}, ${N.Row} } from './model';
import type { ${N.Port} } from './ports';
import { ${N.EMPTY}, ${N.canWrite}, draftOf, normalise } from './rules';
import { ${N.DELETE_TITLE}, ${N.EMPTY_TEXT}, ${N.MESSAGES}, ${N.deleteMessage} } from './texts';

export const ${N.key} = (row: ${N.Row}): string => row.id;

const form = { required: ['name'] as const, normalise };

/**
 * ${title(plural)} on the collection kit: pages of 50 newest first, their page and sort in the URL; who
 * may write ${resource} adds, changes and deletes them, a delete asked about first.
 */
export function ${N.policy}(port: ${N.Port}): CollectionPolicy<${N.Row}, ${N.Draft}> {
  return {
    id: '${camel(plural)}',
    key: ${N.key},
    provider: port,
    query: { pageSize: 50, sort: { column: 'createdAt', desc: true } },
    permissions: { create: ${N.canWrite}, edit: ${N.canWrite}, remove: ${N.canWrite} },
    create: { ...form, draft: () => ${N.EMPTY} },
    edit: { ...form, draft: (row) => (row ? draftOf(row) : ${N.EMPTY}) },
    texts: {
      empty: ${N.EMPTY_TEXT},
      created: () => ${N.MESSAGES}.created,
      updated: () => ${N.MESSAGES}.updated,
      removed: () => ${N.MESSAGES}.deleted,
      confirmDelete: (row) => ({ title: ${N.DELETE_TITLE}, message: ${N.deleteMessage}(row.name) }),
    },
  };
}
`;

files[`${coreDir}/bind.ts`] = `import { createCollectionMachine, serviceIdentifier } from '${to(coreDir, 'core/shared')}';
import type { ${N.Port} } from './ports';
import { ${N.policy} } from './policy';

export interface ${N.Ports} {
  readonly ${N.port}: ${N.Port};
}

export function ${N.bind}({ ${N.port} }: ${N.Ports}) {
  return { screen: createCollectionMachine(${N.policy}(${N.port})) };
}

export type ${N.Machines} = ReturnType<typeof ${N.bind}>;
/** The token under which the composition root provides the bound machines to the UI. */
export const ${N.Machines} = serviceIdentifier<${N.Machines}>('${N.Machines}');
`;

files[`${coreDir}/index.ts`] = `export type { ${N.Row}, ${N.Draft} } from './model';
export { ${N.Port} } from './ports';
export {
  ${N.TITLE}, ${N.DESCRIPTION}, ${N.ADD}, ${N.EDIT}, ${N.MESSAGES}, ${N.COLUMNS}, type ${N.ColumnKey},
} from './texts';
export { ${N.cells} } from './selectors';
export { ${N.key}, ${N.policy} } from './policy';
export { ${N.bind}, ${N.Machines}, type ${N.Ports} } from './bind';
`;

const adapterHome = `adapters/http/${home}`;
files[`${adapterHome}.http.ts`] = `import * as t from 'io-ts';
import { DomainError, type CollectionPage, type CollectionQuery } from '${to(adaptersDir, 'core/shared')}';
import type { ${N.Draft}, ${N.Port}, ${N.Row} } from '${to(adaptersDir, coreDir)}';
import { optional } from '${to(adaptersDir, 'adapters/http/codecs/decode')}';
import { from } from '${to(adaptersDir, 'adapters/http/postgrest')}';
import type { PostgrestClient } from '${to(adaptersDir, 'adapters/http/postgrest-client')}';

const RowCodec = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ description: optional(t.string), created_at: optional(t.string) }),
]);
const RowsCodec = t.array(RowCodec, '${pascal(plural)}');
type Row = t.TypeOf<typeof RowCodec>;

const toRow = (row: Row): ${N.Row} => ({ id: row.id, name: row.name, description: row.description ?? '', createdAt: row.created_at ?? '' });

/** The table's column each sortable field is sorted by. */
const SORT_COLUMNS: Readonly<Record<string, string>> = { name: 'name', description: 'description', createdAt: 'created_at' };

const rows = from<Row>('${N.table}');
const notFound = (id: string) => new DomainError('not_found', \`${sentence(singular)} \${id} not found\`);

/** ${title(plural)} over PostgREST's \`${N.table}\` table. */
export class ${N.Adapter} implements ${N.Port} {
  constructor(private readonly db: PostgrestClient) {}

  async list(query: CollectionQuery): Promise<CollectionPage<${N.Row}>> {
    const column = SORT_COLUMNS[query.sort?.column ?? ''] ?? 'created_at';
    // The id keeps the order stable across pages when the sort column ties.
    const ordered = rows.order(column, { ascending: query.sort ? !query.sort.desc : false }).order('id');
    const page = await this.db.select(query.pageSize === undefined ? ordered : ordered.page(query.pageIndex, query.pageSize), RowsCodec, { count: true });
    return { rows: page.rows.map(toRow), total: page.total ?? page.rows.length };
  }

  async get(id: string): Promise<${N.Row}> {
    const [row] = (await this.db.select(rows.eq('id', id), RowsCodec)).rows;
    if (!row) throw notFound(id);
    return toRow(row);
  }

  async create(draft: ${N.Draft}): Promise<${N.Row}> {
    const [row] = await this.db.insert('${N.table}', draft, RowsCodec);
    if (!row) throw new DomainError('server', 'The server did not return the new ${lower(singular)}');
    return toRow(row);
  }

  async update(id: string, draft: ${N.Draft}): Promise<${N.Row}> {
    const [row] = await this.db.update(rows.eq('id', id), draft, RowsCodec);
    if (!row) throw notFound(id);
    return toRow(row);
  }

  async remove(id: string): Promise<void> {
    if ((await this.db.remove(rows.eq('id', id), RowsCodec)).length === 0) throw notFound(id);
  }
}
`;

files[`${adapterHome}.module.ts`] = `import { ContainerModule } from 'inversify';
import { ${N.Machines}, ${N.Port}, ${N.bind} } from '${to(adaptersDir, coreDir)}';
import { PostgrestClient } from '${to(adaptersDir, 'adapters/http/postgrest-client')}';
import { ${N.Adapter} } from './${name}.http';

/** The ${title(plural)} screen's machines over whichever ${N.Port} the container holds: the console's HTTP one, or the fakes'. */
export const ${N.machinesModule} = new ContainerModule(({ bind }) => {
  bind<${N.Machines}>(${N.Machines}).toDynamicValue((ctx) => ${N.bind}({ ${N.port}: ctx.get<${N.Port}>(${N.Port}) }));
});

/** Binds the ${title(plural)} screen's port over the PostgREST client the http module provides. */
export const ${N.httpModule} = new ContainerModule(({ bind }) => {
  bind<${N.Port}>(${N.Port}).toDynamicValue((ctx) => new ${N.Adapter}(ctx.get(PostgrestClient)));
});
`;

files[`tests/fakes/${name}.ts`] = `import type { ${N.Draft}, ${N.Port}, ${N.Row} } from '../../${coreDir}';
import { FakeCollection } from './collection';

/** The ${lower(plural)} in memory, answering as the collection kit's data providers do (FakeCollection). */
export class ${N.Fake} extends FakeCollection<${N.Row}, ${N.Draft}> implements ${N.Port} {
  constructor(rows: readonly ${N.Row}[] = []) {
    let made = 0;
    super({
      key: (row) => row.id,
      rows,
      created: (draft) => ({ id: \`new-${name}-\${(made += 1)}\`, ...draft, createdAt: '2030-01-01T00:00:00Z' }),
    });
  }
}
`;

files[`${uiDir}/${name}-page.tsx`] = `import { Text } from '@chakra-ui/react';
import {
  ${N.ADD}, ${N.COLUMNS}, ${N.DESCRIPTION}, ${N.EDIT}, ${N.Machines}, ${N.TITLE}, ${N.cells}, ${N.key}, type ${N.Row},
} from '${to(uiDir, coreDir)}';
import { CollectionPage } from '${to(uiDir, 'ui/components/collection-page')}';
import type { DataTableColumn } from '${to(uiDir, 'ui/components/data-table')}';
import type { FormField } from '${to(uiDir, 'ui/components/form-dialog')}';
import { useService } from '${to(uiDir, 'ui/hooks/container')}';
import { usePageTitle } from '${to(uiDir, 'ui/hooks/page-title')}';

const COLUMNS: readonly DataTableColumn<${N.Row}>[] = ${N.COLUMNS}.map((column) => ({
  key: column.key,
  name: column.label,
  sortable: true,
  render: (row: ${N.Row}) => <Text truncate>{${N.cells}(row)[column.key]}</Text>,
}));

const FIELDS: readonly FormField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'description', label: 'Description', multiline: true },
];

/** ${title(plural)}: the collection kit's page with its columns and form. */
export default function ${pascal(plural)}Page({ virtualized = true }: { virtualized?: boolean }) {
  usePageTitle(${N.TITLE});
  const { screen } = useService(${N.Machines});
  return (
    <CollectionPage
      machine={screen}
      title={${N.TITLE}}
      description={${N.DESCRIPTION}}
      columns={COLUMNS}
      rowKey={${N.key}}
      create={{ button: ${N.ADD}, title: ${N.ADD}, submitLabel: 'Save', fields: FIELDS }}
      edit={{ title: ${N.EDIT}, submitLabel: 'Save', fields: FIELDS }}
      noun={['${lower(singular)}', '${lower(plural)}']}
      errorTitle="Could not load ${lower(plural)}"
      virtualized={virtualized}
    />
  );
}
`;

files[`features/${home}.feature`] = `Feature: ${title(plural)}
  ${settings ? 'Settings → ' : ''}${title(plural)} lists the ${lower(plural)}; a person who may write ${resource} adds, changes and
  deletes them. The ${lower(plural)} are simulated in memory.

  Background:
    Given the ${lower(plural)} are:
      | name  | description |
      | Alpha | The first   |

  Scenario: The screen lists them
    Given a person with the role "admin"
    When they open the ${lower(plural)} screen
    Then the table shows 1 row

  Scenario Outline: Only a person who may write ${resource} may add one
    Given a person with the role "<role>"
    When they open the ${lower(plural)} screen
    Then the "${`Add ${lower(singular)}`}" button is <shown>

    Examples:
      | role   | shown     |
      | admin  | shown     |
      | viewer | not shown |

  Scenario: One needs a name
    Given a person with the role "admin"
    When they open the ${lower(plural)} screen
    And they add the ${lower(singular)} "" described as "nameless"
    Then the form says "This field is required" under name
    And the table shows 1 row

  Scenario: An admin adds one
    Given a person with the role "admin"
    When they open the ${lower(plural)} screen
    And they add the ${lower(singular)} "Beta" described as "The second"
    Then the screen says "${sentence(singular)} created"
    And the table shows 2 rows

  Scenario: Deleting one asks first
    Given a person with the role "admin"
    When they open the ${lower(plural)} screen
    And they delete the ${lower(singular)} "Alpha"
    Then they are asked "Delete ${lower(singular)}" with "Are you sure you want to delete Alpha?"
    When they confirm
    Then the screen says "${sentence(singular)} deleted"
    And the table shows 0 rows
`;

files[`features/steps/${name}.steps.ts`] = `import assert from 'node:assert/strict';
import { Given, When, type DataTable } from '@cucumber/cucumber';
import { ${N.ADD}, ${N.Machines}, type ${N.Draft}, type ${N.Row} } from '../../${coreDir}';
import type { ${N.Fake} } from '../../tests/fakes/${name}';
import { areaWorld, openCollection, type CollectionScreen } from '../support/collection-screen';
import type { ConsoleWorld } from '../support/world';

// The ${lower(plural)} scenarios' own steps; what every collection screen answers alike is in collection.steps.ts.

/** What the ${lower(plural)} scenarios hold: the console's ${lower(plural)} and the screen. */
interface ${pascal(plural)}World {
  readonly port: ${N.Fake};
  screen?: CollectionScreen<${N.Row}, ${N.Draft}>;
}

const area = (world: ConsoleWorld) => areaWorld<${pascal(plural)}World>(world, '${camel(plural)}', () => ({ port: world.console.${N.port} }));
const screen = (world: ConsoleWorld) => {
  const { screen } = area(world);
  assert.ok(screen, 'the ${lower(plural)} screen is not open');
  return screen;
};

Given('the ${lower(plural)} are:', function (this: ConsoleWorld, table: DataTable) {
  area(this).port.set(
    table.hashes().map((row, index): ${N.Row} => ({ id: \`${name}-\${index + 1}\`, name: row.name!, description: row.description!, createdAt: '2030-01-01T00:00:00Z' })),
  );
});

When('they open the ${lower(plural)} screen', async function (this: ConsoleWorld) {
  area(this).screen = await openCollection(this, this.console.get(${N.Machines}).screen, {
    buttons: { [${N.ADD}]: 'create' },
    fields: { name: 'name', description: 'description' },
  });
});

When('they add the ${lower(singular)} {string} described as {string}', async function (this: ConsoleWorld, name: string, description: string) {
  const shown = screen(this);
  shown.send({ type: 'item.create' });
  shown.send({ type: 'item.save', draft: { name, description } });
  await shown.settled();
});

When('they delete the ${lower(singular)} {string}', function (this: ConsoleWorld, name: string) {
  const shown = screen(this);
  shown.send({ type: 'item.delete', id: shown.view().rows.find((row) => row.name === name)?.id ?? '' });
});
`;

// The shared files the area joins, each at its place.

/** Where `text` goes: right after `after`'s first match, or before `before`'s first match after it. */
interface Insertion {
  readonly file: string;
  readonly after?: RegExp;
  readonly before?: RegExp;
  readonly text: string;
}

function position(source: string, after: RegExp | undefined, before: RegExp | undefined): number {
  let from = 0;
  if (after) {
    const found = after.exec(source);
    if (!found) return -1;
    from = found.index + found[0].length;
  }
  if (!before) return from;
  const offset = source.slice(from).search(before);
  return offset < 0 ? -1 : from + offset;
}

function insert({ file, after, before, text }: Insertion): void {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const at = position(source, after, before);
  if (at < 0) refuse(`${file} no longer has ${after ?? ''} ${before ?? ''}: join the area to it by hand`);
  writeFileSync(join(ROOT, file), source.slice(0, at) + text + source.slice(at));
}

const insertions: Insertion[] = [
  { file: 'core/session/areas.ts', after: /export type AreaId =/, before: /;\n/, text: ` | '${id}'` },
  {
    file: 'core/session/areas.ts',
    after: /export const AREAS: /,
    before: /\n\];\n/,
    text: `\n  {\n    id: '${id}', label: '${title(plural)}', path: '${path}', group: '${settings ? 'settings' : 'main'}', feature: '${feature}',\n    permission: read('${resource}'),\n  },`,
  },
  {
    file: 'ui/app/area-modules.ts',
    before: /\} satisfies /,
    text: `  '${id}': () => import('../../${adapterHome}.module').then((m) => [m.${N.httpModule}, m.${N.machinesModule}]),\n`,
  },
  { file: 'ui/app/routes.tsx', after: /export const AREA_ROUTES/, before: /\];\n/, text: `  route('${id}', () => import('../${home}/${name}-page')),\n` },
  {
    file: 'tests/fakes/fake-console.ts',
    after: /^import /m,
    before: /\n\n/,
    text: `\nimport { ${N.machinesModule} } from '../../${adapterHome}.module';\nimport { ${N.Port} } from '../../${coreDir}';\nimport { ${N.Fake} } from './${name}';`,
  },
  { file: 'tests/fakes/fake-console.ts', before: / {2}const container = createContainer\(/, text: `  const ${N.port} = new ${N.Fake}();\n` },
  {
    file: 'tests/fakes/fake-console.ts',
    after: /new ContainerModule\(\(\{ bind \}\) => \{/,
    text: `\n      bind<${N.Port}>(${N.Port}).toConstantValue(${N.port});`,
  },
  { file: 'tests/fakes/fake-console.ts', after: /createContainer\(\[/, before: /\n {2}\]\);/, text: `\n    ${N.machinesModule},` },
  { file: 'tests/fakes/fake-console.ts', after: /return \{ container, get,/, text: ` ${N.port},` },
];

for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(ROOT, file)), { recursive: true });
  writeFileSync(join(ROOT, file), text);
}
for (const insertion of insertions) insert(insertion);

console.log(`new:area: ${id} scaffolded at ${path}:\n${[...Object.keys(files), ...new Set(insertions.map((i) => `${i.file} (joined)`))].map((f) => `  ${f}`).join('\n')}`);
console.log('Next: the README\'s "Adding an area" checklist.');

import type { CatalogBuilder, ConfigRef, HistoryStep } from './catalog-builder';

/** The tables each application database holds, with their columns as scraped. */
const SCHEMAS: Readonly<Record<string, readonly { table: string; columns: string[] }[]>> = {
  payments: [
    { table: 'payments', columns: ['id', 'order_id', 'amount', 'currency', 'status', 'created_at'] },
    { table: 'refunds', columns: ['id', 'payment_id', 'amount', 'reason', 'created_at'] },
    { table: 'ledger_entries', columns: ['id', 'account', 'debit', 'credit', 'booked_at'] },
  ],
  orders: [
    { table: 'orders', columns: ['id', 'customer_id', 'total', 'status', 'created_at', 'updated_at'] },
    { table: 'order_lines', columns: ['id', 'order_id', 'sku', 'quantity', 'price'] },
    { table: 'shipments', columns: ['id', 'order_id', 'carrier', 'tracking_code', 'shipped_at'] },
  ],
  identity: [
    { table: 'users', columns: ['id', 'email', 'password_hash', 'created_at', 'last_login'] },
    { table: 'sessions', columns: ['id', 'user_id', 'expires_at', 'user_agent'] },
    { table: 'audit_events', columns: ['id', 'user_id', 'action', 'at'] },
  ],
};
const ROLES = [
  { name: 'app_rw', privileges: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'], superuser: false },
  { name: 'app_ro', privileges: ['SELECT'], superuser: false },
  { name: 'migrator', privileges: ['ALL'], superuser: false },
  { name: 'dba_breakglass', privileges: ['ALL'], superuser: true },
];

/**
 * A database provider beside the cloud ones: the PostgreSQL servers behind the RDS instances, as an
 * SQL scraper sees them (server, its databases and their tables, roles), each server linked hard to its
 * RDS instance. Schema histories are real diffs; a dropped table stays as a deleted item.
 */
export function buildPostgres(b: CatalogBuilder, instances: readonly ConfigRef[], scraperId: string): void {
  const x = b.extra;
  for (const rds of instances) {
    const server = b.add({
      key: `postgres/${rds.name}`,
      name: rds.name,
      type: 'PostgreSQL::Server',
      config_class: 'DatabaseServer',
      scraperId,
      status: 'Accepting connections',
      createdDaysAgo: 200,
      tags: { ...rds.tags, server: rds.name },
      config: { version: 'PostgreSQL 16.3', max_connections: 400, shared_buffers: '8GB', wal_level: 'logical' },
    });
    b.relate(rds, server, 'hard');
    for (const role of ROLES) {
      const roleRef = b.add({
        key: `postgres/${rds.name}/role/${role.name}`,
        name: role.name,
        type: 'PostgreSQL::Role',
        config_class: 'Role',
        parent: server,
        scraperId,
        createdDaysAgo: 150 + x.next() * 50,
        config: { rolname: role.name, rolsuper: role.superuser, rolcanlogin: true, privileges: role.privileges },
      });
      if (role.superuser) {
        b.insight(roleRef, 10 + x.next() * 30, {
          analyzer: 'SuperuserLogin',
          analysis_type: 'security',
          severity: 'high',
          summary: 'A login role is superuser',
          message: `${role.name} on ${rds.name} can log in as superuser; keep it disabled outside incidents.`,
          source: 'SQL scraper',
        });
      }
    }
    for (const [database, tables] of Object.entries(SCHEMAS)) {
      const db = b.add({
        key: `postgres/${rds.name}/db/${database}`,
        name: database,
        type: 'PostgreSQL::Database',
        config_class: 'Database',
        parent: server,
        scraperId,
        status: 'Online',
        createdDaysAgo: 190,
        config: { datname: database, encoding: 'UTF8', collation: 'en_US.UTF-8', size_bytes: x.int(2, 400) * 1_073_741_824 },
      });
      for (const { table, columns } of tables) pgTable(b, db, scraperId, rds.name, database, table, columns);
      if (x.chance(0.3)) {
        b.add({
          key: `postgres/${rds.name}/db/${database}/tmp_import`,
          name: 'tmp_import',
          type: 'PostgreSQL::Table',
          config_class: 'Table',
          parent: db,
          scraperId,
          status: 'Dropped',
          createdDaysAgo: 60,
          deleted: true,
          deletedDaysAgo: 2 + x.next() * 20,
          config: { table: 'tmp_import', columns: [{ name: 'payload', type: 'jsonb' }] },
        });
      }
    }
  }
}

function pgTable(b: CatalogBuilder, db: ConfigRef, scraperId: string, server: string, database: string, table: string, columns: string[]) {
  const x = b.extra;
  const config = {
    table: `public.${table}`,
    columns: columns.map((name) => ({ name, type: name === 'id' || name.endsWith('_id') ? 'uuid' : name.endsWith('_at') ? 'timestamptz' : 'text' })),
    indexes: [`${table}_pkey`, ...columns.filter((c) => c.endsWith('_id')).map((c) => `${table}_${c}_idx`)],
    estimated_rows: x.int(1, 5000) * 1000,
  };
  const ref = b.add({
    key: `postgres/${server}/db/${database}/table/${table}`,
    name: table,
    type: 'PostgreSQL::Table',
    config_class: 'Table',
    parent: db,
    scraperId,
    status: 'Active',
    createdDaysAgo: 180,
    config,
  });
  const steps: HistoryStep<typeof config>[] = [];
  const added = config.columns.at(-1)!;
  if (x.chance(0.5)) {
    steps.push({
      daysAgo: 3 + x.next() * 60,
      severity: 'low',
      summary: `added column ${added.name} ${added.type} to ${table}`,
      by: 'migrator',
      undo: (doc: typeof config) => {
        doc.columns.pop();
      },
    });
  }
  if (config.indexes.length > 1 && x.chance(0.4)) {
    steps.push({
      daysAgo: 65 + x.next() * 30,
      summary: `created index ${config.indexes[1]}`,
      by: 'migrator',
      undo: (doc: typeof config) => {
        doc.indexes.splice(1, 1);
      },
    });
  }
  b.history(ref, config, steps, 'PostgreSQL');
  if (table === 'audit_events') {
    b.insight(ref, 40 + x.next() * 20, {
      analyzer: 'UnpartitionedAppendOnlyTable',
      analysis_type: 'technical_debt',
      severity: 'low',
      summary: 'Append-only table is not partitioned',
      message: `${table} on ${server} only grows; partition it by month so old rows can be dropped cheaply.`,
      source: 'SQL scraper',
    });
  }
  if (config.estimated_rows > 3_000_000 && x.chance(0.7)) {
    b.insight(ref, 1 + x.next() * 15, {
      analyzer: 'TableBloat',
      analysis_type: 'performance',
      severity: 'medium',
      summary: 'Dead tuples above 20%',
      message: `${table} on ${server} has ${x.int(20, 45)}% dead tuples; autovacuum is falling behind.`,
      source: 'SQL scraper',
    });
  }
}

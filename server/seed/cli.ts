import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { StartupError } from '../db/database';
import { DEFAULT_DEMO_TARGETS } from './demo-targets';
import { seedDemoData } from './index';

/** `npm run seed -- --scale N`: seeds the configured database (DATA_DIR or DATABASE_URL). */
function parseScale(argv: string[]): number {
  const index = argv.findIndex((a) => a === '--scale' || a.startsWith('--scale='));
  if (index === -1) return 1;
  const raw = argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1) throw new StartupError(`--scale takes a whole number of at least 1, not "${raw}"`);
  return scale;
}

async function main() {
  const scale = parseScale(process.argv.slice(2));
  const config = loadConfig();
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(opened.db);
    console.log(`Seeding ${opened.location} at scale ${scale}...`);
    // The demo checks name the configured port; a server started on another one points them at itself.
    const targets = { ...DEFAULT_DEMO_TARGETS, httpPort: config.port || DEFAULT_DEMO_TARGETS.httpPort };
    const report = await seedDemoData(opened.db, { scale, now: new Date(), targets });
    if (!report.seeded) {
      console.log('The database already holds an estate; nothing was written.');
      return;
    }
    const width = Math.max(...Object.keys(report.counts).map((k) => k.length));
    for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
    console.log(`Seeded in ${report.seconds} s.`);
  } finally {
    await opened.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof StartupError ? error.message : error);
  process.exitCode = 1;
});

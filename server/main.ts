import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { startAgentHeartbeats } from './agents/heartbeat';
import { startSilentAgentSweep } from './agents/silence';
import { startCatalogSummaryRefresh } from './catalog/summaries';
import { createApp } from './app';
import { startDemoProvider, type DemoProvider } from './oidc/demo-provider';
import { HostedIdentity } from './oidc/hosted-identity';
import { ensureDemoIdentities, resolveDemoPassword } from './auth/demo-identities';
import { loadConfig, type ServerConfig } from './config';
import { backgroundOf, StartupError } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase, type OpenedDatabase } from './db/open';
import { startCheckScheduler, startLoopbackDns, type LoopbackDns } from './checks';
import { captureConsole, followCheckRuns } from './logs';
import { startDefinitionOfDoneEvaluator } from './incidents';
import { startJobHistoryCleanup, startTableVacuum } from './jobs';
import { LiveHub, startLiveEventCleanup } from './live';
import { startPlaybookWorker } from './playbooks';
import { DemoInbox, startDemoReceiver, startNotificationWorker, type DemoReceiver } from './notifications';
import { pointDemoReceiverAt } from './seed/demo-receiver';
import { refreshSchemaCache } from './postgrest';
import { scrapeOptionsOf, startScraperScheduler } from './scrapers';
import { isSeeded, seedDemoData } from './seed';
import { writeDemoLogFiles } from './seed/demo-logs';
import { pointDemoCanariesAt, type DemoTargets } from './seed/demo-targets';
import { endDemoRestarts } from './routes/demo-restart';
import { pointDemoPlaybooksAt } from './seed/playbooks';
import { ensureDemoFileScraper } from './seed/scrape-demo';
import { DEMO_PEOPLE } from './seed/demo-people';

export interface RunningServer {
  /** Where the server answers, e.g. http://localhost:8080. */
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Where the banner and progress go (stdout by default). */
  print?: (line: string) => void;
  /** Stop on SIGINT/SIGTERM (the program does; tests that start several servers do not). */
  handleSignals?: boolean;
}

function listen(app: ReturnType<typeof createApp>, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port }, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartupError(`Port ${port} is already in use: set PORT to another port.`) : error),
    );
  });
}

const closeServer = (server: ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  });

/**
 * The database's side of a start, once the server listens: the demo estate is seeded on first start with
 * this server's ports (its checks reach this server, DECISIONS §11a) and pointed at them on later starts.
 */
async function prepareDemo(opened: OpenedDatabase, config: ServerConfig, targets: DemoTargets, print: (line: string) => void) {
  const { db } = opened;
  if (!(await isSeeded(db))) {
    print('Empty database: seeding the demo estate...');
    await seedDemoData(db, { scale: 1, now: new Date(), targets });
  }
  const moved = await pointDemoCanariesAt(db, targets);
  if (moved > 0) print(`Pointed ${moved} demo canaries at port ${targets.httpPort} and the DNS server on port ${targets.dnsPort}.`);
  const playbooks = await pointDemoPlaybooksAt(db, targets);
  if (playbooks > 0) print(`Pointed ${playbooks} demo playbooks at port ${targets.httpPort}.`);
  await endDemoRestarts(db);
  const demo = resolveDemoPassword({ adminPassword: config.adminPassword, dataDir: config.dataDir });
  await ensureDemoIdentities(db, demo.password);
  await writeDemoLogFiles(db, config.dataDir, new Date());
  await ensureDemoFileScraper(db, config.dataDir);
  return demo;
}

/** What the console calls the in-process demo provider on its sign-in buttons. */
const DEMO_PROVIDER_NAME = 'Demo identity provider';

/**
 * The OpenID provider (issue 24): OIDC_ISSUER's in either mode (the hosted mode signs in there, the
 * self-hosted mode offers it as social sign-in), else the in-process demo provider for the hosted mode
 * or for SOCIAL_SIGN_IN=demo. The demo provider's redirect URIs name the console's port, known only once it listens.
 */
async function chooseProvider(hosted: HostedIdentity, config: ServerConfig, port: number, password: string): Promise<DemoProvider | undefined> {
  const { issuer, clientId, clientSecret, roleClaim, providerName, profileUrl, socialDemo } = config.oidc;
  if (issuer && clientId && clientSecret) {
    hosted.use({ issuer, clientId, clientSecret }, undefined, { name: providerName, profileUrl });
    return undefined;
  }
  if (config.identityMode !== 'hosted' && !socialDemo) return undefined;
  const provider = await startDemoProvider({
    consoleOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    password,
    roleClaim,
  });
  hosted.use(provider.settings, provider, { name: providerName ?? DEMO_PROVIDER_NAME, profileUrl: provider.profileUrl });
  return provider;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const print = options.print ?? ((line: string) => console.log(line));
  let opened: OpenedDatabase | undefined;
  let app;
  let live: LiveHub | undefined;
  const demoInbox = new DemoInbox();
  const hosted = new HostedIdentity();
  if (config.missionControlUrl) {
    app = createApp({ config });
  } else {
    opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      const applied = await migrate(opened.db);
      if (applied.length > 0) print(`Applied migrations: ${applied.join(', ')}`);
      await refreshSchemaCache(opened.db);
      live = new LiveHub(opened.db);
      app = createApp({ config, db: opened.db, demoInbox, hosted, live });
    } catch (error) {
      await opened.close();
      throw error;
    }
  }

  let server: ServerType;
  try {
    server = await listen(app, config.port);
  } catch (error) {
    await opened?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  let dns: LoopbackDns | undefined;
  let receiver: DemoReceiver | undefined;
  let demo: { password: string; source: string } | undefined;
  let demoProvider: DemoProvider | undefined;
  if (opened) {
    try {
      dns = await startLoopbackDns();
      demo = await prepareDemo(opened, config, { httpPort: port, dnsPort: dns.port }, print);
      receiver = await startDemoReceiver(demoInbox);
      if (await pointDemoReceiverAt(opened.db, receiver.port)) print(`Pointed the demo receiver connection at port ${receiver.port}.`);
      demoProvider = await chooseProvider(hosted, config, port, demo.password);
    } catch (error) {
      await closeServer(server);
      await dns?.close();
      await receiver?.close();
      await demoProvider?.close();
      await opened.close();
      throw error;
    }
  }
  // The server's own work yields to requests on an engine that runs one statement at a time.
  const work = opened ? backgroundOf(opened.db) : undefined;
  const scheduler = work ? await startCheckScheduler(work, { execEnabled: config.execEnabled }) : undefined;
  const heartbeats = work ? startAgentHeartbeats(work) : undefined;
  const checkRuns = work ? followCheckRuns(work) : undefined;
  const evaluator = work ? startDefinitionOfDoneEvaluator(work) : undefined;
  const catalogSummaries = work ? startCatalogSummaryRefresh(work) : undefined;
  const jobHistoryCleanup = work ? startJobHistoryCleanup(work) : undefined;
  const playbooks = work ? await startPlaybookWorker(work, { execEnabled: config.execEnabled, config }) : undefined;
  const scrapers = work ? startScraperScheduler(work, scrapeOptionsOf(config)) : undefined;
  const notifications = work ? startNotificationWorker(work) : undefined;
  const liveEventCleanup = work ? startLiveEventCleanup(work) : undefined;
  const silentAgents = work ? startSilentAgentSweep(work) : undefined;
  const vacuum = work ? startTableVacuum(work) : undefined;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Streams end first: closing the server waits for open responses.
      await live?.close();
      await closeServer(server);
      await scheduler?.stop();
      await heartbeats?.stop();
      await dns?.close();
      await checkRuns?.stop();
      await evaluator?.stop();
      await catalogSummaries?.stop();
      await jobHistoryCleanup?.stop();
      await playbooks?.stop();
      await scrapers?.stop();
      await notifications?.stop();
      await liveEventCleanup?.stop();
      await silentAgents?.stop();
      await vacuum?.stop();
      await receiver?.close();
      await demoProvider?.close();
      await opened?.close();
    })());

  // One write, so whoever reads the output sees the banner whole.
  const banner = ['', `Operations console: ${url}`];
  if (config.missionControlUrl) {
    banner.push(`Proxy mode: /api is forwarded to ${config.missionControlUrl}`);
  } else {
    banner.push('Demo people (one per role):');
    for (const person of DEMO_PEOPLE) banner.push(`  ${person.email.padEnd(18)} ${person.role}`);
    banner.push(`Demo password: ${demo!.source}`, `Data: ${opened!.location}`);
    if (hosted.relyingParty) {
      const how = config.identityMode === 'hosted' ? 'Hosted identity mode: signing in' : 'Social sign-in';
      banner.push(`${how} through ${hosted.relyingParty.issuer}${demoProvider ? ' (the demo provider, with the demo people and password)' : ''}`);
    }
  }
  print(`${banner.join('\n')}\n`);

  if (options.handleSignals ?? true) {
    const stop = (signal: NodeJS.Signals) => {
      print(`${signal}: stopping...`);
      close().then(
        () => process.exit(0),
        (error: Error) => {
          console.error(`Could not stop cleanly: ${error.message}`);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  return { url, close };
}

/** Runs the server as a program: plain messages for StartupErrors, exit code 1 on failure. */
export async function runServer(config: () => ServerConfig = () => loadConfig()): Promise<void> {
  // Only the real program feeds its console output into the server's own log backend (tests do not).
  captureConsole();
  try {
    await startServer(config());
  } catch (error) {
    if (error instanceof StartupError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) void runServer();

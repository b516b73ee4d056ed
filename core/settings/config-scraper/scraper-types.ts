/**
 * Seed 002 §3's scraper types and the fields it lists across them, mapped to the types as the real
 * config scrapers take them (the same map as the built-in backend's schema, server/scrapers/schema.ts),
 * with seed 002 §5's required fields and min-0 numbers. One table: the editor's validation, the list's
 * type column and the Add menu read it.
 */
export type ScraperFieldKind = 'text' | 'number' | 'boolean' | 'list' | 'map' | 'secret';

export interface ScraperField {
  readonly name: string;
  readonly kind: ScraperFieldKind;
  readonly required?: boolean;
  /** Seed 002 §5: several numeric fields have min 0. */
  readonly min?: number;
}

export interface ScraperType {
  readonly type: string;
  readonly label: string;
  /** DECISIONS §28: file, http and sql run in the built-in backend; the others are saved, validated and skipped. */
  readonly runsHere: boolean;
  readonly fields: readonly ScraperField[];
  /** What a new entry of the type holds (seed 002 §9). */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** A new spec's schedule for the type (seed 002 §9). */
  readonly schedule?: string;
}

const f = (name: string, kind: ScraperFieldKind = 'text', extra: Partial<ScraperField> = {}): ScraperField => ({ name, kind, ...extra });
const required = (name: string, kind: ScraperFieldKind = 'text') => f(name, kind, { required: true });
/** What every entry says about the items it makes: their id and type (required where the type reads items itself) and name. */
const identified = [required('id'), required('type'), f('name')];

export const SCRAPER_TYPES: readonly ScraperType[] = [
  { type: 'kubernetes', label: 'Kubernetes', runsHere: false, fields: [
    required('clusterName'), f('connection'), f('kubeconfig', 'secret'), f('namespace'), f('scope'), f('since'), f('selector'),
    f('fieldSelector'), f('maxInFlight', 'number', { min: 0 }), f('exclusions', 'map'), f('watch', 'list'),
  ], defaults: { maxInFlight: 64 }, schedule: '@every 30m' },
  { type: 'azure', label: 'Azure', runsHere: false, fields: [
    f('connection'), f('subscriptionID'), f('clientID', 'secret'), f('clientSecret', 'secret'), f('tenantID'), f('include', 'list'),
    f('exclusions', 'map'),
  ] },
  { type: 'kubernetesFile', label: 'Kubernetes File', runsHere: false, fields: [required('selector', 'map'), f('container'), f('files', 'list')] },
  { type: 'sql', label: 'SQL', runsHere: true, fields: [required('connection'), required('query'), f('driver'), ...identified] },
  { type: 'trivy', label: 'Trivy', runsHere: false, fields: [f('version'), f('scanners', 'list'), f('severity', 'list'), f('compliance', 'list'), f('timeout')] },
  { type: 'aws', label: 'AWS', runsHere: false, fields: [
    f('connection'), f('accessKey', 'secret'), f('secretKey', 'secret'), f('region', 'list'), f('endpoint'), f('skipTLSVerify', 'boolean'),
    f('assumeRole'), f('compliance', 'boolean'), f('cloudtrail', 'map'), f('cost_reporting', 'map'), f('include', 'list'),
    f('exclude', 'list'), f('trusted_advisor_check', 'boolean'),
  ] },
  { type: 'file', label: 'File', runsHere: true, fields: [required('paths', 'list'), required('format'), required('icon'), ...identified] },
  { type: 'githubActions', label: 'GitHub Actions', runsHere: false, fields: [
    required('owner'), required('repository'), f('workflows', 'list'), f('personalAccessToken', 'secret'), f('connection'),
  ] },
  { type: 'http', label: 'HTTP', runsHere: true, fields: [required('url'), f('items'), ...identified] },
  { type: 'azureDevops', label: 'Azure DevOps', runsHere: false, fields: [
    required('organization'), f('personalAccessToken', 'secret'), f('projects', 'list'), f('pipelines', 'list'), f('connection'),
  ] },
  { type: 'custom', label: 'Custom', runsHere: false, fields: [] },
];

/** The keys of a spec that are not scraper types: the recurrence spec (seed 002 §3) and `full`. */
export const SPEC_SETTINGS = ['schedule', 'retention', 'full'] as const;

export const scraperType = (type: string): ScraperType | undefined => SCRAPER_TYPES.find((t) => t.type === type);

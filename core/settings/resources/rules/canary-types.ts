/** The form editors of seed 002 §2.2 (Mongo shares the elasticsearch-like family's url; §3 'Health-check form families'). */
export type CanaryFormFamily = 'http' | 'exec' | 'alertmanager' | 'elasticsearch' | 'redis' | 'mongodb' | 'icmp' | 'folder' | 'tcp';

export interface CanaryType {
  /** The canary spec's key for checks of this type; Custom has none. */
  readonly key?: string;
  readonly label: string;
  /** Absent: the type is edited as YAML only. */
  readonly form?: CanaryFormFamily;
}

/** R002-2-2-37 and 38: the type picker's order, and which types have a form editor. */
export const CANARY_TYPES: readonly CanaryType[] = [
  { key: 'http', label: 'HTTP', form: 'http' },
  { key: 'awsConfigRule', label: 'AWS Config Rule' },
  { key: 'awsConfig', label: 'AWS Config' },
  { key: 'github', label: 'GitHub' },
  { key: 'ec2', label: 'EC2' },
  { key: 'ldap', label: 'LDAP' },
  { key: 'pod', label: 'Pod' },
  { key: 'exec', label: 'Exec', form: 'exec' },
  { key: 'alertmanager', label: 'Alert Manager', form: 'alertmanager' },
  { key: 'cloudwatch', label: 'Cloud Watch' },
  { key: 'elasticsearch', label: 'Elasticsearch', form: 'elasticsearch' },
  { key: 'redis', label: 'Redis', form: 'redis' },
  { key: 'mongodb', label: 'Mongo DB', form: 'mongodb' },
  { key: 'dns', label: 'DNS' },
  { key: 'icmp', label: 'ICMP Ping', form: 'icmp' },
  { key: 'gcsBucket', label: 'GCS' },
  { key: 's3', label: 'AWS S3' },
  { key: 'smb', label: 'SMB' },
  { key: 'sftp', label: 'SFTP' },
  { key: 'folder', label: 'Folder', form: 'folder' },
  { key: 'prometheus', label: 'Prometheus' },
  { key: 'kubernetes', label: 'Kubernetes' },
  { key: 'sql', label: 'SQL Query' },
  { key: 'catalog', label: 'Catalog' },
  { key: 'azuredevops', label: 'Azure DevOps' },
  { key: 'jmeter', label: 'JMeter' },
  { key: 'junit', label: 'JUnit' },
  { key: 'dynatrace', label: 'Dynatrace' },
  { key: 'namespace', label: 'Kubernetes Namespace' },
  { key: 'tcp', label: 'TCP', form: 'tcp' },
  { label: 'Custom' },
];

export const CUSTOM_CANARY_TYPE: CanaryType = CANARY_TYPES.at(-1)!;

/** The spec's keys that are about the canary rather than a check. */
const CANARY_LEVEL_KEYS = new Set(['schedule', 'interval', 'severity', 'owner', 'replicas', 'resultMode']);

/** R002-2-2-43: a canary opens on the type of its first spec key other than schedule, otherwise Custom. */
export function canaryTypeOf(spec: Readonly<Record<string, unknown>>): CanaryType {
  const first = Object.keys(spec).find((key) => !CANARY_LEVEL_KEYS.has(key));
  return CANARY_TYPES.find((type) => type.key !== undefined && type.key === first) ?? CUSTOM_CANARY_TYPE;
}

/** The spec a type starts from: one empty check of that type (Custom starts empty). */
export const canarySpecFor = (type: CanaryType, schedule?: unknown): Readonly<Record<string, unknown>> => ({
  ...(type.key ? { [type.key]: [{}] } : {}),
  ...(typeof schedule === 'string' && schedule ? { schedule } : {}),
});

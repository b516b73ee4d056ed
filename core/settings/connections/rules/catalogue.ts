/**
 * The connection types and their forms as data (seed 002 §3's per-type fields, §9's defaults): one
 * declarative field list per type, of the dynamic field kinds §3 names, rendered by one form.
 */

/** Seed 002 §3's dynamic field kinds that the types below use. */
export type ConnectionFieldKind = 'input' | 'numberInput' | 'checkbox' | 'EnvVarSource' | 'SwitchField' | 'authentication';

/** The connection columns a field may be stored in; any other field is a property. */
export type ConnectionColumn = 'url' | 'username' | 'password' | 'certificate' | 'insecure_tls';

export interface ConnectionField {
  readonly key: string;
  readonly label: string;
  readonly kind: ConnectionFieldKind;
  readonly required?: boolean;
  readonly default?: string | boolean;
  readonly hint?: string;
  /** A SwitchField's choices. */
  readonly options?: readonly string[];
  /** An authentication field's choices, each with its own fields. */
  readonly choices?: readonly { readonly key: string; readonly label: string; readonly fields: readonly ConnectionField[] }[];
  /** The column it is stored in; absent: `properties[property ?? key]`. */
  readonly column?: ConnectionColumn;
  readonly property?: string;
}

/** How the type grid and the table's icon group the types. */
export type ConnectionCategory = 'database' | 'cloud' | 'notification' | 'http' | 'other';

export interface ConnectionType {
  readonly value: string;
  readonly title: string;
  readonly category: ConnectionCategory;
  readonly fields: readonly ConnectionField[];
  /** Seed 002 §2.2: offered in no type grid (JMeter). */
  readonly hidden?: boolean;
  /**
   * A notification type's url, composed from its fields (R002-3-54): values stored in the username and
   * password columns appear only as the placeholders `$(username)` and `$(password)`.
   */
  readonly compose?: (values: Readonly<Record<string, string>>) => string;
}

type Extra = Omit<ConnectionField, 'key' | 'label' | 'kind'>;
const field = (kind: ConnectionFieldKind) => (key: string, label: string, extra: Extra = {}): ConnectionField => ({ key, label, kind, ...extra });
const input = field('input');
const numberInput = field('numberInput');
const checkbox = field('checkbox');
const secret = field('EnvVarSource');
const choice = (key: string, label: string, options: readonly string[], fallback: string) => field('SwitchField')(key, label, { options, default: fallback });

const url = (label = 'URL', required = true) => input('url', label, { column: 'url', required });
const username = (label = 'Username', required = false) => secret('username', label, { column: 'username', required });
const password = (label = 'Password', required = false) => secret('password', label, { column: 'password', required });
const insecureTls = checkbox('insecure_tls', 'Insecure TLS', { column: 'insecure_tls', default: false });
const property = (key: string, label: string, extra: Extra = {}) => input(key, label, extra);

/** Query values of a composed url, each encoded. */
const query = (pairs: Readonly<Record<string, string | undefined>>) =>
  Object.entries(pairs)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');

const sqlLike = (value: string, title: string): ConnectionType => ({
  value, title, category: 'database', fields: [url(), username(), password()],
});

const awsFields: readonly ConnectionField[] = [
  property('region', 'Region'),
  property('profile', 'Profile'),
  secret('accessKey', 'Access Key', { column: 'username' }),
  secret('secretKey', 'Secret Key', { column: 'password' }),
  checkbox('insecure_tls', 'Insecure TLS', { property: 'insecureTLS', default: false }),
];

const TYPES: readonly ConnectionType[] = [
  { value: 'aws', title: 'AWS', category: 'cloud', fields: awsFields },
  { value: 's3', title: 'AWS S3', category: 'cloud', fields: [...awsFields, property('bucket', 'Bucket', { required: true })] },
  {
    value: 'azure', title: 'Azure', category: 'cloud',
    fields: [secret('clientID', 'Client ID', { column: 'username', required: true }), secret('clientSecret', 'Client Secret', { column: 'password', required: true }), property('tenant', 'Tenant ID', { required: true })],
  },
  {
    value: 'azure_devops', title: 'Azure Devops', category: 'cloud',
    fields: [input('organization', 'Organization', { column: 'username', required: true }), password('Personal Access Token', true)],
  },
  {
    value: 'discord', title: 'Discord', category: 'notification',
    fields: [property('webhookID', 'Webhook ID', { required: true }), password('Token', true)],
    compose: (v) => `discord://$(password)@${v.webhookID}`,
  },
  {
    value: 'dynatrace', title: 'Dynatrace', category: 'http',
    fields: [property('host', 'Host', { required: true }), password('API Key', true), choice('scheme', 'Scheme', ['https', 'http'], 'https')],
  },
  { value: 'elasticsearch', title: 'Elasticsearch', category: 'database', fields: [url(), username(), password(), insecureTls] },
  {
    value: 'email', title: 'Email', category: 'notification',
    fields: [
      property('host', 'Host', { required: true }),
      numberInput('port', 'Port', { required: true, default: '587' }),
      username(),
      password(),
      property('from', 'From Address', { required: true }),
      property('fromName', 'From Name'),
      choice('encryptionMethod', 'Encryption Method', ['None', 'ExplicitTLS', 'ImplicitTLS', 'Auto'], 'Auto'),
      choice('authMethod', 'Auth Method', ['None', 'Plain', 'CRAMMD5', 'Unknown', 'OAuth2'], 'Unknown'),
      insecureTls,
    ],
    compose: (v) =>
      `smtp://$(username):$(password)@${v.host}:${v.port}/?${query({ from: v.from, fromName: v.fromName, encryption: v.encryptionMethod, auth: v.authMethod, skipTLSVerify: v.insecure_tls })}`,
  },
  {
    value: 'google_cloud', title: 'Google Cloud', category: 'cloud',
    fields: [url('Endpoint', false), secret('certificate', 'Certificate', { column: 'certificate', required: true, hint: 'The service account key, as JSON' })],
  },
  {
    value: 'generic_webhook', title: 'Generic Webhook', category: 'notification',
    fields: [
      property('url', 'URL', { required: true }),
      property('contentType', 'Content Type', { default: 'application/json' }),
      choice('requestMethod', 'Request Method', ['POST', 'GET'], 'POST'),
      property('messageKey', 'Message Key', { default: 'message', required: true }),
      property('titleKey', 'Title Key', { default: 'title', required: true }),
      insecureTls,
    ],
    compose: (v) =>
      `generic+${v.url}${v.url?.includes('?') ? '&' : '?'}${query({ ContentType: v.contentType, MessageKey: v.messageKey, TitleKey: v.titleKey, RequestMethod: v.requestMethod, DisableTLS: v.insecure_tls })}`,
  },
  {
    value: 'git', title: 'Git', category: 'other',
    fields: [
      url(),
      field('authentication')('authentication', 'Authentication', {
        default: 'basic',
        choices: [
          { key: 'basic', label: 'Basic', fields: [username(undefined, true), password(undefined, true)] },
          { key: 'ssh', label: 'SSH', fields: [secret('certificate', 'SSH Key', { column: 'certificate', required: true })] },
        ],
      }),
      property('ref', 'Ref', { default: 'main' }),
    ],
  },
  { value: 'github', title: 'GitHub', category: 'other', fields: [password('Personal Access Token', true)] },
  {
    value: 'google_chat', title: 'Google Chat', category: 'notification',
    fields: [secret('key', 'Key', { column: 'username', required: true }), password('Token', true), property('webhookName', 'Webhook Name', { required: true })],
    compose: (v) => `googlechat://chat.googleapis.com/v1/spaces/${v.webhookName}/messages?key=$(username)&token=$(password)`,
  },
  { value: 'http', title: 'HTTP', category: 'http', fields: [url(), username(), password(), insecureTls] },
  {
    value: 'ifttt', title: 'IFTTT', category: 'notification',
    fields: [password('Webhook ID', true)],
    compose: () => 'ifttt://$(password)/',
  },
  { value: 'jmeter', title: 'JMeter', category: 'other', hidden: true, fields: [property('host', 'Host', { required: true }), numberInput('port', 'Port', { required: true })] },
  { value: 'kubernetes', title: 'Kubernetes', category: 'other', fields: [secret('certificate', 'Certificate', { column: 'certificate', hint: 'A kubeconfig' })] },
  sqlLike('ldap', 'LDAP'),
  {
    value: 'matrix', title: 'Matrix', category: 'notification',
    fields: [property('user', 'User'), password('Password or Token', true), property('host', 'Host', { required: true }), insecureTls],
    compose: (v) => `matrix://${v.user ?? ''}:$(password)@${v.host}/?${query({ disableTLS: v.insecure_tls })}`,
  },
  {
    value: 'mattermost', title: 'Mattermost', category: 'notification',
    fields: [property('user', 'Username'), property('host', 'Host', { required: true }), password('Token', true), property('channel', 'Channel')],
    compose: (v) => `mattermost://${v.user ? `${v.user}@` : ''}${v.host}/$(password)${v.channel ? `/${v.channel}` : ''}`,
  },
  sqlLike('mongo', 'Mongo'),
  sqlLike('mysql', 'MySQL'),
  {
    value: 'ntfy', title: 'Ntfy', category: 'notification',
    fields: [username(), password(), property('host', 'Host', { required: true, default: 'ntfy.sh' }), property('topic', 'Topic', { required: true }), insecureTls],
    compose: (v) => `ntfy://$(username):$(password)@${v.host}/${v.topic}?${query({ Scheme: v.insecure_tls === 'true' ? 'http' : 'https' })}`,
  },
  {
    value: 'opsgenie', title: 'OpsGenie', category: 'notification',
    fields: [property('host', 'Host', { required: true, default: 'api.opsgenie.com' }), numberInput('port', 'Port', { required: true, default: '443' }), password('API Key', true)],
    compose: (v) => `opsgenie://${v.host}:${v.port}/$(password)`,
  },
  sqlLike('postgres', 'Postgres'),
  { value: 'prometheus', title: 'Prometheus', category: 'http', fields: [url(), username(), password(), insecureTls] },
  {
    value: 'pushbullet', title: 'Pushbullet', category: 'notification',
    fields: [password('Token', true), property('targets', 'Targets', { required: true })],
    compose: (v) => `pushbullet://$(password)/${v.targets}`,
  },
  {
    value: 'pushover', title: 'Pushover', category: 'notification',
    fields: [input('user', 'User', { column: 'username', required: true }), password('Token', true)],
    compose: () => 'pushover://shoutrrr:$(password)@$(username)/',
  },
  {
    value: 'redis', title: 'Redis', category: 'database',
    fields: [property('db', 'DB'), url(), username(), password(), insecureTls],
  },
  {
    value: 'restic', title: 'Restic', category: 'other',
    fields: [
      password(undefined, true), url('Repository URL'), property('awsConnectionName', 'AWS Connection Name'),
      secret('accessKey', 'Access Key', { column: 'username' }), secret('secretKey', 'Secret Key', { column: 'certificate' }),
    ],
  },
  {
    value: 'rocketchat', title: 'Rocketchat', category: 'notification',
    fields: [
      property('user', 'User'), property('host', 'Host', { required: true }), numberInput('port', 'Port', { required: true }),
      secret('tokenA', 'Token A', { column: 'username', required: true }), secret('tokenB', 'Token B', { column: 'password', required: true }),
      property('channel', 'Channel', { required: true }),
    ],
    compose: (v) => `rocketchat://${v.user ? `${v.user}@` : ''}${v.host}:${v.port}/$(username)/$(password)/${v.channel}`,
  },
  {
    value: 'sftp', title: 'SFTP', category: 'other',
    fields: [url('Host'), username(undefined, true), password(undefined, true), numberInput('port', 'Port', { default: '22' })],
  },
  {
    value: 'slack', title: 'Slack', category: 'notification',
    fields: [property('channel', 'Channel', { required: true, hint: 'The channel to send messages to, in Cxxxxxxxxxx format' }), password('Bot Token', true), property('botName', 'Bot Name')],
    compose: (v) => `slack://$(password)@${v.channel}${v.botName ? `?${query({ BotName: v.botName })}` : ''}`,
  },
  { value: 'slackwebhook', title: 'Slack Webhook', category: 'notification', fields: [url('Webhook URL')] },
  {
    value: 'smb', title: 'SMB', category: 'other',
    fields: [
      url('Server'), numberInput('port', 'Port', { default: '445' }), property('share', 'Share', { property: 'sharename' }),
      username(undefined, true), password(undefined, true), property('workstation', 'Workstation'), property('searchPath', 'Search Path'),
    ],
  },
  sqlLike('sql_server', 'SQL Server'),
  {
    value: 'teams', title: 'Teams', category: 'notification',
    fields: [
      property('group', 'Group'), property('tenant', 'Tenant', { required: true }), property('altID', 'AltID', { required: true }),
      property('groupOwner', 'GroupOwner', { required: true }), property('host', 'Host', { required: true, default: 'outlook.office.com' }),
    ],
    compose: (v) => `teams://${v.group ?? ''}@${v.tenant}/${v.altID}/${v.groupOwner}?${query({ host: v.host })}`,
  },
  {
    value: 'telegram', title: 'Telegram', category: 'notification',
    fields: [password('Token', true), property('chats', 'Chats', { required: true, hint: 'Chat ids, or channel names as @channel-name' })],
    compose: (v) => `telegram://$(password)@telegram/?${query({ Chats: v.chats })}`,
  },
  { value: 'webhook', title: 'Webhook', category: 'http', fields: [url(), insecureTls] },
  { value: 'windows', title: 'Windows', category: 'other', fields: [username(undefined, true), password(undefined, true), property('domain', 'Domain')] },
  {
    value: 'zulip_chat', title: 'Zulip Chat', category: 'notification',
    fields: [property('botEmail', 'Bot Email', { required: true }), password('Bot Key', true), property('host', 'Host', { required: true })],
    compose: (v) => `zulip://${encodeURIComponent(v.botEmail ?? '')}:$(password)@${v.host}/`,
  },
  { value: 'folder', title: 'Folder', category: 'other', fields: [property('path', 'Path', { required: true })] },
];

/** Every connection type (R002-3-56), in the order of their titles. */
export const CONNECTION_TYPES: readonly ConnectionType[] = [...TYPES].sort((a, b) => a.title.localeCompare(b.title));

/** The type a connection names; undefined for a type the console does not know. */
export const connectionType = (value: string): ConnectionType | undefined => CONNECTION_TYPES.find((type) => type.value === value);

/** Seed 002 §2.2: the type grid offers every type except the hidden ones (JMeter). */
export const OFFERED_CONNECTION_TYPES: readonly ConnectionType[] = CONNECTION_TYPES.filter((type) => !type.hidden);

/** R002-2-2-48: the type grid's row holds five types. */
export const CONNECTION_TYPES_PER_ROW = 5;

/**
 * The types the built-in backend really tests (issue 21): an HTTP request for the HTTP-like ones and the
 * generic webhook, a read-only `select 1` for PostgreSQL (DECISIONS §34); any other type answers 501.
 */
export const HTTP_TESTED_CONNECTION_TYPES: readonly string[] = ['http', 'webhook', 'generic_webhook', 'prometheus', 'elasticsearch'];
export const SQL_TESTED_CONNECTION_TYPES: readonly string[] = ['postgres'];

import {
  EMPTY_CREDENTIAL, REQUIRED_FIELD_MESSAGE, credentialFilled, readCredential, validateNumberField, writeCredential,
  type CredentialInput, type FormErrors,
} from '../../../shared';
import type { Connection, ConnectionDraft, ConnectionFieldValue, ConnectionWrite } from '../model';
import { CHOOSE_CONNECTION_TYPE } from '../texts';
import { connectionType, type ConnectionField, type ConnectionType } from './catalogue';

/** R002-3-14: a new connection's namespace. */
export const DEFAULT_NAMESPACE = 'default';

/** R002-3-15 and R002-5-12: every type's form starts with a required name and namespace. */
export const COMMON_CONNECTION_FIELDS: readonly ConnectionField[] = [
  { key: 'name', label: 'Name', kind: 'input', required: true },
  { key: 'namespace', label: 'Namespace', kind: 'input', required: true, default: DEFAULT_NAMESPACE },
];

/** The form before a type is chosen: the type grid (R002-2-2-48). */
export const EMPTY_CONNECTION_DRAFT: ConnectionDraft = { type: '', values: {} };

/** R002-2-2-50: a new connection's form starts at the type grid; Save waits until a type is picked. */
export const connectionTypeUnchosen = (draft: ConnectionDraft): boolean => draft.type === '';

const isCredential = (value: ConnectionFieldValue | undefined): value is CredentialInput => typeof value === 'object' && value !== null;

const text = (value: ConnectionFieldValue | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return String(value);
  return isCredential(value) ? writeCredential(value) : value;
};

/** A field's fields as shown: an authentication field adds the fields of the choice made. */
function shownFields(fields: readonly ConnectionField[], values: ConnectionDraft['values']): ConnectionField[] {
  return fields.flatMap((field) => {
    if (field.kind !== 'authentication') return [field];
    const chosen = field.choices?.find((option) => option.key === values[field.key]) ?? field.choices?.[0];
    return [field, ...(chosen?.fields ?? [])];
  });
}

/** The fields a draft's form shows now, name and namespace first. */
export function connectionFormFields(draft: ConnectionDraft): readonly ConnectionField[] {
  const type = connectionType(draft.type);
  return type ? shownFields([...COMMON_CONNECTION_FIELDS, ...type.fields], draft.values) : [];
}

const allFields = (type: ConnectionType): ConnectionField[] =>
  [...COMMON_CONNECTION_FIELDS, ...type.fields].flatMap((field) => [field, ...(field.choices ?? []).flatMap((option) => option.fields)]);

function emptyValue(field: ConnectionField): ConnectionFieldValue {
  if (field.kind === 'checkbox') return field.default === true;
  if (field.kind === 'EnvVarSource') return EMPTY_CREDENTIAL;
  return typeof field.default === 'string' ? field.default : '';
}

/** R002-2-2-48 and seed 002 §9's defaults: the form of the type chosen in the grid, each field at its default. */
export function chooseConnectionType(value: string): ConnectionDraft {
  const type = connectionType(value);
  if (!type) return EMPTY_CONNECTION_DRAFT;
  return { type: value, values: Object.fromEntries(allFields(type).map((field) => [field.key, emptyValue(field)])) };
}

/** A field's value typed or chosen. */
export const changeConnectionField = (draft: ConnectionDraft, key: string, value: ConnectionFieldValue): ConnectionDraft => ({
  ...draft,
  values: { ...draft.values, [key]: value },
});

function storedText(connection: Connection, field: ConnectionField): string | undefined {
  switch (field.column) {
    case 'url':
      return connection.url;
    case 'username':
      return connection.username;
    case 'password':
      return connection.password;
    case 'certificate':
      return connection.certificate;
    case 'insecure_tls':
      return String(connection.insecureTls);
    default:
      return connection.properties[field.property ?? field.key];
  }
}

function loadedValue(connection: Connection, field: ConnectionField): ConnectionFieldValue {
  const stored = storedText(connection, field);
  if (field.kind === 'checkbox') return stored === 'true';
  if (field.kind === 'EnvVarSource') return readCredential(stored);
  if (field.kind === 'authentication') {
    // The choice whose fields hold something; a new connection's default otherwise.
    const filled = field.choices?.find((option) => option.fields.some((inner) => (storedText(connection, inner) ?? '') !== ''));
    return filled?.key ?? (typeof field.default === 'string' ? field.default : '');
  }
  if (field.key === 'name') return connection.name;
  if (field.key === 'namespace') return connection.namespace;
  return stored ?? (typeof field.default === 'string' ? field.default : '');
}

/** R002-2-2-50 and R002-4-15: a saved connection's form, each credential in the mode its stored value names. */
export function connectionDraftOf(connection: Connection): ConnectionDraft {
  const type = connectionType(connection.type);
  if (!type) return { type: connection.type, values: { name: connection.name, namespace: connection.namespace } };
  return { type: connection.type, values: Object.fromEntries(allFields(type).map((field) => [field.key, loadedValue(connection, field)])) };
}

function fieldProblem(field: ConnectionField, value: ConnectionFieldValue | undefined): string | undefined {
  if (field.kind === 'checkbox') return undefined;
  if (field.kind === 'EnvVarSource') {
    return field.required && !(isCredential(value) && credentialFilled(value)) ? REQUIRED_FIELD_MESSAGE : undefined;
  }
  const typed = text(value).trim();
  if (field.kind === 'numberInput') return validateNumberField(typed, field.required ?? false);
  return field.required && typed === '' ? REQUIRED_FIELD_MESSAGE : undefined;
}

/** R002-5-12: name, namespace and the type's required fields, each under its field; a number field holds a number. */
export function validateConnectionDraft(draft: ConnectionDraft): FormErrors {
  if (!connectionType(draft.type)) return { message: CHOOSE_CONNECTION_TYPE };
  const fields = Object.fromEntries(
    connectionFormFields(draft)
      .map((field) => [field.key, fieldProblem(field, draft.values[field.key])] as const)
      .filter(([, problem]) => problem !== undefined),
  );
  return Object.keys(fields).length === 0 ? {} : { fields };
}

/**
 * The columns a draft is saved as: each shown field in its column or as a property, a checkbox as
 * true or false, a credential as its literal or its address (R002-4-14), and a notification type's
 * url composed from the fields (R002-3-54).
 */
export function connectionWriteOf(draft: ConnectionDraft): ConnectionWrite {
  const type = connectionType(draft.type);
  const shown = connectionFormFields(draft).filter((field) => field.kind !== 'authentication' && !COMMON_CONNECTION_FIELDS.includes(field));
  const columns: Record<string, string | null> = { url: null, username: null, password: null, certificate: null };
  const properties: Record<string, string> = {};
  let insecureTls = false;
  const composed: Record<string, string> = {};
  for (const field of shown) {
    const value = draft.values[field.key];
    const written = field.kind === 'input' || field.kind === 'numberInput' ? text(value).trim() : text(value);
    composed[field.key] = written;
    if (field.column === 'insecure_tls') insecureTls = value === true;
    else if (field.column) columns[field.column] = written === '' ? null : written;
    else if (written !== '') properties[field.property ?? field.key] = written;
  }
  return {
    name: text(draft.values.name).trim(),
    namespace: text(draft.values.namespace).trim() || DEFAULT_NAMESPACE,
    type: draft.type,
    url: type?.compose ? type.compose(composed) : columns.url ?? null,
    username: columns.username ?? null,
    password: columns.password ?? null,
    certificate: columns.certificate ?? null,
    insecure_tls: insecureTls,
    properties,
  };
}

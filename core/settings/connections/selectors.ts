import type { SnapshotFrom } from 'xstate';
import type { ConnectionTestMachine } from './machines/connection-test.machine';
import type { Connection, ConnectionDraft, ConnectionFieldValue } from './model';
import { CONNECTION_TYPES_PER_ROW, OFFERED_CONNECTION_TYPES, connectionType, type ConnectionCategory, type ConnectionField, type ConnectionType } from './rules/catalogue';
import { connectionFormFields } from './rules/draft';
import { connectionTestMessage } from './rules/test-message';
import { CONNECTION_TEST_MESSAGES } from './texts';

/** What a connection's row reads (R002-2-2-47); dates stay ISO for the UI to format. */
export interface ConnectionCells {
  readonly name: string;
  readonly namespace: string;
  /** The type's title, or the stored type when the console does not know it. */
  readonly type: string;
  /** Which icon the name shows. */
  readonly category: ConnectionCategory;
  readonly createdBy: string;
}

export function connectionCells(connection: Connection): ConnectionCells {
  const type = connectionType(connection.type);
  return {
    name: connection.name,
    namespace: connection.namespace,
    type: type?.title ?? connection.type,
    category: type?.category ?? 'other',
    createdBy: connection.createdBy?.name ?? '',
  };
}

/** The type grid's rows, five types each (R002-2-2-48), JMeter left out (R002-2-2-51). */
const TYPE_ROWS: readonly (readonly ConnectionType[])[] = Array.from(
  { length: Math.ceil(OFFERED_CONNECTION_TYPES.length / CONNECTION_TYPES_PER_ROW) },
  (_, row) => OFFERED_CONNECTION_TYPES.slice(row * CONNECTION_TYPES_PER_ROW, (row + 1) * CONNECTION_TYPES_PER_ROW),
);

/** What the connection side panel shows for a draft. */
export type ConnectionFormView =
  | { readonly step: 'type'; readonly rows: readonly (readonly ConnectionType[])[] }
  | {
      readonly step: 'fields';
      readonly type: string;
      readonly title: string;
      readonly category: ConnectionCategory;
      /** R002-2-2-49: Back to the type grid, except when editing. */
      readonly canGoBack: boolean;
      readonly fields: readonly { readonly field: ConnectionField; readonly value: ConnectionFieldValue | undefined }[];
    };

export function connectionFormView(draft: ConnectionDraft, mode: 'create' | 'edit'): ConnectionFormView {
  const type = connectionType(draft.type);
  if (!type) return { step: 'type', rows: TYPE_ROWS };
  return {
    step: 'fields',
    type: type.value,
    title: type.title,
    category: type.category,
    canGoBack: mode === 'create',
    fields: connectionFormFields(draft).map((field) => ({ field, value: draft.values[field.key] })),
  };
}

/** R002-4-17: the test dialog, open while a test runs and once it answered. */
export interface ConnectionTestView {
  readonly open: boolean;
  readonly testing: boolean;
  /** The connection's name. */
  readonly name: string;
  readonly passed?: boolean;
  readonly message?: string;
}

export function selectConnectionTestView(snapshot: SnapshotFrom<ConnectionTestMachine>): ConnectionTestView {
  const { context } = snapshot;
  const testing = snapshot.hasTag('busy');
  const outcome = context.outcome;
  return {
    open: context.id !== undefined,
    testing,
    name: context.name ?? '',
    passed: outcome ? outcome.kind === 'passed' : undefined,
    message: testing ? CONNECTION_TEST_MESSAGES.testing : outcome && connectionTestMessage(outcome),
  };
}

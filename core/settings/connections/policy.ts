import type { CollectionPolicy } from '../../shared';
import type { Connection, ConnectionDraft } from './model';
import type { ConnectionPort } from './ports';
import { canWriteConnections } from './rules/access';
import { EMPTY_CONNECTION_DRAFT, connectionDraftOf, connectionTypeUnchosen, validateConnectionDraft } from './rules/draft';
import { CONNECTIONS_EMPTY, CONNECTION_MESSAGES, DELETE_CONNECTION_TITLE, deleteConnectionMessage } from './texts';

export const connectionKey = (connection: Connection): string => connection.id;

/**
 * Connections on the collection kit (seed 002 §2.2, §5, §7.2, §8): the settings lists' 100 newest; a new
 * connection's form starts at the type grid, a saved one opens straight into its form (R002-2-2-50);
 * name, namespace and the type's required fields are checked before anything is sent (R002-5-12); only
 * who may write connections (admins) adds, updates and deletes, a delete asked about first.
 */
export function connectionsPolicy(port: ConnectionPort): CollectionPolicy<Connection, ConnectionDraft, ConnectionDraft, Connection> {
  const form = { validate: validateConnectionDraft, incomplete: connectionTypeUnchosen };
  return {
    id: 'connections',
    key: connectionKey,
    provider: port,
    query: { pageSize: 100, sort: { column: 'createdAt', desc: true } },
    openParams: { row: 'id', create: 'add' },
    permissions: { create: canWriteConnections, edit: canWriteConnections, remove: canWriteConnections },
    create: { ...form, draft: () => EMPTY_CONNECTION_DRAFT },
    edit: { ...form, draft: (connection) => (connection ? connectionDraftOf(connection) : EMPTY_CONNECTION_DRAFT) },
    texts: {
      empty: CONNECTIONS_EMPTY,
      created: () => CONNECTION_MESSAGES.created,
      updated: () => CONNECTION_MESSAGES.updated,
      removed: () => CONNECTION_MESSAGES.deleted,
      confirmDelete: (connection) => ({ title: DELETE_CONNECTION_TITLE, message: deleteConnectionMessage(connection.name) }),
    },
  };
}

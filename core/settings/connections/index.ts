export type { Connection, ConnectionDraft, ConnectionFieldValue, ConnectionWrite, ConnectionTestOutcome } from './model';
export { ConnectionPort } from './ports';
export {
  CONNECTIONS_TITLE, CONNECTIONS_DESCRIPTION, CONNECTIONS_LOAD_ERROR, ADD_CONNECTION, EDIT_CONNECTION, CONNECTION_COLUMNS,
  CONNECTION_FORM_BUTTONS, CONNECTION_TEST_MESSAGES, type ConnectionColumnKey,
} from './texts';
export {
  CONNECTION_TYPES, HTTP_TESTED_CONNECTION_TYPES, SQL_TESTED_CONNECTION_TYPES, connectionType, type ConnectionField, type ConnectionType, type ConnectionCategory } from './rules/catalogue';
export { EMPTY_CONNECTION_DRAFT, chooseConnectionType, changeConnectionField, connectionDraftOf, connectionWriteOf } from './rules/draft';
export { canWriteConnections } from './rules/access';
export { connectionCells, connectionFormView, selectConnectionTestView, type ConnectionCells, type ConnectionFormView, type ConnectionTestView } from './selectors';
export { connectionKey } from './policy';
export { bindConnectionsPorts, ConnectionsMachines, type ConnectionsPorts } from './bind';

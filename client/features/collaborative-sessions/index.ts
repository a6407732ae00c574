/** The collaboration feature's public face: what other features may use. */
export { promptSessionsQuery } from './api';
export { SessionDialog } from './SessionDialog';
export { SessionFormDialog } from './SessionFormDialog';

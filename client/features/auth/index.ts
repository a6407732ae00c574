/** The auth feature's public face: the sign-in state for every other feature and the layout. */
export { USER_QUERY_KEY } from './api';
export { useAuth } from './auth-context';

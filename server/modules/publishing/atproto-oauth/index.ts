export { atprotoOAuthRoutes } from './atproto-oauth.routes';
export { oauthSessions } from './oauth-sessions';
export { refreshAtprotoSessions } from './token-refresh';

import type { LoginResult, PublicUser } from '@common/auth';

/** The only shape a user leaves the server in: never the password hash, never the session secret. */
export const presentUser = (u: { id: number; username: string; name: string; email: string }): PublicUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
});

export const presentLogin = (
  u: { id: number; username: string; name: string; email: string },
  session: { publicId: string },
): LoginResult => ({ ...presentUser(u), sessionId: session.publicId });

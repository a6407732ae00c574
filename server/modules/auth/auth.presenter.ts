import type { LoginResult, PublicUser } from '@common/auth';

type UserFields = { id: number; username: string; name: string; email: string; emailVerifiedAt: Date | null };

/** The only shape a user leaves the server in: never the password hash, never the session secret. */
export const presentUser = (u: UserFields): PublicUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
});

export const presentLogin = (u: UserFields, session: { publicId: string }): LoginResult => ({
  ...presentUser(u),
  sessionId: session.publicId,
});

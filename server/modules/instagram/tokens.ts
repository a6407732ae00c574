import type { Keyring } from '../../lib/crypto/keyring';

/** Instagram access tokens at rest: AES-256-GCM with key id, bound to the row's owner (server/lib/crypto). */
const context = (userId: number) => ({ table: 'instagram_accounts', column: 'access_token', ownerId: userId });

export const encryptToken = (keyring: Keyring, userId: number, token: string) =>
  keyring.encrypt(token, context(userId));

export const decryptToken = (keyring: Keyring, account: { userId: number; accessToken: string }) =>
  keyring.decrypt(account.accessToken, context(account.userId));

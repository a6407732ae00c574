import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Keyring } from '../../lib/crypto/keyring';
import { fediverseRepository } from './fediverse.repository';

const storedSchema = z.array(
  z.object({ privateKey: z.record(z.string(), z.unknown()), publicKey: z.record(z.string(), z.unknown()) }),
);
const contextOf = (userId: number) => ({ table: 'fediverse_accounts', column: 'key_pairs', ownerId: userId });

/**
 * A creator's two key pairs: RSA (HTTP signatures, what Mastodon checks) and Ed25519 (object integrity
 * proofs). Generated the first time they are needed, stored as JWK encrypted with the keyring (bound
 * to the creator's row), and the same for every process: the first one stored wins.
 */
export async function keyPairsOf(db: Db, keyring: Keyring, userId: number): Promise<CryptoKeyPair[]> {
  const repo = fediverseRepository(db);
  let sealed = (await repo.account(userId))?.keyPairs ?? null;
  if (!sealed) {
    const pairs = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')];
    const jwks = await Promise.all(
      pairs.map(async (p) => ({ privateKey: await exportJwk(p.privateKey), publicKey: await exportJwk(p.publicKey) })),
    );
    sealed = await repo.storeKeyPairsOnce(userId, keyring.encrypt(JSON.stringify(jwks), contextOf(userId)));
  }
  const jwks = storedSchema.parse(JSON.parse(keyring.decrypt(sealed, contextOf(userId))));
  return Promise.all(
    jwks.map(async (k) => ({
      privateKey: await importJwk(k.privateKey as JsonWebKey, 'private'),
      publicKey: await importJwk(k.publicKey as JsonWebKey, 'public'),
    })),
  );
}

import { z } from 'zod';
import {
  checkConnection,
  platformConnectionSchema,
  variantFor,
  type ConnectionCheck,
  type ConnectionFormValues,
} from './connection';
import type { ConnectionVariant, PlatformDescriptor } from './descriptor';
import { atprotoPlatform } from './atproto';
import { devtoPlatform } from './devto';
import { ghostPlatform } from './ghost';
import { hashnodePlatform } from './hashnode';
import { mediumPlatform } from './medium';
import { wordpressPlatform } from './wordpress';

/**
 * The publishing platforms, one descriptor each (docs/decisions/016-platform-descriptors.md): the
 * catalogue seed, the Connect dialog, the server's validation, the publishers and the publishing
 * job all read them. Catalogue order; adding a platform is its file and one line here.
 */
export const PLATFORMS = [
  wordpressPlatform,
  mediumPlatform,
  devtoPlatform,
  hashnodePlatform,
  ghostPlatform,
  atprotoPlatform,
] as const;

export type PlatformName = (typeof PLATFORMS)[number]['name'];
export const PLATFORM_NAMES: readonly PlatformName[] = PLATFORMS.map((p) => p.name);

export const isPlatformName = (name: string): name is PlatformName =>
  (PLATFORM_NAMES as readonly string[]).includes(name);

const BY_NAME = Object.fromEntries(PLATFORMS.map((p) => [p.name, p])) as Record<PlatformName, PlatformDescriptor>;

export const platformDescriptor = (name: PlatformName): PlatformDescriptor => BY_NAME[name];

/** The descriptor of a catalogue name, if Inkgram knows that platform. */
export const findPlatform = (name: string): PlatformDescriptor | undefined =>
  isPlatformName(name) ? BY_NAME[name] : undefined;

/** A variant of a platform by id; the first when the id is absent or unknown. */
export function findVariant(platform: PlatformDescriptor, id?: string): ConnectionVariant {
  return platform.variants.find((v) => v.id === id) ?? platform.variants[0];
}

const [firstSchema, ...otherSchemas] = PLATFORMS.map(platformConnectionSchema);
if (!firstSchema) throw new Error('no publishing platform');

/**
 * Every platform's connection, one union discriminated by `platform` (and, for a platform with
 * several ways to connect, by `variant`): `{ platform, variant, …the variant's fields }`.
 */
export const connectionSchema = z.discriminatedUnion('platform', [firstSchema, ...otherSchemas]);

/**
 * Checks the connection form of a platform against its descriptor: the variant the dialog sent
 * (`variantId`), or, on the server, the one the values point to.
 */
export function parseConnection(
  which: PlatformName | PlatformDescriptor,
  values: ConnectionFormValues,
  variantId?: string,
): ConnectionCheck {
  const platform = typeof which === 'string' ? BY_NAME[which] : which;
  const variant = variantId ? findVariant(platform, variantId) : variantFor(platform, values);
  return checkConnection(connectionSchema, platform, variant, values);
}

export { atprotoPlatform, devtoPlatform, ghostPlatform, hashnodePlatform, mediumPlatform, wordpressPlatform };
export { ATPROTO_POST_CHOICES } from './atproto';
export { GHOST_KEY_PATTERN } from './ghost';
export { tagsBeyondLimit } from './tags';
export { WORDPRESS_COM } from './wordpress';
export {
  flattenConnectionForm,
  type ConnectionCheck,
  type ConnectionForm,
  type ConnectionFormValues,
  type ParsedConnection,
} from './connection';
export type { ConnectionVariant, PlatformCapabilities, PlatformDescriptor } from './descriptor';
export {
  CONNECTION_FIELD_MAX,
  CONNECTION_FORM_KEYS,
  CREDENTIAL_PATTERN,
  credentialMessage,
  normaliseSiteUrl,
  type ConnectionField,
  type ConnectionFormKey,
  type FieldOption,
  type FieldInput,
  type SecretKey,
} from './fields';

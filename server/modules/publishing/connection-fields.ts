import { CREDENTIAL_PATTERN, credentialMessage, type CreateConnection } from '@common/publishing';
import { GHOST_KEY_PATTERN } from '../../integrations/publishers/ghost/ghost.publisher';
import { normaliseSiteUrl } from '../../integrations/publishers/wordpress/wordpress.publisher';
import type { ConnectionCredentials, PlatformName } from '../../integrations/publishers/types';
import { badRequest } from '../../lib/errors';

/** Which column holds the encrypted secret (the form field it came from). */
export type SecretColumn = 'api_key' | 'access_token';

export interface ConnectionInput {
  creds: ConnectionCredentials;
  secretColumn: SecretColumn;
}

const missing = (field: string, label: string) =>
  badRequest(`${label} is required.`, { fieldErrors: { [field]: [`${label} is required.`] } });

/**
 * A key or token sent verbatim in a header: the shared contract already trimmed it and kept it to
 * printable ASCII; a space inside is a copy-paste slip here, never part of the credential.
 */
function headerCredential(value: string, field: string, label: string): string {
  if (/\s/.test(value) || !CREDENTIAL_PATTERN.test(value)) {
    const message = credentialMessage(label);
    throw badRequest(message, { fieldErrors: { [field]: [message] } });
  }
  return value;
}

function httpUrl(raw: string, field: string, label: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return normaliseSiteUrl(raw);
  } catch {
    const message = `${label} must be a full address such as https://blog.example.com.`;
    throw badRequest(message, { fieldErrors: { [field]: [message] } });
  }
}

/**
 * The per-platform connection fields (docs/product.md §2) turned into credentials, with a clear
 * message for each missing field. Nothing here talks to the platform yet.
 */
export function connectionInput(platform: PlatformName, form: CreateConnection): ConnectionInput {
  const s = form.settings ?? {};
  const base = { username: form.username || null, profileUrl: form.profileUrl || null };
  switch (platform) {
    case 'wordpress': {
      if (s.apiUrl) {
        if (!form.username) throw missing('username', 'Username');
        if (!form.apiKey) throw missing('apiKey', 'Application password');
        const apiUrl = httpUrl(s.apiUrl, 'settings.apiUrl', 'Site URL');
        return { secretColumn: 'api_key', creds: { ...base, secret: form.apiKey, settings: { apiUrl } } };
      }
      if (!form.accessToken) throw missing('accessToken', 'Access token');
      if (!s.siteId) throw missing('settings.siteId', 'Site ID');
      const secret = headerCredential(form.accessToken, 'accessToken', 'Access token');
      return { secretColumn: 'access_token', creds: { ...base, secret, settings: { siteId: s.siteId } } };
    }
    case 'medium':
      if (!form.accessToken) throw missing('accessToken', 'Integration token');
      return {
        secretColumn: 'access_token',
        creds: {
          ...base,
          secret: headerCredential(form.accessToken, 'accessToken', 'Integration token'),
          settings: {},
        },
      };
    case 'devto':
      if (!form.apiKey) throw missing('apiKey', 'API key');
      return {
        secretColumn: 'api_key',
        creds: { ...base, secret: headerCredential(form.apiKey, 'apiKey', 'API key'), settings: {} },
      };
    case 'hashnode': {
      if (!form.apiKey) throw missing('apiKey', 'Personal access token');
      if (!form.profileUrl) throw missing('profileUrl', 'Publication domain');
      const secret = headerCredential(form.apiKey, 'apiKey', 'Personal access token');
      return { secretColumn: 'api_key', creds: { ...base, secret, settings: {} } };
    }
    case 'ghost': {
      if (!s.apiUrl) throw missing('settings.apiUrl', 'Admin URL');
      if (!form.apiKey) throw missing('apiKey', 'Admin API key');
      if (!GHOST_KEY_PATTERN.test(form.apiKey)) {
        const message = 'An Admin API key looks like 24 hex characters, a colon, then 64 hex characters.';
        throw badRequest(message, { fieldErrors: { apiKey: [message] } });
      }
      const apiUrl = httpUrl(s.apiUrl, 'settings.apiUrl', 'Admin URL');
      return { secretColumn: 'api_key', creds: { ...base, secret: form.apiKey, settings: { apiUrl } } };
    }
  }
}

import { flattenConnectionForm, parseConnection, type PlatformName } from '@common/platforms';
import type { CreateConnection } from '@common/publishing';
import type { ConnectionCredentials } from '../../integrations/publishers/types';
import { badRequest } from '../../lib/errors';

/** Which column holds the encrypted secret (the form field it came from). */
export type SecretColumn = 'api_key' | 'access_token';

export interface ConnectionInput {
  creds: ConnectionCredentials;
  secretColumn: SecretColumn;
}

/**
 * The connection form checked by the platform's descriptor (common/platforms), as the Connect
 * dialog checks it: the credentials, or a 400 naming each field. Nothing here talks to the platform.
 */
export function connectionInput(platform: PlatformName, form: CreateConnection): ConnectionInput {
  const checked = parseConnection(platform, flattenConnectionForm(form));
  if (!checked.ok) throw badRequest(checked.message, { fieldErrors: checked.fieldErrors });
  const { secretKey, secret, username, profileUrl, settings } = checked.connection;
  return {
    secretColumn: secretKey === 'apiKey' ? 'api_key' : 'access_token',
    creds: { secret, username, profileUrl, settings },
  };
}

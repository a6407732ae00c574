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

const filled = (v: string | undefined) => Boolean(v?.trim());

/**
 * A WordPress form is for a self-hosted site unless it names a WordPress.com site: a site URL, a
 * username or an application password says so, and so does an empty form (the dialog opens on the
 * self-hosted fields), whose errors then name those fields. The spec's form sends the application
 * password in `accessToken`: it is taken as the password (docs/decisions/018-publishing-destinations-and-modes.md).
 */
function wordpressForm(form: CreateConnection): { form: CreateConnection; variant?: 'self' } {
  if (filled(form.settings?.siteId)) return { form };
  const selfHosted = filled(form.settings?.apiUrl) || filled(form.username) || filled(form.apiKey);
  if (!selfHosted && filled(form.accessToken)) return { form }; // a token alone: WordPress.com, without its site
  if (filled(form.apiKey) || !filled(form.accessToken)) return { form, variant: 'self' };
  const { accessToken, ...rest } = form;
  return { form: { ...rest, apiKey: accessToken }, variant: 'self' };
}

/**
 * The connection form checked by the platform's descriptor (common/platforms), as the Connect
 * dialog checks it: the credentials, or a 400 naming each field. Nothing here talks to the platform.
 */
export function connectionInput(platform: PlatformName, raw: CreateConnection): ConnectionInput {
  const { form, variant } = platform === 'wordpress' ? wordpressForm(raw) : { form: raw, variant: undefined };
  const checked = parseConnection(platform, flattenConnectionForm(form), variant);
  if (!checked.ok) {
    const fieldErrors = { ...checked.fieldErrors };
    // The password also answers for the spec's field it may come in.
    if (variant === 'self' && fieldErrors.apiKey && !filled(raw.apiKey)) fieldErrors.accessToken = fieldErrors.apiKey;
    throw badRequest(checked.message, { fieldErrors });
  }
  const { secretKey, secret, username, profileUrl, settings } = checked.connection;
  return {
    secretColumn: secretKey === 'apiKey' ? 'api_key' : 'access_token',
    creds: { secret, username, profileUrl, settings },
  };
}

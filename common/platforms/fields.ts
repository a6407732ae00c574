import { z } from 'zod';
import { createConnectionSchema, CREDENTIAL_PATTERN, credentialMessage } from '../publishing';

/**
 * The building blocks of a platform's connection fields. The connection form is one flat payload
 * for every platform (`platformId` plus these keys; `settings.x` travels inside `settings`); each
 * platform's descriptor says which keys it asks for, how they are labelled and what they must hold.
 */
export const CONNECTION_FORM_KEYS = [
  'apiKey',
  'username',
  'accessToken',
  'refreshToken',
  'profileUrl',
  'settings.siteId',
  'settings.apiUrl',
  'settings.post',
] as const;
export type ConnectionFormKey = (typeof CONNECTION_FORM_KEYS)[number];

/** The form keys that can hold the secret, and so the column it is stored encrypted in. */
export type SecretKey = 'apiKey' | 'accessToken';

const contract = createConnectionSchema.shape;
const contractSettings = contract.settings.unwrap().shape;
const maxOf = (field: z.ZodOptional<z.ZodString>) => field.unwrap().maxLength ?? Number.MAX_SAFE_INTEGER;

/** The longest value each key takes: the general contract's (common/publishing.ts), which every descriptor keeps. */
export const CONNECTION_FIELD_MAX: Record<ConnectionFormKey, number> = {
  apiKey: maxOf(contract.apiKey),
  username: maxOf(contract.username),
  accessToken: maxOf(contract.accessToken),
  refreshToken: maxOf(contract.refreshToken),
  profileUrl: maxOf(contract.profileUrl),
  'settings.siteId': maxOf(contractSettings.siteId),
  'settings.apiUrl': maxOf(contractSettings.apiUrl),
  'settings.post': maxOf(contractSettings.post),
};

/** The header-safety rule of the general contract: keys and tokens are printable ASCII. */
export { CREDENTIAL_PATTERN, credentialMessage };
export const requiredMessage = (label: string) => `${label} is required.`;
export const tooLongMessage = (max: number) => `must be at most ${max} characters`;
export const siteUrlMessage = (label: string) => `${label} must be a full address such as https://blog.example.com.`;

/** `choice`: one of the field's `options`, as radio buttons. */
export type FieldInput = 'text' | 'password' | 'url' | 'choice';

export interface FieldOption {
  value: string;
  label: string;
}

export interface ConnectionField {
  key: ConnectionFormKey;
  label: string;
  /** The input the dialog renders: `password` hides what is typed, `url` brings the URL keyboard. */
  input: FieldInput;
  required: boolean;
  /** The credential: stored encrypted and shown back only as its last 4 characters. One per variant. */
  secret: boolean;
  hint?: string;
  placeholder?: string;
  /** A `choice` field's options; the first is the default. */
  options?: readonly FieldOption[];
  /** What a present value (trimmed, non-empty) must hold; it may normalise it (a site URL). */
  rule: z.ZodType<string, string>;
}

interface FieldOptions {
  hint?: string;
  placeholder?: string;
  /** Required unless said otherwise. */
  optional?: boolean;
}

const bounded = (key: ConnectionFormKey) =>
  z.string().max(CONNECTION_FIELD_MAX[key], tooLongMessage(CONNECTION_FIELD_MAX[key]));

const base = (key: ConnectionFormKey, label: string, input: FieldInput, opts: FieldOptions) => ({
  key,
  label,
  input,
  required: !opts.optional,
  secret: false,
  ...(opts.hint ? { hint: opts.hint } : {}),
  ...(opts.placeholder ? { placeholder: opts.placeholder } : {}),
});

/** A plain text value (a username, a site id, a publication domain). */
export function textField(key: ConnectionFormKey, label: string, opts: FieldOptions = {}): ConnectionField {
  return { ...base(key, label, 'text', opts), rule: bounded(key) };
}

/**
 * The key or token. It is sent in an HTTP header, so only printable ASCII is accepted (the
 * header-safety rule of the general contract) and, unless `spaces` says the platform's credentials
 * contain some (WordPress application passwords), a space inside is a copy-paste slip, refused.
 * `format` is a platform's own shape of the key (Ghost's `id:secret`).
 */
export function secretField(
  key: SecretKey,
  label: string,
  opts: FieldOptions & { spaces?: boolean; format?: { pattern: RegExp; message: string } } = {},
): ConnectionField {
  let rule: z.ZodType<string, string> = bounded(key).refine(
    (v) => CREDENTIAL_PATTERN.test(v) && (opts.spaces === true || !/\s/.test(v)),
    credentialMessage(label),
  );
  const format = opts.format;
  if (format) rule = rule.pipe(z.string().regex(format.pattern, format.message));
  return { ...base(key, label, 'password', opts), secret: true, rule };
}

/** One of a few options (the AT Protocol's 'what the network shows'); optional: absent is the first. */
export function choiceField(
  key: 'settings.post',
  label: string,
  options: readonly [FieldOption, ...FieldOption[]],
  opts: Omit<FieldOptions, 'optional'> = {},
): ConnectionField {
  const values = options.map((o) => o.value);
  const rule = bounded(key).refine((v) => values.includes(v), `${label}: choose one of the options.`);
  return { ...base(key, label, 'choice', { ...opts, optional: true }), options, rule };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** What the user typed as a site address → its base: scheme kept, no query or fragment, no `/wp-json`, no trailing slash. */
export function normaliseSiteUrl(raw: string): string {
  const url = new URL(raw.trim());
  url.search = '';
  url.hash = '';
  return trimSlash(
    url
      .toString()
      .replace(/\/wp-json\/?$/, '')
      .replace(/\/wp-admin\/?$/, ''),
  );
}

/** A site address the user types (self-hosted WordPress, Ghost): a full http(s) URL, normalised. */
export function siteUrlField(key: 'settings.apiUrl', label: string, opts: FieldOptions = {}): ConnectionField {
  const rule = bounded(key).transform((raw, ctx) => {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') return normaliseSiteUrl(raw);
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: siteUrlMessage(label) });
    return z.NEVER;
  });
  return { ...base(key, label, 'url', opts), rule };
}

import { z } from 'zod';
import type { ConnectionVariant, PlatformDescriptor } from './descriptor';
import { requiredMessage, type ConnectionField, type ConnectionFormKey, type SecretKey } from './fields';

/** The connection form flattened: `settings.apiUrl` is a key like `apiKey`. */
export type ConnectionFormValues = Partial<Record<ConnectionFormKey, string>>;

/** The connection form as the API takes it (structurally; the contract itself is common/publishing.ts). */
export interface ConnectionForm {
  apiKey?: string;
  username?: string;
  accessToken?: string;
  refreshToken?: string;
  profileUrl?: string;
  settings?: { siteId?: string; apiUrl?: string; post?: string };
}

export function flattenConnectionForm(form: ConnectionForm): ConnectionFormValues {
  const { settings, ...top } = form;
  const values: ConnectionFormValues = {};
  for (const [key, value] of Object.entries(top))
    if (typeof value === 'string') values[key as ConnectionFormKey] = value;
  if (settings?.siteId !== undefined) values['settings.siteId'] = settings.siteId;
  if (settings?.apiUrl !== undefined) values['settings.apiUrl'] = settings.apiUrl;
  if (settings?.post !== undefined) values['settings.post'] = settings.post;
  return values;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** One field's schema: trimmed; blank counts as absent; required fields say so with their label. */
function fieldSchema(field: ConnectionField) {
  const present = z
    .string({ error: requiredMessage(field.label) })
    .trim()
    .pipe(field.rule);
  return z.preprocess(blankToUndefined, field.required ? present : present.optional());
}

/** The schema of one variant: `{ platform, variant, …its fields }`, nothing else kept. */
export function variantSchema(platform: PlatformDescriptor, variant: ConnectionVariant) {
  return z.object({
    platform: z.literal(platform.name),
    variant: z.literal(variant.id),
    ...Object.fromEntries(variant.fields.map((f) => [f.key, fieldSchema(f)])),
  });
}
export type VariantSchema = ReturnType<typeof variantSchema>;

/** A platform's connection schema: its one variant, or a union discriminated by `variant`. */
export function platformConnectionSchema(platform: PlatformDescriptor) {
  const [first, ...rest] = platform.variants.map((v) => variantSchema(platform, v));
  if (!first) throw new Error(`${platform.name} has no variant`);
  return rest.length ? z.discriminatedUnion('variant', [first, ...rest]) : first;
}

/** The variant the form asks for: the one whose `when` key has a value, else the fallback. */
export function variantFor(platform: PlatformDescriptor, values: ConnectionFormValues): ConnectionVariant {
  const filled = (key: ConnectionFormKey) => Boolean(values[key]?.trim());
  return (
    platform.variants.find((v) => v.when && filled(v.when)) ??
    platform.variants.find((v) => !v.when) ??
    platform.variants[0]
  );
}

/** A checked connection, as the server stores it: the secret apart, settings non-secret. */
export interface ParsedConnection {
  variant: string;
  /** The form key the secret came in (so the column it is stored in). */
  secretKey: SecretKey;
  secret: string;
  username: string | null;
  profileUrl: string | null;
  settings: Record<string, string>;
}

export type ConnectionCheck =
  | { ok: true; connection: ParsedConnection }
  | { ok: false; message: string; fieldErrors: Partial<Record<ConnectionFormKey, string[]>> };

/**
 * Checks a connection form against the platform's descriptor. The message is the first missing
 * required field in the dialog's order, else the first invalid value; `fieldErrors` has every one.
 */
export function checkConnection(
  schema: z.ZodType,
  platform: PlatformDescriptor,
  variant: ConnectionVariant,
  values: ConnectionFormValues,
): ConnectionCheck {
  const parsed = schema.safeParse({ ...values, platform: platform.name, variant: variant.id });
  if (!parsed.success) {
    const order = (key: PropertyKey) => variant.fields.findIndex((f) => f.key === key);
    const missing = (key: PropertyKey) => {
      const field = variant.fields[order(key)];
      return Boolean(field?.required && !values[field.key]?.trim());
    };
    const issues = parsed.error.issues
      .map((issue, i) => ({ issue, key: issue.path[0] ?? '_', i }))
      .sort((a, b) => Number(missing(b.key)) - Number(missing(a.key)) || a.i - b.i);
    const fieldErrors: Partial<Record<ConnectionFormKey, string[]>> = {};
    for (const { issue, key } of issues) (fieldErrors[key as ConnectionFormKey] ??= []).push(issue.message);
    return { ok: false, message: issues[0]?.issue.message ?? 'The connection details are not valid.', fieldErrors };
  }
  const data = parsed.data as ConnectionFormValues;
  const secretField = variant.fields.find((f) => f.secret);
  const settings: Record<string, string> = {};
  for (const f of variant.fields) {
    const value = data[f.key];
    if (value !== undefined && f.key.startsWith('settings.')) settings[f.key.slice('settings.'.length)] = value;
  }
  return {
    ok: true,
    connection: {
      variant: variant.id,
      secretKey: secretField?.key as SecretKey,
      secret: (secretField && data[secretField.key]) ?? '',
      username: variant.fields.some((f) => f.key === 'username') ? (data.username ?? null) : null,
      profileUrl: variant.fields.some((f) => f.key === 'profileUrl') ? (data.profileUrl ?? null) : null,
      settings,
    },
  };
}

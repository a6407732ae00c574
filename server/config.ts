import { z } from 'zod';

/**
 * The one reader of process.env. Parsed once at boot; every problem is reported together.
 * Variables and defaults follow docs/architecture (configuration table).
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const urlString = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalString.pipe(urlString.optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    ENCRYPTION_KEY: optionalString,
    AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
    AI_MODEL: optionalString,
    AI_BASE_URL: optionalString.pipe(urlString.optional()),
    AI_API_KEY: optionalString,
    /** Total time one AI call may take (retries included), in ms. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
    /** Retries of a transient AI failure (429, 5xx, network), with exponential back-off. */
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** Pause between the pieces of the built-in writer's streamed answer on a selection, in ms (docs/decisions/035). */
    AI_BUILTIN_STREAM_PACE_MS: z.coerce.number().int().min(0).max(2000).default(0),
    /** Send the post's images to the model: auto = when a one-time probe shows the model accepts images. */
    AI_IMAGES: z.enum(['auto', 'on', 'off']).default('auto'),
    /** Transcription of reels (OpenAI-compatible /audio/transcriptions): model, default whisper-1. */
    AI_TRANSCRIBE_MODEL: optionalString,
    /** Transcription endpoint's base URL; default AI_BASE_URL (openai, openai-compatible). */
    AI_TRANSCRIBE_BASE_URL: optionalString.pipe(urlString.optional()),
    /** AI calls (generation, assistant, prompt pre-fill) one user may make per minute and per day, with a model writer. */
    AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
    AI_RATE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /** The built-in writer's ceiling per user (each generation stores a row): generous, but not unbounded. */
    BUILTIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    BUILTIN_RATE_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    /** Days a stored generation is kept; one a saved blog's provenance points to is kept for good. */
    AI_GENERATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
    INSTAGRAM_APP_ID: optionalString,
    INSTAGRAM_APP_SECRET: optionalString,
    INSTAGRAM_AUTH_URL: urlString.default('https://www.instagram.com'),
    INSTAGRAM_TOKEN_URL: urlString.default('https://api.instagram.com'),
    INSTAGRAM_GRAPH_URL: urlString.default('https://graph.instagram.com'),
    DEVTO_API_URL: urlString.default('https://dev.to/api'),
    HASHNODE_API_URL: urlString.default('https://gql-beta.hashnode.com'), // gql.hashnode.com was retired on 2026-05-13
    MEDIUM_API_URL: urlString.default('https://api.medium.com/v1'),
    WPCOM_API_URL: urlString.default('https://public-api.wordpress.com'),
    /** AT Protocol (docs/decisions/043-at-protocol-standard-site.md): the PLC directory that resolves did:plc identities. */
    ATPROTO_PLC_URL: urlString.default('https://plc.directory'),
    /** Any service answering com.atproto.identity.resolveHandle (an AppView, or a PDS for its own handles). */
    ATPROTO_HANDLE_RESOLVER_URL: urlString.default('https://public.api.bsky.app'),
    OUTBOUND_ALLOWLIST: csv.pipe(
      z.array(z.string().regex(/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/, 'entries must be host:port')),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Email through this SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset: DATA_DIR/outbox. */
    SMTP_URL: optionalString.pipe(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** The sender of every email, e.g. `Inkgram <hello@example.com>`; default no-reply@ PUBLIC_URL's host. */
    MAIL_FROM: optionalString,
    /** `/metrics` on the app's port answers only to `Authorization: Bearer <METRICS_TOKEN>` (unset: 404). */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** Serve `/metrics` on this port of HOST instead, without a token (a private scrape network). */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * The cost of new password hashes: `owasp` (argon2id m=19 MiB, t=2) or, for test runs only, `test`
     * (m=1 MiB, t=1; docs/performance.md, "Test tiers").
     */
    PASSWORD_HASH_COST: z.enum(['owasp', 'test']).default('owasp'),
    /** Sign-ups allowed per client IP per hour (docs/decisions/004). */
    REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Number of trusted reverse-proxy hops in front of the app (0 = none; X-Forwarded-For ignored). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /** Where media live: `local` (DATA_DIR/media) or `s3` (an S3-compatible bucket: AWS S3, R2, MinIO). */
    MEDIA_STORE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
        .optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(urlString.optional()),
    /** `auto` for Cloudflare R2; any value for MinIO. */
    S3_REGION: optionalString.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: optionalString
      .pipe(z.stringbool({ error: 'must be true or false' }).optional())
      .transform((v) => v ?? false),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message: 'is required when DATABASE_URL is set (a base64 32-byte key, or id:key,id:key)',
      });
    }
    if (Boolean(env.INSTAGRAM_APP_ID) !== Boolean(env.INSTAGRAM_APP_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSTAGRAM_APP_SECRET'],
        message: 'INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together',
      });
    }
    if (env.AI_PROVIDER !== 'builtin' && env.AI_PROVIDER !== 'openai-compatible' && !env.AI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: `is required for AI_PROVIDER=${env.AI_PROVIDER}` });
    }
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is required for AI_PROVIDER=openai-compatible' });
    }
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required for AI_PROVIDER=openai-compatible (e.g. llama3.1)',
      });
    }
    if (env.MEDIA_STORE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when MEDIA_STORE=s3' });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  /** Origin (scheme://host:port) of PUBLIC_URL, used for same-origin checks. */
  publicOrigin: string;
  /** true when PUBLIC_URL is https: cookies get Secure and the __Host- prefix. */
  secureCookies: boolean;
  /** true when no Instagram app is configured: the sandbox is served and used. */
  instagramSandbox: boolean;
  /** MAIL_FROM, or `Inkgram <no-reply@host of PUBLIC_URL>`. */
  mailFrom: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const parsed = new URL(publicUrl);
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    publicOrigin: parsed.origin,
    secureCookies: parsed.protocol === 'https:',
    instagramSandbox: !env.INSTAGRAM_APP_ID,
    mailFrom: env.MAIL_FROM ?? `Inkgram <no-reply@${parsed.hostname}>`,
  };
}

/** Reads process.env exactly once. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}

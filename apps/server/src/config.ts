import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)),
    `phải là một URL bắt đầu bằng ${protocols.map((p) => `${p}://`).join(' hoặc ')}`,
  );

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/**
 * Each redirect provider (issue #33): on when its client id and secret are set; its endpoints
 * default to the real ones and can point at a stand-in for tests and staging.
 */
export const OAUTH_DEFAULT_ENDPOINTS = {
  GITHUB: {
    AUTHORIZE_URL: 'https://github.com/login/oauth/authorize',
    TOKEN_URL: 'https://github.com/login/oauth/access_token',
    USERINFO_URL: 'https://api.github.com/user',
  },
  FACEBOOK: {
    AUTHORIZE_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
    TOKEN_URL: 'https://graph.facebook.com/v21.0/oauth/access_token',
    USERINFO_URL: 'https://graph.facebook.com/v21.0/me',
  },
  X: {
    AUTHORIZE_URL: 'https://x.com/i/oauth2/authorize',
    TOKEN_URL: 'https://api.x.com/2/oauth2/token',
    USERINFO_URL: 'https://api.x.com/2/users/me',
  },
  ZALO: {
    AUTHORIZE_URL: 'https://oauth.zaloapp.com/v4/permission',
    TOKEN_URL: 'https://oauth.zaloapp.com/v4/access_token',
    USERINFO_URL: 'https://graph.zalo.me/v2.0/me',
  },
} as const;

const oauthProviderEnv = <P extends keyof typeof OAUTH_DEFAULT_ENDPOINTS>(p: P) => {
  const urls = OAUTH_DEFAULT_ENDPOINTS[p];
  return {
    [`${p}_CLIENT_ID`]: optionalString,
    [`${p}_CLIENT_SECRET`]: optionalString,
    [`${p}_AUTHORIZE_URL`]: z.url().default(urls.AUTHORIZE_URL),
    [`${p}_TOKEN_URL`]: z.url().default(urls.TOKEN_URL),
    [`${p}_USERINFO_URL`]: z.url().default(urls.USERINFO_URL),
  } as {
    [K in `${P}_CLIENT_ID` | `${P}_CLIENT_SECRET`]: typeof optionalString;
  } & { [K in `${P}_AUTHORIZE_URL` | `${P}_TOKEN_URL` | `${P}_USERINFO_URL`]: z.ZodDefault<z.ZodURL> };
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.string().default('TSA Giặt sấy <no-reply@tsa.local>'),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
    ...oauthProviderEnv('GITHUB'),
    ...oauthProviderEnv('FACEBOOK'),
    ...oauthProviderEnv('X'),
    ...oauthProviderEnv('ZALO'),
    /** Where phone codes go (issue #33): `log` writes them to the log and DATA_DIR/sms/, like e-mail without SMTP. */
    SMS_PROVIDER: z.enum(['log', 'esms', 'speedsms', 'twilio']).default('log'),
    ESMS_URL: z.url().default('https://rest.esms.vn/MainService.svc/json'),
    ESMS_API_KEY: optionalString,
    ESMS_SECRET_KEY: optionalString,
    ESMS_BRANDNAME: optionalString,
    SPEEDSMS_URL: z.url().default('https://api.speedsms.vn/index.php'),
    SPEEDSMS_ACCESS_TOKEN: optionalString,
    SPEEDSMS_SENDER: optionalString,
    TWILIO_URL: z.url().default('https://verify.twilio.com/v2'),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_VERIFY_SERVICE_SID: optionalString,
    /** Against SMS pumping: codes per number per day, and codes per hour for the whole service. */
    SMS_DAILY_CAP_PER_NUMBER: z.coerce.number().int().min(1).max(100).default(5),
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).max(1_000_000).default(300),
    JWT_SECRET: optionalString.refine((v) => v === undefined || Buffer.byteLength(v) >= 32, 'phải dài ít nhất 32 byte'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(8),
    PASSWORD_MAX_LENGTH: z.coerce.number().int().min(8).max(128).default(128),
    PASSWORD_REQUIRE_LOWERCASE: booleanFlag,
    PASSWORD_REQUIRE_UPPERCASE: booleanFlag,
    PASSWORD_REQUIRE_NUMERIC: booleanFlag,
    PASSWORD_REQUIRE_NON_ALPHANUMERIC: booleanFlag,
    PASSWORD_ALLOW_COMMON: booleanFlag,
    TRUST_PROXY: booleanFlag,
    /** On SIGTERM, how long readiness says 503 before the port closes (the proxy's health-check interval). */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
    /** Bearer token that `GET /metrics` requires; without it the endpoint does not exist. */
    METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, 'phải dài ít nhất 16 ký tự'),
    /**
     * Web Push (VAPID), both or neither; required with DATABASE_URL. On the embedded database a pair
     * is otherwise generated once into DATA_DIR/vapid-keys.json (never into the database).
     */
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: z.string().default('mailto:no-reply@tsa.local'),
    /**
     * On the embedded database, how many order placements run at once; the rest wait their turn in
     * arrival order (plugins/admission.ts). 0 = no limit. 256, about one batch of the placement
     * queue: the placements let in together share their statements (decisions 034 and 035), and
     * a gate of 16 kept the batches small enough to cost a burst twice its time.
     */
    WRITE_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(256),
    /**
     * How long a placement waits for its turn (WRITE_CONCURRENCY) before it is refused with 503
     * and Retry-After: a burst of 480 is served within about two seconds, so a longer wait means
     * the server cannot keep up, and saying so beats a request that hangs.
     */
    WRITE_WAIT_SECONDS: z.coerce.number().min(0.1).max(300).default(15),
    /**
     * The most a client may take to send a whole request, headers and body: past it, 408 and the
     * connection is closed, so slow senders cannot pile up. Enough for three 5 MB photos on a slow
     * (1 Mbit/s) link.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(3600).default(150),
    /**
     * On the embedded database, minutes between two VACUUM (ANALYZE) runs, the upkeep PostgreSQL's
     * autovacuum does on a server (plugins/database-upkeep.ts). 0 = none, not even the ANALYZE at start.
     */
    DB_UPKEEP_MINUTES: z.coerce.number().min(0).max(1440).default(60),
    /** E-mails of the same user within this many seconds go out as one. */
    MAIL_BATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(5),
    /** First retry delay; each further retry waits about twice as long. */
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** Referrals (decision 042): off a referred student's first order, and credited to the referrer's wallet. */
    REFERRAL_DISCOUNT: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
    REFERRAL_REWARD: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  // Instances sharing a PostgreSQL server must share the signing secret, and it must not live in
  // the database they share: whoever reads the database could mint tokens.
  .refine((env) => !env.DATABASE_URL || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'bắt buộc khi dùng DATABASE_URL (ít nhất 32 byte, giống nhau trên mọi máy chủ)',
  })
  // The same for the key pair that signs pushes: each browser subscription is bound to its public key.
  .refine((env) => !env.DATABASE_URL || env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'bắt buộc khi dùng DATABASE_URL, cùng VAPID_PUBLIC_KEY (giống nhau trên mọi máy chủ)',
  })
  .refine((env) => env.SMS_PROVIDER !== 'esms' || (env.ESMS_API_KEY && env.ESMS_SECRET_KEY && env.ESMS_BRANDNAME), {
    path: ['SMS_PROVIDER'],
    message: 'esms cần ESMS_API_KEY, ESMS_SECRET_KEY và ESMS_BRANDNAME',
  })
  .refine((env) => env.SMS_PROVIDER !== 'speedsms' || env.SPEEDSMS_ACCESS_TOKEN, {
    path: ['SMS_PROVIDER'],
    message: 'speedsms cần SPEEDSMS_ACCESS_TOKEN',
  })
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'twilio' ||
      (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID),
    {
      path: ['SMS_PROVIDER'],
      message: 'twilio cần TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN và TWILIO_VERIFY_SERVICE_SID',
    },
  )
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PUBLIC_KEY'],
    message: 'VAPID_PUBLIC_KEY và VAPID_PRIVATE_KEY phải được đặt cùng nhau (npx web-push generate-vapid-keys)',
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Cấu hình không hợp lệ:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(môi trường)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
  };
}

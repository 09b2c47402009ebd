import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../lib/app-error';

export interface RateRule {
  /** How many hits the window allows. */
  limit: number;
  windowSeconds: number;
}

/**
 * The throttles of the account endpoints; tests may lower them. Sign-in rules end up counting
 * failed attempts only (a success gives its hit back): a dormitory shares one public IP, and
 * signing in often is not an attack. An account's failures count per device for a browser that
 * signed in to it before (its device cookie) and per account for every other one, so strangers'
 * failures lock out unknown devices, never the owner's browser (decision 040).
 */
export const DEFAULT_RATE_RULES = {
  signinPerIp: { limit: 30, windowSeconds: 300 },
  signinPerAccount: { limit: 8, windowSeconds: 900 },
  signinPerDevice: { limit: 8, windowSeconds: 900 },
  signupPerIp: { limit: 10, windowSeconds: 3600 },
  codeCheckPerAccount: { limit: 10, windowSeconds: 900 },
  emailPerAccount: { limit: 5, windowSeconds: 3600 },
  emailPerIp: { limit: 20, windowSeconds: 3600 },
  /** SMS codes asked from one address (sign-in and account page): a dormitory shares one IP, so roomy. */
  smsPerIp: { limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;
export type RateRules = typeof DEFAULT_RATE_RULES;

export interface RateLimiter {
  rules: RateRules;
  /**
   * Takes one hit of `key` under `rule`, atomically, before the work it guards; throws 429
   * `auth/too-many-requests` past the limit. Reserving first is what holds under a burst of
   * parallel requests: they cannot all pass a check made before any of them counted. Answers
   * how many hits are left in the window.
   */
  consume(ruleName: keyof RateRules, key: string): Promise<number>;
  /** Gives back a hit taken by `consume`: e.g. a sign-in that succeeded does not count. */
  refund(ruleName: keyof RateRules, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * Fixed-window throttles (rate-limiter-flexible): in this process's memory on a single instance,
 * in Redis when REDIS_URL is set so every instance counts against the same limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { rules?: Partial<RateRules> }) => {
  const rules: RateRules = { ...DEFAULT_RATE_RULES, ...opts.rules };
  const limiters = new Map<keyof RateRules, RateLimiterAbstract>();
  for (const name of Object.keys(rules) as (keyof RateRules)[]) {
    const { limit: points, windowSeconds: duration } = rules[name];
    const keyPrefix = `tsa:rl:${name}`;
    limiters.set(
      name,
      app.redis
        ? new RateLimiterRedis({ storeClient: app.redis, keyPrefix, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration }),
    );
  }
  const limiterOf = (name: keyof RateRules) => limiters.get(name)!;

  app.decorate<RateLimiter>('rateLimiter', {
    rules,
    async consume(ruleName, key) {
      try {
        return (await limiterOf(ruleName).consume(key)).remainingPoints;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new AppError('auth/too-many-requests', {
            retryAfterSeconds: Math.max(Math.ceil(rejection.msBeforeNext / 1000), 1),
          });
        }
        throw rejection;
      }
    },
    async refund(ruleName, key) {
      await limiterOf(ruleName).reward(key);
    },
  });
});

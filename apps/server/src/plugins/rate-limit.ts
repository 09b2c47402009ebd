import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface RateRule {
  /** How many hits the window allows. */
  limit: number;
  windowSeconds: number;
}

/**
 * The throttles of the account endpoints; tests may lower them. Sign-in rules count failed
 * attempts only: a dormitory shares one public IP, and signing in often is not an attack.
 */
export const DEFAULT_RATE_RULES = {
  signinPerIp: { limit: 30, windowSeconds: 300 },
  signinPerAccount: { limit: 8, windowSeconds: 900 },
  signupPerIp: { limit: 10, windowSeconds: 3600 },
  codeCheckPerAccount: { limit: 10, windowSeconds: 900 },
  emailPerAccount: { limit: 5, windowSeconds: 3600 },
  emailPerIp: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;
export type RateRules = typeof DEFAULT_RATE_RULES;

interface Counter {
  /** Counts one hit and returns the count in the current window and the seconds left in it. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  /** The count in the current window without adding to it. */
  peek(key: string): Promise<{ count: number; ttlSeconds: number }>;
}

function memoryCounter(): Counter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowSeconds) {
      const now = Date.now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, entry);
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      entry.count += 1;
      return { count: entry.count, ttlSeconds: Math.ceil((entry.resetAt - now) / 1000) };
    },
    async peek(key) {
      const now = Date.now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= now) return { count: 0, ttlSeconds: 0 };
      return { count: entry.count, ttlSeconds: Math.ceil((entry.resetAt - now) / 1000) };
    },
  };
}

function redisCounter(redis: Redis): Counter {
  return {
    async hit(key, windowSeconds) {
      const redisKey = `tsa:rl:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .ttl(redisKey)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(redisKey, windowSeconds);
      return { count, ttlSeconds: ttl < 0 ? windowSeconds : ttl };
    },
    async peek(key) {
      const redisKey = `tsa:rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().get(redisKey).ttl(redisKey).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), ttlSeconds: Math.max(ttl, 0) };
    },
  };
}

export interface RateLimiter {
  rules: RateRules;
  /** Counts a hit on `key` under `rule`; throws 429 `auth/too-many-requests` past the limit. */
  consume(ruleName: keyof RateRules, key: string): Promise<void>;
  /** Throws 429 when `key` has already used up `rule`, without counting this request. */
  check(ruleName: keyof RateRules, key: string): Promise<void>;
  /** Counts a failure on `key` under `rule`; the next `check` refuses once the limit is reached. */
  record(ruleName: keyof RateRules, key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Fixed-window throttles, in memory for one instance or in Redis when instances share users. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { rules?: Partial<RateRules> }) => {
  const rules = { ...DEFAULT_RATE_RULES, ...opts.rules };
  const counter = app.redis ? redisCounter(app.redis) : memoryCounter();
  app.decorate<RateLimiter>('rateLimiter', {
    rules,
    async consume(ruleName, key) {
      const rule = rules[ruleName];
      const { count, ttlSeconds } = await counter.hit(`${ruleName}:${key}`, rule.windowSeconds);
      if (count > rule.limit) throw new AppError('auth/too-many-requests', { retryAfterSeconds: ttlSeconds });
    },
    async check(ruleName, key) {
      const { count, ttlSeconds } = await counter.peek(`${ruleName}:${key}`);
      if (count >= rules[ruleName].limit) {
        throw new AppError('auth/too-many-requests', { retryAfterSeconds: Math.max(ttlSeconds, 1) });
      }
    },
    async record(ruleName, key) {
      await counter.hit(`${ruleName}:${key}`, rules[ruleName].windowSeconds);
    },
  });
});

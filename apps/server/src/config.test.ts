import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable that holds a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    const run = () => loadConfig({ PORT: '99999', DATABASE_URL: 'mysql://x' });
    expect(run).toThrow(/PORT/);
    expect(run).toThrow(/DATABASE_URL/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('refuses to start on a PostgreSQL server without a JWT_SECRET of at least 32 bytes', () => {
    const url = 'postgres://tsa@db.example/tsa';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/JWT_SECRET: bắt buộc khi dùng DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: url, JWT_SECRET: 'ngắn-quá' })).toThrow(
      /JWT_SECRET: phải dài ít nhất 32 byte/,
    );
    const vapid = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' };
    expect(loadConfig({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32), ...vapid }).JWT_SECRET).toHaveLength(32);
  });

  it('refuses to start on a PostgreSQL server without a VAPID pair, and a half pair anywhere', () => {
    const server = { DATABASE_URL: 'postgres://tsa@db.example/tsa', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(server)).toThrow(/VAPID_PRIVATE_KEY: bắt buộc khi dùng DATABASE_URL/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'private' })).toThrow(/VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY và/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(/VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY và/);
    expect(loadConfig({ ...server, VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' }).VAPID_PRIVATE_KEY).toBe(
      'private',
    );
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

/** No browser or proxy keeps a signed-in answer or a token (ASVS 14.3.2). */
describe('Cache-Control on API answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('is no-store on the answers carrying tokens: sign-in and refresh', async () => {
    const user = await createUser(app);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refreshToken: signedIn.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on signed-in reads and on errors', async () => {
    const user = await createUser(app);
    const { accessToken } = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/signin?mobile=true',
        payload: { email: user.email, password: user.password },
      })
    ).json();
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const url of ['/api/users/profile', '/api/notifications', '/api/orders']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves a public answer its own caching', async () => {
    const figures = await app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(figures.statusCode).toBe(200);
    expect(figures.headers['cache-control']).toBe('public, max-age=300');
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('e-mail without SMTP_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('writes each message to DATA_DIR/mail so a local user can read the code', async () => {
    const email = 'local-user@st.tsa.test';
    const regulations = (await app.inject({ method: 'GET', url: '/api/regulations' })).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/initiate',
      payload: {
        email,
        password: 'mot-mat-khau-dai',
        firstName: 'Hà',
        lastName: 'Phạm',
        acceptedRegulationVersion: regulations.version,
      },
    });
    expect(response.statusCode).toBe(202);
    // The code is mailed by the account-mail job, after the answer.
    const mailDir = path.join(app.config.dataDir, 'mail');
    const files = await vi.waitFor(
      () => {
        const found = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.includes(email)) : [];
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    const content = readFileSync(path.join(mailDir, files[0]!), 'utf8');
    expect(content).toMatch(/^To: local-user@st\.tsa\.test/m);
    expect(content).toMatch(/Subject: .*/);
  });
});

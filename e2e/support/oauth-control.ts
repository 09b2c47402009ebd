import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import {
  startOAuthStandIns,
  type StandInPerson,
  type StandInProvider,
} from '../../apps/server/src/test/oauth-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback address that tells the stand-in providers who signs in next (see below). */
    oauthControlUrl: string;
  }
}

/**
 * The stand-ins of GitHub, Facebook, X and Zalo (apps/server/src/test/oauth-stand-in.ts) live in
 * global setup, beside the server they configure; the journeys run in other processes. A small
 * loopback endpoint lets a journey say who signs in at a provider next.
 */
export async function startOAuthControl(publicUrl: string) {
  const standIns = await startOAuthStandIns({ publicUrl });
  const control = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const { provider, person } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          provider: StandInProvider;
          person: StandInPerson;
        };
        if (req.method !== 'POST' || req.url !== '/next-person') throw new Error(`${req.method} ${req.url}`);
        standIns.signInAs(provider, person);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return {
    env: standIns.env,
    controlUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => control.close(resolve));
      await standIns.close();
    },
  };
}

/** From a journey: the person who signs in at `provider` from the next authorize on. */
export async function signInNextAs(provider: StandInProvider, person: StandInPerson): Promise<void> {
  const response = await fetch(`${inject('oauthControlUrl')}/next-person`, {
    method: 'POST',
    body: JSON.stringify({ provider, person }),
  });
  if (response.status !== 204) throw new Error(`stand-in control: ${response.status} ${await response.text()}`);
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const GOOGLE = 'https://accounts.google.com';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin
 * (plus Google's sign-in script when it is configured). Styles allow inline because MUI's
 * emotion injects <style> tags at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { googleEnabled: boolean }) => {
  const google = opts.googleEnabled ? [GOOGLE] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: google.length ? google : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: opts.googleEnabled ? 'same-origin-allow-popups' : 'same-origin' },
    strictTransportSecurity: false,
  });
});

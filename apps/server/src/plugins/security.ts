import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const GOOGLE = 'https://accounts.google.com';
const GOOGLE_PHOTOS = 'https://*.googleusercontent.com';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our origin
 * (plus Google's sign-in script when it is configured). Styles allow inline because MUI's
 * emotion injects <style> tags at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { googleEnabled: boolean }) => {
  const google = opts.googleEnabled ? [GOOGLE] : [];
  // Photos come from our origin, or Google's profile pictures when Google sign-in is on: a
  // blanket `https:` would let any photo address become a tracking pixel.
  const googlePhotos = opts.googleEnabled ? [GOOGLE_PHOTOS] : [];
  const https = app.config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...googlePhotos],
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
    // Served over HTTPS (PUBLIC_URL): browsers must never come back over plain HTTP.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});

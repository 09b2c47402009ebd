/** Sign-in with GitHub, Facebook, X and Zalo (OAuth 2.0 authorization code with PKCE, issue #33). */
export { enabledOAuthProviders } from './providers';
export { oauthRoutes } from './routes';

import type { E2eEnvironment } from './environment';

/**
 * The local OpenID provider standing in for Google. Until Google sign-in is wired up it only
 * reserves the settings the shop is started with.
 */
export async function startOidcProvider(env: E2eEnvironment) {
  return {
    issuer: `http://127.0.0.1:${env.oidcPort}`,
    clientId: 'chaka-e2e',
    clientSecret: 'chaka-e2e-secret',
    close: async () => {},
  };
}

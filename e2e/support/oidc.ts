import { createServer } from 'node:http';
// @ts-expect-error oidc-provider ships no type declarations
import Provider from 'oidc-provider';
import type { E2eEnvironment } from './environment';

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** The e-mail and display name the local provider tells about a login (as typed into its form). */
export function googleProfile(login: string): { email: string; name: string } {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.com`;
  // "shakib.rahman-123@example.com" is Shakib Rahman: what follows a dash only makes it unique.
  const local = email.split('@')[0]?.split('-')[0] ?? '';
  const name = local
    .split(/[._]+/)
    .filter((part) => /^[a-z]+$/i.test(part))
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
  return { email, name: name || 'Google User' };
}

/**
 * A real OpenID Connect provider on a local port, standing in for Google: the shop is started with
 * GOOGLE_ISSUER pointing here. Its development login form accepts any login and password (the
 * login is the account: an e-mail address, see {@link googleProfile}), then asks for consent. The
 * id_token carries only `sub`; e-mail and name come from userinfo, as with Google.
 */
export async function startOidcProvider(env: E2eEnvironment): Promise<OidcProvider> {
  // The issuer must match what the shop discovers exactly, port included.
  const issuer = `http://127.0.0.1:${env.oidcPort}`;
  const clientId = 'chaka-e2e';
  const clientSecret = 'chaka-e2e-secret-0123456789';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${env.baseUrl}/api/auth/callback/google`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const { email, name } = googleProfile(sub);
      return {
        accountId: sub,
        claims: async () => ({ sub, email, email_verified: true, name }),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['chaka-e2e-cookie-key-0123456789'] },
  });

  const server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.oidcPort, '127.0.0.1', () => resolve());
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

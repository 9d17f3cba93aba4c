import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eEnvironment } from './environment';
import { startOidcProvider } from './oidc';
import { startSmtpServer } from './smtp';
import { startSslcommerzGateway } from './sslcommerz';
import { STEADFAST_TEST_SETTINGS, startSteadfastStandIn } from './steadfast';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the real peers and the built shop: a local SMTP server, a local OpenID provider standing
 * in for Google, and the production server on a fresh DATA_DIR. Returns the teardown.
 */
export default async function globalSetup() {
  const env = e2eEnvironment();
  const serverEntry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the shop first (npm run build): the browser tests drive the built app.');
  }
  const stopSmtp = await startSmtpServer(env.smtpPort, env.mailDir);
  const oidc = await startOidcProvider(env);
  // The SSLCommerz stand-in: its IPNs reach the shop at PUBLIC_URL, its page sends the browser back.
  const gateway = await startSslcommerzGateway();
  // The Steadfast stand-in: the admin books parcels with it from All Orders.
  const steadfast = await startSteadfastStandIn();

  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(env.port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: env.baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${env.smtpPort}`,
      UI_DELAYS: 'off',
      SEED: 'demo',
      ADMIN_EMAIL: env.admin.email,
      ADMIN_PASSWORD: env.admin.password,
      GOOGLE_CLIENT_ID: oidc.clientId,
      GOOGLE_CLIENT_SECRET: oidc.clientSecret,
      GOOGLE_ISSUER: oidc.issuer,
      SSLCOMMERZ_STORE_ID: gateway.storeId,
      SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
      SSLCOMMERZ_API_URL: gateway.url,
      ...STEADFAST_TEST_SETTINGS,
      STEADFAST_API_URL: steadfast.url,
      AUTH_RATE_LIMIT: '1000',
      RATE_LIMIT: '0',
      UPLOAD_RATE_LIMIT: '0',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`${env.baseUrl}/api/ready`, server);

  return async () => {
    await stop(server);
    await gateway.close();
    await steadfast.close();
    await oidc.close();
    await stopSmtp();
  };
}

async function waitUntilReady(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The shop exited with code ${server.exitCode} while starting`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not become ready at ${url}`);
}

function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

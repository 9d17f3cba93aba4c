import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface E2eEnvironment {
  port: number;
  baseUrl: string;
  smtpPort: number;
  oidcPort: number;
  /** Fresh DATA_DIR of the app under test. */
  dataDir: string;
  /** Where the local SMTP server drops every message it receives (one JSON file each). */
  mailDir: string;
  chromiumPath: string | undefined;
  admin: { email: string; password: string };
}

/**
 * Ports and folders for one run. Chosen once in the runner process and handed to the workers
 * through the environment, so every process of the run agrees on them.
 */
export function e2eEnvironment(): E2eEnvironment {
  if (!process.env.E2E_PORT) {
    const [app, smtp, oidc] = freePorts(3);
    process.env.E2E_PORT = String(app);
    process.env.E2E_SMTP_PORT = String(smtp);
    process.env.E2E_OIDC_PORT = String(oidc);
    const root = mkdtempSync(path.join(tmpdir(), 'chaka-e2e-'));
    process.env.E2E_DATA_DIR = path.join(root, 'data');
    process.env.E2E_MAIL_DIR = path.join(root, 'mail');
  }
  const port = Number(process.env.E2E_PORT);
  return {
    port,
    baseUrl: `http://localhost:${port}`,
    smtpPort: Number(process.env.E2E_SMTP_PORT),
    oidcPort: Number(process.env.E2E_OIDC_PORT),
    dataDir: process.env.E2E_DATA_DIR!,
    mailDir: process.env.E2E_MAIL_DIR!,
    chromiumPath:
      process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    admin: { email: 'admin@chakaparts.test', password: 'adminPass1' },
  };
}

/**
 * Ports nobody listens on now, as the system hands them out. Playwright reads its configuration
 * synchronously, so a short child process asks for them.
 */
function freePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))))
      .then(() => {
        console.log(servers.map((server) => server.address().port).join(','));
        for (const server of servers) server.close();
      });`;
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return output.trim().split(',').map(Number);
}

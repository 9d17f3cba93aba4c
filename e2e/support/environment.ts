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
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    process.env.E2E_PORT = String(base);
    process.env.E2E_SMTP_PORT = String(base + 1);
    process.env.E2E_OIDC_PORT = String(base + 2);
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

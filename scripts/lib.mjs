import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) process.exit(code);
}

export const built = () =>
  ['packages/contract/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'].every(
    (file) => existsSync(path.join(root, file)),
  );

/** True when something accepts TCP connections at host:port. */
export function reachable(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The server's Node flags. A larger young generation than V8's default: a busy server makes
 * short-lived garbage with every request, and with the default the collector took a fifth of the
 * time under load (docs/decisions/008). Its old generation is collected before it passes 256 MB
 * (SERVER_HEAP_MB): under the order load the heap otherwise grew past 270 MB, nearly all of it
 * garbage no full collection had taken yet. On PostgreSQL 16 MB semi-spaces and the 256 MB limit
 * kept the order and mixed cases at about 190 MB instead of 325 to 405 MB, at the same rates
 * (32 MB semi-spaces and no limit before). Not lower than 256: at 128 MB the server ran out of heap
 * answering the whole list of 100,000 products (issue 20).
 *
 * On the embedded database the server also holds PostgreSQL itself, so it is kept leaner
 * (decision 024): 4 MB semi-spaces; PGlite's WebAssembly compiled by the baseline compiler only,
 * which saves the optimised copy of every hot function of PostgreSQL (about 45 MB) and ran the order
 * and mixed cases no slower; and one V8 helper thread instead of four, which on a small machine
 * spares memory and the CPU the request thread needs.
 */
export const serverNodeFlags = (env = process.env) =>
  env.DATABASE_URL
    ? ['--max-semi-space-size=16', heapLimit(env)]
    : ['--max-semi-space-size=4', heapLimit(env), ...supportedFlags(['--liftoff-only']), '--v8-pool-size=1'];

const support = new Map();

/** The V8 flags of `flags` this Node accepts (a V8 flag may go in a later version; Node refuses an unknown one). */
function supportedFlags(flags) {
  return flags.filter((flag) => {
    if (!support.has(flag))
      support.set(flag, spawnSync(process.execPath, [flag, '-e', '0'], { stdio: 'ignore' }).status === 0);
    return support.get(flag);
  });
}

/** SERVER_HEAP_MB: the server's old-generation limit in MB, 256 unless set. */
function heapLimit(env) {
  const setting = env.SERVER_HEAP_MB;
  if (setting && !/^[1-9]\d*$/.test(setting)) {
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, such as 256 (it is "${setting}").`);
  }
  return `--max-old-space-size=${setting || 256}`;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The system Chromium, and the flags it needs headless as root on a machine without network. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The built server (apps/server/dist/server.js) on a free port with `env` on top of this process's
 * environment; resolves once /api/ready answers. `exited` resolves with how the process ended.
 */
export async function startBuiltServer({
  env = {},
  nodeFlags = [],
  stdio = 'inherit',
  timeoutMs = 60_000,
} = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, 'apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: Array.isArray(stdio) ? stdio : ['ignore', stdio, stdio],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting (code ${child.exitCode})`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready within ${timeoutMs / 1000} s`);
    }
    await sleep(200);
  }
  return {
    url,
    port,
    child,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Signs up (`sign-up`) or in (`sign-in`) through the API, as a browser on `origin` would; resolves
 * with the session's bearer token. Sign-up signs nobody in, so a sign-up is followed by a sign-in.
 */
export async function authToken(baseUrl, action, body, origin = baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/${action}/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
  if (action === 'sign-up') {
    return authToken(baseUrl, 'sign-in', { email: body.email, password: body.password }, origin);
  }
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`no bearer token in the ${action} answer`);
  return token;
}

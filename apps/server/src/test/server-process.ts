import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

/**
 * A free port for a server process to take, below the system's ephemeral range (32768 and up on
 * Linux): a process starts in seconds, and a port the system handed out and took back could meanwhile
 * be handed to any other test's listen(0) (a stand-in, an SMTP server); one picked at random from
 * 20000 to 32767 is never handed out that way.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}

/**
 * The real shop as a process of its own (`npm start` runs the same entry, built) on `port`, with
 * `env` over quiet test settings; its log (standard output and error) is collected.
 */
export function spawnServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      UI_DELAYS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  const url = `http://127.0.0.1:${port}`;
  /** Resolves once GET /api/ready answers 200; fails if the process ends first. */
  async function untilReady() {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`the shop exited with ${child.exitCode}; its log:\n${output.slice(-4000)}`);
      const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { child, url, output: () => output, untilReady };
}

import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));

/** A port the system has just handed out, free for the server to take. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
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
      if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
      const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
      if (ready?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { child, url, output: () => output, untilReady };
}

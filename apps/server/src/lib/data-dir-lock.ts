import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOCK_PREFIX = 'server.lock.';
/** Where earlier versions wrote their process id; a process id is no lock (ids are reused). */
const PID_FILE = 'server.pid';
// Socket paths are limited to 104 bytes on macOS and 108 on Linux.
const SOCKET_PATH_MAX = 100;
const ANSWER_TIMEOUT_MS = 2000;
const RECHECK_AFTER_MS = 100;

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * Claims the embedded database in `dataDir` for this process. PGlite keeps no lock of its own, and
 * two processes writing one data folder would corrupt it: a second server, or a backup taken while
 * the server runs, is refused instead.
 *
 * The lock is a socket this process listens on (a file `server.lock.N` in DATA_DIR; a named pipe on
 * Windows). The kernel closes it when the process ends in any way, SIGKILL and power cuts included,
 * so it never outlives its process: a socket file left behind answers nobody and is taken over at
 * once. Who holds the lock is asked over the socket itself, never guessed from a process id.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  rmSync(path.join(dataDir, PID_FILE), { force: true });
  const realDataDir = realpathSync(dataDir);
  if (process.platform === 'win32') return lockWithPipe(dataDir, realDataDir);
  const inDataDir = { dir: realDataDir, prefix: LOCK_PREFIX };
  // A path too long for a socket, or a file system without sockets (some shared folders of virtual
  // machines), takes a socket in the temporary folder named after DATA_DIR instead. Every process
  // on the machine makes the same choice for the same folder.
  const inTemp = { dir: tmpdir(), prefix: `chaka-parts-${digest(realDataDir)}.lock.` };
  const fits = Buffer.byteLength(socketPath(inDataDir, 999_999)) <= SOCKET_PATH_MAX;
  try {
    return await lockIn(fits ? inDataDir : inTemp, dataDir);
  } catch (error) {
    if (!fits || !SOCKETS_UNSUPPORTED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    return lockIn(inTemp, dataDir);
  }
}

interface LockPlace {
  dir: string;
  prefix: string;
}

const SOCKETS_UNSUPPORTED = new Set(['ENOTSUP', 'EOPNOTSUPP', 'EPERM', 'EINVAL']);

async function lockIn(place: LockPlace, dataDir: string): Promise<DataDirLock> {
  for (;;) {
    const latest = latestGeneration(place);
    if (latest !== undefined) {
      const holder = await holderOf(socketPath(place, latest));
      if (holder !== null) throw busy(dataDir, holder);
    }
    // Each take-over listens on a new name: binding fails if the name exists, so of two processes
    // taking over the same dead lock at once only one succeeds (and the other looks again).
    const mine = (latest ?? 0) + 1;
    const server = await listen(socketPath(place, mine));
    if (!server) continue;
    if ((latestGeneration(place) ?? 0) > mine) {
      // A newer take-over slipped in between: it wins, and this process looks again.
      await close(server);
      continue;
    }
    for (const generation of generations(place)) {
      if (generation < mine) rmSync(socketPath(place, generation), { force: true });
    }
    return { release: () => close(server) };
  }
}

async function lockWithPipe(dataDir: string, realDataDir: string): Promise<DataDirLock> {
  const pipe = `\\\\.\\pipe\\chaka-parts-${digest(realDataDir.toLowerCase())}`;
  const server = await listen(pipe);
  if (!server) throw busy(dataDir, (await askHolder(pipe)) ?? 'unknown');
  return { release: () => close(server) };
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

function busy(dataDir: string, holder: number | 'unknown') {
  const who = holder === 'unknown' ? 'Another process' : `Another process (pid ${holder})`;
  return new Error(
    `${who} is using the embedded database in ${dataDir}. Stop it first, or give each process its own DATA_DIR.`,
  );
}

function socketPath({ dir, prefix }: LockPlace, generation: number): string {
  return path.join(dir, `${prefix}${generation}`);
}

function generations({ dir, prefix }: LockPlace): number[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)));
}

function latestGeneration(place: LockPlace): number | undefined {
  const all = generations(place);
  return all.length > 0 ? Math.max(...all) : undefined;
}

/** Listens on `address`, answering every connection with this process's id; undefined when taken. */
function listen(address: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end(`${process.pid}\n`));
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(undefined);
      else reject(error);
    });
    server.listen(address, () => {
      // The lock never keeps the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

function close(server: Server): Promise<void> {
  // Closing a listening socket also removes its file.
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Who holds the lock at `address`, asked twice when nobody answers: a process that is taking the
 * lock creates the socket file a moment before it listens.
 */
async function holderOf(address: string): Promise<number | 'unknown' | null> {
  const holder = await askHolder(address);
  if (holder !== null) return holder;
  await new Promise((resolve) => setTimeout(resolve, RECHECK_AFTER_MS));
  return askHolder(address);
}

/**
 * The process id of whoever listens on `address`, 'unknown' when it accepts but does not answer in
 * time (it is alive but busy), or null when nobody listens: a socket left by a process that ended.
 */
function askHolder(address: string): Promise<number | 'unknown' | null> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let answer = '';
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('unknown');
    }, ANSWER_TIMEOUT_MS);
    const finish = (result: number | 'unknown' | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => {
      const pid = Number(answer.trim());
      finish(Number.isInteger(pid) && pid > 0 ? pid : 'unknown');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const nobody = !connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT');
      finish(nobody ? null : 'unknown');
    });
  });
}

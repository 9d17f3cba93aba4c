// Types of lib.mjs for the TypeScript that shares it (the benchmarks, the crash test).
import type { ChildProcess, SpawnOptions, StdioOptions } from 'node:child_process';

export const root: string;
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
export function runOrExit(command: string, args: string[], options?: SpawnOptions): Promise<void>;
export function built(): boolean;
export function reachable(host: string, port: number, timeoutMs?: number): Promise<boolean>;
export function sleep(ms: number): Promise<void>;
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
export function freePort(): Promise<number>;
export const chromiumPath: string;
export const CHROMIUM_FLAGS: string[];

export interface BuiltServer {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
export function startBuiltServer(options?: {
  /** On top of this process's environment; a variable set to undefined is left out. */
  env?: Record<string, string | undefined>;
  nodeFlags?: string[];
  stdio?: StdioOptions | number;
  timeoutMs?: number;
}): Promise<BuiltServer>;

export function authToken(
  baseUrl: string,
  action: 'sign-up' | 'sign-in',
  body: Record<string, string>,
  origin?: string,
): Promise<string>;

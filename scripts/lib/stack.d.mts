import type { ChildProcess } from 'node:child_process';

type Env = Record<string, string>;
export const root: string;
export function freePort(): Promise<number>;
export function waitForUrl(url: string, opts?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function stackEnv(opts: { cmsPort: number; webPort: number; dataDir: string; extra?: Env }): Env;
export const SHARED_SECRETS: string[];
export function sharedSecrets(dataDir: string, env?: Record<string, string | undefined>): Env;
export function startCms(env: Env, opts?: { quiet?: boolean }): Promise<ChildProcess>;
export function buildStorefront(env: Env, opts?: { quiet?: boolean }): Promise<void>;
export function buildConsole(env?: Env, opts?: { quiet?: boolean }): Promise<void>;
export function consoleUrl(env: Env, opts?: { dev?: boolean }): string;
export function startConsoleDev(env: Env, opts?: { quiet?: boolean }): Promise<ChildProcess>;
export function startStorefront(env: Env, opts?: { quiet?: boolean; dev?: boolean }): Promise<ChildProcess>;
export function stop(child: ChildProcess | undefined): Promise<void>;
export function redisCommand(port: number, command: string, opts?: { timeoutMs?: number }): Promise<string>;
export function startRedisServer(port: number, opts?: { dir?: string }): Promise<ChildProcess>;

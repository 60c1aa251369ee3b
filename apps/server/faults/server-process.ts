import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.ts';

/**
 * A real server process, started as the server package's `npm start` starts it (Node with the
 * TypeScript loader running src/server.ts), over HTTP on a free port. The suite kills it with
 * signals, counts on its exit code, and reads its memory from /proc.
 */
export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** The exit code or signal once it ended, else undefined. */
  exited(): string | undefined;
  /** Its output so far (shown when a scenario fails). */
  output(): string;
  /** Resident memory in MiB, from /proc. */
  rssMiB(): Promise<number>;
  /** The inspector's WebSocket address when started with `inspect`, else undefined. */
  inspectorUrl(): string | undefined;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const ADMIN = { email: 'operator@example.com', password: 'Operator-Secret9' };
/** One key for every process of a run: processes sharing a database must open each other's secrets. */
const secretsKey = randomBytes(32).toString('base64');

/** `inspect`: the Node inspector on a free loopback port, for the soak's heap samples. */
export async function startServer(
  env: Record<string, string>,
  options: { inspect?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nova-faults-data-'));
  const inspect = options.inspect ? ['--inspect=127.0.0.1:0'] : [];
  const child: ChildProcess = spawn(process.execPath, [...inspect, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SECRETS_KEY: secretsKey,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let ended: string | undefined;
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      ended = signal ?? `exit ${code}`;
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`the server ended before it listened (${ended}):\n${log}`);
    if (performance.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${log}`);
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    pid: child.pid as number,
    exited: () => ended,
    output: () => log,
    async rssMiB() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 1024);
    },
    inspectorUrl: () => /Debugger listening on (ws:\/\/\S+)/.exec(log)?.[1],
    async kill(signal) {
      if (ended) return;
      child.kill(signal);
      await exit;
    },
  };
}

import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

/**
 * A throwaway PostgreSQL cluster of the suite's own (never the machine's shared server, which other
 * work relies on): made with initdb in a temporary folder, on a free port, stopped with a fast
 * shutdown and started again to play a restart, and deleted at the end. initdb refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user.
 */
export interface Cluster {
  url(database?: string): string;
  /** A fast shutdown: every session ended, new connections refused until `start`. */
  stop(): void;
  start(): void;
  remove(): void;
}

function binDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(base, version, 'bin')).find((dir) => existsSync(dir));
  if (!found) throw new Error(`PostgreSQL server binaries not found under ${base}`);
  return found;
}

export async function createCluster(): Promise<Cluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'nova-faults-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), -1);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const cluster: Cluster = {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    remove: () => {
      try {
        cluster.stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

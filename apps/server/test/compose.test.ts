import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * compose.yaml read as Compose reads it, since no container engine runs in CI: every app service
 * takes `.env`, the proxy keeps its certificates on volumes and publishes 80 and 443, the backup
 * service runs on a schedule with retention, and what one service names of another agrees.
 * `.ci/compose-recipe.mjs` then runs the proxy and the replicas this file describes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string };
  env_file?: string;
  environment?: Record<string, string>;
  command?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as ComposeFile;
const { services } = compose;
const envExample = new Set([...read('.env.example').matchAll(/^#? ?([A-Z0-9_]+)=/gm)].map((m) => m[1]));
const mountsOf = (service: Service | undefined) =>
  (service?.volumes ?? []).map((volume) => {
    const [source, target] = volume.split(':');
    return { source: source ?? '', target: target ?? '' };
  });

describe('compose.yaml', () => {
  it('runs the database, two replicas, the backup and the proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'backup', 'db', 'proxy']);
  });

  it('gives every app service the settings of .env, and only the wiring besides', () => {
    for (const name of ['app1', 'app2', 'backup']) {
      const service = services[name];
      expect(service?.env_file, name).toBe('.env');
      expect(service?.build?.context, name).toBe('.');
      expect(Object.keys(service?.environment ?? {}).sort(), name).toEqual([
        'DATABASE_URL',
        'DEMO',
        'TRUST_PROXY',
      ]);
      expect(service?.environment?.DEMO, name).toBe('false');
      expect(mountsOf(service), name).toContainEqual({ source: 'app-data', target: '/data' });
    }
    expect(existsSync(path.join(root, 'Dockerfile'))).toBe(true);
  });

  it('names every variable it reads from .env in .env.example', () => {
    const used = [...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !envExample.has(name))).toEqual([]);
  });

  it('points the replicas at the compose database and trusts only the proxy', () => {
    const app = services.app1?.environment ?? {};
    const db = services.db?.environment ?? {};
    const url = new URL(app.DATABASE_URL?.replace(/\$\{[^}]+\}/, 'password') ?? '');
    expect(url.hostname).toBe('db');
    expect(url.username).toBe(db.POSTGRES_USER);
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`);
    expect(app.DATABASE_URL).toContain('${NOVA_DB_PASSWORD');
    expect(db.POSTGRES_PASSWORD).toContain('${NOVA_DB_PASSWORD');
    expect(services.app1?.depends_on).toEqual({ db: { condition: 'service_healthy' } });

    const proxyNetworks = services.proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = proxyNetworks.nova?.ipv4_address;
    expect(app.TRUST_PROXY).toBe(proxyAddress);
    const subnet = compose.networks.nova?.ipam.config[0]?.subnet ?? '';
    expect(proxyAddress?.split('.').slice(0, 3)).toEqual(subnet.split('.').slice(0, 3));
    expect(subnet).toMatch(/\/24$/);
  });

  it('publishes 80 and 443 and keeps Caddy’s certificates and config on volumes', () => {
    const proxy = services.proxy;
    expect(proxy?.image).toMatch(/^caddy:2/);
    expect(proxy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443', '443:443/udp']));
    const mounts = mountsOf(proxy);
    expect(mounts).toContainEqual({ source: 'caddy-data', target: '/data' });
    expect(mounts).toContainEqual({ source: 'caddy-config', target: '/config' });
    expect(mounts).toContainEqual({ source: './deploy/Caddyfile', target: '/etc/caddy/Caddyfile' });
    expect(compose.volumes).toHaveProperty('caddy-data');
    expect(compose.volumes).toHaveProperty('caddy-config');
    expect(proxy?.environment?.PUBLIC_URL).toMatch(/^\$\{PUBLIC_URL:\?[^}]+\}$/);
    // The Caddyfile serves PUBLIC_URL and sends to both replicas, checked on the ready route.
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^\{\$PUBLIC_URL\} \{$/m);
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\/ready/);
  });

  it('backs up on a schedule into a volume, keeping 14 by default', () => {
    const backup = services.backup;
    expect(backup?.command).toEqual(['sh', 'deploy/backup-loop.sh']);
    expect(mountsOf(backup)).toContainEqual({ source: 'backups', target: '/backups' });
    expect(compose.volumes).toHaveProperty('backups');
    expect(read('Dockerfile')).toContain('COPY deploy/backup-loop.sh deploy/backup-loop.sh');
    const loop = read('deploy/backup-loop.sh');
    expect(loop).toMatch(/^interval_hours="\$\{BACKUP_INTERVAL_HOURS:-24\}"$/m);
    expect(loop).toMatch(/^keep="\$\{BACKUP_KEEP:-14\}"$/m);
    expect(read('.env.example')).toMatch(/^BACKUP_INTERVAL_HOURS=24\nBACKUP_KEEP=14$/m);
  });

  it('runs a backup each interval and keeps the newest BACKUP_KEEP, none removed on a failure', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'nova-backup-loop-'));
    try {
      // Stand-ins for the backup command (writes its file, or fails) and for the wait between
      // backups (ends the loop after its first round), so one round of the real script runs.
      const bin = path.join(work, 'bin');
      mkdirSync(bin);
      const tool = (name: string, body: string) => {
        writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
        chmodSync(path.join(bin, name), 0o755);
      };
      tool('node', '[ "$2" = backup ] && [ -z "$FAIL" ] && echo backup > "$3"');
      tool('sleep', 'echo "sleep $1" >> "$BACKUP_DIR/../slept"; kill "$PPID"');
      const backups = path.join(work, 'backups');
      mkdirSync(backups);
      const old = Array.from({ length: 5 }, (_, i) => `nova-2026010${i + 1}T000000Z.tar`);
      old.forEach((name, i) => {
        writeFileSync(path.join(backups, name), 'old');
        const day = new Date(Date.UTC(2026, 0, i + 1)).getTime() / 1000;
        utimesSync(path.join(backups, name), day, day);
      });
      const round = (env: Record<string, string>) =>
        spawnSync('sh', [path.join(root, 'deploy/backup-loop.sh')], {
          cwd: root,
          encoding: 'utf8',
          env: { PATH: `${bin}:${process.env.PATH}`, BACKUP_DIR: backups, BACKUP_KEEP: '3', ...env },
        });

      const failed = round({ FAIL: '1' });
      expect(failed.stderr).toContain('backup failed');
      expect(readdirSync(backups).sort()).toEqual(old);

      round({ BACKUP_INTERVAL_HOURS: '6' });
      const kept = readdirSync(backups).sort();
      expect(kept).toHaveLength(3);
      expect(kept.slice(0, 2)).toEqual(old.slice(3));
      expect(kept[2]).toMatch(/^nova-\d{8}T\d{6}Z\.tar$/);
      expect(readFileSync(path.join(work, 'slept'), 'utf8')).toBe(`sleep ${24 * 3600}\nsleep ${6 * 3600}\n`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('declares every volume and network a service uses', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const { source } of mountsOf(service))
        if (!source.startsWith('.')) expect(compose.volumes, `${name}: ${source}`).toHaveProperty(source);
      const networks = Array.isArray(service.networks)
        ? service.networks
        : Object.keys(service.networks ?? {});
      for (const network of networks) expect(compose.networks, `${name}: ${network}`).toHaveProperty(network);
    }
  });
});

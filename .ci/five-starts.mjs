#!/usr/bin/env node
// Decision 019: in a copy of this checkout, one `npm start` serves PostgreSQL; the web
// app's sources then change and five more `npm start` run at once in the same folder. All five come
// up, the web app is rebuilt once, and every script and stylesheet any server announced on any page
// (the first server's old ones included) answers 200 from every server throughout.
// Prints what it measured; exits non-zero on any failure.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** One key for every server: processes sharing a database open each other's sealed secrets. */
const secretsKey = randomBytes(32).toString('base64');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTS = 5;
const PAGES = ['/', '/login', '/dashboard', '/admin'];
const READY_WAIT_MS = 10 * 60_000;
const work = mkdtempSync(path.join(tmpdir(), 'nova-five-starts-'));
const database = `nova_five_starts_${Date.now()}_${process.pid}`;
const servers = [];
const failures = [];

const psql = (sql) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', sql]);

/** The checkout's tracked files, and a node_modules of links to this one's (the workspaces: the copy's). */
function copyCheckout() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0');
  execFileSync('cp', ['--parents', '-t', work, ...files.filter(Boolean)], { cwd: repo });
  mkdirSync(path.join(work, 'node_modules/@nova'), { recursive: true });
  for (const name of readdirSync(path.join(repo, 'node_modules'))) {
    if (name !== '@nova')
      symlinkSync(path.join(repo, 'node_modules', name), path.join(work, 'node_modules', name));
  }
  for (const [name, dir] of [
    ['contracts', 'packages/contracts'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
  ]) {
    symlinkSync(path.join('../..', dir), path.join(work, 'node_modules/@nova', name));
    const own = path.join(repo, dir, 'node_modules');
    try {
      symlinkSync(own, path.join(work, dir, 'node_modules'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start(name) {
  const port = await freePort();
  const log = path.join(work, `${name}.log`);
  const child = spawn('npm', ['start'], {
    cwd: work,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'operator@example.com',
      ADMIN_PASSWORD: 'Operator-Secret9',
      // A production start needs mail, or word that it runs without (decision 021), and a key.
      MAIL_DISABLED: 'true',
      SECRETS_KEY: secretsKey,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => appendFileSync(log, chunk));
  const server = { name, port, child, log, ready: false, assets: new Set() };
  servers.push(server);
  return server;
}

async function get(port, url) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** Script and stylesheet addresses a page announces (scripts, module preloads, stylesheets). */
function announced(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/** One pass: each ready server's pages, then every asset any server announced so far, from each. */
async function sweep() {
  const everyAsset = new Set(servers.flatMap((server) => [...server.assets]));
  for (const server of servers) {
    if (!server.ready) server.ready = (await get(server.port, '/api/health/ready')).status === 200;
    if (!server.ready) continue;
    for (const page of PAGES) {
      const { status, text } = await get(server.port, page);
      if (status !== 200) failures.push(`${server.name} ${page}: ${status}`);
      for (const asset of announced(text)) server.assets.add(asset);
    }
    for (const asset of everyAsset) {
      const { status } = await get(server.port, asset);
      if (status !== 200) failures.push(`${server.name} ${asset}: ${status}`);
    }
  }
}

async function sweepUntilReady(wanted) {
  const deadline = Date.now() + READY_WAIT_MS;
  let sweeps = 0;
  while (!wanted.every((server) => server.ready)) {
    const exited = wanted.find((server) => server.child.exitCode !== null);
    if (exited) throw new Error(`${exited.name} exited:\n${readFileSync(exited.log, 'utf8').slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('the servers did not all become ready in time');
    await sweep();
    sweeps += 1;
    await sleep(100);
  }
  await sweep();
  return sweeps + 1;
}

function stop() {
  for (const server of servers) {
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {}
  }
}

async function main() {
  copyCheckout();
  psql(`create database "${database}"`);
  const started = Date.now();
  const first = await start('first');
  await sweepUntilReady([first]);
  const oldAssets = [...first.assets];
  console.info(
    `first start (builds everything): ${((Date.now() - started) / 1000).toFixed(1)} s, ${oldAssets.length} assets`,
  );

  // New web sources: the stylesheet (and so its hashed name) changes.
  appendFileSync(path.join(work, 'apps/web/src/index.css'), '\n.five-starts-probe { color: red; }\n');
  const restarted = Date.now();
  const others = await Promise.all(Array.from({ length: STARTS }, (_, i) => start(`start-${i + 1}`)));
  const sweeps = await sweepUntilReady(others);
  const newAssets = new Set(others.flatMap((server) => [...server.assets]));
  const builds = others.filter((server) => /build: web /.test(readFileSync(server.log, 'utf8'))).length;
  console.info(
    `${STARTS} starts at once: all ready in ${((Date.now() - restarted) / 1000).toFixed(1)} s, ` +
      `${sweeps} sweeps over ${servers.length} servers, web builds: ${builds}, ` +
      `${[...newAssets].filter((asset) => !oldAssets.includes(asset)).length} new asset names`,
  );
  if (builds !== 1) failures.push(`the web app was built ${builds} times, not once`);
  if ([...newAssets].every((asset) => oldAssets.includes(asset)))
    failures.push('the rebuild changed no asset name');
}

try {
  await main();
} catch (error) {
  failures.push(error.message);
} finally {
  stop();
  await sleep(500);
  try {
    psql(`drop database if exists "${database}" with (force)`);
  } catch {}
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`FAIL (${failures.length}):\n${[...new Set(failures)].slice(0, 30).join('\n')}`);
  process.exit(1);
}
console.info('five starts: ok');

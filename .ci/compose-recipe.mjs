#!/usr/bin/env node
// The README's Production recipe, run without a container engine, from a filled `.env` to a
// running, backed-up site. The compose file's proxy (Caddy with deploy/Caddyfile, the environment
// compose gives it, its data and config in folders standing for the caddy-data and caddy-config
// volumes) runs in front of two compiled Nova replicas started as the image starts them (the
// Dockerfile's ENV and CMD, the `.env` from .env.example filled as step 3 says, the compose file's
// `environment`) on one PostgreSQL database, all in network and mount namespaces of their own, so
// Caddy binds the real ports 80 and 443 and `app1`/`app2` resolve as in compose. Asserts: HTTPS on
// the test domain (Caddy's local CA) answers the site, its script and /api/health/ready, HTTP
// redirects to HTTPS, the certificate and the CA's root land in the data folder and a restarted
// proxy serves the same certificate; the administrator signs in over HTTPS and the admin panel
// stays closed until two-factor authentication is on; the README's backup command (in the backup
// service's environment) and restore command bring a member back into a fresh database behind the
// same proxy; the plain-HTTP recipe serves port 80 only. Needs root (namespaces), `caddy`,
// `unshare`, `ip`, PostgreSQL and its `pg_dump`. The namespace's processes end with the check.
// Prints what it measured; exits non-zero on any failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const self = fileURLToPath(import.meta.url);
const repo = path.resolve(path.dirname(self), '..');
const DOMAIN = 'nova.localhost';
const WAIT_MS = 120_000;
/** Where compose's names point inside the namespace: one loopback address per replica. */
const replicas = { app1: '127.0.0.2', app2: '127.0.0.3' };

if (process.argv[2] === '--inside') await inside(process.argv[3], process.argv[4], process.argv[5]);
else process.exitCode = outside();

/** Prepares the database and the filled `.env`, then runs the check in a namespace of its own. */
function outside() {
  if (process.getuid?.() !== 0) {
    console.error('FAIL: the check needs root (it makes network and mount namespaces)');
    return 1;
  }
  for (const tool of ['caddy', 'unshare', 'ip', 'psql']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      console.error(`FAIL: ${tool} is not installed`);
      return 1;
    }
  }
  execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'ignore' });
  const work = mkdtempSync(path.join(tmpdir(), 'nova-compose-recipe-'));
  // The site's database, and an empty one the backup is restored into.
  const databases = ['site', 'restored'].map((role) => `nova_compose_${role}_${Date.now()}_${process.pid}`);
  const psql = (sql) =>
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', sql]);
  for (const database of databases) psql(`create database "${database}"`);
  try {
    writeFileSync(path.join(work, '.env'), filledEnv());
    const run = spawnSync(
      'unshare',
      ['--net', '--mount', '--pid', '--fork', process.execPath, self, '--inside', work, ...databases],
      {
        stdio: 'inherit',
      },
    );
    return run.status ?? 1;
  } finally {
    for (const database of databases) psql(`drop database if exists "${database}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  }
}

/** `.env.example` with what step 3 of the README's recipe asks the operator to fill in. */
function filledEnv() {
  const filled = {
    PUBLIC_URL: `https://${DOMAIN}`,
    SITE_NAME: 'Nova trial',
    NOVA_DB_PASSWORD: randomBytes(24).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    ADMIN_EMAIL: 'operator@example.com',
    ADMIN_PASSWORD: 'Operator-Secret9',
    // No mail server in the check: the documented way to run without one on purpose.
    MAIL_DISABLED: 'true',
    // Nothing answers there: a dead RPC must not keep a replica from being ready.
    BSC_RPC_URL: 'http://127.0.0.1:9',
    POLYGON_RPC_URL: 'http://127.0.0.1:9',
    COMPANY_ADDRESS_BSC: '0x1111111111111111111111111111111111111111',
    COMPANY_ADDRESS_POLYGON: '0x2222222222222222222222222222222222222222',
  };
  const seen = new Set();
  const lines = readFileSync(path.join(repo, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => {
      const name = /^([A-Z0-9_]+)=/.exec(line)?.[1];
      if (!name || !(name in filled)) return line;
      seen.add(name);
      return `${name}=${filled[name]}`;
    });
  const missing = Object.keys(filled).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`.env.example has no line for ${missing.join(', ')}`);
  return lines.join('\n');
}

/** Compose's reading of an env_file: KEY=VALUE lines, comments and blank lines skipped. */
function readEnvFile(file) {
  const values = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim().replace(/^(["'])(.*)\1$/, '$2');
  }
  return values;
}

/** Compose's interpolation of `${VAR}`, `${VAR:-default}` and `${VAR:?message}` from `.env`. */
function interpolate(value, env) {
  return String(value).replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) => {
    const set = env[name] ?? '';
    if (set !== '') return set;
    if (kind === '?') throw new Error(`compose would stop: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

/** The image's ENV instructions (last stage), as `docker run` sets them. */
function imageEnv(dockerfile) {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const env = {};
  for (const [, body] of runtime.matchAll(/^ENV ((?:.*\\\n)*.*)$/gm)) {
    for (const [, name, quoted, bare] of body
      .replace(/\\\n/g, ' ')
      .matchAll(/([A-Z_]+)=(?:"([^"]*)"|(\S+))/g))
      env[name] = quoted ?? bare;
  }
  return env;
}

/** One request; `json` is sent as the body of a POST. */
function get(url, ca, { json, token } = {}) {
  const client = url.startsWith('https:') ? https : http;
  const headers = {
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  return new Promise((resolve, reject) => {
    const method = json ? 'POST' : 'GET';
    const req = client.request(url, { ca, method, headers, timeout: 10_000 }, (res) => {
      const cert = res.socket.getPeerCertificate?.();
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body, cert }));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(json ? JSON.stringify(json) : undefined);
  });
}

/** Waits for `probe` to hold; gives up early when a process it started has ended. */
async function until(what, probe, children) {
  const deadline = Date.now() + WAIT_MS;
  let last;
  while (Date.now() < deadline) {
    const ended = children.find(({ child, stopped }) => !stopped && child.exitCode !== null);
    if (ended) throw new Error(`${ended.name} ended (exit ${ended.child.exitCode}) before ${what}`);
    try {
      if (await probe()) return;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`${what} did not happen within ${WAIT_MS / 1000} s${last ? `: ${last.message}` : ''}`);
}

async function inside(work, database, restoredDatabase) {
  const children = [];
  const failures = [];
  const check = (ok, message) => {
    console.info(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
    if (!ok) failures.push(message);
  };
  const start = (name, command, args, env, cwd) => {
    const log = path.join(work, `${name}.log`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
    child.stderr.on('data', (chunk) => writeFileSync(log, chunk, { flag: 'a' }));
    children.push({ name, child, log });
    return child;
  };
  const stop = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  try {
    execFileSync('ip', ['link', 'set', 'lo', 'up']);
    // compose's service names, and the test domain (names under .localhost reach this machine).
    const hosts = path.join(work, 'hosts');
    writeFileSync(
      hosts,
      `127.0.0.1 localhost ${DOMAIN}\n${Object.entries(replicas)
        .map(([name, address]) => `${address} ${name}`)
        .join('\n')}\n`,
    );
    execFileSync('mount', ['--bind', hosts, '/etc/hosts']);
    // Caddy puts its local CA into the system's trust store when it can: a private one here.
    for (const store of ['/usr/local/share/ca-certificates', '/etc/ssl/certs'])
      if (existsSync(store)) execFileSync('mount', ['-t', 'tmpfs', 'tmpfs', store]);
    // The image has no `.env` of its own: one in this checkout must not mix in.
    if (existsSync(path.join(repo, '.env')))
      execFileSync('mount', ['--bind', '/dev/null', path.join(repo, '.env')]);

    const compose = parseYaml(readFileSync(path.join(repo, 'compose.yaml'), 'utf8'), { merge: true });
    const dotEnv = readEnvFile(path.join(work, '.env'));
    const dockerfile = readFileSync(path.join(repo, 'Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)[1]);
    const dataDir = path.join(work, 'app-data');
    mkdirSync(dataDir);
    /** What compose gives a service: the image's ENV, then `.env`, then its `environment`. */
    const serviceEnv = (name, databaseName) => {
      const service = compose.services[name];
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, dotEnv)]),
      );
      return {
        PATH: process.env.PATH,
        ...imageEnv(dockerfile),
        ...(service.env_file === '.env' ? dotEnv : {}),
        ...environment,
        // What differs from the containers: the database's address (compose's `db`; here the
        // machine's PostgreSQL through its socket), the proxy's address Nova trusts, and the
        // app-data volume's folder.
        DATABASE_URL: `postgres://postgres@localhost/${databaseName}?host=/var/run/postgresql`,
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: dataDir,
      };
    };
    const replicaChildren = [];
    const startReplicas = async (databaseName, run) => {
      for (const [name, address] of Object.entries(replicas)) {
        // Each container has its own address; here each replica listens on its own loopback one.
        const env = { ...serviceEnv(name, databaseName), HOST: address };
        replicaChildren.push(start(`${name}-${run}`, cmd[0], cmd.slice(1), env, repo));
      }
      for (const [name, address] of Object.entries(replicas))
        await until(
          `${name} ready`,
          async () => (await get(`http://${address}:3000/api/health/ready`)).status === 200,
          children,
        );
    };
    const stopReplicas = async () => {
      for (const child of replicaChildren.splice(0)) {
        children.find((entry) => entry.child === child).stopped = true;
        await stop(child);
      }
    };
    await startReplicas(database, 'first');
    console.info('both replicas ready behind the proxy');

    const proxy = compose.services.proxy;
    const volumeFolder = (target) => {
      const mount = proxy.volumes.find((volume) => volume.endsWith(`:${target}`));
      if (!mount) throw new Error(`the proxy has no volume at ${target}`);
      return path.join(work, mount.split(':')[0]);
    };
    const caddyData = volumeFolder('/data');
    const caddyConfig = volumeFolder('/config');
    const caddyfile = proxy.volumes.find((volume) => volume.includes(':/etc/caddy/Caddyfile')).split(':')[0];
    const proxyEnv = {
      PATH: process.env.PATH,
      HOME: path.join(work, 'caddy-home'),
      // The caddy image's own settings: its data and config folders are the two volumes.
      XDG_DATA_HOME: caddyData,
      XDG_CONFIG_HOME: caddyConfig,
      ...Object.fromEntries(
        Object.entries(proxy.environment).map(([key, value]) => [key, interpolate(value, dotEnv)]),
      ),
    };
    const caddyArgs = ['run', '--config', path.resolve(repo, caddyfile), '--adapter', 'caddyfile'];
    let caddy = start('proxy', 'caddy', caddyArgs, proxyEnv, work);
    const root = path.join(caddyData, 'caddy/pki/authorities/local/root.crt');
    await until('the local CA', async () => existsSync(root), children);
    const ca = readFileSync(root);
    await until(
      'HTTPS',
      async () => (await get(`https://${DOMAIN}/api/health/ready`, ca)).status === 200,
      children,
    );

    const ready = await get(`https://${DOMAIN}/api/health/ready`, ca);
    check(ready.status === 200, `https://${DOMAIN}/api/health/ready answers ${ready.status}: ${ready.body}`);
    const page = await get(`https://${DOMAIN}/`, ca);
    check(
      page.status === 200 &&
        /^text\/html/.test(page.headers['content-type'] ?? '') &&
        page.body.includes('<script'),
      `https://${DOMAIN}/ answers ${page.status} ${page.headers['content-type']} with the web app`,
    );
    const script = /<script[^>]+src="([^"]+)"/.exec(page.body)?.[1];
    const asset = script ? await get(`https://${DOMAIN}${script}`, ca) : { status: 'none' };
    check(asset.status === 200, `its script ${script} answers ${asset.status}`);
    check(
      page.headers['strict-transport-security'] !== undefined,
      `Nova sees HTTPS through the proxy (HSTS: ${page.headers['strict-transport-security']})`,
    );
    const served = page.cert;
    check(
      served.subjectaltname === `DNS:${DOMAIN}` && /Caddy Local Authority/.test(served.issuer?.CN ?? ''),
      `the certificate names ${served.subjectaltname}, issued by ${served.issuer?.CN}`,
    );
    const redirect = await get(`http://${DOMAIN}/transparency?x=1`);
    check(
      redirect.status >= 301 &&
        redirect.status <= 308 &&
        redirect.headers.location === `https://${DOMAIN}/transparency?x=1`,
      `http://${DOMAIN}/transparency?x=1 answers ${redirect.status} to ${redirect.headers.location}`,
    );

    const stored = path.join(caddyData, `caddy/certificates/local/${DOMAIN}/${DOMAIN}.crt`);
    const storedKey = stored.replace(/\.crt$/, '.key');
    const kept =
      existsSync(stored) && existsSync(storedKey) ? new X509Certificate(readFileSync(stored)) : undefined;
    check(
      kept?.fingerprint256 === served.fingerprint256,
      `the certificate served and its key are in the caddy-data volume (${path.relative(caddyData, stored)})`,
    );
    // The README's own command, with the CA's root copied out of the volume as it says.
    const curl = spawnSync('curl', ['-sS', '--cacert', root, `https://${DOMAIN}/api/health`], {
      encoding: 'utf8',
    });
    check(
      curl.status === 0 && /"version"/.test(curl.stdout),
      `the README's curl --cacert answers ${curl.stdout.trim()}`,
    );

    // Step 5: the administrator signs in; ADMIN_REQUIRE_2FA (on in .env.example) keeps the panel
    // closed until two-factor authentication is on.
    const admin = { identifier: dotEnv.ADMIN_EMAIL, password: dotEnv.ADMIN_PASSWORD };
    const signIn = await get(`https://${DOMAIN}/api/auth/login`, ca, { json: admin });
    const adminToken = signIn.status === 200 ? JSON.parse(signIn.body).token : undefined;
    check(adminToken !== undefined, `the administrator from .env signs in over HTTPS (${signIn.status})`);
    const panel = await get(`https://${DOMAIN}/api/admin/stats`, ca, { token: adminToken });
    check(
      panel.status === 403 && panel.body.includes('Two-factor authentication required'),
      `the admin panel waits for two-factor authentication (${panel.status} ${panel.body.slice(0, 80)})`,
    );

    // Step 6 and "Restoring with compose": a member joins, the backup service's command writes a
    // backup, the replicas stop, the backup goes into a fresh database, the replicas start on it.
    const member = { email: 'first-member@example.com', password: 'Member-Secret9' };
    const joined = await get(`https://${DOMAIN}/api/auth/register`, ca, { json: member });
    check(joined.status === 201, `a member registers over HTTPS (${joined.status})`);
    const backupCommand = /node (apps\/server\/dist\/admin-cli\.js) backup/.exec(
      readFileSync(path.join(repo, 'deploy/backup-loop.sh'), 'utf8'),
    );
    const backupFile = path.join(work, 'backups', 'nova-backup.tar');
    mkdirSync(path.dirname(backupFile));
    const cli = (databaseName, args) =>
      spawnSync('node', [backupCommand[1], ...args], {
        cwd: repo,
        env: serviceEnv('backup', databaseName),
        encoding: 'utf8',
      });
    const backedUp = cli(database, ['backup', backupFile]);
    check(
      backedUp.status === 0 && existsSync(backupFile),
      `the backup service's command writes a backup: ${(backedUp.stdout + backedUp.stderr).trim()}`,
    );
    await stopReplicas();
    const restored = cli(restoredDatabase, ['restore', backupFile]);
    check(restored.status === 0, `README's restore command: ${(restored.stdout + restored.stderr).trim()}`);
    await startReplicas(restoredDatabase, 'restored');
    await until(
      'HTTPS on the restored site',
      async () => (await get(`https://${DOMAIN}/api/health/ready`, ca)).status === 200,
      children,
    );
    const back = await get(`https://${DOMAIN}/api/auth/login`, ca, {
      json: { identifier: member.email, password: member.password },
    });
    check(back.status === 200, `the member signs in on the restored site over HTTPS (${back.status})`);

    children.find(({ child }) => child === caddy).stopped = true;
    await stop(caddy);
    caddy = start('proxy-again', 'caddy', caddyArgs, proxyEnv, work);
    await until(
      'HTTPS after a restart',
      async () => (await get(`https://${DOMAIN}/api/health/ready`, ca)).status === 200,
      children,
    );
    const again = await get(`https://${DOMAIN}/api/health/ready`, ca);
    check(
      again.cert.fingerprint256 === served.fingerprint256,
      'a restarted proxy serves the same certificate from the volume (nothing issued again)',
    );

    // The README's plain-HTTP recipe: PUBLIC_URL=http://localhost serves port 80 only.
    children.find(({ child }) => child === caddy).stopped = true;
    await stop(caddy);
    const plainData = path.join(work, 'caddy-data-plain');
    start(
      'proxy-plain',
      'caddy',
      caddyArgs,
      { ...proxyEnv, XDG_DATA_HOME: plainData, PUBLIC_URL: 'http://localhost' },
      work,
    );
    await until(
      'plain HTTP',
      async () => (await get('http://localhost/api/health/ready')).status === 200,
      children,
    );
    const tls = await get('https://localhost/', ca).then(
      (res) => `answered ${res.status}`,
      (error) => error.code,
    );
    check(
      tls === 'ECONNREFUSED',
      `with PUBLIC_URL=http://localhost, HTTP answers and port 443 is closed (${tls})`,
    );
    check(!existsSync(path.join(plainData, 'caddy/pki')), 'and no CA is made or asked for anything');
  } catch (error) {
    failures.push(error.message);
    console.error(`FAIL ${error.message}`);
  } finally {
    for (const { child } of children.reverse()) await stop(child);
    if (failures.length) {
      for (const { name, log } of children)
        if (existsSync(log))
          console.error(`--- ${name}\n${readFileSync(log, 'utf8').split('\n').slice(-15).join('\n')}`);
      process.exitCode = 1;
    } else console.info('compose recipe: ok');
  }
}

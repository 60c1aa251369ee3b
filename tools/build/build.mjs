// `npm run build` and the first half of `npm start`: compiles the contracts and the server to
// JavaScript and builds the web app, each only when its sources changed (decision 019).
//
// Each part's build is named by a hash of its sources and written to a fresh folder, renamed to
// `.build-<hash>` when complete; `dist` is a symbolic link swapped to it in one rename, so a reader
// sees the old build or the new one, never half of either. Builds run one at a time under a lock
// file. The web app's new build also holds the hashed assets of the builds before it, so a server
// that announced them (a page loaded before the swap) still answers 200 for each.
//
//   node tools/build/build.mjs [--force] [contracts|server|web ...]
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireLock } from './lock.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
/** Builds kept beside the current one; a web build carries assets of this many builds before it. */
const BUILDS_KEPT = 4;
const INFO = '.nova-build.json';

// The root package.json holds the version the server reports and the web app shows.
const shared = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const contractsSources = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/tsconfig.build.json',
];

const targets = {
  contracts: {
    dir: 'packages/contracts',
    sources: [...shared, ...contractsSources],
    build: (out) =>
      run(process.execPath, [tsc, '-p', 'packages/contracts/tsconfig.build.json', '--outDir', out]),
  },
  server: {
    dir: 'apps/server',
    sources: [
      ...shared,
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
    ],
    build: (out) => {
      run(process.execPath, [tsc, '-p', 'apps/server/tsconfig.build.json', '--outDir', out]);
      // Files the code reads beside itself (the common-passwords list) go along.
      cpSync(path.join(repo, 'apps/server/src'), out, {
        recursive: true,
        filter: (from) => statSync(from).isDirectory() || !from.endsWith('.ts'),
      });
    },
  },
  web: {
    dir: 'apps/web',
    sources: [
      ...shared,
      ...contractsSources,
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
    ],
    build: (out) => run('npm', ['run', 'build:bundle', '-w', 'apps/web'], { WEB_OUT_DIR: out }),
    carriesAssets: true,
  },
};

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

function filesUnder(entry) {
  const full = path.join(repo, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A hash of the sources' names and contents: a build is current when it was made from the same. */
function sourceHash(sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(repo, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build `dist` points to, or null (no build yet, or a folder from before builds were swapped). */
function currentBuild(dir) {
  const link = path.join(dir, 'dist');
  if (!existsSync(link) || !lstatSync(link).isSymbolicLink()) return null;
  return readlinkSync(link);
}

function readInfo(build) {
  const file = path.join(build, INFO);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { generation: 0, assets: {} };
}

/**
 * Copies into the new build every hashed asset of the previous one that the new one lacks, for
 * BUILDS_KEPT generations, and records which generation made each asset.
 */
function carryAssets(previous, next) {
  const before = previous ? readInfo(previous) : { generation: 0, assets: {} };
  const generation = before.generation + 1;
  const assets = {};
  const nextAssets = path.join(next, 'assets');
  for (const name of existsSync(nextAssets) ? readdirSync(nextAssets) : []) assets[name] = generation;
  const previousAssets = previous ? path.join(previous, 'assets') : null;
  for (const name of previousAssets && existsSync(previousAssets) ? readdirSync(previousAssets) : []) {
    const made = before.assets[name] ?? before.generation;
    if (name in assets || made <= generation - 1 - BUILDS_KEPT) continue;
    cpSync(path.join(previousAssets, name), path.join(nextAssets, name));
    assets[name] = made;
  }
  writeFileSync(path.join(next, INFO), JSON.stringify({ generation, assets }));
}

/** Points `dist` at the build in one rename; a `dist` folder from an older checkout is kept as a build. */
function swapIn(dir, buildName) {
  const link = path.join(dir, 'dist');
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    renameSync(link, path.join(dir, `.build-legacy-${Date.now()}`));
  }
  const temporary = path.join(dir, `.dist-${randomUUID()}`);
  symlinkSync(buildName, temporary);
  renameSync(temporary, link);
}

/** Removes unfinished builds (only the lock holder builds) and all but the newest finished ones. */
function prune(dir, keep) {
  const builds = readdirSync(dir)
    .filter((name) => name.startsWith('.build-'))
    .map((name) => ({ name, mtimeMs: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { name } of builds.filter(({ name }) => name.startsWith('.build-tmp-'))) {
    rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const finished = builds.filter(({ name }) => !name.startsWith('.build-tmp-') && name !== keep);
  for (const { name } of finished.slice(BUILDS_KEPT))
    rmSync(path.join(dir, name), { recursive: true, force: true });
}

function isCurrent(target, force) {
  const dir = path.join(repo, target.dir);
  const name = `.build-${sourceHash(target.sources)}`;
  const built = currentBuild(dir);
  const current = !force && built !== null && built.startsWith(name) && existsSync(path.join(dir, built));
  return { dir, name, current };
}

function buildTarget(key, target, force) {
  const checked = isCurrent(target, force);
  if (checked.current) return;
  const { dir } = checked;
  // A forced build gets a name of its own: the current build may have the same sources' hash.
  const name = force ? `${checked.name}-${Date.now().toString(36)}` : checked.name;
  const started = Date.now();
  const finished = path.join(dir, name);
  prune(dir, currentBuild(dir));
  if (!existsSync(finished)) {
    const temporary = path.join(dir, `.build-tmp-${randomUUID()}`);
    target.build(temporary);
    if (target.carriesAssets) {
      const previous = currentBuild(dir);
      carryAssets(previous ? path.join(dir, previous) : null, temporary);
    }
    renameSync(temporary, finished);
  }
  swapIn(dir, name);
  prune(dir, name);
  console.info(`build: ${key} ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const wanted = args.filter((arg) => !arg.startsWith('--'));
  const keys = wanted.length > 0 ? wanted : Object.keys(targets);
  for (const key of keys) if (!(key in targets)) throw new Error(`Unknown build part ${key}`);
  // The common case, every part current, needs no lock.
  if (keys.every((key) => isCurrent(targets[key], force).current)) return;
  const release = await acquireLock(path.join(repo, '.build.lock'), {
    onWait: (holder) => console.info(`build: waiting for the build in progress (${holder})`),
  });
  try {
    for (const key of keys) buildTarget(key, targets[key], force);
  } finally {
    release();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

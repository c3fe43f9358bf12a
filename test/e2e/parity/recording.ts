/**
 * Recordings of Stytch's side of the parity flows (test/e2e/parity/recordings/<spec>.json). Stytch's prebuilt UI is
 * code we do not change: what it sends and reports in a flow depends only on the inputs hashed here, so a run of it
 * made from the same inputs is the run a live one would make (after masking, which is what the comparison reads).
 *
 * The key of a spec's recording hashes every input that can change Stytch's side:
 * - the files of the flow: the spec, this harness, and every module they import (helpers, test wallets, the virtual
 *   authenticator), followed through relative imports, `entryway/*` aliases and `new URL(…, import.meta.url)`;
 * - the simulator: every file of sim/ and of each plugin's sim (sim.ts, sim/), tests aside, and what they import;
 * - the parity page (sandbox/parity.html, sandbox/src/parity.ts), the sandbox's server config (CSP, per-worker
 *   simulators), the build and preview commands and Chromium's flags (scripts/e2eSandbox.mjs, scripts/chromium.mjs);
 *   not followed: the page's import of Entryway (Stytch's side never mounts it) and the config's builder of the
 *   script-tag pages (other pages);
 * - the installed version and integrity (package-lock.json) of every package those files import, with the packages
 *   they depend on, and of every `@stytch/*` package;
 * - the browser's name and version.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrywaySource } from '../../../scripts/aliases.mjs';
import { resolveLocked } from '../../../scripts/lockfile.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const RECORDINGS = fileURLToPath(new URL('./recordings/', import.meta.url));

/** Files that set up Stytch's side beside the flow's own modules (their imports are followed too). */
const PAGE_AND_SERVER = [
  'sandbox/parity.html',
  'sandbox/src/parity.ts',
  'sandbox/vite.config.ts',
  'sandbox/vite.sandbox.ts',
  'scripts/e2eSandbox.mjs',
  'scripts/chromium.mjs',
];

/**
 * Imports whose modules do not take part in Stytch's side: the parity page's own import of Entryway, and the builder
 * of the script-tag pages (other pages) that the sandbox's config imports.
 */
const NOT_FOLLOWED: Record<string, RegExp> = {
  'sandbox/src/parity.ts': /^entryway(\/|$)/,
  'sandbox/vite.sandbox.ts': /\/standalone\.mjs$/,
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return [];
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(join(ROOT, f)).isFile() && !isTest(f))
    .sort();
}

/** The simulator's files: sim/ and every plugin's sim.ts and sim/ folder, tests aside. */
function simulatorFiles(): string[] {
  const plugins = readdirSync(join(ROOT, 'plugins')).sort();
  return [
    ...filesUnder('sim'),
    ...plugins.flatMap((id) => [
      ...(existsSync(join(ROOT, 'plugins', id, 'sim.ts')) ? [`plugins/${id}/sim.ts`] : []),
      ...filesUnder(`plugins/${id}/sim`),
    ]),
  ];
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** A relative or aliased specifier → a repository file (relative to the root), else undefined. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const aliased = entrywaySource(specifier);
  const base = aliased
    ? join(ROOT, aliased)
    : specifier.startsWith('.')
      ? resolve(ROOT, dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const ext of SOURCE_EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return relative(ROOT, file);
  }
  // `./x.js` naming a `.ts` source (Node's ESM style).
  const ts = base.replace(/\.m?js$/, '.ts');
  return ts !== base && existsSync(ts) ? relative(ROOT, ts) : undefined;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; Node's own modules → undefined. */
function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const SPECIFIERS = [
  /\bfrom\s+['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bnew URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
];

/** The files `roots` import, transitively (roots included), and the packages they import. */
function closure(roots: string[]): { files: string[]; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(m?[jt]sx?)$/.test(file)) {
      // An HTML page: its module scripts.
      for (const [, src] of readFileSync(join(ROOT, file), 'utf8').matchAll(/<script[^>]+src="([^"]+)"/g)) {
        const found = resolveLocal(file, src.startsWith('/') ? `.${src}` : src);
        if (found) queue.push(found);
      }
      continue;
    }
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const re of SPECIFIERS)
      for (const [, specifier] of text.matchAll(re)) {
        if (NOT_FOLLOWED[file]?.test(specifier)) continue;
        const local = resolveLocal(file, specifier);
        if (local) queue.push(local);
        else if (!entrywaySource(specifier) && !specifier.startsWith('.')) {
          const name = packageName(specifier);
          if (name) packages.add(name);
        }
      }
  }
  return { files: [...files].sort(), packages };
}

interface LockEntry {
  version?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** package-lock.json's entries of `names` and of everything they depend on (as npm resolves nested copies). */
function lockEntries(names: Set<string>): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const found = new Map<string, LockEntry>();
  // node_modules/a/node_modules/b is a's own copy of b; else the one above it.
  const find = (name: string, from: string) => resolveLocked(name, from, (path) => path in lock.packages);
  const queue = [...names].map((name) => find(name, '')).filter((p): p is string => !!p);
  for (const path of Object.keys(lock.packages)) if (path.startsWith('node_modules/@stytch/')) queue.push(path);
  while (queue.length) {
    const path = queue.shift()!;
    if (found.has(path)) continue;
    const entry = lock.packages[path];
    found.set(path, entry);
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const at = find(dep, path);
      if (at) queue.push(at);
    }
  }
  return [...found].map(([path, e]) => `${path}@${e.version} ${e.integrity ?? ''}`).sort();
}

/** What the key of `spec`'s recording hashes: the files (relative to the root) and package-lock entries. */
export function recordingInputs(spec: string): { files: string[]; packages: string[] } {
  const self = relative(ROOT, fileURLToPath(import.meta.url));
  const flow = relative(ROOT, resolve(ROOT, spec));
  const { files, packages } = closure([flow, self, ...PAGE_AND_SERVER, ...simulatorFiles()]);
  return { files, packages: lockEntries(packages) };
}

const keys = new Map<string, string>();

/** The key of `spec`'s recording (the spec file's path) when Stytch's side runs in `browser`. */
export function recordingKey(spec: string, browser: string): string {
  const cacheKey = `${spec}\n${browser}`;
  const known = keys.get(cacheKey);
  if (known) return known;
  const { files, packages } = recordingInputs(spec);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update('\0');
  for (const entry of packages) hash.update(`${entry}\n`);
  hash.update(browser);
  const key = hash.digest('hex');
  keys.set(cacheKey, key);
  return key;
}

export interface Recording<T> {
  /** What this file is, for a person who meets it in a diff. */
  about: string;
  key: string;
  /** Stytch's side of each flow (by test title), masked, with `{origin}` for the page's origin. */
  runs: Record<string, T>;
}

const fileOf = (spec: string) => join(RECORDINGS, `${basename(spec).replace(/\.e2e\.ts$/, '')}.json`);

/** Swap the page's origin (plain and URL-encoded) for `{origin}`, or back: recordings serve any port. */
function swapOrigin(text: string, from: string, to: string): string {
  return text.replaceAll(from, to).replaceAll(encodeURIComponent(from), encodeURIComponent(to));
}

/** `spec`'s recorded run of `title`, if its recording was made from the inputs of `key`. */
export function recorded<T>(spec: string, key: string, title: string, origin: string): T | undefined {
  const file = fileOf(spec);
  if (!existsSync(file)) return undefined;
  const recording = JSON.parse(readFileSync(file, 'utf8')) as Recording<unknown>;
  if (recording.key !== key || !(title in recording.runs)) return undefined;
  return JSON.parse(swapOrigin(JSON.stringify(recording.runs[title]), '{origin}', origin)) as T;
}

/**
 * Write `run` as `spec`'s recording of `title` under `key`: a recording of other inputs is replaced, one of the same
 * inputs gains or updates the title. Written through a temporary file, so a reader never sees half of it.
 */
export function record(spec: string, key: string, title: string, origin: string, run: unknown): void {
  const file = fileOf(spec);
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Recording<unknown>) : undefined;
  const runs = previous?.key === key ? { ...previous.runs } : {};
  runs[title] = JSON.parse(swapOrigin(JSON.stringify(run), origin, '{origin}'));
  const recording: Recording<unknown> = {
    about:
      `Stytch's side of the parity flows in ${relative(ROOT, resolve(ROOT, spec))}, ` +
      'recorded by test/e2e/parity/recording.ts; commit it with the inputs it was made from',
    key,
    runs: Object.fromEntries(Object.entries(runs).sort(([a], [b]) => a.localeCompare(b))),
  };
  mkdirSync(RECORDINGS, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(recording, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * What `npm install entryway @stytch/vanilla-js react react-dom` puts in an app's node_modules: the package is
 * packed (`npm pack`, whose prepack builds it), installed from the registry into a scratch app outside the
 * repository together with the app's own packages, and node_modules is counted (packages, megabytes on disk). The
 * same install without entryway is measured too, so entryway's own share is the difference. Needs the registry.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The app's own packages, as README's install line names them. */
export const APP_PACKAGES = ['@stytch/vanilla-js@~6.3.0', 'react', 'react-dom'];

const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** Packages and MB (du -sm) of node_modules after installing `specs` into an empty app. */
function installInto(dir, specs) {
  writeFileSync(join(dir, 'package.json'), '{"name":"scratch","private":true,"type":"module"}\n');
  sh('npm', ['install', ...specs, '--no-audit', '--no-fund'], dir);
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8'));
  const packages = Object.keys(lock.packages).filter(Boolean).length;
  const megabytes = Number(sh('du', ['-sm', join(dir, 'node_modules')]).split(/\s/)[0]);
  return { packages, megabytes };
}

/** `{ total, app, entryway }`: with entryway, the app's packages alone, and the difference. */
export function measureInstall(root) {
  const work = mkdtempSync(join(tmpdir(), 'entryway-install-'));
  try {
    const [packed] = JSON.parse(sh('npm', ['pack', '--json', '--pack-destination', work], root));
    const withIt = join(work, 'with');
    const without = join(work, 'without');
    sh('mkdir', ['-p', withIt, without]);
    const total = installInto(withIt, [join(work, packed.filename), ...APP_PACKAGES]);
    const app = installInto(without, APP_PACKAGES);
    return {
      total,
      app,
      entryway: { packages: total.packages - app.packages, megabytes: total.megabytes - app.megabytes },
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

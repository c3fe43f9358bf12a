// @vitest-environment node
/**
 * Static guarantees over the shipped source (and the architecture rules): no HTML sinks, no eval,
 * no style-attribute writes, safe new-tab links, no plugin importing another plugin, and a core that imports no
 * plugin. Test files, e2e specs and simulator routes are not shipped in the widget and are skipped.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const SKIP = /(\.test\.tsx?|\.e2e\.ts|\/e2e\/|\/testing\.ts|\/sim\.ts|Gallery\.tsx)$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'e2e' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !SKIP.test(path) ? [path] : [];
  });
}

const shipped = ['core', 'ui', 'plugins', 'compat'].flatMap(files);
const code = (path: string) =>
  readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const importsOf = (path: string) => [...code(path).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);

describe('shipped source', () => {
  it('covers the widget code', () => {
    expect(shipped.length).toBeGreaterThan(40);
    expect(shipped).toContain('core/widget.ts');
  });

  it.each(shipped)('%s has no HTML sinks, eval or style-attribute writes', (path) => {
    const src = code(path);
    for (const sink of [
      /dangerouslySetInnerHTML/,
      /\.innerHTML\b/,
      /\.outerHTML\b/,
      /insertAdjacentHTML/,
      /document\.write/,
      /\bDOMParser\b/,
      /\bsrcdoc\b/,
      /\beval\s*\(/,
      /new\s+Function\b/,
      /setAttribute\(\s*['"]style['"]/,
      /setTimeout\(\s*['"`]/,
    ])
      expect(src, `${path} matches ${sink}`).not.toMatch(sink);
  });

  it.each(shipped)('%s opens new tabs only with rel="noopener noreferrer"', (path) => {
    const src = code(path);
    for (const m of src.matchAll(/target=["{']+_blank/g)) {
      const around = src.slice(Math.max(0, m.index! - 300), m.index! + 300);
      expect(around, path).toMatch(/rel=["{']+noopener noreferrer/);
    }
  });
});

describe('architecture', () => {
  const plugins = readdirSync(join(root, 'plugins'));

  it('the core imports no plugin', () => {
    for (const path of shipped.filter((p) => p.startsWith('core/') || p.startsWith('ui/')))
      for (const i of importsOf(path)) expect(`${path} → ${i}`).not.toMatch(/plugins\/|entryway\/(plugins|stytch|sim)/);
  });

  it.each(plugins)('plugin %s imports no other plugin', (id) => {
    for (const path of [...files(`plugins/${id}`)]) {
      for (const i of importsOf(path)) {
        const target = i.startsWith('.') ? relative(root, join(root, path, '..', i)) : i;
        for (const other of plugins.filter((p) => p !== id)) {
          expect(`${path} → ${i}`).not.toContain(`plugins/${other}`);
          expect(target.startsWith(`plugins/${other}`), `${path} → ${i}`).toBe(false);
        }
      }
    }
  });
});

describe('plugin folders are discovered, never listed by hand', () => {
  const plugins = readdirSync(join(root, 'plugins'));
  /** Every source and config file outside plugins/ but tests, e2e specs, docs and the generated lists. */
  const outside = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = dir ? `${dir}/${name}` : name;
      // Dot folders (.git, .cache builds), dependencies and outputs anywhere; plugins/ and test/ at the top.
      if (name.startsWith('.') || /^(node_modules|dist|test-results|playwright-report)$/.test(name)) return [];
      if (!dir && /^(plugins|test)$/.test(name)) return [];
      if (statSync(join(root, path)).isDirectory()) return name === 'e2e' || path === 'sandbox/p' ? [] : outside(path);
      return /\.(ts|tsx|mts|mjs|js|html)$/.test(name) && !/\.(test|e2e)\.tsx?$|\.generated\.|\.d\.mts$/.test(name)
        ? [path]
        : [];
    });
  /**
   * Files allowed to name a plugin: compat/adapter.ts holds Stytch's own `Products` enum ('otp', 'passwords' are
   * Stytch product names there).
   */
  const ALLOWED = new Set(['compat/adapter.ts']);

  it('scans the whole repository outside plugins/', () => {
    const files = outside('');
    expect(files).toContain('sim/modules.ts');
    expect(files).toContain('compat/stytch.ts');
    expect(files).toContain('sandbox/src/params.ts');
    expect(files).toContain('scripts/size.mjs');
  });

  it.each(plugins)('nothing outside plugins/ names plugin %s (but tests, docs and generated lists)', (id) => {
    for (const path of outside('').filter((p) => !ALLOWED.has(p))) {
      const src = code(path);
      expect(src, `${path} names plugins/${id}`).not.toMatch(new RegExp(`plugins/${id}\\b`));
      expect(src, `${path} names the plugin id '${id}'`).not.toMatch(new RegExp(`['"\`]${id}['"\`]`));
    }
  });
});

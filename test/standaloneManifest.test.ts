// @vitest-environment node
// (esbuild refuses jsdom's TextEncoder.)
/**
 * The script-tag build's manifest.json (scripts/standalone.mjs): every product names a script that was built, and
 * `preload` lists exactly the chunks each script imports statically, as read from the emitted code itself (its
 * relative `import … from "./…"` statements, followed through chunks): none but a chunk two plugins share, since the
 * chunks a script imports statically are folded into it; nothing a page loads lazily, and not Stytch's client.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildScripts } from '../scripts/standalone.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}.cache/test-standalone-manifest`;

describe('the script-tag build manifest', () => {
  // One build for both tests: neither changes the sources or the output, so a second build gave the same files.
  let files: Map<string, string>;
  beforeAll(async () => {
    const outputs = await buildScripts(root, { outdir });
    files = new Map(outputs.map((f) => [f.path.slice(outdir.length + 1), Buffer.from(f.contents).toString()]));
  }, 60_000);

  it('lists, for every script, the chunks it imports statically and no lazy one', () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as {
      core: string;
      products: Record<string, string>;
      account: string;
      preload: Record<string, string[]>;
    };

    // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`, never `import("./x.js")`.
    const staticImports = (name: string, seen = new Set<string>()): string[] => {
      const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
      for (const [, spec] of files.get(name)!.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) {
        const dep = new URL(spec, `file:///${dir}`).pathname.slice(1);
        if (seen.has(dep)) continue;
        seen.add(dep);
        staticImports(dep, seen);
      }
      return [...seen].sort();
    };
    const lazy = (name: string) => [...files.get(name)!.matchAll(/import\("(\.{1,2}\/[^"]+)"\)/g)].map((m) => m[1]);

    const scripts = [manifest.core, ...Object.values(manifest.products), manifest.account];
    expect(Object.keys(manifest.preload).sort()).toEqual([...new Set(scripts)].sort());
    const chunks = (list: string[]) => list.filter((file) => file.startsWith('chunks/'));
    for (const script of scripts) {
      expect(files.has(script), script).toBe(true);
      expect(manifest.preload[script], script).toEqual(chunks(staticImports(script)));
      for (const chunk of manifest.preload[script]) expect(files.has(chunk), chunk).toBe(true);
    }
    // The core's code is in the core script (no chunk to find after it has arrived), and every plugin script imports
    // that one copy; so does the account script its own.
    expect(staticImports(manifest.core)).toEqual([]);
    expect(staticImports(manifest.account)).toEqual([]);
    for (const script of Object.values(manifest.products))
      expect(staticImports(script), script).toContain(manifest.core);
    // The lazy screens of a plugin are imported with import() and stay out of its list.
    const lazyChunks = scripts.flatMap((script) => [script, ...manifest.preload[script]].flatMap(lazy));
    expect(lazyChunks.length).toBeGreaterThan(0);
    for (const script of scripts)
      for (const spec of lazyChunks)
        expect(manifest.preload[script]).not.toContain(`chunks/${spec.replace(/^\.\//, '')}`);

    // V8's compile hint opens every file a page runs before its form, and no lazy one (whose functions mostly wait
    // for a later screen): a comment elsewhere than the file's first line is ignored.
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const firstPath = new Set(scripts.flatMap((script) => [script, ...manifest.preload[script]]));
    for (const file of firstPath) expect(files.get(file)!.startsWith(HINT), file).toBe(true);
    const lazyFiles = [...files.keys()].filter((f) => f.endsWith('.js') && !firstPath.has(f));
    expect(lazyFiles.length).toBeGreaterThan(0);
    for (const file of lazyFiles) expect(files.get(file)!.includes('allFunctionsCalledOnLoad'), file).toBe(false);

    // Stytch's client (its API paths mark its code) is fetched after the first form: in no file a script loads
    // statically, and in a lazy chunk the core script imports with import().
    const STYTCH_CLIENT = /magic_links\/email\/login_or_create/;
    for (const script of scripts)
      for (const file of [script, ...manifest.preload[script]])
        expect(STYTCH_CLIENT.test(files.get(file)!), `${file}, loaded by ${script} before the first form`).toBe(false);
    const reachable = new Set<string>();
    const follow = (name: string) => {
      if (reachable.has(name) || !files.has(name)) return;
      reachable.add(name);
      const dir = name.includes('/') ? name.slice(0, name.lastIndexOf('/') + 1) : '';
      for (const [, spec] of files.get(name)!.matchAll(/(?:from|import)\s*\(?"(\.{1,2}\/[^"]+)"/g))
        follow(new URL(spec, `file:///${dir}`).pathname.slice(1));
    };
    follow(manifest.core);
    expect([...reachable].filter((f) => STYTCH_CLIENT.test(files.get(f)!))).toHaveLength(1);
  });

  it("keeps the README's page (magic links + passwords) to the 3 files it names, none empty, no React wrapper", () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as {
      core: string;
      products: Record<string, string>;
      preload: Record<string, string[]>;
    };
    const scripts = [manifest.core, manifest.products.emailMagicLinks, manifest.products.passwords];
    const firstPath = new Set(scripts.flatMap((script) => [script, ...manifest.preload[script]]));
    // A file the page does not name is found only once the file importing it has arrived: one more round trip before
    // the form. A split that adds one (a chunk two plugins share, esbuild's export helper for a namespace object, a
    // shared module tree-shaken to nothing) fails here.
    expect([...firstPath].sort()).toEqual([...scripts].sort());
    for (const file of firstPath) expect(files.get(file)!.trim().length, file).toBeGreaterThan(200);
    // The plugin scripts leave their React components out (the element is the script-tag way): exporting one brought
    // entryway/react's wrapper into the first download.
    const exported = (file: string) => [...files.get(file)!.matchAll(/ as (\w+)/g)].map((m) => m[1]);
    expect(exported(manifest.products.passwords)).toContain('mountResetPassword');
    expect(exported(manifest.products.passwords)).not.toContain('ResetPassword');
    expect(exported(manifest.products.passkeys)).not.toContain('PasskeyRegistration');
  });
});

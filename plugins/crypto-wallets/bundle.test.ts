// @vitest-environment node
/**
 * The wallet libraries stay out of the plugin's initial code: only ethereum.ts imports `ethers` and only solana.ts
 * imports `@solana/web3.js` (plus the simulator and the test wallet, which no app bundles), nothing imports those two
 * modules statically, and an app bundle of `entryway/plugins/crypto-wallets` (esbuild with code splitting, as an
 * app's bundler would) puts each library in a chunk of its own, loaded by `import()` when a wallet button is pressed.
 * Prints the sizes.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const NOT_SHIPPED = new Set(['testing.ts', 'sim.ts', 'testWallet.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'e2e' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !NOT_SHIPPED.has(name) ? [path] : [];
  });
}

const STATIC = (lib: string) => new RegExp(`^\\s*(import|export)\\s[^;]*?from\\s*['"]${lib}['"]`, 'm');

describe('wallet libraries are code-split', () => {
  it('ethers only in ethereum.ts, @solana/web3.js only in solana.ts, and those two only behind import()', () => {
    const users: string[] = [];
    const dynamic: string[] = [];
    for (const file of sources(here)) {
      const text = readFileSync(file, 'utf8');
      const rel = relative(here, file);
      if (STATIC('ethers').test(text)) users.push(`${rel}: ethers`);
      if (STATIC('@solana/web3\\.js').test(text)) users.push(`${rel}: @solana/web3.js`);
      expect(text, rel).not.toMatch(/^\s*import\s[^;]*?from\s*['"]\.\.?\/(\.\.\/)?(ethereum|solana)['"]/m);
      for (const m of text.matchAll(/(?<!typeof )import\(\s*['"](\.\/(?:ethereum|solana))['"]\s*\)/g))
        dynamic.push(`${rel}: ${m[1]}`);
    }
    expect(users.sort()).toEqual(['ethereum.ts: ethers', 'solana.ts: @solana/web3.js']);
    expect(dynamic.sort()).toEqual(['chains.ts: ./ethereum', 'chains.ts: ./solana']);
  });

  it('an app bundle keeps ethers and @solana/web3.js in lazy chunks (sizes printed)', async () => {
    const result = await build({
      entryPoints: { crypto: join(here, 'index.ts') },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      write: false,
      outdir: '/virtual',
      platform: 'browser',
      logLevel: 'silent',
      jsx: 'automatic',
      metafile: true,
      // The core, React, Redux and the Stytch client are shared with the app and not part of this question.
      external: ['entryway', 'react', 'react-dom', 'react/jsx-runtime', 'react-redux', 'redux', '@stytch/*'],
      tsconfig: join(root, 'tsconfig.json'),
    });
    const files = result.outputFiles.map((f) => ({ path: f.path, text: f.text }));
    const entry = files.find((f) => f.path.endsWith('/crypto.js'))!;
    // Markers only each library has: ethers' argument errors, and the Solana error codes of @solana/errors.
    const isEthers = (t: string) => t.includes('invalid BytesLike value') || t.includes('bad address checksum');
    const isSolana = (t: string) => t.includes('SOLANA_ERROR') || t.includes('@solana/');
    const meta = result.metafile!;
    // Metafile output keys are relative to the working directory; match them by file name.
    const inputsOf = (path: string) => {
      const key = Object.keys(meta.outputs).find((k) => k.endsWith(`/${path.split('/').pop()}`));
      return Object.keys(key ? meta.outputs[key].inputs : {});
    };
    expect(
      inputsOf(entry.path).some((i) => i.includes('node_modules/ethers') || i.includes('node_modules/@solana')),
    ).toBe(false);
    expect(isEthers(entry.text) || isSolana(entry.text)).toBe(false);
    // The entry reaches its chunks only through import(), never by a static import of a library chunk.
    const lazy = files.filter((f) => f !== entry);
    const ethersChunks = lazy.filter((f) => inputsOf(f.path).some((i) => i.includes('node_modules/ethers')));
    const solanaChunks = lazy.filter((f) => inputsOf(f.path).some((i) => i.includes('node_modules/@solana')));
    expect(ethersChunks.length).toBeGreaterThan(0);
    expect(solanaChunks.length).toBeGreaterThan(0);
    for (const chunk of [...ethersChunks, ...solanaChunks]) {
      const name = chunk.path.split('/').pop()!;
      expect(entry.text).not.toMatch(new RegExp(`from\\s*["']\\./${name.replace('.', '\\.')}["']`));
    }
    expect(entry.text).toMatch(/import\(["']\.\/[^"']+\.js["']\)/);

    const size = (t: string) =>
      `${(Buffer.byteLength(t) / 1024).toFixed(1)} kB (${(gzipSync(t).length / 1024).toFixed(1)} kB gzip)`;
    const joined = (list: { text: string }[]) => list.map((c) => c.text).join('\n');
    // eslint-disable-next-line no-console -- the sizes, printed for whoever runs it
    console.log(
      [
        'crypto-wallets bundle (minified; core, React, Redux, Stytch client external):',
        `  initial (plugin entry with the ui kit it shares with the core, and @wallet-standard/app): ${size(entry.text)}`,
        `  lazy, Ethereum (ethers):                        ${size(joined(ethersChunks))}`,
        `  lazy, Solana (@solana/web3.js):                 ${size(joined(solanaChunks))}`,
      ].join('\n'),
    );
  });
});

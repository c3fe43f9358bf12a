/**
 * Folds the chunks a script-tag file imports statically into that file, after esbuild has split the build.
 *
 * A page lists its script files in its HTML, so the browser fetches them at once; the chunks those files import are
 * only found once a file has arrived and been parsed, one more round trip before anything runs (about 40 ms on the
 * README's plain page, most of the gap to a page that writes `<link rel="modulepreload">` for them). Folded, the core's
 * chunks are inside `entryway.js` and each plugin's own chunks inside its `entryway.<id>.js`: every file a page runs
 * before its form is one the HTML names. Code splitting is kept where it pays: a chunk stays a chunk when a lazy
 * module loads it with `import()`, or when more than one script could load it without the core script.
 */
import { posix, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { init as lexerReady, parse as lexModule } from 'es-module-lexer';

const toPosix = (path) => path.split('\\').join('/');

/** `to` as an import specifier from a module at `from` (both relative to the build's folder). */
function specifier(from, to) {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

/** An output file as esbuild gives it (`contents`, and `text` read from them). */
export function builtFile(path, contents) {
  return {
    path,
    contents,
    get text() {
      return Buffer.from(contents).toString();
    },
  };
}

/**
 * The modules of a build's output, read once: each module's text, its relative imports (static, and `import()` with
 * `d > -1`; `target` relative to the build's folder) and its export names, and the closure of its static imports.
 * @param {{ path: string, contents: Uint8Array }[]} files output files (absolute paths under `folder`)
 * @param {string} folder the build's folder (outdir)
 */
export async function moduleGraph(files, folder) {
  await lexerReady;
  const outdir = resolve(folder);
  const name = (file) => toPosix(relative(outdir, file.path));
  const code = new Map(
    files.filter((f) => f.path.endsWith('.js')).map((f) => [name(f), Buffer.from(f.contents).toString()]),
  );
  const imports = new Map();
  const exported = new Map();
  for (const [file, text] of code) {
    const [found, exports] = lexModule(text);
    imports.set(
      file,
      found.filter((i) => i.n?.startsWith('.')).map((i) => ({ ...i, target: posix.join(posix.dirname(file), i.n) })),
    );
    exported.set(
      file,
      exports.map((e) => e.n),
    );
  }
  /** What `file` imports statically, directly or through other modules, sorted. */
  const staticClosure = (file) => {
    const seen = new Set();
    const walk = (at) => {
      for (const i of imports.get(at) ?? [])
        if (i.d === -1 && !seen.has(i.target)) {
          seen.add(i.target);
          walk(i.target);
        }
    };
    walk(file);
    return [...seen].sort();
  };
  return { outdir, name, code, imports, exported, staticClosure };
}

/**
 * @param {{ path: string, contents: Uint8Array }[]} files esbuild's output files (absolute paths under `outdir`)
 * @param {string} folder the build's folder (outdir)
 * @param {string[]} entries the script files, relative to `outdir`; the first is the core script, into which the
 *   chunks it imports statically are folded (every other script imports those too)
 * @param {import('esbuild').BuildOptions} options esbuild options for the folded files (the build's own)
 * @returns the files with the folded chunks gone, their importers rewritten and the scripts rebuilt
 */
export async function foldStaticChunks(files, folder, entries, options) {
  const { outdir, name, code, imports, exported, staticClosure } = await moduleGraph(files, folder);
  /** file → the scripts from which it can be loaded, statically or lazily */
  const reachedFrom = new Map();
  for (const entry of entries) {
    const seen = new Set([entry]);
    for (const stack = [entry]; stack.length;) {
      const file = stack.pop();
      if (!reachedFrom.has(file)) reachedFrom.set(file, new Set());
      reachedFrom.get(file).add(entry);
      for (const i of imports.get(file) ?? [])
        if (!seen.has(i.target)) {
          seen.add(i.target);
          stack.push(i.target);
        }
    }
  }
  const lazilyLoaded = new Set(
    [...imports.values()]
      .flat()
      .filter((i) => i.d > -1)
      .map((i) => i.target),
  );

  /** chunk → the script it folds into */
  const owner = new Map();
  const [core, ...others] = entries;
  for (const chunk of staticClosure(core)) if (!lazilyLoaded.has(chunk)) owner.set(chunk, core);
  for (const entry of others)
    for (const chunk of staticClosure(entry))
      if (!owner.has(chunk) && !lazilyLoaded.has(chunk) && reachedFrom.get(chunk)?.size === 1) owner.set(chunk, entry);
  const members = (entry) => [...owner].filter(([, e]) => e === entry).map(([chunk]) => chunk);

  // A folded chunk's exports become the script's: the largest chunk keeps its (minified) names, the others' get a
  // `$<n>` prefix, and a name the script already exports gets `$` in front until it is free.
  /** chunk → (its export name → the script's export name) */
  const alias = new Map();
  for (const entry of new Set(owner.values())) {
    const taken = new Set(exported.get(entry));
    const chunks = members(entry).sort((a, b) => code.get(b).length - code.get(a).length);
    chunks.forEach((chunk, n) => {
      const names = new Map();
      for (const name of exported.get(chunk)) {
        let as = n === 0 ? name : `$${n}${name}`;
        while (taken.has(as)) as = `$${as}`;
        taken.add(as);
        names.set(name, as);
      }
      alias.set(chunk, names);
    });
  }

  // Imports of a folded chunk from outside its script's group now name the script, with the script's export names.
  const rewritten = new Map();
  for (const [file, text] of code) {
    // Within a script's group the imports stay as they are: the bundle below links them.
    const group = owner.get(file) ?? (entries.includes(file) ? file : undefined);
    let out = '';
    let at = 0;
    for (const i of imports.get(file)) {
      const target = owner.get(i.target);
      if (i.d !== -1 || !target || target === group) continue;
      const statement = text.slice(i.ss, i.se);
      const names = alias.get(i.target);
      const from = JSON.stringify(specifier(file, target));
      let replacement;
      const clause = /^(import|export)\s*\{([^}]*)\}\s*from\s*["'][^"']*["']$/s.exec(statement);
      if (clause) {
        const items = clause[2]
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .map((item) => {
            const [imported, local = imported] = item.split(/\s+as\s+/);
            const as = names.get(imported);
            if (!as)
              throw new Error(`foldStaticChunks: ${file} imports ${imported}, which ${i.target} does not export`);
            return as === local ? as : `${as} as ${local}`;
          });
        replacement = `${clause[1]}{${items.join(',')}}from${from}`;
      } else if (/^import\s*["'][^"']*["']$/.test(statement)) replacement = `import${from}`;
      else throw new Error(`foldStaticChunks: cannot rewrite \`${statement}\` in ${file}`);
      out += text.slice(at, i.ss) + replacement;
      at = i.se;
    }
    rewritten.set(file, out + text.slice(at));
  }

  const scripts = new Map();
  for (const entry of new Set(owner.values())) {
    const group = new Set([entry, ...members(entry)]);
    const reexports = members(entry).map(
      (chunk) =>
        `export { ${[...alias.get(chunk)].map(([from, as]) => (from === as ? from : `${from} as ${as}`)).join(', ')} } from ${JSON.stringify(`fold:${chunk}`)};`,
    );
    const result = await build({
      ...options,
      stdin: {
        contents: [`export * from ${JSON.stringify(`fold:${entry}`)};`, ...reexports].join('\n'),
        loader: 'js',
        resolveDir: outdir,
      },
      splitting: false,
      metafile: false,
      write: false,
      outfile: `${outdir}/${entry}`,
      plugins: [
        {
          name: 'fold-chunks',
          setup(b) {
            b.onResolve({ filter: /^fold:/ }, (args) => ({ path: args.path.slice(5), namespace: 'fold' }));
            b.onResolve({ filter: /^\./, namespace: 'fold' }, (args) => {
              const target = posix.join(posix.dirname(args.importer), args.path);
              return group.has(target)
                ? { path: target, namespace: 'fold' }
                : { path: specifier(entry, target), external: true };
            });
            b.onLoad({ filter: /.*/, namespace: 'fold' }, (args) => ({
              contents: rewritten.get(args.path),
              loader: 'js',
            }));
          },
        },
      ],
    });
    scripts.set(entry, result.outputFiles[0].contents);
  }

  return files
    .filter((f) => !owner.has(name(f)))
    .map((f) => {
      const file = name(f);
      const contents = scripts.get(file) ?? (rewritten.has(file) ? Buffer.from(rewritten.get(file)) : f.contents);
      return contents === f.contents ? f : builtFile(f.path, contents);
    });
}

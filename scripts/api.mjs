#!/usr/bin/env node
/**
 * The API report: for each entry point of package.json "exports" (those sharing a declaration file share a report),
 * `api/<name>.api.md` lists what the built declarations (dist/types) make public, so a change to the public API
 * shows up in review as a change to these files:
 *   - every export, by name, with its declaration as tsc emitted it (comments removed);
 *   - the declarations those mention without exporting them (an app reaches them through the exports' types);
 *   - the module augmentations (`declare module 'entryway…'`) of the files the entry point loads.
 * Read with the TypeScript compiler's parser and checker (only to resolve names), so the text is tsc's, stable
 * across runs and machines.
 *
 *   npm run api                      build, then rewrite api/ (after an intended change of the public API)
 *   node scripts/api.mjs [--check]   from the current dist/types (--check: print the differences, exit 1 if any)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = 'api';
const TYPES_DIR = join(root, 'dist', 'types');

const posix = (path) => path.split(sep).join('/');

/**
 * The reports to write: one per declaration file of package.json "exports", named after its first entry point
 * (`.` → entryway, `./plugins/otp` → entryway-plugins-otp), listing every entry point that shares it.
 */
export function entryPoints(pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))) {
  const byTypes = new Map();
  const add = (subpath, types) => {
    const file = resolve(root, types);
    if (!byTypes.has(file)) byTypes.set(file, { file, names: [] });
    byTypes.get(file).names.push(`${pkg.name}${subpath.slice(1)}`);
  };
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target !== 'object' || !target.types) continue;
    if (!subpath.includes('*')) {
      add(subpath, target.types);
      continue;
    }
    // A pattern entry (`./plugins/*`): one entry point per folder the built declarations have for it.
    const [before, after] = target.types.split('*');
    const dir = resolve(root, before);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const types = `${before}${name}${after}`;
      if (existsSync(resolve(root, types))) add(subpath.replace('*', name), types);
    }
  }
  return [...byTypes.values()].map((e) => ({ ...e, report: `${e.names[0].replace(/\//g, '-')}.api.md` }));
}

/** The report of each entry point: file name (under api/) → Markdown. */
export function renderReports() {
  const entries = entryPoints();
  const missing = entries.filter((e) => !existsSync(e.file));
  if (missing.length)
    throw new Error(`no ${missing.map((e) => posix(relative(root, e.file))).join(', ')}: run npm run build first`);
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Only names are resolved, nothing is type-checked: the standard library is not needed.
    noLib: true,
    types: [],
    skipLibCheck: true,
    noEmit: true,
  };
  const ours = (file) => resolve(file).startsWith(TYPES_DIR + sep);
  // Imports resolve to our declaration files only: the packages' types (two thirds of the files otherwise) are never
  // printed, and a name from them is left as written.
  const host = ts.createCompilerHost(options);
  const resolveOurs = (specifier, containingFile) => {
    const found = ts.resolveModuleName(specifier, containingFile, options, host).resolvedModule;
    return found && ours(found.resolvedFileName) ? found : undefined;
  };
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => ({ resolvedModule: resolveOurs(literal.text, containingFile) }));
  const program = ts.createProgram({ rootNames: entries.map((e) => e.file), options, host });
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const where = (node) => posix(relative(TYPES_DIR, node.getSourceFile().fileName));
  const print = (node) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile());
  const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  const resolveAlias = (symbol) =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

  /** The top-level statement a declaration belongs to (what is printed for it). */
  const statementOf = (node) => {
    while (node.parent && !ts.isSourceFile(node.parent)) node = node.parent;
    return node;
  };

  /** Top-level statements of our declaration files that `node` refers to by name in a type position. */
  const referenced = (node) => {
    const found = [];
    const symbolOf = (n) => {
      if (ts.isTypeReferenceNode(n)) return checker.getSymbolAtLocation(n.typeName);
      if (ts.isExpressionWithTypeArguments(n)) return checker.getSymbolAtLocation(n.expression);
      if (ts.isTypeQueryNode(n)) return checker.getSymbolAtLocation(n.exprName);
      if (ts.isImportTypeNode(n)) {
        const type = checker.getTypeFromTypeNode(n);
        return type.aliasSymbol ?? type.symbol;
      }
      return undefined;
    };
    const visit = (n) => {
      const symbol = resolveAlias(symbolOf(n));
      for (const decl of symbol?.declarations ?? [])
        if (ours(decl.getSourceFile().fileName) && !ts.isTypeParameterDeclaration(decl)) found.push(statementOf(decl));
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };

  /**
   * Our declaration files `file` loads, itself included (imports, re-exports and `import('…')` types); with
   * `stopAt`, not through those files (other entry points, whose reports have what their files declare).
   */
  const reachable = (file, stopAt = new Set()) => {
    const seen = new Set();
    const walk = (name) => {
      if (seen.has(name) || !ours(name) || (name !== file && stopAt.has(name))) return;
      seen.add(name);
      const source = program.getSourceFile(name);
      const visit = (n) => {
        const from = (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier;
        const spec =
          from && ts.isStringLiteral(from)
            ? from.text
            : ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)
              ? n.argument.literal.text
              : undefined;
        if (spec) {
          const target = resolveOurs(spec, name)?.resolvedFileName;
          if (target) walk(resolve(target));
        }
        ts.forEachChild(n, visit);
      };
      visit(source);
    };
    walk(file);
    return [...seen].sort();
  };

  const exportedDeclarations = (entry) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry.file));
    const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
    return [...exports].sort(byName).map((symbol) => {
      const target = resolveAlias(symbol);
      // An interface that plugins augment has declarations in their files too: only this entry point's count.
      const decls = (target?.declarations ?? []).filter(
        (d) => ts.isSourceFile(d) || entry.files.has(d.getSourceFile().fileName),
      );
      return { symbol, target, decls };
    });
  };
  const entryFiles = new Set(entries.map((e) => e.file));
  for (const entry of entries) entry.files = new Set(reachable(entry.file));
  // Declarations some entry point exports are reported there, not again where another one mentions them.
  const exported = new Set();
  for (const entry of entries)
    for (const { decls } of exportedDeclarations(entry))
      for (const d of decls) if (!ts.isSourceFile(d)) exported.add(statementOf(d));

  const reports = {};
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const shown = new Set();
    const exportBlocks = [];
    const queue = [];
    for (const { symbol, target, decls } of exportedDeclarations(entry)) {
      const texts = [];
      for (const decl of decls) {
        if (ts.isSourceFile(decl)) {
          // `export * as name from '…'`: a namespace object of that module's exports.
          const names = checker
            .getExportsOfModule(target)
            .map((s) => s.name)
            .sort();
          const from = posix(relative(TYPES_DIR, decl.fileName));
          texts.push(`namespace ${symbol.name} { ${names.join(', ')} } // ${from}`);
          continue;
        }
        const statement = statementOf(decl);
        if (texts.includes(print(statement))) continue;
        shown.add(statement);
        queue.push(statement);
        texts.push(print(statement));
      }
      if (!decls.length) texts.push(`// unresolved: ${symbol.name}`);
      const declared = target?.name;
      const renamed = declared && declared !== symbol.name && declared !== 'default';
      const heading = renamed ? ` (declared as ${declared})` : '';
      exportBlocks.push(`// ${symbol.name}${heading}\n${texts.join('\n')}`);
    }
    // Module augmentations of every file the entry point loads: part of what an app sees once it imports it.
    const augmentations = [];
    for (const file of reachable(entry.file, entryFiles)) {
      for (const statement of program.getSourceFile(file).statements) {
        if (!ts.isModuleDeclaration(statement)) continue;
        if (!ts.isStringLiteral(statement.name) && statement.name.text !== 'global') continue;
        augmentations.push(`// ${where(statement)}\n${print(statement)}`);
        shown.add(statement);
        queue.push(statement);
      }
    }
    // What the exports mention without exporting, transitively.
    const hidden = [];
    while (queue.length) {
      for (const statement of referenced(queue.shift())) {
        const elsewhere = exported.has(statement) || !entry.files.has(statement.getSourceFile().fileName);
        if (shown.has(statement) || elsewhere) continue;
        shown.add(statement);
        queue.push(statement);
        hidden.push(statement);
      }
    }
    hidden.sort((a, b) => (where(a) < where(b) ? -1 : where(a) > where(b) ? 1 : a.pos - b.pos));
    const block = (texts) => (texts.length ? `\`\`\`ts\n${texts.join('\n\n')}\n\`\`\`\n` : '(none)\n');
    reports[entry.report] = [
      `# API report: ${entry.names.map((n) => `\`${n}\``).join(', ')}`,
      '',
      `<!-- Generated by scripts/api.mjs from dist/types/${where(source)}: run npm run api to update. Do not edit. -->`,
      '',
      '## Exports',
      '',
      block(exportBlocks),
      '## Declarations the exports mention without exporting',
      '',
      block(hidden.map((s) => `// ${where(s)}\n${print(s)}`)),
      '## Module augmentations',
      '',
      block(augmentations),
    ].join('\n');
  }
  return reports;
}

/** Writes api/ (removing reports of entry points that are gone), or with `check` only compares. */
export function api({ check = false } = {}) {
  const reports = renderReports();
  const dir = join(root, API_DIR);
  const existing = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.api.md')) : [];
  const changed = [...new Set([...Object.keys(reports), ...existing])]
    .sort()
    .filter((f) => reports[f] !== (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : undefined));
  if (check) return { changed, reports };
  mkdirSync(dir, { recursive: true });
  for (const f of changed) {
    if (reports[f] === undefined) rmSync(join(dir, f));
    else writeFileSync(join(dir, f), reports[f]);
  }
  return { changed, reports };
}

/** A unified diff of the checked-in report and the generated one (through `diff -u`, which git installs too). */
function showDiff(name, generated) {
  const scratch = mkdtempSync(join(tmpdir(), 'entryway-api-'));
  try {
    const fresh = join(scratch, name);
    writeFileSync(fresh, generated ?? '');
    const current = join(root, API_DIR, name);
    const labels = ['--label', `${API_DIR}/${name} (checked in)`, '--label', `${API_DIR}/${name} (generated)`];
    const before = existsSync(current) ? current : '/dev/null';
    const out = spawnSync('diff', ['-u', ...labels, before, fresh], { encoding: 'utf8' });
    console.log(out.stdout || `${API_DIR}/${name} differs`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) {
  const check = process.argv.includes('--check');
  const t0 = Date.now();
  const { changed, reports } = api({ check });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (check && changed.length) {
    for (const f of changed) showDiff(f, reports[f]);
    console.log(`The public API differs from the API report (${changed.join(', ')}): if intended, run npm run api.`);
    process.exit(1);
  }
  const what = check ? 'up to date' : changed.length ? `written (${changed.join(', ')})` : 'written, none changed';
  console.log(`${Object.keys(reports).length} API reports ${what} (${seconds}s)`);
}

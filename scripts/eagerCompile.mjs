/**
 * Eager compilation hints for V8, written into Entryway's own JavaScript as the library is built.
 *
 * V8 compiles a function lazily: the first call parses it again and makes its bytecode, on the page's main thread.
 * A function expression in parentheses, `(function () {…})`, is V8's sign of a function about to be called: it is
 * compiled with its script, and a script streamed in from the network is compiled on a background thread. Almost every
 * function on the path to the first form runs before that form shows, so lazy compilation only moved that work onto
 * the main thread, where it delays the form (a React app measured: a third of Entryway's script time before its form).
 * esbuild and Rollup keep these parentheses through bundling and minifying, so an app's bundle keeps the hint.
 *
 * The rewrite keeps what each function means:
 * - a function declaration at the top of a module or a function body becomes `var name = (function name(…) {…});`,
 *   moved to the top of that scope, where the declaration was hoisted (an `export`ed one stays exported);
 * - a function expression gets the parentheses;
 * - an arrow function becomes a parenthesized function expression (an expression body becomes its `return`) unless
 *   it uses `this`, `arguments`, `super` or `new.target`, whose meaning differs in a function, or a class;
 * - an object literal's method becomes a property holding a parenthesized function expression unless it uses `super`.
 *
 * Left as they are: class members, getters and setters, async and generator methods, function declarations in
 * blocks, and `export default function`. A React app with magic links and passwords: 0.4 KB brotli more, and its
 * script time before the form went from 0.48–0.57× to 0.35–0.50× of Stytch's React page (`npm run bench`, five runs).
 */
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseAst } from 'rollup/parseAst';
import MagicString from 'magic-string';

const SKIP = new Set(['type', 'start', 'end', 'loc', 'range']);

function children(node) {
  const out = [];
  for (const key of Object.keys(node)) {
    if (SKIP.has(key)) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v.type === 'string') out.push(v);
    } else if (value && typeof value.type === 'string') out.push(value);
  }
  return out;
}

/**
 * Whether `test` holds for a node of `roots` or below them, not looking inside nested non-arrow functions (which bind
 * their own `this`, `arguments`, `super` and `new.target`).
 */
function inOwnScope(roots, test) {
  const visit = (n) => {
    if (test(n)) return true;
    if (n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') return false;
    return children(n).some(visit);
  };
  return roots.some(visit);
}

/**
 * Whether an arrow function uses what a function would bind anew. A class counts too, to keep it simple: its members
 * bind their own `this`, but its `extends` and computed keys do not.
 */
const usesArrowBindings = (arrow) =>
  inOwnScope(
    [...arrow.params, arrow.body],
    (n) =>
      n.type === 'ThisExpression' ||
      n.type === 'Super' ||
      n.type === 'MetaProperty' ||
      (n.type === 'Identifier' && n.name === 'arguments') ||
      n.type === 'ClassExpression' ||
      n.type === 'ClassDeclaration',
  );

/** Whether a method's body uses `super` (a function expression cannot). */
const usesSuper = (method) => inOwnScope([...method.params, method.body], (n) => n.type === 'Super');

/**
 * Rewrite one module's JavaScript (already compiled from TypeScript and JSX) so its functions carry V8's eager
 * compilation hint.
 * @returns `{ code, map }`, or null when nothing changed
 */
export function eagerCompile(code, { sourceMap = false, file } = {}) {
  let ast;
  try {
    ast = parseAst(code);
  } catch {
    return null;
  }
  const s = new MagicString(code);
  let changed = false;
  // Parenthesized expressions leave no node in the tree; the characters around a function say whether it has them.
  // A call's own parentheses are not a hint: `f(function () {})` needs its own pair.
  const wrapped = (node, parent) => {
    if ((parent?.type === 'CallExpression' || parent?.type === 'NewExpression') && parent.arguments.includes(node))
      return false;
    let i = node.start - 1;
    while (i >= 0 && /\s/.test(code[i])) i--;
    let j = node.end;
    while (j < code.length && /\s/.test(code[j])) j++;
    return code[i] === '(' && code[j] === ')';
  };
  const paren = (node, parent) => {
    if (wrapped(node, parent)) return;
    s.prependRight(node.start, '(');
    s.prependLeft(node.end, ')');
    changed = true;
  };

  const header = (node) => `${node.async ? 'async ' : ''}function${node.generator ? '*' : ''}`;

  /** Statements of a scope body: function declarations → hoisted `var` of a parenthesized expression. */
  const hoistDeclarations = (statements, insertAt) => {
    for (const st of statements) {
      const isExport = st.type === 'ExportNamedDeclaration' && st.declaration?.type === 'FunctionDeclaration';
      const fn = isExport ? st.declaration : st.type === 'FunctionDeclaration' ? st : null;
      if (!fn || !fn.id || !fn.body) continue;
      // `function name(` → `var name = (function name(` … `})` + `;`, moved to where the declaration was hoisted.
      const exportPrefix = isExport ? 'export ' : '';
      s.overwrite(st.start, fn.id.start, `${exportPrefix}var ${fn.id.name} = (${header(fn)} `);
      s.appendLeft(fn.end, ');');
      if (st.start !== insertAt) s.move(st.start, st.end, insertAt);
      changed = true;
    }
  };

  const bodyStart = (statements, fallback) => {
    // After the directive prologue ('use client', 'use strict'), which must stay first.
    let at = fallback;
    for (const st of statements) {
      if (st.type === 'ExpressionStatement' && st.directive !== undefined) at = st.end;
      else if (st.type === 'ImportDeclaration') at = st.end;
      else break;
    }
    return at;
  };

  const visit = (node, parent) => {
    switch (node.type) {
      case 'Program':
        hoistDeclarations(node.body, bodyStart(node.body, 0));
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        if (node.body?.type === 'BlockStatement')
          hoistDeclarations(node.body.body, bodyStart(node.body.body, node.body.start + 1));
        break;
    }
    const accessorOrMethod =
      (parent?.type === 'Property' && (parent.method || parent.kind !== 'init')) || parent?.type === 'MethodDefinition';
    if (node.type === 'FunctionExpression' && !accessorOrMethod) paren(node, parent);
    if (node.type === 'ArrowFunctionExpression' && !usesArrowBindings(node)) {
      // `async (a, b) => {` → `(async function (a, b) {`, `(a) => a.b` → `(function (a) { return a.b; })`; the
      // parameters' text is kept as written.
      const arrow = code.lastIndexOf('=>', node.body.start);
      let params = '()';
      if (node.params.length) {
        const first = node.params[0].start;
        const last = node.params.at(-1).end;
        params = code.slice(node.start, first).includes('(')
          ? code.slice(code.lastIndexOf('(', first), code.indexOf(')', last) + 1)
          : `(${code.slice(first, last)})`;
      }
      const inParens = wrapped(node, parent);
      const expressionBody = node.body.type !== 'BlockStatement';
      const opening = `${inParens ? '' : '('}${node.async ? 'async ' : ''}function ${params} `;
      s.overwrite(node.start, arrow + 2, expressionBody ? `${opening}{ return ` : opening);
      // Closers go before those of the functions around this one that end at the same character (visited earlier).
      s.prependLeft(node.end, `${expressionBody ? '; }' : ''}${inParens ? '' : ')'}`);
      changed = true;
    }
    const plainMethod = node.type === 'Property' && node.method && node.kind === 'init';
    if (plainMethod && !node.value.async && !node.value.generator && !usesSuper(node.value)) {
      // `name(a) {` → `name: (function (a) {` … `})`
      const keyEnd = node.computed ? code.indexOf(']', node.key.end) + 1 : node.key.end;
      s.appendLeft(keyEnd, ': (function ');
      s.prependLeft(node.value.end, ')');
      changed = true;
    }
    for (const c of children(node)) visit(c, node);
  };
  visit(ast, null);
  if (!changed) return null;
  return { code: s.toString(), map: sourceMap ? s.generateMap({ hires: true, source: file }) : null };
}

/** Entryway's own modules (not the simulator's, which no page loads before its form, nor dependencies). */
export const EAGER_COMPILE_FILTER = /\/(core|ui|plugins|compat)\/.*\.(tsx?|jsx?)$/;
const ownModule = (path) => EAGER_COMPILE_FILTER.test(path) && !path.includes('/node_modules/');

/**
 * A Rollup (and Vite) plugin applying {@link eagerCompile} to Entryway's modules once they are JavaScript: the
 * library build, and the Vite builds of the sandbox and the size script, which bundle Entryway from source.
 */
export function eagerCompileRollup() {
  return {
    name: 'entryway-eager-compile',
    apply: 'build',
    transform(code, id) {
      if (!ownModule(id)) return null;
      return eagerCompile(code, { sourceMap: true, file: id });
    },
  };
}

/**
 * An esbuild plugin that compiles Entryway's TypeScript modules and rewrites them with {@link eagerCompile}, for the
 * builds that bundle Entryway from source as an app bundles the package (the size and benchmark pages).
 */
export function eagerCompileEsbuild(root) {
  return {
    name: 'entryway-eager-compile',
    setup(b) {
      b.onLoad({ filter: EAGER_COMPILE_FILTER }, async (args) => {
        if (!args.path.startsWith(root) || !ownModule(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const loader = args.path.slice(args.path.lastIndexOf('.') + 1);
        const { code } = await b.esbuild.transform(source, {
          loader,
          jsx: 'automatic',
          format: 'esm',
          target: 'es2022',
          sourcefile: args.path,
          sourcemap: 'inline',
        });
        const out = eagerCompile(code);
        return { contents: out ? out.code : code, loader: 'js', resolveDir: dirname(args.path) };
      });
    },
  };
}

// @vitest-environment node
/**
 * Flows live in commands, screens are views: no `.tsx` file of a plugin reads the Stytch client (so no client call in
 * a component and none during render), no plugin keeps per-widget objects in a WeakMap (the widget's `scope` holds
 * them), and every plugin's commands modules (commands.ts, and any other `*Commands.ts`) are React-free, with a flow
 * test that runs in Node without a DOM.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = process.cwd();
const plugins = readdirSync(join(root, 'plugins')).filter((d) => statSync(join(root, 'plugins', d)).isDirectory());

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'e2e' ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What holds the Stytch client: the widget API under its usual names. */
const OWNER = /^(widget|api|ctx|context|useWidget\(\)|props\.widget)$/;
/** The Stytch client's namespaces. */
const STYTCH = new Set([
  'otps',
  'passwords',
  'magicLinks',
  'oauth',
  'webauthn',
  'session',
  'user',
  'cryptoWallets',
  'totps',
  'idp',
]);

/** Where `source` reads a `client` (`widget.client`, `ctx.client`, `client.otps…`), as `line: text`. */
function clientReads(path: string): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const read =
      // widget.client, api.client, ctx.client, useWidget().client
      (ts.isPropertyAccessExpression(node) && node.name.text === 'client' && OWNER.test(node.expression.getText())) ||
      // client.otps…, client.session… (any name for the Stytch client)
      (ts.isPropertyAccessExpression(node) &&
        STYTCH.has(node.name.text) &&
        /client$/i.test(node.expression.getText())) ||
      // const { client } = widget / useWidget()
      (ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.name.elements.some((e) => (e.propertyName ?? e.name).getText() === 'client') &&
        OWNER.test(node.initializer?.getText() ?? ''));
    if (read) found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('flows out of the screens', () => {
  it('finds the plugins', () => expect(plugins.length).toBeGreaterThanOrEqual(7));

  it.each(plugins)('plugin %s: no .tsx file reads the Stytch client', (id) => {
    const reads = files(`plugins/${id}`)
      .filter((p) => p.endsWith('.tsx'))
      .flatMap((p) => clientReads(p).map((r) => `${p}:${r}`));
    expect(reads).toEqual([]);
  });

  it.each(plugins)('plugin %s: no WeakMap (per-widget objects live in widget.scope)', (id) => {
    const maps = files(`plugins/${id}`).filter((p) => /new WeakMap\b/.test(readFileSync(join(root, p), 'utf8')));
    expect(maps).toEqual([]);
  });

  it.each(plugins)('plugin %s: its commands module is React-free and its flow test runs without a DOM', (id) => {
    const commands = `plugins/${id}/commands.ts`;
    expect(existsSync(join(root, commands)), commands).toBe(true);
    // A plugin may split its commands (screenCommands.ts: those only its lazy screens run): every such module too.
    const modules = readdirSync(join(root, 'plugins', id)).filter((name) => /commands\.ts$/i.test(name));
    expect(modules).toContain('commands.ts');
    for (const name of modules)
      expect(readFileSync(join(root, 'plugins', id, name), 'utf8'), name).not.toMatch(
        /from 'react'|from "react"|\.tsx'/,
      );
    const flow = `plugins/${id}/flow.test.ts`;
    expect(existsSync(join(root, flow)), flow).toBe(true);
    expect(readFileSync(join(root, flow), 'utf8').split('\n')[0]).toBe('// @vitest-environment node');
  });

  it('the check sees a client read in a component (it can fail)', () => {
    const probe = ts.createSourceFile(
      'x.tsx',
      'const A = ({ widget }) => <b onClick={() => widget.client.otps.x()} />;',
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    expect(probe.text).toContain('widget.client');
    const path = join(root, 'test-results', 'flows-probe.tsx');
    mkdirSync(join(root, 'test-results'), { recursive: true });
    writeFileSync(
      path,
      probe.text + '\nconst B = ({ c }) => { const { client } = useWidget(); return client.session.getSync(); };\n',
    );
    expect(clientReads(relative(root, path))).toEqual([
      '1: widget.client.otps',
      '1: widget.client',
      '2: { client } = useWidget()',
      '2: client.session',
    ]);
  });
});

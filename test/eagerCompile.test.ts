/**
 * The build's eager compilation rewrite (scripts/eagerCompile.mjs): what each function means is unchanged, and V8
 * really compiles the rewritten functions with their script instead of on their first call.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eagerCompile } from '../scripts/eagerCompile.mjs';

const SOURCE = `'use strict';
export const early = hoisted(2);
export function hoisted(n) { return twice(n) + 1; function twice(x) { return x * 2; } }
async function load(v) { await null; return v; }
const byArrow = (a, { b } = { b: 3 }, ...rest) => a + b + rest.length;
const objectBack = (k) => ({ [k]: k.length });
const curried = (a) => (b) => (c) => a + b + c;
const noParams = () => { return 'none'; };
const obj = {
  base: 10,
  add(n) { return this.base + n; },
  ['comp' + 'uted'](n) { return n - 1; },
  get twice() { return this.base * 2; },
  async later() { return 'later'; },
  plain: function () { return this.base; },
};
const withSuper = { __proto__: obj, viaSuper(n) { return super.add(n) * 2; } };
class Counter {
  count = 1;
  bump = () => { this.count += 1; return this.count; };
  step = (n) => n + 1;
  next() { return [1].map(() => this.count)[0]; }
}
function usesArguments() { const f = () => arguments.length; return f(); }
export default function main() { return 'main'; }
export async function all() {
  const c = new Counter();
  return [early, hoisted(1), await load('v'), byArrow(1), byArrow(1, { b: 1 }, 7, 8), objectBack('ab'), curried(1)(2)(3),
    noParams(), obj.add(1), withSuper.viaSuper(1), obj.computed(5), obj.twice, await obj.later(), obj.plain(), c.bump(), c.step(1), c.next(),
    usesArguments(1, 2, 3), main(), [3, 1, 2].sort((a, b) => a - b).join(), typeof hoisted];
}
`;

const run = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).all();

/** Function names V8 compiled lazily (on their first call) while running `code` as a module in Node. */
function lazilyCompiled(code: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'eager-'));
  writeFileSync(join(dir, 'm.mjs'), `${code}\nawait all();\n`);
  const log = join(dir, 'v8.log');
  execFileSync(process.execPath, ['--log-function-events', `--logfile=${log}`, '--no-logfile-per-isolate', 'm.mjs'], {
    cwd: dir,
  });
  const script = readFileSync(log, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('script-details,') && l.includes('/m.mjs'))
    ?.split(',')[1];
  return readFileSync(log, 'utf8')
    .split('\n')
    .map((l) => l.split(','))
    .filter((f) => f[0] === 'function' && f[1] === 'parse-function' && f[2] === script)
    .map((f) => f.slice(7).join(','));
}

describe('eagerCompile', () => {
  const out = eagerCompile(SOURCE)!;

  it('keeps what every function does', async () => {
    expect(await run(out.code)).toEqual(await run(SOURCE));
  });

  it('writes functions as parenthesized function expressions, hoisted where declarations were', () => {
    expect(out.code.startsWith(`'use strict';`)).toBe(true);
    expect(out.code).toContain('export var hoisted = (function hoisted(n)');
    expect(out.code).toContain('var twice = (function twice(x)');
    expect(out.code).toContain('var load = (async function load(v)');
    expect(out.code).toContain('const objectBack = (function (k) { return  ({ [k]: k.length }); })');
    expect(out.code).toContain('add: (function (n)');
    // What a function expression would change stays as written.
    expect(out.code).toContain('bump = () => {');
    expect(out.code).toContain('get twice()');
    expect(out.code).toContain('viaSuper(n) { return super.add(n) * 2; }');
    expect(out.code).toContain('async later()');
    expect(out.code).toContain('const f = () => arguments.length');
    expect(out.code).toContain('export default function main()');
  });

  it('makes V8 compile them with the script instead of on their first call', () => {
    const before = lazilyCompiled(SOURCE);
    const after = lazilyCompiled(out.code);
    expect(before).toEqual(expect.arrayContaining(['hoisted', 'twice', 'load', 'byArrow', 'noParams', 'add']));
    for (const name of ['hoisted', 'twice', 'load', 'byArrow', 'noParams', 'add', 'objectBack', 'curried'])
      expect(after, name).not.toContain(name);
  });

  it('leaves code it cannot parse, and code without functions, alone', () => {
    expect(eagerCompile('const x: number = 1;')).toBeNull();
    expect(eagerCompile('export const x = 1;')).toBeNull();
  });
});

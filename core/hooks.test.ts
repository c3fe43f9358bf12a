// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as tapable from 'tapable';
import * as ours from './hooks';

// The same taps run through tapable and through our no-eval hooks must give the same results, so the core can
// promise "tapable's hook semantics" while staying CSP-safe.
type Impl = typeof ours;
const impls: [string, Impl][] = [
  ['tapable', tapable as unknown as Impl],
  ['entryway', ours],
];

describe.each(impls)('%s hooks', (_name, H) => {
  it('SyncWaterfallHook threads values and orders by stage, then registration', () => {
    const hook = new H.SyncWaterfallHook<[string[], string]>(['list', 'extra']);
    hook.tap({ name: 'late', stage: 10 }, (l) => [...l, 'late']);
    hook.tap('a', (l, extra) => [...l, `a:${extra}`]);
    hook.tap({ name: 'early', stage: -5 }, (l) => [...l, 'early']);
    hook.tap('keep', () => undefined);
    hook.tap('b', (l) => [...l, 'b']);
    expect(hook.call([], 'x')).toEqual(['early', 'a:x', 'b', 'late']);
  });

  it('`before` places a tap ahead of the named one', () => {
    const hook = new H.SyncHook<[string[]]>(['out']);
    hook.tap('first', (o) => void o.push('first'));
    hook.tap('second', (o) => void o.push('second'));
    hook.tap({ name: 'jump', before: 'second' }, (o) => void o.push('jump'));
    const out: string[] = [];
    hook.call(out);
    expect(out).toEqual(['first', 'jump', 'second']);
  });

  it('SyncBailHook stops at the first defined result', () => {
    const hook = new H.SyncBailHook<[number], string>(['n']);
    const seen: string[] = [];
    hook.tap('skip', () => void seen.push('skip'));
    hook.tap('win', (n) => (seen.push('win'), `won ${n}`));
    hook.tap('never', () => (seen.push('never'), 'no'));
    expect(hook.call(3)).toBe('won 3');
    expect(seen).toEqual(['skip', 'win']);
  });

  it('AsyncSeriesBailHook awaits taps in order and bails', async () => {
    const hook = new H.AsyncSeriesBailHook<[number], string>(['n']);
    const seen: string[] = [];
    hook.tapPromise('slow-pass', async () => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push('slow-pass');
      return undefined;
    });
    hook.tap('sync-win', (n) => (seen.push('sync-win'), `n=${n}`));
    hook.tapPromise('never', async () => (seen.push('never'), 'x'));
    await expect(hook.promise(7)).resolves.toBe('n=7');
    expect(seen).toEqual(['slow-pass', 'sync-win']);
  });

  it('AsyncSeriesWaterfallHook transforms in order', async () => {
    const hook = new H.AsyncSeriesWaterfallHook<[number]>(['n']);
    hook.tapPromise('double', async (n) => n * 2);
    hook.tap('inc', (n) => n + 1);
    await expect(hook.promise(5)).resolves.toBe(11);
  });

  it('AsyncParallelHook runs all taps and rejects with a failure', async () => {
    const hook = new H.AsyncParallelHook<[string[]]>(['out']);
    hook.tapPromise('a', async (o) => void o.push('a'));
    hook.tap('b', (o) => void o.push('b'));
    const out: string[] = [];
    await hook.promise(out);
    expect(out.sort()).toEqual(['a', 'b']);
    hook.tapPromise('boom', async () => {
      throw new Error('boom');
    });
    await expect(hook.promise([])).rejects.toThrow('boom');
  });

  it('interceptors see calls and registrations', () => {
    const hook = new H.SyncHook<[number]>(['n']);
    const calls: number[] = [];
    const regs: string[] = [];
    hook.intercept({
      call: (n: number) => void calls.push(n),
      register: (t: { name: string }) => (regs.push(t.name), t),
    } as never);
    hook.tap('x', () => {});
    hook.call(1);
    expect(calls).toEqual([1]);
    expect(regs).toEqual(['x']);
  });

  it('a tap without a name is refused', () => {
    const hook = new H.SyncHook<[]>([]);
    expect(() => hook.tap('' as never, () => {})).toThrow();
  });
});

describe('entryway hooks only', () => {
  it('never compile code: no Function constructor in the module', async () => {
    const { readFileSync } = await import('node:fs');
    const src = readFileSync(`${process.cwd()}/core/hooks.ts`, 'utf8');
    const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).toMatch(/class SyncHook/);
    expect(code).not.toMatch(/new Function|\bFunction\(|eval\(/);
  });

  it('taps can be removed (tapable has no untap)', () => {
    const hook = new ours.SyncWaterfallHook<[string[]]>(['l']);
    const off = hook.tap('a', (l) => [...l, 'a']);
    hook.tap('b', (l) => [...l, 'b']);
    off();
    expect(hook.call([])).toEqual(['b']);
  });
});

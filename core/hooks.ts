/**
 * The widget's hook vocabulary: tapable's API (`tap`, `tapPromise`, `call`, `promise`, `stage`, `before`,
 * interceptors) without tapable's code generation.
 *
 * Why not tapable itself: tapable compiles each hook's dispatcher with `new Function` on first call
 * (lib/HookCodeFactory.js), which a page served with `script-src 'self'` (no 'unsafe-eval') blocks. The browser
 * test `test/e2e/csp.e2e.ts` proves that, and proves this module works under the same policy; the Vitest suite
 * `core/hooks.test.ts` runs the same taps through tapable and through this module and checks identical results,
 * so plugin authors who know tapable get exactly tapable's semantics. This is the only module of the core that
 * knows how hooks are implemented.
 */

/** Options for a tap, as in tapable. */
export interface TapOptions {
  /** Who taps: a plugin id. Required, as in tapable. */
  name: string;
  /**
   * Ordering: lower stages run first; taps of one stage run in registration order.
   * @default 0
   */
  stage?: number;
  /** Names of taps this tap must run before. */
  before?: string | string[];
}

interface Tap<F> extends Required<Pick<TapOptions, 'name' | 'stage'>> {
  before?: string[];
  fn: F;
  type: 'sync' | 'promise';
}

/** Interceptor hooks, a subset of tapable's. */
export interface HookInterceptor<Args extends unknown[]> {
  call?: (...args: Args) => void;
  register?: (tap: { name: string; stage: number }) => void;
}

type TapArg = string | TapOptions;

const normalise = (opt: TapArg): TapOptions => (typeof opt === 'string' ? { name: opt } : opt);

abstract class BaseHook<Args extends unknown[], F> {
  protected taps: Tap<F>[] = [];
  private interceptors: HookInterceptor<Args>[] = [];
  constructor(
    /** Argument names, kept for tapable compatibility and for the sandbox's hook inspector. */
    readonly argNames: string[] = [],
    readonly name?: string,
  ) {}

  protected insert(opt: TapArg, fn: F, type: 'sync' | 'promise'): () => void {
    const o = normalise(opt);
    if (!o.name) throw new Error('Missing name for tap');
    const before = o.before === undefined ? undefined : Array.isArray(o.before) ? o.before : [o.before];
    const tap: Tap<F> = { name: o.name, stage: o.stage ?? 0, before, fn, type };
    for (const i of this.interceptors) i.register?.({ name: tap.name, stage: tap.stage });
    // Same insertion algorithm as tapable's Hook._insert: walk back past later stages and named `before` taps.
    let i = this.taps.length;
    const pending = new Set(before ?? []);
    while (i > 0) {
      const prev = this.taps[i - 1];
      if (pending.size > 0 && pending.has(prev.name)) {
        pending.delete(prev.name);
        i--;
        continue;
      }
      if (pending.size > 0) {
        i--;
        continue;
      }
      if (prev.stage > tap.stage) {
        i--;
        continue;
      }
      break;
    }
    this.taps.splice(i, 0, tap);
    // tapable has no untap; we return a disposer so a widget's teardown can drop its taps.
    return () => {
      const idx = this.taps.indexOf(tap);
      if (idx >= 0) this.taps.splice(idx, 1);
    };
  }

  intercept(interceptor: HookInterceptor<Args>): void {
    this.interceptors.push(interceptor);
  }

  protected notify(args: Args): void {
    for (const i of this.interceptors) i.call?.(...args);
  }

  /** Whether anything has tapped this hook. */
  isUsed(): boolean {
    return this.taps.length > 0;
  }

  /** Tap names in run order (for debugging tools). */
  tapNames(): string[] {
    return this.taps.map((t) => t.name);
  }
}

/** Runs every tap in order; return values are ignored. */
export class SyncHook<Args extends unknown[]> extends BaseHook<Args, (...args: Args) => void> {
  tap(opt: TapArg, fn: (...args: Args) => void): () => void {
    return this.insert(opt, fn, 'sync');
  }
  call(...args: Args): void {
    this.notify(args);
    for (const t of [...this.taps]) t.fn(...args);
  }
}

/** Each tap receives the previous tap's return value as its first argument (undefined keeps the value). */
export class SyncWaterfallHook<Args extends [unknown, ...unknown[]]> extends BaseHook<
  Args,
  (...args: Args) => Args[0] | undefined
> {
  tap(opt: TapArg, fn: (...args: Args) => Args[0] | undefined): () => void {
    return this.insert(opt, fn, 'sync');
  }
  call(...args: Args): Args[0] {
    this.notify(args);
    const rest = args.slice(1);
    let value = args[0];
    for (const t of [...this.taps]) {
      const r = t.fn(...([value, ...rest] as Args));
      if (r !== undefined) value = r;
    }
    return value;
  }
}

/** The first tap that returns something other than undefined wins; later taps do not run. */
export class SyncBailHook<Args extends unknown[], R> extends BaseHook<Args, (...args: Args) => R | undefined> {
  tap(opt: TapArg, fn: (...args: Args) => R | undefined): () => void {
    return this.insert(opt, fn, 'sync');
  }
  call(...args: Args): R | undefined {
    this.notify(args);
    for (const t of [...this.taps]) {
      const r = t.fn(...args);
      if (r !== undefined) return r;
    }
    return undefined;
  }
}

type AsyncFn<Args extends unknown[], R> = (...args: Args) => R | Promise<R>;

/** Async taps run one after another; the first defined result wins. */
export class AsyncSeriesBailHook<Args extends unknown[], R> extends BaseHook<Args, AsyncFn<Args, R | undefined>> {
  tap(opt: TapArg, fn: (...args: Args) => R | undefined): () => void {
    return this.insert(opt, fn, 'sync');
  }
  tapPromise(opt: TapArg, fn: (...args: Args) => Promise<R | undefined>): () => void {
    return this.insert(opt, fn, 'promise');
  }
  async promise(...args: Args): Promise<R | undefined> {
    this.notify(args);
    for (const t of [...this.taps]) {
      const r = await t.fn(...args);
      if (r !== undefined) return r;
    }
    return undefined;
  }
}

/** Async taps run one after another, each transforming the first argument. */
export class AsyncSeriesWaterfallHook<Args extends [unknown, ...unknown[]]> extends BaseHook<
  Args,
  AsyncFn<Args, Args[0] | undefined>
> {
  tap(opt: TapArg, fn: (...args: Args) => Args[0] | undefined): () => void {
    return this.insert(opt, fn, 'sync');
  }
  tapPromise(opt: TapArg, fn: (...args: Args) => Promise<Args[0] | undefined>): () => void {
    return this.insert(opt, fn, 'promise');
  }
  async promise(...args: Args): Promise<Args[0]> {
    this.notify(args);
    const rest = args.slice(1);
    let value = args[0];
    for (const t of [...this.taps]) {
      const r = await t.fn(...([value, ...rest] as Args));
      if (r !== undefined) value = r;
    }
    return value;
  }
}

/** Async taps all start at once; the promise settles when all have (rejecting with the first failure). */
export class AsyncParallelHook<Args extends unknown[]> extends BaseHook<Args, AsyncFn<Args, void>> {
  tap(opt: TapArg, fn: (...args: Args) => void): () => void {
    return this.insert(opt, fn, 'sync');
  }
  tapPromise(opt: TapArg, fn: (...args: Args) => Promise<void>): () => void {
    return this.insert(opt, fn, 'promise');
  }
  async promise(...args: Args): Promise<void> {
    this.notify(args);
    await Promise.all([...this.taps].map(async (t) => t.fn(...args)));
  }
}

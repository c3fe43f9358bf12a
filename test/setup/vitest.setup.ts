import { afterEach, vi } from 'vitest';

// Files share a worker and its DOM environment (`isolate: false`: no new process and jsdom per file), but not modules:
// each file starts from an empty module registry, so its mocks, React and every module-level state are its own.
vi.resetModules();

// Files that run in Node (`// @vitest-environment node`: the simulator, pure functions, static checks) render nothing:
// they skip loading Testing Library and React DOM, a second or more per file on a busy 2-core machine.
// (`Node` and not `document`: a flow test's in-memory browser globals give Node a `document` but no DOM.)
if (typeof Node !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // CI machines have 2 cores and run every project in parallel: give async queries room before they fail.
  configure({ asyncUtilTimeout: 4000 });
  // Testing Library only auto-cleans with globals on; we keep globals off.
  afterEach(() => cleanup());
  keepOnlyVisibilityRules();
  await indexNamedItems();
  await typeSelectorsByName();
}

/**
 * jsdom's cascade matches every rule of its built-in browser stylesheet against each element whose style is asked for
 * (again after every change of the document) through a general selector engine: with the widget's own sheets pruned,
 * about a third of a component test's CPU. 63 of its 111 rules are plain lists of element names (`address, div, …`);
 * for an HTML element such a list matches exactly when it names the element's local name (type selectors are ASCII
 * case-insensitive for HTML elements, whose local names are lower case). Those rules are answered by that lookup;
 * every other selector, and every element outside the HTML namespace, still goes to the engine: the same matches.
 */
async function typeSelectorsByName(): Promise<void> {
  const { createRequire } = await import('node:module');
  let implSymbol: symbol;
  try {
    implSymbol = createRequire(import.meta.url)('jsdom/lib/jsdom/living/generated/utils.js').implSymbol;
  } catch {
    return; // another jsdom layout: the engine answers every rule
  }
  type Engine = { check(selector: string, element: unknown): { match: boolean; pseudoElement: string | null } };
  const engine = (document as unknown as Record<symbol, { _domSelector?: Engine }>)[implSymbol]?._domSelector;
  const patched = Symbol.for('entryway.test.typeSelectorsByName');
  if (!engine || (engine as unknown as Record<symbol, boolean>)[patched]) return;
  (engine as unknown as Record<symbol, boolean>)[patched] = true;
  const TYPE_LIST = /^[a-z][a-z0-9]*(\s*,\s*[a-z][a-z0-9]*)*$/i;
  const lists = new Map<string, Set<string> | null>();
  const check = engine.check.bind(engine);
  engine.check = (selector, element) => {
    let names = lists.get(selector);
    if (names === undefined) {
      names = TYPE_LIST.test(selector) ? new Set(selector.split(',').map((n) => n.trim().toLowerCase())) : null;
      lists.set(selector, names);
    }
    const el = element as { _namespaceURI?: string; _localName?: string };
    if (names && el._namespaceURI === 'http://www.w3.org/1999/xhtml' && typeof el._localName === 'string')
      return { match: names.has(el._localName), pseudoElement: null };
    return check(selector, element);
  };
}

/**
 * jsdom answers every string property read on an HTML collection (`select.options.length`, `parent.children.length`)
 * by first looking the name up as an element's id or name, a walk over the whole collection: React reading a
 * select's options one by one, or axe building a selector among an element's siblings, walks the country select's
 * 240 options 240 times (a sixth of the OTP component tests' CPU). This gives the lookup an index of first matches,
 * rebuilt when the collection changes (the same version jsdom's own list follows): the same answers, once per change.
 */
async function indexNamedItems(): Promise<void> {
  const { createRequire } = await import('node:module');
  let impl: { prototype: Record<string | symbol, unknown> } | undefined;
  try {
    impl = createRequire(import.meta.url)('jsdom/lib/jsdom/living/nodes/HTMLCollection-impl.js').implementation;
  } catch {
    return; // another jsdom layout: the lookups stay linear
  }
  const patched = Symbol.for('entryway.test.namedItemIndex');
  if (!impl || impl.prototype[patched]) return;
  impl.prototype[patched] = true;
  type Impl = {
    _update(): void;
    _version: number;
    _list: Array<{ getAttributeNS(ns: null, n: string): string | null; _namespaceURI: string }>;
  };
  const index = new WeakMap<Impl, { version: number; list: unknown; byKey: Map<string, unknown> }>();
  impl.prototype.namedItem = function namedItem(this: Impl, key: string) {
    if (key === '') return null;
    this._update();
    let entry = index.get(this);
    if (!entry || entry.version !== this._version || entry.list !== this._list) {
      const byKey = new Map<string, unknown>();
      // Tree order; an element's id before its name, as jsdom's walk checks them (a name counts on HTML elements only).
      for (const element of this._list) {
        const id = element.getAttributeNS(null, 'id');
        if (id !== null && !byKey.has(id)) byKey.set(id, element);
        const name =
          element._namespaceURI === 'http://www.w3.org/1999/xhtml' ? element.getAttributeNS(null, 'name') : null;
        if (name !== null && !byKey.has(name)) byKey.set(name, element);
      }
      entry = { version: this._version, list: this._list, byKey };
      index.set(this, entry);
    }
    return entry.byKey.get(key) ?? null;
  };
}

/**
 * jsdom lays nothing out: of a stylesheet, only what decides whether an element is hidden is read in these tests
 * (`display`, `visibility`, `opacity`: Testing Library's role queries and jest-dom's `toBeVisible`). Yet jsdom matches
 * every rule of every sheet on each `getComputedStyle`, and a role query calls it for every element and each of its
 * ancestors: with the widget's few hundred rules that was about 40% of a component test's CPU. So a `<style>` the
 * widget inserts (jsdom has no constructable stylesheets) keeps only the rules that set one of those properties.
 */
function keepOnlyVisibilityRules(): void {
  // This file runs again for every test file in the same worker and DOM: patch the DOM's methods once.
  const patched = Symbol.for('entryway.test.visibilityRulesOnly');
  if ((Node.prototype as unknown as Record<symbol, boolean>)[patched]) return;
  (Node.prototype as unknown as Record<symbol, boolean>)[patched] = true;
  const decides = /(^|;)\s*(display|visibility|opacity)\s*:/;
  const prune = (rules: CSSRuleList | undefined, remove: (i: number) => void) => {
    if (!rules) return;
    for (let i = rules.length - 1; i >= 0; i--) {
      const rule = rules[i] as CSSRule & { style?: CSSStyleDeclaration; cssRules?: CSSRuleList };
      if (rule.cssRules && 'deleteRule' in rule) {
        const group = rule as CSSRule & CSSGroupingRule;
        prune(group.cssRules, (j) => group.deleteRule(j));
        if (!group.cssRules.length) remove(i);
      } else if (!rule.style || !decides.test(rule.style.cssText)) remove(i);
    }
  };
  const protos = [
    Node.prototype,
    Element.prototype,
    Document.prototype,
    DocumentFragment.prototype,
  ] as unknown as Record<string, unknown>[];
  for (const proto of protos)
    for (const method of ['appendChild', 'insertBefore', 'prepend', 'append']) {
      if (!Object.prototype.hasOwnProperty.call(proto, method)) continue;
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: Node, ...args: unknown[]) {
        const result = original.apply(this, args);
        for (const node of args)
          if (node instanceof HTMLStyleElement && node.sheet)
            prune(node.sheet.cssRules, (i) => node.sheet!.deleteRule(i));
        return result;
      };
    }
}

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
 * about a third of a component test's CPU. Most of those selectors name the elements they can apply to: 63 of its 111
 * rules are plain lists of element names (`address, div, …`), and most others end in an element name (`dialog:modal`,
 * `table > tr`, `:is(ol, ul) :is(ol, ul)`). For an HTML element (type selectors are ASCII case-insensitive there, and
 * its local name is lower case), a plain list matches exactly when it names the element, and a selector whose every
 * part ends in names the element is not among cannot match it; every other case still goes to the engine. The same
 * matches, with far fewer trips through the engine.
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
  const known = new Map<string, { names: Set<string>; exact: boolean } | null>();
  const check = engine.check.bind(engine);
  engine.check = (selector, element) => {
    let entry = known.get(selector);
    if (entry === undefined) known.set(selector, (entry = subjectNames(selector)));
    const el = element as { _namespaceURI?: string; _localName?: string };
    if (entry && el._namespaceURI === 'http://www.w3.org/1999/xhtml' && typeof el._localName === 'string') {
      const named = entry.names.has(el._localName);
      // Only the style cascade calls `check`, and it reads a non-match the same with or without a pseudo-element.
      if (entry.exact || !named) return { match: named, pseudoElement: null };
    }
    return check(selector, element);
  };
}

const NAME = /^[a-z][a-z0-9]*$/i;

/**
 * The element names a selector list can apply to (each part's last compound starts with a type selector, or with
 * `:is()` of type selectors), and whether the list is nothing but names; null when some part could match any element.
 */
function subjectNames(selector: string): { names: Set<string>; exact: boolean } | null {
  const names = new Set<string>();
  let exact = true;
  for (const part of splitTopLevel(selector, ',')) {
    const compounds = splitTopLevel(part, ' >+~').filter(Boolean);
    const subject = compounds.at(-1) ?? '';
    if (NAME.test(subject) && compounds.length === 1) {
      names.add(subject.toLowerCase());
      continue;
    }
    exact = false;
    const type = /^([a-z][a-z0-9]*)(?=$|[.#:[])/i.exec(subject);
    const is = /^:is\(([^()[\]]*)\)/.exec(subject);
    if (type) names.add(type[1].toLowerCase());
    else if (is && is[1].split(',').every((n) => NAME.test(n.trim())))
      for (const n of is[1].split(',')) names.add(n.trim().toLowerCase());
    else return null;
  }
  return names.size ? { names, exact } : null;
}

/** `text` split at the characters of `separators` outside brackets, parentheses and quotes, each piece trimmed. */
function splitTopLevel(text: string, separators: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && separators.includes(c)) {
      pieces.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  pieces.push(text.slice(start).trim());
  return pieces;
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

import { afterEach, vi } from 'vitest';

// Files share a worker and its DOM environment (`isolate: false`: no new process and jsdom per file), but not modules:
// each file starts from an empty module registry, so its mocks, React and every module-level state are its own.
vi.resetModules();

// Files that run in Node (`// @vitest-environment node`: the simulator, pure functions, static checks) render nothing:
// they skip loading Testing Library and React DOM, a second or more per file on a busy 2-core machine. A Node file
// may find a `document` all the same: the in-memory one a flow test before it in this worker installed
// (entryway/testing), which is no DOM (no `Node`).
if (typeof document !== 'undefined' && typeof Node !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // CI machines have 2 cores and run every project in parallel: give async queries room before they fail.
  configure({ asyncUtilTimeout: 4000 });
  // Testing Library only auto-cleans with globals on; we keep globals off.
  afterEach(() => cleanup());
  keepOnlyVisibilityRules();
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
  const protos = [Node.prototype, Element.prototype, Document.prototype, DocumentFragment.prototype] as unknown as Record<string, unknown>[];
  for (const proto of protos)
    for (const method of ['appendChild', 'insertBefore', 'prepend', 'append']) {
      if (!Object.prototype.hasOwnProperty.call(proto, method)) continue;
      const original = proto[method] as (...args: unknown[]) => unknown;
      proto[method] = function (this: Node, ...args: unknown[]) {
        const result = original.apply(this, args);
        for (const node of args)
          if (node instanceof HTMLStyleElement && node.sheet) prune(node.sheet.cssRules, (i) => node.sheet!.deleteRule(i));
        return result;
      };
    }
}

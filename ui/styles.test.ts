import { describe, expect, it } from 'vitest';
import { uiStyles } from './styles';
import { codeInputStyles } from './CodeInput.styles';

/** A rough, independent CSS walker: returns every style rule's selector list, descending into @media/@supports. */
function roughSelectors(css: string): { selectors: string[]; body: string }[] {
  const src = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: { selectors: string[]; body: string }[] = [];
  const walk = (text: string) => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) break;
      const prelude = text.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      while (j < text.length && depth > 0) {
        if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        j++;
      }
      const body = text.slice(open + 1, j - 1);
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) walk(body);
      else if (!prelude.startsWith('@keyframes')) {
        expect(prelude.startsWith('@'), `unexpected at-rule ${prelude}`).toBe(false);
        out.push({ selectors: prelude.split(',').map((s) => s.trim()), body });
      }
      i = j;
    }
  };
  walk(src);
  return out;
}

/** The same via the browser CSS parser (jsdom), which also proves the CSS parses and nothing is dropped. */
function cssomRules(css = uiStyles): CSSStyleRule[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const found: CSSStyleRule[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSStyleRule) found.push(rule);
      else if (rule instanceof CSSMediaRule) walk(rule.cssRules);
    }
  };
  walk(sheet.cssRules);
  return found;
}

const find = (selector: string, css = uiStyles) =>
  cssomRules(css).find((r) => r.selectorText.split(/\s*,\s*/).includes(selector));

// The kit's sheet and the code input's own (adopted by the field where it renders) follow the same rules.
describe.each([
  ['uiStyles', uiStyles, 50],
  ['codeInputStyles', codeInputStyles, 10],
])('%s', (_, css, least) => {
  const rules = roughSelectors(css);
  it('has only .ew-root-scoped selectors', () => {
    expect(rules.length).toBeGreaterThan(least);
    for (const { selectors } of rules) {
      for (const selector of selectors) {
        expect(selector, selector).toMatch(/^\.ew-root(?=$|[\s.:[])/);
      }
    }
  });

  it('uses only ew- prefixed class names', () => {
    for (const { selectors } of rules) {
      for (const cls of selectors.join(' ').match(/\.[A-Za-z_-][\w-]*/g) ?? []) {
        expect(cls, cls).toMatch(/^\.ew-/);
      }
    }
  });

  it('parses in a real CSS parser with every rule kept, all scoped', () => {
    const parsed = cssomRules(css);
    expect(parsed).toHaveLength(rules.length);
    for (const rule of parsed) {
      for (const selector of rule.selectorText.split(/\s*,\s*/)) expect(selector).toMatch(/^\.ew-root(?=$|[\s.:[])/);
    }
  });

  it('loads nothing external and fixes nothing to the page', () => {
    expect(css).not.toMatch(/url\(|@import|expression\(|javascript:/i);
    expect(css).not.toMatch(/position:\s*fixed/);
  });
});

describe('uiStyles', () => {
  const rules = roughSelectors(uiStyles);

  it('sets button height 45px (growing only for a label that wraps) and input height 47px with border-box sizing', () => {
    expect(find('.ew-root .ew-btn')?.style.minHeight).toBe('45px');
    expect(find('.ew-root .ew-input')?.style.height).toBe('47px');
    expect(find('.ew-root .ew-code-box', codeInputStyles)?.style.height).toBe('47px');
    expect(find('.ew-root *')?.style.getPropertyValue('box-sizing')).toBe('border-box');
    // Rough check on the raw text too.
    expect(rules.find((r) => r.selectors.includes('.ew-root .ew-btn'))?.body).toMatch(/(^|;|\s)min-height:\s*45px/);
    expect(rules.find((r) => r.selectors.includes('.ew-root .ew-input'))?.body).toMatch(/(^|;|\s)height:\s*47px/);
  });

  it('takes colours and sizes from the --ew-* variables with the spec defaults', () => {
    for (const v of [
      'var(--ew-font, Arial',
      'var(--ew-primary, #19303D)',
      'var(--ew-text, #19303D)',
      'var(--ew-secondary, #5C727D)',
      'var(--ew-success, #0C5A56)',
      'var(--ew-error, #8B1214)',
      'var(--ew-container-bg, #FFFFFF)',
      'var(--ew-container-border, #ADBCC5)',
      'var(--ew-container-radius, 8px)',
      'var(--ew-container-width, 400px)',
      'var(--ew-btn-primary-bg, var(--ew-primary, #19303D))',
      'var(--ew-btn-primary-text, #FFFFFF)',
      'var(--ew-btn-primary-border,',
      'var(--ew-btn-secondary-bg, #FFFFFF)',
      'var(--ew-btn-secondary-text, var(--ew-primary, #19303D))',
      'var(--ew-btn-secondary-border, var(--ew-primary, #19303D))',
      'var(--ew-btn-disabled-bg, #F3F5F6)',
      'var(--ew-btn-disabled-text, #5C727D)',
      'var(--ew-btn-disabled-border, #F3F5F6)',
      'var(--ew-btn-radius, 4px)',
      'var(--ew-input-bg, #FFFFFF)',
      'var(--ew-input-text, var(--ew-text, #19303D))',
      'var(--ew-input-border, #5C727D)',
      'var(--ew-input-placeholder, #5C727D)',
      'var(--ew-input-radius, 4px)',
      'var(--ew-header-size, 24px)',
      'var(--ew-body-size, 16px)',
      'var(--ew-helper-size, 14px)',
    ]) {
      expect(uiStyles, v).toContain(v);
    }
    expect(find('.ew-root .ew-heading')?.style.fontWeight).toBe('600');
  });

  it('loads nothing external and respects reduced motion', () => {
    expect(uiStyles).not.toMatch(/url\(|@import|expression\(|javascript:/i);
    expect(uiStyles).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
    expect(find('.ew-root .ew-toasts')?.style.position).toBe('absolute');
    expect(uiStyles).not.toMatch(/position:\s*fixed/);
  });
});

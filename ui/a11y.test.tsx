import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Gallery } from './Gallery';
import { uiStyles } from './styles';

/** jsdom cannot compute colours or layout: contrast is checked in the browser e2e suite instead. */
const options: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

const summary = (results: axe.AxeResults) =>
  results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('axe (WCAG 2.2 AA) on the component gallery', () => {
  it('has zero violations', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(uiStyles);
    document.adoptedStyleSheets = [sheet];
    const { container } = render(<Gallery />);
    expect(container.querySelector('.ew-root')).not.toBeNull();
    const results = await axe.run(container, options);
    expect(summary(results)).toEqual([]);
    // The relevant rules did run and pass (the result is not vacuously empty).
    const passed = results.passes.map((r) => r.id);
    const expected = [
      'label',
      'button-name',
      'aria-allowed-attr',
      'aria-required-children',
      'aria-valid-attr-value',
      'duplicate-id-aria',
      'image-alt',
      'link-name',
      'svg-img-alt',
      'heading-order',
    ];
    for (const id of expected) {
      expect(passed, id).toContain(id);
    }
    document.adoptedStyleSheets = [];
  }, 30_000);

  it('the harness catches a real violation (negative control)', async () => {
    const { container } = render(
      <div className="ew-root">
        <input type="text" />
        <button type="button" />
      </div>,
    );
    const results = await axe.run(container, options);
    const ids = results.violations.map((v) => v.id);
    expect(ids).toContain('label');
    expect(ids).toContain('button-name');
  }, 30_000);
});

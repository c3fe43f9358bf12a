/**
 * Host styles must not leak into a light-DOM widget. The same widgets (mountLogin and React
 * `<Login/>`) render on a plain page and on one with aggressive global styles (sandbox/public/host-styles/hostile.css:
 * the Vite template's `h1`/`button`/`:root` rules, `* { box-sizing; letter-spacing }`, input, label, svg, img and
 * placeholder rules); every computed style of every widget element must be identical, on Main and on a second screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { resetSim, screenshot } from './helpers';

const WIDGETS = ['[data-testid=widget-host]', '[data-testid=react-host]'];
/** Inherited properties compared on `.ew-root` itself; its size follows the host element's, which is the host's. */
const ROOT_PROPERTIES = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'word-spacing',
  'line-height',
  'color',
  'text-transform',
  'text-indent',
  'text-align',
  'text-shadow',
  'white-space',
  'box-sizing',
  'color-scheme',
];

/**
 * Every computed property of every element under `.ew-root` (and of its ::before/::after/::placeholder, SVG aside).
 * Collected in the page as one value list per element (property names once): the same data as a name → value map
 * with a fraction of the bytes to serialize and compare.
 */
async function computedStyles(page: Page, host: string): Promise<Record<string, string>> {
  const { names, rows, root } = await page.locator(`${host} .ew-root`).evaluate((rootEl, rootProps) => {
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== rootEl; e = e.parentElement)
        parts.unshift(
          `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/).join('.')}` : ''}:${[...(e.parentElement?.children ?? [])].indexOf(e)}`,
        );
      return parts.join(' > ') || '.ew-root';
    };
    const propNames = Array.from(getComputedStyle(rootEl));
    const values = (style: CSSStyleDeclaration) => propNames.map((name) => style.getPropertyValue(name)).join('\u0001');
    const out: [string, string][] = [];
    for (const el of rootEl.querySelectorAll('*')) {
      const key = path(el);
      out.push([key, values(getComputedStyle(el))]);
      // SVG elements generate no ::before/::after boxes; nothing to compare there.
      if (el instanceof SVGElement) continue;
      for (const pseudo of ['::before', '::after', ...(el.matches('input, textarea') ? ['::placeholder'] : [])])
        out.push([`${key}${pseudo}`, values(getComputedStyle(el, pseudo))]);
    }
    const rootStyle = getComputedStyle(rootEl);
    return { names: propNames, rows: out, root: rootProps.map((name) => [name, rootStyle.getPropertyValue(name)]) };
  }, ROOT_PROPERTIES);
  const result: Record<string, string> = {};
  for (const [name, value] of root) result[`.ew-root {${name}}`] = value;
  for (const [key, joined] of rows) {
    const values = joined.split('\u0001');
    names.forEach((name, i) => {
      result[`${key} {${name}}`] = values[i];
    });
  }
  return result;
}

function differences(plain: Record<string, string>, hostile: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(plain), ...Object.keys(hostile)]);
  return [...keys].filter((k) => plain[k] !== hostile[k]).map((k) => `${k}: ${plain[k]} → ${hostile[k]}`);
}

async function open(page: Page, variant: 'plain' | 'hostile') {
  await page.goto(variant === 'hostile' ? '/host-styles?hostile=1' : '/host-styles');
  for (const host of WIDGETS)
    await expect(page.locator(host).getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
}

/** Main → the screen a new user gets next (a second screen with buttons, text and icons). */
async function toPasswordScreen(page: Page, host: string) {
  const widget = page.locator(host);
  await widget.getByRole('textbox', { name: 'Email' }).fill('host.styles@example.com');
  await widget.getByRole('button', { name: 'Continue with email' }).click();
  await expect(widget.getByRole('heading', { name: 'Sign up or log in' })).toHaveCount(0);
  await expect(widget.getByRole('heading')).toBeVisible();
  await expect(widget.locator('.ew-spinner')).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

/** Computed styles of both widgets on Main and on the password screen, for one variant of the host page. */
async function snapshot(page: Page, variant: 'plain' | 'hostile') {
  await open(page, variant);
  const result: Record<string, Record<string, string>> = {};
  for (const host of WIDGETS) result[`${host} Main`] = await computedStyles(page, host);
  await screenshot(page, `host-styles-${variant}`);
  for (const host of WIDGETS) {
    await toPasswordScreen(page, host);
    result[`${host} second screen`] = await computedStyles(page, host);
  }
  return result;
}

test('a page with aggressive global styles changes nothing in the widget (computed styles, Main and a second screen)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1000, height: 1400 });
  const plain = await snapshot(page, 'plain');
  await expect(page.locator('body > h1')).not.toHaveCSS('font-family', '"Courier New", monospace');
  const hostile = await snapshot(page, 'hostile');
  // The hostile sheet really applies to the host page.
  await expect(page.locator('body > h1')).toHaveCSS('font-family', '"Courier New", monospace');
  for (const view of Object.keys(plain)) {
    expect(Object.keys(plain[view]).length, `${view}: styles collected`).toBeGreaterThan(1000);
    expect(differences(plain[view], hostile[view]), `${view} differs on the hostile page`).toEqual([]);
  }
});

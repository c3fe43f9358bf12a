import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, mountLogin, type AnyPlugin } from 'entryway';
import { negotiate } from './negotiate';
import { formatMessage, parse } from './icu';
import { pseudoCatalog } from './pseudo';
import { fakeClient, stubMagicLinks } from '../test/fixtures/stubs';

const client = fakeClient();
const SHIPPED = ['ar', 'de', 'es', 'es-MX', 'ja', 'nb', 'pt-BR', 'pt-PT', 'zh-CN', 'zh-TW', 'en-XA', 'ar-XB'];

describe('negotiation', () => {
  it.each([
    [['de-AT'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-PT'],
    [['zh-HK'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['es-AR'], 'es-MX'],
    [['es-ES'], 'es'],
    [['no'], 'nb'],
    [['xx-YY', 'ja-JP'], 'ja'],
    [['en-GB', 'de'], 'en'],
    [['tlh'], 'en'],
    [['not a tag', 'DE'], 'de'],
    [['en-xa'], 'en-XA'],
  ])('%j → %s', (wanted, tag) => expect(negotiate(wanted, SHIPPED)).toBe(tag));
});

describe('ICU messages', () => {
  const wait = 'Please wait {seconds, plural, one {# second} other {# seconds}}.';
  it('formats plurals with the locale’s categories and numbers', () => {
    expect(formatMessage(wait, { seconds: 1 }, 'en')).toBe('Please wait 1 second.');
    expect(formatMessage(wait, { seconds: 1200 }, 'en')).toBe('Please wait 1,200 seconds.');
    const ar = '{n, plural, zero {صفر} one {واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}';
    expect(formatMessage(ar, { n: 2 }, 'ar')).toBe('ثانيتين');
    const digits = new Intl.NumberFormat('ar');
    expect(formatMessage(ar, { n: 3 }, 'ar')).toBe(`${digits.format(3)} ثوانٍ`);
    expect(formatMessage(ar, { n: 11 }, 'ar')).toBe(`${digits.format(11)} ثانية`);
    expect(formatMessage('{n, plural, =0 {none} other {# left}}', { n: 0 }, 'en')).toBe('none');
    expect(formatMessage('{kind, select, sms {Text} other {Email}}', { kind: 'sms' }, 'en')).toBe('Text');
    expect(formatMessage('{n, number} of 4', { n: 3 }, 'de')).toBe('3 of 4');
  });

  it('keeps apostrophes as ICU does and never evaluates', () => {
    expect(formatMessage("Didn't get it? '{'literal'}' it''s", {}, 'en')).toBe("Didn't get it? {literal} it's");
    expect(formatMessage('Hi {a} {b}', { a: '<img src=x>' }, 'en')).toBe('Hi <img src=x> {b}');
  });

  it('isolates text arguments inside right-to-left text', () => {
    expect(formatMessage('أُرسل إلى {email}.', { email: 'a@b.co' }, 'ar')).toBe('أُرسل إلى \u2068a@b.co\u2069.');
    expect(formatMessage('Sent to {email}.', { email: 'a@b.co' }, 'de')).toBe('Sent to a@b.co.');
  });

  it('rejects broken syntax with the position', () => {
    expect(() => parse('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parse('{n, plural, other {x}')).toThrow(/expected/);
    expect(() => parse('a } b')).toThrow(/unexpected/);
  });
});

describe('pseudo-locales', () => {
  const english = {
    'x.title': 'Sign up or log in',
    'x.wait': 'Wait {seconds, plural, one {# second} other {# seconds}} for {email}',
  };
  it('en-XA is accented, bracketed, about 35 % longer, with arguments intact', () => {
    const xa = pseudoCatalog(english, 'en-XA');
    expect(xa['x.title']).toMatch(/^\[Šîĝñ ûþ öŕ ļöĝ îñ .+\]$/);
    expect(xa['x.title'].length).toBeGreaterThanOrEqual(english['x.title'].length * 1.3);
    expect(formatMessage(xa['x.wait'], { seconds: 2, email: 'a@b.co' }, 'en-XA')).toMatch(
      /^\[Ŵåîţ 2 šéçöñđš f?öŕ a@b\.co/,
    );
  });
  it('ar-XB wraps every word in a right-to-left override', () => {
    expect(pseudoCatalog(english, 'ar-XB')['x.title']).toBe(
      '\u202eSign\u202c \u202eup\u202c \u202eor\u202c \u202elog\u202c \u202ein\u202c',
    );
  });
});

/** A plugin with catalogs in two locales, one of which loads when `release` is called. */
function localisedPlugin(release?: Promise<void>): AnyPlugin {
  const base = stubMagicLinks();
  return definePlugin({
    ...base,
    locales: (tag: string) =>
      tag === 'de'
        ? (release ?? Promise.resolve()).then(() => ({ 'stub-eml.tab': 'E-Mail' }))
        : tag === 'ja'
          ? Promise.reject(new Error('chunk failed'))
          : undefined,
  });
}

describe('a widget in a locale', () => {
  it('shows its first screen in the chosen language, never English first (the spinner while catalogs load)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    document.body.innerHTML = '<div id="w"></div>';
    const w = mountLogin({ elementId: '#w', client, plugins: [localisedPlugin(gate)], locale: 'de-AT' });
    const root = await vi.waitFor(
      () => document.querySelector<HTMLElement>('.ew-container') ?? Promise.reject(new Error('not rendered')),
    );
    // While German loads there is no German text yet, and English is not what this user reads: the spinner shows
    // without any text, nothing is announced or labelled, and the widget is marked busy.
    expect(root.querySelector('.ew-spinner')).toBeTruthy();
    expect(root.textContent).toBe('');
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect([...root.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))).toEqual([]);
    expect(root.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    expect(await screen.findByText('Registrieren oder anmelden')).toBeTruthy();
    expect(w.widget.api.t('stub-eml.tab')).toBe('E-Mail');
    expect([root.getAttribute('lang'), root.getAttribute('dir'), root.getAttribute('aria-busy')]).toEqual([
      'de',
      'ltr',
      null,
    ]);
    w.unmount();
  });

  it('says "Loading" in English while an English widget starts', async () => {
    document.body.innerHTML = '<div id="w"></div>';
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowStart = definePlugin({
      ...stubMagicLinks(),
      apply: ({ widget }) => widget.hooks.initialScreen.tapPromise({ name: 'slow' }, () => gate.then(() => undefined)),
    } as AnyPlugin);
    const w = mountLogin({ elementId: '#w', client, plugins: [slowStart] });
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Loading'));
    expect(document.querySelector('.ew-container')!.getAttribute('lang')).toBe('en');
    await act(async () => release());
    expect(await screen.findByText('Sign up or log in')).toBeTruthy();
    w.unmount();
  });

  it('falls back to English with lang="en" and tells onError when a catalog cannot be loaded', async () => {
    document.body.innerHTML = '<div id="w"></div>';
    const onError = vi.fn();
    const w = mountLogin({
      elementId: '#w',
      client,
      plugins: [localisedPlugin()],
      locale: 'ja',
      callbacks: { onError },
    });
    expect(await screen.findByText('Sign up or log in')).toBeTruthy();
    expect(document.querySelector('.ew-container')!.getAttribute('lang')).toBe('en');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/"ja" catalogs could not be loaded/) }),
    );
    w.unmount();
  });

  it('re-renders in place on a new locale, keeping what was typed; right to left in Arabic', async () => {
    document.body.innerHTML = '<div id="w"></div>';
    const w = mountLogin({ elementId: '#w', client, plugins: [localisedPlugin()], locale: 'de' });
    const input = (await screen.findByRole('textbox')) as HTMLInputElement;
    await userEvent.type(input, 'typed@example.com');
    await act(() => w.widget.setLocale('ar'));
    expect(await screen.findByText('التسجيل أو تسجيل الدخول')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('typed@example.com');
    const root = document.querySelector('.ew-container')!;
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    w.unmount();
  });

  it('applies per-locale overrides over the catalogs, and top-level ones in every locale', async () => {
    document.body.innerHTML = '<div id="w"></div>';
    const w = mountLogin({
      elementId: '#w',
      client,
      plugins: [localisedPlugin()],
      locale: 'de',
      strings: { 'core.main.or': 'OR', de: { 'core.main.title': 'Willkommen {n, plural, one {# Mal} other {# Mal}}' } },
    });
    await screen.findByText('Registrieren oder anmelden').catch(() => null);
    expect(w.widget.api.t('core.main.title', { n: 2 })).toBe('Willkommen 2 Mal');
    expect(w.widget.api.t('core.main.or')).toBe('OR');
    await act(() => w.widget.setLocale('en'));
    expect(w.widget.api.t('core.main.title')).toBe('Sign up or log in');
    w.unmount();
  });
});

describe('the locale Stytch writes messages in', () => {
  const at = (locale: string) => ({ getState: () => ({ widget: { locale } }) });
  it('follows the widget when Stytch has copy in that language, unless the app chose one', async () => {
    const { messageLocale } = await import('entryway');
    expect(messageLocale(at('es-MX'))).toBe('es');
    expect(messageLocale(at('pt-BR'))).toBe('pt-br');
    expect(messageLocale(at('de'))).toBeUndefined();
    expect(messageLocale(at('en'))).toBeUndefined();
    expect(messageLocale(at('es'), 'fr')).toBe('fr');
  });
});

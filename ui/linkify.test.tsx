import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { linkify } from './linkify';
import { LinkifiedText } from './LinkifiedText';

/** [input URL string, expected href or null (stays text)] — each is also embedded in a sentence below. */
const cases: [string, string | null][] = [
  // Allowed
  ['https://stytch.com', 'https://stytch.com/'],
  ['https://stytch.com/', 'https://stytch.com/'],
  ['https://stytch.com/docs/api/errors/400', 'https://stytch.com/docs/api/errors/400'],
  ['https://docs.stytch.com/guide', 'https://docs.stytch.com/guide'],
  ['https://a.b.stytch.com/x', 'https://a.b.stytch.com/x'],
  ['https://stytch.com/docs?x=1&y=2#frag', 'https://stytch.com/docs?x=1&y=2#frag'],
  ['HTTPS://STYTCH.COM/Docs', 'https://stytch.com/Docs'],
  ['https://stytch.com:443/docs', 'https://stytch.com/docs'],
  ['https://stytch.com/a b', 'https://stytch.com/a'], // whitespace ends the URL
  ['https://stytch.com/wiki/Foo_(bar)', 'https://stytch.com/wiki/Foo_(bar)'],
  ['https://stytch.com/%3Cscript%3E', 'https://stytch.com/%3Cscript%3E'],
  ['https://stytch.com/"onmouseover="x', 'https://stytch.com/%22onmouseover=%22x'],
  // Rejected schemes and shapes
  ['http://stytch.com/docs', null],
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)//https://stytch.com', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['vbscript:msgbox(1)', null],
  ['blob:https://stytch.com/uuid', null],
  ['//stytch.com/docs', null],
  ['ftp://stytch.com', null],
  ['https:stytch.com', null],
  ['https:/stytch.com', null],
  ['xhttps://stytch.com', null],
  // Userinfo
  ['https://user@stytch.com/', null],
  ['https://user:pass@stytch.com/', null],
  ['https://stytch.com@evil.com/', null],
  ['https://@stytch.com/', null],
  ['https://stytch.com%40evil.com/', null],
  // Backslashes
  ['https://stytch.com\\@evil.com', null],
  ['https://evil.com\\.stytch.com', null],
  ['https:\\\\stytch.com', null],
  // Control, format and bidi characters
  ['https://stytch.com/\u202Emoc.live', null],
  ['https://stytch.com\u202A/docs', null],
  ['https://stytch.com/\u2066x\u2069', null],
  ['https://sty\u200Btch.com', null],
  ['https://stytch.com/\u0000', null],
  ['https://stytch.com/\u0007bell', null],
  ['https://stytch.com\u00AD/docs', null],
  // Lookalike hosts
  ['https://stytch.com.evil.com/', null],
  ['https://evilstytch.com/', null],
  ['https://stytch.co/', null],
  ['https://stytch.com./', null],
  ['https://stytсh.com/', null], // Cyrillic 'с'
  ['https://evil.com/?https://stytch.com', null],
  ['https://evil.com#@stytch.com', null],
  ['https://stytch.com:8443/', null],
  ['https://1.2.3.4/', null],
  ['https://[::1]/', null],
];

describe('linkify: table of URLs', () => {
  it.each(cases)('%j → %j', (raw, href) => {
    const segments = linkify(`Error: see ${raw} for details`);
    const links = segments.filter((s) => s.type === 'link');
    if (href === null) {
      expect(links).toEqual([]);
      expect(segments.map((s) => s.value).join('')).toBe(`Error: see ${raw} for details`);
    } else {
      expect(links).toHaveLength(1);
      expect(links[0]).toMatchObject({ type: 'link', href });
      // Link text is the literal URL as written (before the first whitespace).
      expect(links[0]!.value).toBe(raw.split(/\s/)[0]);
      // Nothing is lost or reordered.
      expect(segments.map((s) => s.value).join('')).toBe(`Error: see ${raw} for details`);
    }
  });

  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('renders %j with the exact href and rel, or no link at all', (raw, href) => {
    const { container } = render(<LinkifiedText text={`See ${raw}.`} />);
    const anchors = container.querySelectorAll('a');
    if (href === null) {
      expect(anchors).toHaveLength(0);
    } else {
      expect(anchors).toHaveLength(1);
      const a = anchors[0]!;
      expect(a.getAttribute('href')).toBe(href);
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    expect(container.textContent).toBe(`See ${raw}.`);
    expect(container.querySelector('script,img,svg,iframe')).toBeNull();
  });
});

describe('linkify: punctuation and context', () => {
  it.each([
    ['Read https://stytch.com/docs.', 'https://stytch.com/docs', '.'],
    ['Read https://stytch.com/docs, then retry', 'https://stytch.com/docs', ', then retry'],
    ['(see https://stytch.com/docs)', 'https://stytch.com/docs', ')'],
    ['(https://stytch.com/docs).', 'https://stytch.com/docs', ').'],
    ['"https://stytch.com/docs"!', 'https://stytch.com/docs', '"!'],
    ['Go to https://stytch.com/docs?', 'https://stytch.com/docs', '?'],
    ['Go to https://stytch.com/docs;', 'https://stytch.com/docs', ';'],
    ['[https://stytch.com/docs]', 'https://stytch.com/docs', ']'],
    ['See https://stytch.com/wiki/Foo_(bar).', 'https://stytch.com/wiki/Foo_(bar)', '.'],
  ])('%j', (text, url, after) => {
    const segments = linkify(text);
    const i = segments.findIndex((s) => s.type === 'link');
    expect(segments[i]).toEqual({ type: 'link', href: new URL(url).href, value: url });
    expect(segments[i + 1]).toEqual({ type: 'text', value: after });
    expect(segments.map((s) => s.value).join('')).toBe(text);
  });

  it('links several URLs and keeps the text between them', () => {
    expect(linkify('A https://stytch.com/a and https://evil.com and https://docs.stytch.com/b.')).toEqual([
      { type: 'text', value: 'A ' },
      { type: 'link', href: 'https://stytch.com/a', value: 'https://stytch.com/a' },
      { type: 'text', value: ' and https://evil.com and ' },
      { type: 'link', href: 'https://docs.stytch.com/b', value: 'https://docs.stytch.com/b' },
      { type: 'text', value: '.' },
    ]);
  });

  it('returns plain text unchanged, and nothing for empty text', () => {
    expect(linkify('No links here.')).toEqual([{ type: 'text', value: 'No links here.' }]);
    expect(linkify('')).toEqual([]);
  });

  it('honours allowedHosts (exact host or subdomain only)', () => {
    const hosts = ['example.org'];
    expect(linkify('https://example.org/x', hosts)).toEqual([
      { type: 'link', href: 'https://example.org/x', value: 'https://example.org/x' },
    ]);
    expect(linkify('https://help.example.org/x', hosts)[0]?.type).toBe('link');
    expect(linkify('https://stytch.com/x', hosts)[0]?.type).toBe('text');
    expect(linkify('https://badexample.org/x', hosts)[0]?.type).toBe('text');
    expect(linkify('https://stytch.com/x', [])[0]?.type).toBe('text');
    expect(linkify('https://stytch.com/x', [''])[0]?.type).toBe('text');
  });

  it('renders hostile markup as text (never HTML)', () => {
    const payload =
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script> https://stytch.com/<b>x</b>';
    const { container } = render(<LinkifiedText text={payload} />);
    expect(container.querySelector('img,script,b')).toBeNull();
    expect(container.textContent).toBe(payload);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

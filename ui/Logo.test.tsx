import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Logo } from './Logo';
import { Watermark } from './Watermark';
import { safeImageSrc } from './url';

describe('Logo', () => {
  it.each([
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['HTTPS://CDN.EXAMPLE.COM/a b'.replace(' ', '%20'), 'https://cdn.example.com/a%20b'],
    ['/static/logo.svg', 'http://localhost:3000/static/logo.svg'],
  ])('renders %j as an img with no referrer', (src, expected) => {
    const { container } = render(<Logo src={src} alt="Acme" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img!.getAttribute('src')).toBe(expected);
    expect(img!.getAttribute('alt')).toBe('Acme');
    expect(img!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(img!.className).toContain('ew-logo');
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://cdn.example.com/logo.png',
    '//evil.com/logo.png',
    '/\\evil.com/logo.png',
    '\\\\evil.com\\logo.png',
    '/\t/evil.com/logo.png',
    'https://user:pw@evil.com/logo.png',
    'https:evil.com/logo.png',
    'blob:https://example.com/uuid',
    'vbscript:msgbox(1)',
    'logo.png',
    '',
    'https://example.com/\u202Egnp.exe',
  ])('rejects %j (renders nothing)', (src) => {
    const { container } = render(<Logo src={src} alt="Acme" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('rejects non-strings', () => {
    expect(safeImageSrc(undefined)).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
    expect(safeImageSrc({ toString: () => 'https://a.com/x.png' })).toBeNull();
  });
});

describe('Watermark', () => {
  it('links to the provider in a new tab with noopener and a named wordmark', () => {
    const { container } = render(<Watermark />);
    const a = container.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://stytch.com/');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.textContent).toContain('Powered by');
    const svg = a.querySelector('svg[role="img"]')!;
    expect(svg.getAttribute('aria-label')).toBe('Stytch');
    expect(svg.getAttribute('width')).toBe('150');
  });

  it('falls back to the default href for unsafe values', () => {
    const { container } = render(<Watermark href="javascript:alert(1)" label="Bereitgestellt von" />);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://stytch.com/');
    expect(container.textContent).toContain('Bereitgestellt von');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(dir)
  .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));

describe('UI kit source hygiene', () => {
  it('found the sources', () => {
    expect(sources.map((s) => s.file)).toEqual(expect.arrayContaining(['Button.tsx', 'linkify.ts', 'styles.ts']));
  });

  it.each([
    ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
    ['innerHTML/outerHTML', /\.(inner|outer)HTML\b/],
    ['insertAdjacentHTML', /insertAdjacentHTML/],
    ['document.write', /document\.write/],
    ['DOMParser', /DOMParser/],
    ['srcdoc', /srcdoc|srcDoc/],
    ['eval / new Function', /\beval\(|new Function\(/],
    ['string timers', /set(Timeout|Interval)\(\s*['"`]/],
    ['style attribute strings', /setAttribute\(\s*['"]style|style=["']/],
    ['React style props', /\bstyle=\{/],
    ['<style> elements', /<style[\s>]/],
  ])('no %s', (_name, pattern) => {
    for (const { file, text } of sources) expect(pattern.test(text), file).toBe(false);
  });

  it('every target="_blank" link sets rel="noopener noreferrer"', () => {
    let anchors = 0;
    for (const { file, text } of sources) {
      for (const [tag] of text.matchAll(/<a\s[^>]*>/g)) {
        anchors++;
        if (tag.includes('target=')) {
          expect(tag, file).toContain('target="_blank"');
          expect(tag, file).toContain('rel="noopener noreferrer"');
        }
      }
    }
    expect(anchors).toBeGreaterThanOrEqual(2);
  });

  it('imports nothing but React and local modules', () => {
    for (const { file, text } of sources) {
      for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
        expect(spec === 'react' || spec!.startsWith('./'), `${file}: ${spec}`).toBe(true);
      }
    }
  });
});

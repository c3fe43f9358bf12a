// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blockProblems, docBlocks, parseBlocks } from '../../scripts/docBlocks.mjs';

const root = process.cwd();
const md = (text: string, file = 'README.md') => parseBlocks(text).map((b) => ({ file, ...b }));

describe('code blocks of the READMEs and docs/', () => {
  it('are each run by the packaging test or marked as a fragment a named test covers', () => {
    const blocks = docBlocks(root);
    expect(blocks.length).toBeGreaterThan(40);
    expect(blockProblems(root, blocks)).toEqual([]);
  });

  it('the packaging test runs README.md and the plugin guide (their pages are scratch-app files)', () => {
    const written = docBlocks(root)
      .filter((b) => b.marker?.kind === 'scratch-app')
      .map((b) => `${b.file} → ${b.marker!.path}`);
    expect(written).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^README\.md → src\//),
        expect.stringMatching(/^docs\/writing-a-plugin\.md → /),
      ]),
    );
  });
});

describe('the marker check', () => {
  it('reports a block without a marker, with where it is', () => {
    const problems = blockProblems(root, md('# T\n\n```ts\nconst a = 1;\n```\n'));
    expect(problems).toEqual([expect.stringMatching(/^README\.md:3: a ```ts block is neither run nor marked/)]);
  });

  it('reports a misspelt marker as missing, quoting it', () => {
    expect(blockProblems(root, md('<!-- fragmnt: covered by test/e2e/csp.e2e.ts -->\n```ts\nx\n```\n'))).toEqual([
      expect.stringContaining('found <!-- fragmnt: covered by test/e2e/csp.e2e.ts -->'),
    ]);
  });

  it('reports a fragment whose named test does not exist', () => {
    expect(blockProblems(root, md('<!-- fragment: covered by test/e2e/nothing.e2e.ts -->\n```ts\nx\n```\n'))).toEqual([
      'README.md:2: the test it names, test/e2e/nothing.e2e.ts, does not exist',
    ]);
  });

  it('accepts a fragment naming an existing test, and a scratch-app file; refuses one path written twice', () => {
    const ok =
      '<!-- fragment: covered by test/e2e/csp.e2e.ts -->\n\n```ts\nx\n```\n<!-- scratch-app: src/a.ts -->\n```ts\ny\n```\n';
    expect(blockProblems(root, md(ok))).toEqual([]);
    const twice = '<!-- scratch-app: src/a.ts -->\n```ts\nx\n```\n<!-- scratch-app: src/a.ts -->\n```ts\ny\n```\n';
    expect(blockProblems(root, md(twice))).toEqual(['README.md:6: src/a.ts is also written by README.md:2']);
  });

  it('reads a block inside a list item without its indentation, as written', () => {
    const [block] = parseBlocks(
      '- step\n\n  <!-- scratch-app: src/b.ts -->\n  ```ts\n  const b = 2;\n    nested();\n  ```\n',
    );
    expect(block).toMatchObject({
      lang: 'ts',
      code: 'const b = 2;\n  nested();\n',
      marker: { kind: 'scratch-app', path: 'src/b.ts' },
    });
  });
});

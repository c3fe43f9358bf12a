/**
 * The code blocks of the Markdown files that explain the package, and the comment each one carries on the line
 * before its opening fence, which says how a test uses it:
 *
 *   <!-- scratch-app: src/LoginPage.tsx -->            the packaging test (test/package/run.mjs) writes the block as
 *                                                      written to that path of its scratch app: typechecked with
 *                                                      the Vite react-ts template's settings, and run in Chromium
 *                                                      when a page of the app imports it
 *   <!-- fragment: covered by test/e2e/csp.e2e.ts -->   part of something larger, not run as written; the named
 *                                                      test (a file of this repository) covers what it shows
 *
 * A ```text block (a folder tree) is not code and needs neither.
 * test/contract/docBlocks.test.ts fails when a block has neither, or names a file that does not exist, so the
 * documentation and the tests cannot drift apart silently.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Markdown files whose code blocks must be run or marked: the READMEs and the guides under docs/. */
export function docFiles(root) {
  const md = (dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((f) => f.endsWith('.md'))
          .map((f) => `${dir}/${f}`)
      : [];
  const pluginReadmes = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, 'plugins', d.name, 'README.md')))
    .map((d) => `plugins/${d.name}/README.md`);
  return ['README.md', ...md('docs'), ...pluginReadmes, 'sim/README.md', 'core/README.md', 'ui/README.md'].filter((f) =>
    existsSync(join(root, f)),
  );
}

const MARKER = /^\s*<!--\s*(scratch-app|fragment):\s*(?:covered by\s+)?(\S+)\s*-->\s*$/;

/**
 * Every fenced code block of a Markdown text, in order.
 * @returns {{ line: number, lang: string, code: string, marker: { kind: 'scratch-app' | 'fragment', path: string } | null, markerText: string | null }[]}
 */
export function parseBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[end])) end++;
    const code = lines
      .slice(i + 1, end)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l.trimStart()))
      .join('\n');
    let prev = i - 1;
    while (prev >= 0 && lines[prev].trim() === '') prev--;
    const m = prev >= 0 ? MARKER.exec(lines[prev]) : null;
    blocks.push({
      line: i + 1,
      lang,
      code: `${code}\n`,
      marker: m ? { kind: m[1], path: m[2] } : null,
      markerText: prev >= 0 && /^\s*<!--/.test(lines[prev]) ? lines[prev].trim() : null,
    });
    i = end;
  }
  return blocks;
}

/** The blocks of every documentation file, each with its file. */
export function docBlocks(root) {
  return docFiles(root).flatMap((file) =>
    parseBlocks(readFileSync(join(root, file), 'utf8')).map((b) => ({ file, ...b })),
  );
}

/** What is wrong with the blocks' markers (empty when every block is run or covered). */
export function blockProblems(root, blocks = docBlocks(root)) {
  const problems = [];
  const seen = new Map();
  for (const b of blocks) {
    const where = `${b.file}:${b.line}`;
    // A ```text block is prose laid out (a folder tree, a transcript), not code.
    if (b.lang === 'text' && !b.marker) continue;
    if (!b.marker) {
      problems.push(
        `${where}: a \`\`\`${b.lang} block is neither run nor marked; put <!-- scratch-app: src/… --> (the packaging test ` +
          `runs it) or <!-- fragment: covered by test/… --> on the line before it` +
          (b.markerText ? ` (found ${b.markerText})` : ''),
      );
    } else if (b.marker.kind === 'fragment') {
      if (!existsSync(join(root, b.marker.path)))
        problems.push(`${where}: the test it names, ${b.marker.path}, does not exist`);
    } else {
      const ext = b.marker.path.split('.').pop();
      if (b.marker.path.startsWith('/') || b.marker.path.includes('..'))
        problems.push(`${where}: ${b.marker.path} must be a path inside the scratch app`);
      else if (b.lang && ext !== b.lang && !(b.lang === 'sh' && ext === 'sh'))
        problems.push(`${where}: a \`\`\`${b.lang} block written to ${b.marker.path}`);
      if (seen.has(b.marker.path))
        problems.push(`${where}: ${b.marker.path} is also written by ${seen.get(b.marker.path)}`);
      seen.set(b.marker.path, where);
    }
  }
  return problems;
}

export interface DocBlock {
  line: number;
  lang: string;
  code: string;
  marker: { kind: 'scratch-app' | 'fragment'; path: string } | null;
  markerText: string | null;
}
export function docFiles(root: string): string[];
export function parseBlocks(text: string): DocBlock[];
export function docBlocks(root: string): (DocBlock & { file: string })[];
export function blockProblems(root: string, blocks?: (DocBlock & { file: string })[]): string[];

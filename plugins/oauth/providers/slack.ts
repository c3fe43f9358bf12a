import { defineProvider, type MarkShape } from './define';
import { PROVIDER_NAMES } from './names';

/** One arm of the hash: a bar and its tab, turned `angle` degrees about the centre. */
const arm = (fill: string, angle: number): MarkShape => [
  'g',
  { transform: `rotate(${angle} 27 27)` },
  ['rect', { x: 0, y: 14.5, width: 25, height: 10.5, rx: 5.25, fill }],
  ['path', { fill, d: 'M14.5 10.5V5.25a5.25 5.25 0 1 1 10.5 0v5.25z' }],
];

/** Slack. The four-colour hash (Slack's brand guidelines: full colour on white). */
export const slack = defineProvider({
  type: 'slack',
  name: PROVIDER_NAMES.slack,
  mark: {
    viewBox: '0 0 54 54',
    shapes: [arm('#36C5F0', 0), arm('#2EB67D', 90), arm('#ECB22E', 180), arm('#E01E5A', 270)],
  },
});

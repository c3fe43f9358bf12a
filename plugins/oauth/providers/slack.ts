import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Slack. The four-colour hash (Slack's brand guidelines: full colour on white). */
export const slack = defineProvider({
  type: 'slack',
  name: PROVIDER_NAMES.slack,
  mark: {
    viewBox: '0 0 54 54',
    shapes: [
      [
        'g',
        { transform: 'rotate(0 27 27)' },
        ['rect', { x: 0, y: 14.5, width: 25, height: 10.5, rx: 5.25, fill: '#36C5F0' }],
        ['path', { fill: '#36C5F0', d: 'M14.5 10.5V5.25a5.25 5.25 0 1 1 10.5 0v5.25z' }],
      ],
      [
        'g',
        { transform: 'rotate(90 27 27)' },
        ['rect', { x: 0, y: 14.5, width: 25, height: 10.5, rx: 5.25, fill: '#2EB67D' }],
        ['path', { fill: '#2EB67D', d: 'M14.5 10.5V5.25a5.25 5.25 0 1 1 10.5 0v5.25z' }],
      ],
      [
        'g',
        { transform: 'rotate(180 27 27)' },
        ['rect', { x: 0, y: 14.5, width: 25, height: 10.5, rx: 5.25, fill: '#ECB22E' }],
        ['path', { fill: '#ECB22E', d: 'M14.5 10.5V5.25a5.25 5.25 0 1 1 10.5 0v5.25z' }],
      ],
      [
        'g',
        { transform: 'rotate(270 27 27)' },
        ['rect', { x: 0, y: 14.5, width: 25, height: 10.5, rx: 5.25, fill: '#E01E5A' }],
        ['path', { fill: '#E01E5A', d: 'M14.5 10.5V5.25a5.25 5.25 0 1 1 10.5 0v5.25z' }],
      ],
    ],
  },
});

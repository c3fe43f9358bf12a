import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** LinkedIn. The "in" bug: white letters on LinkedIn blue. */
export const linkedin = defineProvider({
  type: 'linkedin',
  name: PROVIDER_NAMES.linkedin,
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      ['rect', { x: 0, y: 0, width: 24, height: 24, rx: 3, fill: '#0A66C2' }],
      ['circle', { cx: 6.2, cy: 6.4, r: 2, fill: '#FFFFFF' }],
      ['rect', { x: 4.5, y: 9.3, width: 3.4, height: 10.6, fill: '#FFFFFF' }],
      [
        'path',
        {
          fill: '#FFFFFF',
          d: 'M10.2 9.3h3.25v1.5c.5-.9 1.7-1.8 3.5-1.8 3.6 0 4.25 2.3 4.25 5.3v5.6h-3.4v-5c0-1.2 0-2.7-1.7-2.7s-1.95 1.3-1.95 2.6v5.1h-3.95z',
        },
      ],
    ],
  },
});

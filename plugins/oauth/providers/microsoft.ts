import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Microsoft. The four-square logo in its four colours (Microsoft's sign-in button guidelines). */
export const microsoft = defineProvider({
  type: 'microsoft',
  name: PROVIDER_NAMES.microsoft,
  mark: {
    viewBox: '0 0 21 21',
    shapes: [
      ['rect', { x: 1, y: 1, width: 9, height: 9, fill: '#F25022' }],
      ['rect', { x: 11, y: 1, width: 9, height: 9, fill: '#7FBA00' }],
      ['rect', { x: 1, y: 11, width: 9, height: 9, fill: '#00A4EF' }],
      ['rect', { x: 11, y: 11, width: 9, height: 9, fill: '#FFB900' }],
    ],
  },
});

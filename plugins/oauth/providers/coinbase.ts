import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Coinbase. The "C" in a Coinbase-blue circle. */
export const coinbase = defineProvider({
  type: 'coinbase',
  name: PROVIDER_NAMES.coinbase,
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      ['circle', { cx: 12, cy: 12, r: 12, fill: '#0052FF' }],
      [
        'path',
        {
          fill: '#FFFFFF',
          d: 'M12 16.2a4.2 4.2 0 1 1 4.13-5h4.24A8.4 8.4 0 1 0 20.37 12.8h-4.24A4.2 4.2 0 0 1 12 16.2z',
        },
      ],
    ],
  },
});

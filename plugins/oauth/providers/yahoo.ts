import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Yahoo. "Y!" in Yahoo purple. */
export const yahoo = defineProvider({
  type: 'yahoo',
  name: PROVIDER_NAMES.yahoo,
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      ['path', { fill: '#6001D2', d: 'M1 6.5h4.3l2.6 6.4 2.6-6.4h4.2l-4.9 11.4V22H5.9v-4.1z' }],
      ['path', { fill: '#6001D2', d: 'M17.6 2h5.1l-2.6 12.6h-3.1z' }],
      ['circle', { cx: 18.6, cy: 18.4, r: 2.3, fill: '#6001D2' }],
    ],
  },
});

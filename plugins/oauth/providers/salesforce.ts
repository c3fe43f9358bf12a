import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Salesforce. The Salesforce cloud in its blue. */
export const salesforce = defineProvider({
  type: 'salesforce',
  name: PROVIDER_NAMES.salesforce,
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      ['circle', { cx: 7.2, cy: 11.6, r: 4.4, fill: '#00A1E0' }],
      ['circle', { cx: 12, cy: 8.9, r: 5, fill: '#00A1E0' }],
      ['circle', { cx: 17.2, cy: 10.2, r: 4.4, fill: '#00A1E0' }],
      ['circle', { cx: 20, cy: 14.2, r: 3.8, fill: '#00A1E0' }],
      ['circle', { cx: 14.2, cy: 15.3, r: 4.4, fill: '#00A1E0' }],
      ['circle', { cx: 8.6, cy: 15.6, r: 3.6, fill: '#00A1E0' }],
      ['circle', { cx: 4.1, cy: 14.5, r: 3.2, fill: '#00A1E0' }],
    ],
  },
});

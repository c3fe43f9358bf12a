import { defineProvider } from './define';

/** Salesforce. The Salesforce cloud in its blue. */
export const salesforce = defineProvider({
  type: 'salesforce',
  name: 'Salesforce',
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      ['path', { fill: '#00A1E0', d: 'M10 5.2a4.2 4.2 0 0 1 3.3 1.6 4.9 4.9 0 0 1 2-.45 5 5 0 0 1 4.35 2.55A4.3 4.3 0 0 1 24 13.1a4.3 4.3 0 0 1-5.6 4.1 3.9 3.9 0 0 1-3.45 2.05 3.8 3.8 0 0 1-1.75-.42A4.4 4.4 0 0 1 9.2 21.5a4.4 4.4 0 0 1-4.1-2.8A3.7 3.7 0 0 1 .9 15.1a3.8 3.8 0 0 1 1.55-3.05A4.3 4.3 0 0 1 6.35 6.6 4.2 4.2 0 0 1 10 5.2z' }],
    ],
  },
});

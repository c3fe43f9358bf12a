import { defineProvider } from './define';
import { PROVIDER_NAMES } from './names';

/** Amazon. A lowercase "a" above the orange smile arrow (Login with Amazon's mark). */
export const amazon = defineProvider({
  type: 'amazon',
  name: PROVIDER_NAMES.amazon,
  mark: {
    viewBox: '0 0 24 24',
    shapes: [
      [
        'path',
        {
          fill: 'none',
          stroke: '#232F3E',
          strokeWidth: 2.2,
          strokeLinecap: 'round',
          d: 'M7.6 6.6c.8-1.2 2.2-1.8 3.9-1.8 2.6 0 4.3 1.3 4.3 3.8v6.8',
        },
      ],
      [
        'path',
        {
          fill: 'none',
          stroke: '#232F3E',
          strokeWidth: 2.2,
          d: 'M15.8 9.8c-4.7 0-8.3.9-8.3 3.3 0 1.7 1.3 2.5 3 2.5 2.8 0 5.3-2.1 5.3-4.4',
        },
      ],
      [
        'path',
        {
          fill: 'none',
          stroke: '#FF9900',
          strokeWidth: 1.8,
          strokeLinecap: 'round',
          d: 'M2.5 17.8c5.5 3.4 13 3.6 18.6.2',
        },
      ],
      [
        'path',
        {
          fill: 'none',
          stroke: '#FF9900',
          strokeWidth: 1.8,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          d: 'M18.2 16.6l3 1.3-1 3',
        },
      ],
    ],
  },
});

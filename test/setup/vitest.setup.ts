import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// CI machines have 2 cores and run every project in parallel: give async queries room before they fail.
configure({ asyncUtilTimeout: 4000 });

// Testing Library only auto-cleans with globals on; we keep globals off.
afterEach(() => cleanup());

import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans with globals on; we keep globals off.
afterEach(() => cleanup());

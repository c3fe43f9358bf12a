/**
 * The screens the core contributes to every widget. The callback page's own result (CallbackScreen.tsx) is shown
 * only on that page, for links no plugin can take, so it loads when needed.
 */
import type { ComponentType } from 'react';
import { lazyScreen } from '../lazyScreen';
import type { EntryProps } from '../plugin';

/** Screen id of the core's callback result. */
export const CALLBACK_SCREEN = 'core/Callback' as const;

/** Screens the core contributes to every widget. */
export const CORE_SCREENS: Record<string, ComponentType<EntryProps>> = {
  [CALLBACK_SCREEN]: lazyScreen(() => import('./CallbackScreen').then((m) => m.CallbackScreen)),
};

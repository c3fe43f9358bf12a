/**
 * The core's own screens as the first download names them: the callback page's result (`core/Callback`), the
 * signed-in view (`core/SignedIn`) and step-up's result (`core/StepUp`). Their views load with `import()` when a
 * widget first shows one (core/components/ResultScreens.tsx, core/components/StepUp.tsx): a login form never needs
 * them before its first paint.
 */
import type { ComponentType } from 'react';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { useScreenParams, useWidget, useWidgetState } from '../context';
import { useCommand } from '../useAction';
import { coreCommands, SIGNED_IN_SCREEN } from '../signedIn';
import { sameOriginHref } from '../url';
import { lazyScreen } from '../lazyScreen';
import type { EntryProps } from '../plugin';
import { ErrorMessage } from './ErrorMessage';
import { STEP_UP_SCREEN, StepUpScreen } from './stepUpScreens';

/** Screen id of the core's callback result. */
export const CALLBACK_SCREEN = 'core/Callback' as const;

let views: Promise<ReturnType<typeof import('./ResultScreens').resultViews>> | undefined;
const load = () =>
  (views ??= import('./ResultScreens').then(
    (m) =>
      m.resultViews({
        Button,
        Heading,
        Text,
        ErrorMessage,
        useWidget,
        useWidgetState,
        useScreenParams,
        useCommand,
        coreCommands,
        sameOriginHref,
      }),
    (e: unknown) => {
      views = undefined;
      throw e;
    },
  ));

/** Screens the core contributes to every widget. */
export const CORE_SCREENS: Record<string, ComponentType<EntryProps>> = {
  [CALLBACK_SCREEN]: lazyScreen(load, 'CallbackScreen'),
  [STEP_UP_SCREEN]: StepUpScreen,
  [SIGNED_IN_SCREEN]: lazyScreen(load, 'SignedInScreen'),
};

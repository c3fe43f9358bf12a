/**
 * The step-up widget's views as the first download names them: the screen `core/StepUp` and the frame around a
 * factor's screen, both loaded with `import()` (core/components/StepUp.tsx) when a step-up widget first shows one.
 */
import { createElement } from 'react';
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { useScreenParams, useWidget } from '../context';
import { lazyScreen } from '../lazyScreen';

/** Screen id of the step-up widget's own result. */
export const STEP_UP_SCREEN = 'core/StepUp' as const;

let views: Promise<ReturnType<typeof import('./StepUp').stepUpViews>> | undefined;
const load = () =>
  (views ??= import('./StepUp').then(
    (m) => m.stepUpViews({ h: createElement, Button, Heading, Text, useWidget, useScreenParams }),
    (e: unknown) => {
      views = undefined;
      throw e;
    },
  ));

export const StepUpScreen = lazyScreen(load, 'StepUpScreen');
// A lazy screen too, though it wraps one: its arrival moves focus into it (the widget chose its screen while the code
// loaded), when the factor's screen in it is an ordinary component with no arrival of its own to signal.
export const StepUpFrame = lazyScreen(load, 'StepUpFrame');

// JSX with the factory passed in (`h`): the JSX runtime imported here would be a file of its own before the form.
// @jsxRuntime classic
// @jsx h
/**
 * The step-up widget's look ('Confirm it's you'), loaded with `import()` by step-up widgets only: the frame around a
 * factor's screen (the heading, why it is asked, the factor's own screen, Cancel), and the widget's own result
 * screen: confirmed, cancelled or ended (with 'Try again'), no one signed in, or no factor to offer. What it uses of
 * the core and the UI kit comes in as arguments (core/components/stepUpScreens.ts): importing those modules here
 * would split them off the first download into a file of their own. The confirmation has no check graphic: the
 * module would share that file with the magic-link screens and split it off theirs (the app usually closes the
 * widget at `onVerified` anyway).
 */
import type { ReactNode, createElement } from 'react';
import type { Button as ButtonType } from '../../ui/Button';
import type { Heading as HeadingType } from '../../ui/Heading';
import type { Text as TextType } from '../../ui/Text';
import type { useScreenParams as UseScreenParams, useWidget as UseWidget } from '../context';

/** What the views use of the first download. @internal */
export interface StepUpViewDeps {
  /** React's `createElement`, this module's JSX factory (the JSX runtime imported here would be a file of its own). */
  h: typeof createElement;
  Button: typeof ButtonType;
  Heading: typeof HeadingType;
  Text: typeof TextType;
  useWidget: typeof UseWidget;
  useScreenParams: typeof UseScreenParams;
}

/** The frame and the result screen, over the first download's components. @internal */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- `h` is the JSX factory (the pragma above)
export function stepUpViews({ h, Button, Heading, Text, useWidget, useScreenParams }: StepUpViewDeps) {
  /** A factor's screen in the step-up widget: under 'Confirm it's you', above Cancel. */
  function StepUpFrame({ children }: { children: ReactNode }) {
    const widget = useWidget();
    const id = `${widget.instanceId}-step-up`;
    return (
      <div className="ew-stack" data-testid="step-up" aria-labelledby={`${id}-title`} role="group">
        <div className="ew-stack ew-stack--sm">
          <Heading level={1} id={`${id}-title`}>
            {widget.t('core.stepUp.title')}
          </Heading>
          <Text variant="helper">{widget.t('core.stepUp.text')}</Text>
        </div>
        <div className="ew-step-up-factor">{children}</div>
        <Button variant="secondary" onClick={() => widget.steps.cancel()}>
          {widget.t('core.stepUp.cancel')}
        </Button>
      </div>
    );
  }

  /** The step-up widget's own result. */
  function StepUpScreen() {
    const widget = useWidget();
    const status = useScreenParams<'core/StepUp'>()?.status ?? 'noFactor';
    const { t } = widget;
    if (status === 'verified')
      return (
        <div className="ew-stack ew-center" data-testid="step-up-result" data-status={status}>
          <Heading level={1}>{t('core.stepUp.verifiedTitle')}</Heading>
          <Text>{t('core.stepUp.verified')}</Text>
        </div>
      );
    const again = status === 'cancelled' || status === 'ended';
    const title =
      status === 'signedOut'
        ? t('core.stepUp.signedOutTitle')
        : status === 'noFactor'
          ? t('core.stepUp.title')
          : t('core.stepUp.cancelledTitle');
    const text =
      status === 'signedOut'
        ? t('core.stepUp.signedOut')
        : status === 'noFactor'
          ? t('core.stepUp.noFactor')
          : t('core.stepUp.cancelled');
    return (
      <div className="ew-stack" data-testid="step-up-result" data-status={status}>
        <Heading level={1}>{title}</Heading>
        <Text>{text}</Text>
        {again ? <Button onClick={() => void widget.steps.stepUp()}>{t('core.stepUp.retry')}</Button> : null}
        {status === 'noFactor' ? (
          <Button variant="secondary" onClick={() => widget.steps.cancel()}>
            {t('core.stepUp.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }

  return { StepUpFrame, StepUpScreen };
}

/**
 * The step-up widget's look ('Confirm it's you'): the frame around a factor's screen (the heading, why it is asked,
 * the factor's own screen, Cancel), and the widget's own result screen: confirmed, cancelled or ended (with 'Try
 * again'), no one signed in, or no factor to offer.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { CheckGraphic } from '../../ui/CheckGraphic';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { useScreenParams, useWidget } from '../context';

/** Screen id of the step-up widget's own result. */
export const STEP_UP_SCREEN = 'core/StepUp' as const;

/** A factor's screen in the step-up widget: under 'Confirm it's you', above Cancel. */
export function StepUpFrame({ children }: { children: ReactNode }) {
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

export function StepUpScreen() {
  const widget = useWidget();
  const status = useScreenParams<typeof STEP_UP_SCREEN>()?.status ?? 'noFactor';
  const { t } = widget;
  if (status === 'verified')
    return (
      <div className="ew-stack ew-center" data-testid="step-up-result" data-status={status}>
        <CheckGraphic />
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

/**
 * What the user sees when a lazy screen's code cannot be fetched (offline, a flaky network, a deploy that removed the
 * chunk): a message in the widget's error live region, 'Try again' (which imports again) and, in the login widget,
 * the way back to Main. Nothing the user typed is lost: it lives in the store or on the screen they came from.
 * Other render errors are not this boundary's business and pass through it unchanged.
 */
import { Component, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { isScreenLoadError, useScreenArrived } from '../lazyScreen';
import type { WidgetApi } from '../plugin';
import { BackToMain } from './BackToMain';
import { ErrorMessage } from './ErrorMessage';

function ScreenLoadFailure({ widget, onRetry }: { widget: WidgetApi; onRetry(): void }) {
  // Focus goes to 'Try again' when this replaced a screen the user navigated to (the button they pressed is gone).
  useScreenArrived();
  const onMain = widget.getState().widget.screen.screen === 'main';
  return (
    <div className="ew-stack" data-testid="screen-load-error">
      {widget.kind === 'login' && !onMain ? <BackToMain /> : null}
      <ErrorMessage
        id={`${widget.instanceId}-screen-load-error`}
        error={{ kind: 'network', key: 'core.error.screenLoad' }}
      />
      <Button focusOnArrival onClick={onRetry}>
        {widget.t('core.screenLoad.retry')}
      </Button>
    </div>
  );
}

interface Props {
  widget: WidgetApi;
  /** Called before the screen renders again after 'Try again' (the view moves focus to it when it arrives). */
  onRetry(): void;
  children: ReactNode;
}

/** Catches {@link ScreenLoadError}s of the screen area (key it by screen, so a navigation starts afresh). */
export class ScreenLoadBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isScreenLoadError(error))
      this.props.widget.reportError(this.props.widget.t('core.error.screenLoad'), error.cause);
  }

  override render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    if (!isScreenLoadError(error)) throw error;
    return (
      <ScreenLoadFailure
        widget={this.props.widget}
        onRetry={() => {
          error.retry();
          this.props.onRetry();
          this.setState({ error: null, failed: false });
        }}
      />
    );
  }
}

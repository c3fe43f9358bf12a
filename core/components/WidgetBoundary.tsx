/**
 * The last line between a widget and its host page: an error thrown while the widget renders (a plugin's bug, a
 * third-party screen) replaces the widget with a message in the error live region and reaches `callbacks.onError`
 * with its cause. It never propagates to the app's React root, so the host's own content stays mounted.
 */
import { Component, type ReactNode } from 'react';
import { Banner } from '../../ui/Banner';
import { coreStrings } from '../strings';

/** What a widget that cannot render shows instead (its text already translated). */
export function WidgetFailed({ text }: { text: string }) {
  return (
    <div className="ew-container" data-testid="widget-failed">
      <Banner variant="error">{text}</Banner>
    </div>
  );
}

interface Props {
  /** The text shown instead of the widget. @default the core's English text */
  text?: string;
  /** Called once with what was thrown (the widget reports it to the host). */
  onError?(error: unknown): void;
  children: ReactNode;
}

export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    try {
      this.props.onError?.(error);
    } catch (e) {
      console.error('Entryway: reporting an error failed', e);
    }
  }

  override render() {
    return this.state.failed ? (
      <WidgetFailed text={this.props.text ?? coreStrings['core.error.widgetFailed']} />
    ) : (
      this.props.children
    );
  }
}

/**
 * The widget's frame: config issues, banner, the current screen (or a spinner), the watermark and the toasts.
 */
import { useEffect, useRef, useState } from 'react';
import { Banner, Heading, Logo, Spinner, ToastRegion, Watermark, LinkifiedText } from '../../ui';
import { StoreContext, WidgetContext, useWidget, useWidgetState } from '../context';
import { bannerSet, toastRemoved } from '../store';
import type { Widget } from '../widget';
import type { Styles } from '../theme';
import { MainScreen } from './MainScreen';

function BannerView() {
  const widget = useWidget();
  const banner = useWidgetState((s) => s.widget.banner);
  if (!banner) return null;
  const text = banner.text ?? widget.t(banner.key ?? 'core.error.unknown', banner.params);
  return (
    <Banner variant={banner.variant} onDismiss={() => widget.dispatch(bannerSet(null))} dismissLabel={widget.t('core.toast.dismiss')}>
      <LinkifiedText text={text} />
    </Banner>
  );
}

/** A warning while the browser is offline; it goes away by itself on reconnect. */
function OfflineBanner() {
  const widget = useWidget();
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return offline ? <Banner variant="warning">{widget.t('core.error.offline')}</Banner> : null;
}

function Screen({ widget, styles }: { widget: Widget; styles?: Styles }) {
  const api = widget.api;
  const { screen, loading, ready } = useWidgetState((s) => s.widget);
  const containerRef = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);

  // Move focus to the new screen's heading so keyboard and screen-reader users follow the flow, but only on a
  // navigation: never for the first screen (the widget must not steal focus from the host page). Compared by screen
  // rather than a "first run" flag, because StrictMode runs this effect twice on mount.
  useEffect(() => {
    if (!ready) return;
    const previous = shown.current;
    shown.current = screen.screen;
    if (previous === null || previous === screen.screen) return;
    // A field that asks for it (the passcode) takes focus over the heading: the user types at once.
    const container = containerRef.current;
    const target =
      container?.querySelector<HTMLElement>('[data-ew-autofocus]') ?? container?.querySelector<HTMLElement>('h1, h2');
    if (target) {
      // Headings get focusable for this; a form field already is (and must stay in the tab order).
      if (!target.matches('input, button, select, textarea') && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
  }, [ready, screen.screen]);

  if (!ready || loading) {
    return (
      <div className="ew-spinner-screen" ref={containerRef}>
        <Spinner label={api.t('core.loading')} />
      </div>
    );
  }
  if (screen.screen === 'main') {
    return (
      <div className="ew-stack" ref={containerRef}>
        <div className="ew-header">
          {styles?.logo?.logoImageUrl ? <Logo src={styles.logo.logoImageUrl} alt="" /> : null}
          {styles?.hideHeaderText ? null : <Heading level={1}>{api.t('core.main.title')}</Heading>}
        </div>
        <MainScreen />
      </div>
    );
  }
  const Component = widget.screens()[screen.screen];
  return <div ref={containerRef}>{Component ? <Component widget={api} /> : null}</div>;
}

function Frame({ widget, styles }: { widget: Widget; styles?: Styles }) {
  const api = widget.api;
  const issues = useWidgetState((s) => s.widget.configIssues);
  const toasts = useWidgetState((s) => s.widget.toasts);
  const watermark = useWidgetState((s) => s.widget.bootstrap?.displayWatermark ?? false);
  const blocking = issues.filter((i) => i.level === 'error');
  return (
    <div className="ew-container" data-ew-instance={api.instanceId}>
      {issues.length ? (
        <div className="ew-config-issues">
          {issues.map((i, n) => (
            <Banner key={n} variant={i.level === 'error' ? 'error' : 'warning'}>
              {i.message}
            </Banner>
          ))}
        </div>
      ) : null}
      {blocking.length ? null : (
        <>
          <OfflineBanner />
          <BannerView />
          <Screen widget={widget} styles={styles} />
        </>
      )}
      {watermark ? (
        <div className="ew-watermark-row">
          <Watermark label={api.t('core.poweredBy')} />
        </div>
      ) : null}
      <ToastRegion
        label={api.t('core.toasts.label')}
        toasts={toasts}
        onDismiss={(id) => api.dispatch(toastRemoved(id))}
      />
    </div>
  );
}

/** Renders a widget created with `createWidget` / `createLogin`. */
export function WidgetView({ widget, styles }: { widget: Widget; styles?: Styles }) {
  return (
    <StoreContext.Provider value={widget.store}>
      <WidgetContext.Provider value={widget.api}>
        <Frame widget={widget} styles={styles} />
      </WidgetContext.Provider>
    </StoreContext.Provider>
  );
}

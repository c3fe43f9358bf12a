/**
 * The widget's frame: config issues, banner, the current screen (or a spinner), the watermark and the toasts.
 */
import {
  Fragment,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Banner } from '../../ui/Banner';
import { Heading } from '../../ui/Heading';
import { Logo } from '../../ui/Logo';
import { Spinner } from '../../ui/Spinner';
import { ToastRegion } from '../../ui/ToastRegion';
import { Watermark } from '../../ui/Watermark';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { StoreContext, WidgetContext, useWidget, useWidgetState } from '../context';
import { bannerSet, toastRemoved } from '../store';
import type { Widget } from '../widget';
import type { Styles } from '../theme';
import { ScreenArrivedContext } from '../lazyScreen';
import { focusArrival } from '../screenFocus';
import { MainScreen } from './MainScreen';
import { SIGNED_IN_SCREEN } from '../signedIn';
import { adoptStyles } from '../adoptStyles';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';
import { WidgetBoundary } from './WidgetBoundary';
import { STEP_UP_SCREEN, StepUpFrame } from './stepUpScreens';

function BannerView() {
  const widget = useWidget();
  const banner = useWidgetState((s) => s.widget.banner);
  if (!banner) return null;
  const text = banner.text ?? widget.t(banner.key ?? 'core.error.unknown', banner.params);
  return (
    <Banner
      variant={banner.variant}
      onDismiss={() => widget.dispatch(bannerSet(null))}
      dismissLabel={widget.t('core.toast.dismiss')}
    >
      <LinkifiedText text={text} />
    </Banner>
  );
}

/** A warning while the browser is offline; it goes away by itself on reconnect. */
function OfflineBanner() {
  const widget = useWidget();
  // Read after mount: a server render cannot know, and the first paint must be the same in the browser.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (navigator.onLine === false) setOffline(true);
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

/** The spinner a widget shows while it starts, and while a lazy screen's code loads. */
function SpinnerScreen({ label }: { label: string }) {
  return (
    <div className="ew-spinner-screen">
      <Spinner label={label} />
    </div>
  );
}

/**
 * The class of the widget's screen area. On the callback page it keeps the room of the link's result from the first
 * paint on (the spinner in its middle): the result then takes the spinner's place without growing the card, so
 * nothing below it moves.
 */
const screenArea = (kind: string) => (kind === 'callback' ? 'ew-callback-screen' : undefined);

function Screen({ widget, styles }: { widget: Widget; styles?: Styles }) {
  const api = widget.api;
  const { screen, loading, ready } = useWidgetState((s) => s.widget);
  const containerRef = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const focusPending = useRef(false);
  // Ends the current screen's wait for its field (see focusArrival); says whether it was still waiting.
  const stopFocus = useRef<(() => boolean) | null>(null);
  // The effect's cleanup cut the wait short: StrictMode's second run on the same screen starts it again.
  const resumeFocus = useRef(false);

  // Move focus to the new screen so keyboard and screen-reader users follow the flow, but only on a navigation: never
  // for the first screen (the widget must not steal focus from the host page). A lazy screen may still be loading
  // when the navigation commits (the spinner shows): then it calls this again when it arrives.
  const focusNewScreen = useCallback(() => {
    if (!focusPending.current) return;
    const container = containerRef.current;
    if (!container) return;
    // A modal dialog open in the widget (the account page's verify-again) moves focus itself: what is behind it is
    // inert, and the screen that changed is inside it.
    if (container.querySelector('dialog[open]')) {
      focusPending.current = false;
      return;
    }
    if (!container.querySelector('[data-ew-autofocus], h1, h2')) return;
    focusPending.current = false;
    stopFocus.current?.();
    const shownScreen = api.getState().widget.screen.screen;
    // A field that asks for it (the passcode) takes focus over the heading: the user types at once. While that field
    // is missing or disabled (its code still on its way), the heading has focus rather than nothing (the pressed
    // button is gone, and a screen reader left on nothing loses its place): the screen's title is read out. When the
    // field takes focus, the reader cuts that short for the field's label and description (the passcode screens
    // describe their field by their title).
    stopFocus.current = focusArrival(
      container,
      (area) => area.querySelector<HTMLElement>('h1, h2'),
      () => api.getState().widget.screen.screen === shownScreen,
    );
  }, [api]);

  // Compared by screen rather than a "first run" flag, because StrictMode runs this effect twice on mount.
  useEffect(() => {
    const resume = resumeFocus.current;
    resumeFocus.current = false;
    if (!ready) return;
    const previous = shown.current;
    shown.current = screen.screen;
    const stop = () => {
      resumeFocus.current = stopFocus.current?.() ?? false;
      stopFocus.current = null;
    };
    if (previous === screen.screen) {
      // The same screen again: StrictMode's second run, whose cleanup cut a wait for the field short.
      if (resume) {
        focusPending.current = true;
        focusNewScreen();
      }
      return stop;
    }
    // A step-up widget is there because the user just asked for a sensitive action: its first screen takes focus too.
    if (previous === null && api.kind !== 'stepUp') return stop;
    // The signed-in screen comes by itself as the page loads (the client confirms its session): focus moves only
    // when it was in the widget already.
    if (screen.screen === SIGNED_IN_SCREEN && !containerRef.current?.contains(document.activeElement)) return stop;
    focusPending.current = true;
    focusNewScreen();
    return stop;
  }, [ready, screen.screen, focusNewScreen, api.kind]);

  // The first screen is in the DOM: a Stytch client the app passed as a factory starts after this frame is painted.
  useEffect(() => {
    if (ready) widget.screenShown();
  }, [ready, widget]);

  if (!ready || loading) {
    return (
      <div ref={containerRef} className={screenArea(api.kind)}>
        <SpinnerScreen label={api.t('core.loading')} />
      </div>
    );
  }
  let content: ReactNode;
  // A screen registered as '*' stands for every screen (the account page, whose step-up factor shows in a dialog over
  // it): it stays mounted while the widget's screen changes, so nothing typed is lost.
  let frame: string = screen.screen;
  if (screen.screen === 'main') {
    content = (
      <div className="ew-stack">
        <div className="ew-header">
          {styles?.logo?.logoImageUrl ? <Logo src={styles.logo.logoImageUrl} alt={styles.logo.alt ?? ''} /> : null}
          {styles?.hideHeaderText ? null : <Heading level={1}>{api.t('core.main.title')}</Heading>}
        </div>
        <MainScreen />
      </div>
    );
  } else {
    const screens = widget.screens();
    if (screens['*']) frame = '*';
    const Component = screens[frame];
    const below = api.hooks.belowScreen.call([], screen);
    // In the step-up widget a factor's screen shows under 'Confirm it's you', with Cancel.
    const Frame = api.kind === 'stepUp' && screen.screen !== STEP_UP_SCREEN ? StepUpFrame : Fragment;
    content = Component ? (
      <>
        <Frame>
          <Component widget={api} />
        </Frame>
        {below.map(({ id, Component: Block }) => (
          <Suspense key={id} fallback={null}>
            <Block widget={api} />
          </Suspense>
        ))}
      </>
    ) : null;
  }
  // Keyed by screen: a navigation gets a fresh boundary, so a screen still loading shows the spinner alone (never the
  // previous screen hidden beside it) and a failed load does not outlive its screen.
  return (
    <ScreenArrivedContext.Provider value={focusNewScreen}>
      <div ref={containerRef} className={screenArea(api.kind)}>
        <ScreenLoadBoundary key={frame} widget={api} onRetry={() => (focusPending.current = true)}>
          {api.firstPaint ? (
            // No boundary in a first paint: a streaming server render would send a boundary's fallback first (React
            // does so for large content too) and put the screen in place with a script, which a page without
            // JavaScript never runs. Its lazy screen holds the server's response until its code has loaded instead.
            content
          ) : (
            <Suspense fallback={<SpinnerScreen label={api.t('core.loading')} />}>{content}</Suspense>
          )}
        </ScreenLoadBoundary>
      </div>
    </ScreenArrivedContext.Provider>
  );
}

function Frame({ widget, styles, inert }: { widget: Widget; styles?: Styles; inert?: boolean }) {
  const api = widget.api;
  useFirstFrameUpdates(widget.store);
  const issues = useWidgetState((s) => s.widget.configIssues);
  const toasts = useWidgetState((s) => s.widget.toasts);
  const watermark = useWidgetState((s) => s.widget.bootstrap?.displayWatermark ?? false);
  // Read here so the whole view re-renders when the shown locale changes (every text comes from `t`). Empty while the
  // first locale's catalogs load: no text is in the user's language yet, so the widget shows a spinner without text
  // (rather than English) and is marked busy.
  const locale = useWidgetState((s) => s.widget.locale);
  const blocking = issues.filter((i) => i.level === 'error');
  const frameRef = useRef<HTMLDivElement>(null);
  // The right-to-left rules load with the locale; adopted where the widget's own sheet is (document or shadow root).
  const rtl = locale && widget.rtlStyles;
  useLayoutEffect(
    () => (rtl ? adoptStyles(frameRef.current!.getRootNode() as Document | ShadowRoot, rtl) : undefined),
    [rtl],
  );
  // The first sign that the user means to use the widget (the pointer over it, or focus in it, by keyboard too)
  // starts loading every lazy screen, long before a click or Enter can navigate to one. A layout effect, so the
  // listeners are in place as soon as the widget's buttons are in the page: a passive effect runs a task later, and on
  // a busy machine a pointer could already have come over the widget by then.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
    const stop = () => intents.forEach((type) => frame.removeEventListener(type, onIntent));
    function onIntent() {
      stop();
      widget.preloadScreens();
    }
    intents.forEach((type) => frame.addEventListener(type, onIntent, { passive: true }));
    return stop;
  }, [widget]);
  return (
    <div
      className="ew-container"
      data-ew-instance={api.instanceId}
      ref={frameRef}
      lang={locale}
      dir={rtl ? 'rtl' : 'ltr'}
      aria-busy={!locale || undefined}
      inert={inert}
    >
      {issues.length ? (
        <div className="ew-config-issues">
          {issues.map((i, n) => (
            <Banner key={n} variant={i.level === 'error' ? 'error' : 'warning'}>
              <span>{i.message}</span>
              {i.fix ? <span className="ew-config-fix">{i.fix}</span> : null}
            </Banner>
          ))}
        </div>
      ) : null}
      {blocking.length ? null : locale ? (
        <>
          <OfflineBanner />
          <BannerView />
          <Screen widget={widget} styles={styles} />
        </>
      ) : (
        <div className={screenArea(api.kind)}>
          <SpinnerScreen label="" />
        </div>
      )}
      {locale && watermark ? (
        <div className="ew-watermark-row">
          <Watermark label={api.t('core.poweredBy')} />
        </div>
      ) : null}
      {locale ? (
        <ToastRegion
          label={api.t('core.toasts.label')}
          toasts={toasts}
          onDismiss={(id) => api.dispatch(toastRemoved(id))}
        />
      ) : null}
    </div>
  );
}

/**
 * Re-renders the frame on a store change that comes before the hooks have subscribed. They subscribe in passive
 * effects, which Preact runs only after the next paint; Preact renders a root at once, and the widget's start ends a
 * microtask later (its first screen decided): without this the first frame showed the spinner and the first screen
 * came a frame later. The hooks read the store as they render, so one re-render of the frame brings them up to date.
 */
function useFirstFrameUpdates(store: Widget['store']) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const early = useRef<(() => void) | null>(null);
  const stop = () => {
    early.current?.();
    early.current = null;
  };
  useLayoutEffect(() => {
    early.current = store.subscribe(rerender);
    return stop;
  }, [store]);
  // The hooks' own subscriptions are in place once passive effects run (a child's run before its parent's).
  useEffect(stop, [store]);
}

/**
 * Renders a widget created with `createWidget` / `createLogin`. An error thrown while it renders replaces it with a
 * message (and reaches `callbacks.onError`); it never reaches the host's React tree. `inert`: shown, but takes no
 * input (a first paint, before the browser's widget takes over).
 */
export function WidgetView({ widget, styles, inert }: { widget: Widget; styles?: Styles; inert?: boolean }) {
  const api = widget.api;
  const text = api.t('core.error.widgetFailed');
  return (
    <WidgetBoundary text={text} onError={(e) => api.reportError(text, e)}>
      <StoreContext.Provider value={widget.store}>
        <WidgetContext.Provider value={api}>
          <Frame widget={widget} styles={styles} inert={inert} />
        </WidgetContext.Provider>
      </StoreContext.Provider>
    </WidgetBoundary>
  );
}

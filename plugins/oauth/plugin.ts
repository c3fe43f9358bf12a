/**
 * `oauth(options)`: social login buttons for the 19 Stytch OAuth providers, in configured order, each taking one of
 * Main's six button slots (the wallets plugin fills what is left through the core's layout, never by importing
 * this one), plus Google One Tap for a Google entry with `one_tap: true`.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { definePlugin, lazyScreen, type ButtonEntry, type ConfigIssue, type EntryProps } from 'entryway';
import { resolveOptions, type OAuthOptions, type ResolvedOAuthOptions } from './options';
import type { ProviderEntry } from './providers/define';
import { oauthSlice, startEnded } from './slice';
import { strings } from './strings';
import { styles } from './styles';
import { PLUGIN_ID } from './start';
import { ProviderButton, type ProviderButtonProps } from './screens/ProviderButton';
import { oauthCallback, RESULT_SCREEN } from './callback';
import { oauthCommands } from './commands';

// The buttons redirect; the result shows only on the callback page, which preloads it while it checks the token.
const later = () => import('./lazyScreens');
const Result = lazyScreen(later, 'Result');

/** Google One Tap's container, once the lazy screens' module has brought it. */
let oneTapContainer: ComponentType<ProviderButtonProps> | undefined;
const loadOneTap = () => later().then((m) => (oneTapContainer = m.GoogleOneTap));

/**
 * The Google entry with one_tap: the Google button until One Tap's code has loaded (the widget loads it as it is
 * created), then the One Tap container, which keeps the button as its fallback. A load that fails leaves the button.
 */
function OneTapEntry(props: ProviderButtonProps) {
  const [Container, setContainer] = useState(() => oneTapContainer);
  useEffect(() => {
    if (!Container)
      loadOneTap().then(
        (C) => setContainer(() => C),
        () => {},
      );
  }, [Container]);
  return createElement(Container ?? ProviderButton, props);
}

function providerEntry(entry: ProviderEntry): ButtonEntry {
  // Google with one_tap: the One Tap container, with the Google button as its fallback, takes Google's place.
  const oneTap = entry.type === 'google' && entry.one_tap === true;
  const Component = ({ widget }: EntryProps) => createElement(oneTap ? OneTapEntry : ProviderButton, { widget, entry });
  Component.displayName = `OAuthButton(${entry.type})`;
  return { kind: 'button', id: `${PLUGIN_ID}/${entry.type}`, slot: true, Component };
}

export function validateOptions(options: OAuthOptions, resolved: ResolvedOAuthOptions): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const given: unknown[] = Array.isArray(options?.providers) ? options.providers : [];
  if (resolved.providers.length === 0)
    issues.push({
      plugin: PLUGIN_ID,
      level: 'error',
      message: 'Error: oauth() needs at least one provider, e.g. oauth({ providers: [google()] }).',
    });
  for (const g of given) {
    if (resolved.providers.includes(g as ProviderEntry) || typeof g === 'function') continue;
    const type =
      g && typeof g === 'object' && typeof (g as { type?: unknown }).type === 'string'
        ? (g as { type: string }).type
        : null;
    issues.push({
      plugin: PLUGIN_ID,
      level: 'warning',
      message: type
        ? `Warning: oauth() ignores the provider "${type}": it is not one of the 19 providers, or not made with its provider function such as google().`
        : 'Warning: oauth() ignores providers that are not made with a provider function such as google().',
    });
  }
  const seen = new Set<string>();
  for (const p of resolved.providers) {
    if (seen.has(p.type))
      issues.push({
        plugin: PLUGIN_ID,
        level: 'warning',
        message: `Warning: oauth() lists ${p.name} twice; only the first is shown.`,
      });
    seen.add(p.type);
    if (p.one_tap && p.type !== 'google')
      issues.push({
        plugin: PLUGIN_ID,
        level: 'warning',
        message: `Warning: One Tap is offered by Google only; one_tap is ignored for ${p.name}.`,
      });
  }
  return issues;
}

export const oauth = (options: OAuthOptions) => {
  const resolved = resolveOptions(options);
  const unique = resolved.providers.filter((p, i, all) => all.findIndex((q) => q.type === p.type) === i);
  return definePlugin({
    id: PLUGIN_ID,
    options: resolved,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'oauth',
            names: Object.keys({ providers: 1, loginRedirectURL: 1, signupRedirectURL: 1 } satisfies Record<
              keyof OAuthOptions,
              1
            >),
            given: options,
          }
        : undefined,
    widgets: ['login'],
    features: ['oauth'],
    slice: oauthSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    styles,
    main: unique.map(providerEntry),
    commands: oauthCommands,
    screens: { [RESULT_SCREEN]: Result },
    // error_type → this plugin's texts, wherever the widget describes an API error.
    errors: {
      oauth_token_not_found: 'oauth.errorType.oauth_token_not_found',
      oauth_flow_callback_error: 'oauth.errorType.oauth_flow_callback_error',
    },
    // The provider's way back, on the app's callback page (`mountCallback`).
    callback: oauthCallback,
    // The providers matter where the buttons are; the callback page only takes the provider's way back.
    validate: (ctx) => (ctx.kind === 'login' ? validateOptions(options, resolved) : []),
    apply({ widget }) {
      // The callback page takes the provider's way back with the lazy screens' code: it loads from the start.
      if (widget.kind === 'callback') later().catch(() => {});
      if (widget.kind !== 'login') return;
      // One Tap starts as Main shows: its code loads now rather than on the first render.
      if (unique.some((p) => p.type === 'google' && p.one_tap === true)) loadOneTap().catch(() => {});
      // Back from the provider through the browser's back/forward cache: the page is restored as it was left, with
      // a redirect "starting"; let the buttons work again.
      if (typeof window === 'undefined') return;
      const onPageShow = (e: PageTransitionEvent) => {
        if (e.persisted) widget.dispatch(startEnded());
      };
      window.addEventListener('pageshow', onPageShow);
      return () => window.removeEventListener('pageshow', onPageShow);
    },
  });
};

export type OAuthPlugin = ReturnType<typeof oauth>;

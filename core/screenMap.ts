/**
 * A widget's screens: the map the view renders (after the `screens` hook, built when first asked, once every
 * plugin's apply() has tapped it), the app's own login-step screens (`app/<id>`), and preloading lazy screens.
 */
import type { ComponentType } from 'react';
import { CORE_SCREENS } from './components/coreScreens';
import { preloadScreen } from './lazyScreen';
import type { AnyPlugin, EntryProps, LoginStep, ScreenTarget, WidgetHooks } from './plugin';
import type { AppLoginStep } from './widget';

export function createScreens(plugins: readonly AnyPlugin[], hooks: WidgetHooks, given: readonly AppLoginStep[] = []) {
  const app: Record<string, ComponentType<EntryProps>> = {};
  const appSteps: LoginStep[] = given.map(({ id, Component, when, order }) => {
    app[`app/${id}`] = Component;
    return { id: `app/${id}`, screen: { screen: `app/${id}` } as unknown as ScreenTarget, when, order };
  });
  if (appSteps.length) hooks.screens.tap({ name: 'app' }, (map) => ({ ...map, ...app }));
  // As declared (lazy ones carry `preload`), for preloading before the hook has wrapped them.
  const declared: Record<string, ComponentType<EntryProps>> = Object.assign(
    { ...CORE_SCREENS, ...app },
    ...plugins.map((p) => p.screens ?? {}),
  );
  let cache: Record<string, ComponentType<EntryProps>> | null = null;
  const map = () => (cache ??= hooks.screens.call({ ...CORE_SCREENS }));
  const preloadPlugin = (p: AnyPlugin | undefined) => Object.values(p?.screens ?? {}).forEach(preloadScreen);
  return {
    map,
    appSteps,
    preloadPlugin,
    /** A lazy screen not loaded yet starts loading before React renders it (a wrapped one through its wrapper). */
    preload(id: string) {
      preloadScreen(declared[id]);
      preloadScreen(cache?.[id]);
    },
    preloadAll() {
      Object.values(map()).forEach(preloadScreen);
      // Screens a later `screens` tap wrapped without passing `preload` on.
      plugins.forEach(preloadPlugin);
    },
  };
}

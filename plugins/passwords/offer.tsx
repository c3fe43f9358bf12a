/**
 * The passwordless mode sends a login link or code through another plugin, which then shows its own screen. To
 * still "offer to create a password instead" there, the plugin wraps the other plugins' screens (the `screens` hook
 * is a waterfall meant for adding or wrapping screens) and renders the offer under the one screen the flow landed
 * on, while it is shown. Nothing is rendered on any other screen.
 */
import { Suspense, type ComponentType } from 'react';
import { lazyScreen, useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Divider } from '../../ui/Divider';

// In the chunk of the plugin's screens: the offer follows PasswordCreateOrLogin (passwordless mode), so it is loaded.
const CreatePasswordInstead = lazyScreen(() => import('./lazyScreens'), 'CreatePasswordInstead');

/** A screen's `preload()`, if it is lazy. */
const preloadOf = (Screen: ComponentType<EntryProps>) => (Screen as { preload?: () => Promise<void> }).preload;

export function withPasswordlessOffer(id: string, Screen: ComponentType<EntryProps>): ComponentType<EntryProps> {
  function WithPasswordlessOffer(props: EntryProps) {
    const t = useWidget().t;
    const show = useWidgetState((s) => s.passwords?.offerOn === id && s.widget.screen.screen === id);
    const email = useWidgetState((s) => s.passwords?.email ?? '');
    return (
      <>
        <Screen {...props} />
        {show && email ? (
          <div className="ew-stack ew-passwords-offer-below">
            <Divider label={t('core.main.or')} />
            {/* Never the screen's spinner for this part: at worst it appears a moment after the screen. */}
            <Suspense fallback={null}>
              <CreatePasswordInstead email={email} />
            </Suspense>
          </div>
        ) : null}
      </>
    );
  }
  WithPasswordlessOffer.displayName = `WithPasswordlessOffer(${id})`;
  // Preloading the wrapped screen (first interaction, navigate()) loads the screen and the offer.
  return Object.assign(WithPasswordlessOffer, {
    preload: () => Promise.all([preloadOf(Screen)?.(), CreatePasswordInstead.preload()]).then(() => undefined),
  });
}

/** Wrap every screen that is not the passwords plugin's own. */
export function wrapOtherScreens(map: Record<string, ComponentType<EntryProps>>): Record<string, ComponentType<EntryProps>> {
  return Object.fromEntries(
    Object.entries(map).map(([id, Screen]) => [id, id.startsWith('passwords/') ? Screen : withPasswordlessOffer(id, Screen)]),
  );
}

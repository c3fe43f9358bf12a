/**
 * The passwordless mode sends a login link or code through another plugin, which then shows its own screen. To
 * still "offer to create a password instead" there, the plugin wraps the other plugins' screens (the `screens` hook
 * is a waterfall meant for adding or wrapping screens) and renders the offer under the one screen the flow landed
 * on, while it is shown. Nothing is rendered on any other screen.
 */
import type { ComponentType } from 'react';
import { useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Divider } from '../../ui';
import { CreatePasswordInstead } from './screens/PasswordCreateOrLogin';

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
            <CreatePasswordInstead email={email} />
          </div>
        ) : null}
      </>
    );
  }
  WithPasswordlessOffer.displayName = `WithPasswordlessOffer(${id})`;
  return WithPasswordlessOffer;
}

/** Wrap every screen that is not the passwords plugin's own. */
export function wrapOtherScreens(map: Record<string, ComponentType<EntryProps>>): Record<string, ComponentType<EntryProps>> {
  return Object.fromEntries(
    Object.entries(map).map(([id, Screen]) => [id, id.startsWith('passwords/') ? Screen : withPasswordlessOffer(id, Screen)]),
  );
}

/**
 * The passwordless mode sends a login link or code through another plugin, which then shows its own screen. To
 * still offer "Create a password instead" there, the plugin adds a block under other plugins' screens (the core's
 * `belowScreen` hook); the block renders only under the one screen the flow landed on (`state.passwords.offerOn`),
 * while it is shown, and nothing anywhere else.
 */
import { Suspense } from 'react';
import { lazyScreen, useWidget, useWidgetState } from 'entryway';
import type { BelowScreenEntry, EntryProps, ScreenTarget } from 'entryway';
import { Divider } from '../../ui/Divider';

// In the chunk of the plugin's screens: the offer follows PasswordCreateOrLogin (passwordless mode), whose preload
// loads it too (plugin.ts).
export const CreatePasswordInstead = lazyScreen(() => import('./lazyScreens'), 'CreatePasswordInstead');

function PasswordlessOffer(_props: EntryProps) {
  const t = useWidget().t;
  const show = useWidgetState((s) => s.passwords?.offerOn != null && s.passwords.offerOn === s.widget.screen.screen);
  const email = useWidgetState((s) => s.passwords?.email ?? '');
  if (!show || !email) return null;
  return (
    <div className="ew-stack ew-passwords-offer-below">
      <Divider label={t('core.main.or')} />
      {/* Never the screen's spinner for this part: at worst it appears a moment after the screen. */}
      <Suspense fallback={null}>
        <CreatePasswordInstead email={email} />
      </Suspense>
    </div>
  );
}

const entry: BelowScreenEntry = { id: 'passwords/offer', Component: PasswordlessOffer };

/** The `belowScreen` tap: the offer's block under every screen that is not the plugin's own (it decides to show). */
export function offerBelow(entries: BelowScreenEntry[], screen: ScreenTarget): BelowScreenEntry[] {
  return screen.screen.startsWith('passwords/') ? entries : [...entries, entry];
}

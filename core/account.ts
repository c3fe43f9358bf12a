/**
 * The account widget: everything a signed-in user manages about how they sign in (name, emails, phone numbers,
 * passkeys, …), in sections the app's plugins contribute ({@link AccountSection}); the core knows none of them. The
 * widget kind `account` is the core's: its page (core/components/Account.tsx) loads with `import()` and each section's
 * code loads with its own. Here: the mount function and the option split the components share.
 */
import { mountWidget, type MountOptions, type MountedWidget } from './mount';
import type { AccountInputs, AccountKit, WidgetApi } from './plugin';

/** Options of {@link mountAccount}: the mount options and the account widget's inputs, side by side. */
export type AccountOptions = MountOptions & AccountInputs;

/** The account widget's inputs out of options that carry them beside the widget's own. */
export function splitAccount<T extends AccountInputs>(options: T) {
  const { sections, actions, onSignedOut, ...rest } = options ?? ({} as T);
  const inputs: AccountInputs = { sections, actions, onSignedOut };
  for (const key of Object.keys(inputs) as (keyof AccountInputs)[]) if (inputs[key] === undefined) delete inputs[key];
  return { inputs, rest };
}

/**
 * Mount the account widget for the signed-in user: 'Your account' and the sections of the plugins passed (each
 * plugin's README names its sections), then the app's own `actions`. With no one signed in it says so (and shows the
 * developer why). Throws when the selector matches nothing.
 * @example mountAccount({ elementId: '#account', client, plugins: [profile(), passkeys(), totp()] })
 */
export function mountAccount(options: AccountOptions): MountedWidget {
  const { inputs, rest } = splitAccount(options);
  return mountWidget('account', { ...rest, inputs: { ...(rest.inputs as AccountInputs), ...inputs } }, 'mountAccount');
}

/**
 * The account widget's helpers ({@link AccountKit}) for code that is not a section's view, e.g. a command checking
 * the last-way rule (`accountKit(ctx.widget)?.canRemove(factor)`): null outside an account widget, and until its page
 * has shown.
 */
export function accountKit(widget: WidgetApi): AccountKit | null {
  if (widget?.kind !== 'account') return null;
  return widget.scope.get<{ kit: AccountKit | null }>('core/account-kit', () => ({ kit: null })).kit;
}

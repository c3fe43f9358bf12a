/**
 * `entryway/account/react`: `<Account/>`, the account widget as a React component. An entry of its own: a React app's
 * login page imports `entryway/react` and never reaches the account page's code (its `import()`s included).
 */
import { useRef, useState } from 'react';
import { Widget, type ReactWidgetOptions } from './index';
import { accountPlugins, splitAccount } from '../account';
import type { AccountInputs } from '../plugin';

/** Props of {@link Account}: the widget options and the account widget's inputs. */
export type AccountProps = ReactWidgetOptions & AccountInputs;

/**
 * The signed-in user's account (see `mountAccount`): the sections of the plugins passed, then the app's `actions`.
 * The latest `onSignedOut` and actions' `run` are called; the other props are read at mount (change `key` to restart).
 * @example <Account client={client} plugins={[profile(), passkeysAccount()]} onSignedOut={goToLogin} />
 */
export function Account(props: AccountProps) {
  const { inputs, rest } = splitAccount(props);
  const latest = useRef(props);
  latest.current = props;
  const [stable] = useState<AccountInputs>(() => ({
    ...inputs,
    actions: inputs.actions?.map((action, i) => ({
      ...action,
      run: (ctx) => (latest.current.actions?.[i] ?? action).run(ctx),
    })),
    onSignedOut: () => latest.current.onSignedOut?.(),
  }));
  // The account page comes with this component.
  const [plugins] = useState(() => accountPlugins(rest.plugins));
  return <Widget kind="account" {...rest} plugins={plugins} inputs={stable} />;
}

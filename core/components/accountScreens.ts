/**
 * The account widget's page as the account widget's first download names it: the screen `core/Account`, loaded with
 * `import()` (core/components/Account.tsx). Only the account widget's entry points (core/account.ts) import this
 * module: a login page has no edge to the page's code.
 */
import { Button } from '../../ui/Button';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { Spinner } from '../../ui/Spinner';
import { useWidget, useWidgetState } from '../context';
import { configChecked } from '../store';
import { adoptStyles } from '../adoptStyles';
import { lazyScreen } from '../lazyScreen';
import { focusArrival } from '../screenFocus';

/** Screen id of the account widget's page. */
export const ACCOUNT_SCREEN = 'core/Account' as const;

export const AccountScreen = /* @__PURE__ */ lazyScreen(() =>
  import('./Account').then(
    (m) =>
      m.accountViews({
        Button,
        Heading,
        Text,
        Spinner,
        useWidget,
        useWidgetState,
        configChecked,
        adoptStyles,
        focusArrival,
      }).AccountScreen,
  ),
);

/**
 * The identity-provider widget as a React component, in a module of its own: a page without React mounts it with
 * widget.tsx's function, and its script-tag file leaves this module (and `entryway/react`) out.
 */
import type { WidgetOptions } from 'entryway';
import { Widget } from 'entryway/react';
import type { AuthTokenParams } from './flow';

/** The identity-provider widget as a React component (safe under StrictMode: the request is handled once). */
export function IdentityProvider({ authTokenParams, ...props }: WidgetOptions & { authTokenParams?: AuthTokenParams }) {
  return <Widget kind="identityProvider" {...props} inputs={authTokenParams ? { authTokenParams } : {}} />;
}

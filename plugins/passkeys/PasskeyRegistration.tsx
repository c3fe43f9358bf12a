/**
 * The passkey registration widget as a React component, in a module of its own: a page without React mounts it with
 * widget.tsx's function, and its script-tag file leaves this module (and `entryway/react`) out.
 */
import type { WidgetOptions } from 'entryway';
import { Widget } from 'entryway/react';

/** The passkey registration widget as a React component. */
export function PasskeyRegistration(props: WidgetOptions) {
  return <Widget kind="passkeyRegistration" {...props} />;
}

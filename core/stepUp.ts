/**
 * Step-up ('Confirm it's you'): a signed-in user verifies again before a sensitive action. The widget kind `stepUp`
 * is the core's; the factors come from the plugins whose login steps declare a `stepUp` category (an authenticator
 * app's code, a text message, a passkey, a password), through `widget.steps` (core/steps.ts does the work). Here: the
 * mount function, the commands for an app's own UI (`createHeadless({ kind: 'stepUp' })`) and the modal that resolves
 * with the result (`openStepUp`, behind `entryway/react`'s `useStepUp`).
 */
import { adoptSheet } from '../ui/adoptSheet';
import { defineCommands } from './commands';
import { mountWidget, mountWidgetInto, type MountOptions, type MountedWidget } from './mount';
import type { StepUpInputs, StepUpRequest, StepUpResult } from './plugin';
import type { WidgetOptions } from './widget';

/** Options of {@link mountStepUp}: the mount options and the step-up's inputs, side by side. */
export type StepUpOptions = MountOptions & StepUpInputs;

/** The step-up's inputs out of options that carry them beside the widget's own. */
export function splitStepUp<T extends StepUpInputs>(options: T) {
  const { maxAgeMinutes, categories, onVerified, onCancel, ...rest } = options ?? ({} as T);
  const inputs: StepUpInputs = { maxAgeMinutes, categories, onVerified, onCancel };
  for (const key of Object.keys(inputs) as (keyof StepUpInputs)[]) if (inputs[key] === undefined) delete inputs[key];
  return { inputs, rest };
}

/**
 * Mount the step-up widget ('Confirm it's you') for the signed-in user: it confirms at once when the session has a
 * factor of `categories` younger than `maxAgeMinutes` (default 60), else shows the user's factors that the plugins
 * offer. `onVerified` / `onCancel` (and the events `STEP_UP_VERIFIED` / `STEP_UP_CANCELLED`) say how it ended.
 * Throws when the selector matches nothing.
 * @example mountStepUp({ elementId: '#confirm', client, plugins: [totp()], onVerified: () => deleteAccount() })
 */
export function mountStepUp(options: StepUpOptions): MountedWidget {
  const { inputs, rest } = splitStepUp(options);
  return mountWidget('stepUp', { ...rest, inputs: { ...(rest.inputs as StepUpInputs), ...inputs } }, 'mountStepUp');
}

/**
 * Step-up for an app's own UI (`createHeadless({ kind: 'stepUp', inputs })` starts one by itself once ready):
 * `stepUp(request?)` starts it again (a fresh factor confirms at once; otherwise the first factor's screen is shown,
 * its alternatives at `widget.steps.alternatives()`), then the factor's own command (e.g. `totpCommands.authenticate`)
 * confirms the user; `cancelStepUp()` gives up. The result comes through `onVerified` / `onCancel` and the events.
 */
export const stepUpCommands = /* @__PURE__ */ defineCommands('core', {
  stepUp: { run: (ctx, request?: StepUpRequest) => ctx.widget.steps.stepUp(request) },
  cancelStepUp: { run: (ctx) => ctx.widget.steps.cancel() },
});

/** Options of {@link openStepUp}: the widget's options (no element: it opens in a modal dialog) and the request. */
export type StepUpDialogOptions = WidgetOptions &
  StepUpRequest & {
    /** Render inside a shadow root of the dialog. @default false */
    enableShadowDOM?: boolean;
    /** Closes the dialog, resolving null, when aborted (the component that opened it is gone). @default none */
    signal?: AbortSignal;
  };

// The dialog is the page's own element around the widget: its box and backdrop are set here, under its class only.
const DIALOG_CSS =
  'dialog.ew-step-up-dialog{padding:0;border:0;background:transparent;max-width:calc(100vw - 16px);' +
  'max-height:calc(100dvh - 16px);overflow:auto}dialog.ew-step-up-dialog::backdrop{background:rgb(0 0 0/.45)}';

/**
 * Open the step-up widget in a modal `<dialog>` and resolve with the result once the user is confirmed, or with null
 * when they cancel (Cancel or Escape). A session with a recent enough factor resolves at once, without showing
 * anything for longer than a frame. The dialog is removed when it settles.
 * @example if (await openStepUp({ client, plugins: [totp()] })) await api.deleteAccount();
 */
export function openStepUp(options: StepUpDialogOptions): Promise<StepUpResult | null> {
  const { maxAgeMinutes, categories, signal, ...widgetOptions } = options ?? ({} as StepUpDialogOptions);
  const dialog = document.createElement('dialog');
  dialog.className = 'ew-step-up-dialog';
  document.body.appendChild(dialog);
  const releaseSheet = adoptSheet(document, DIALOG_CSS);
  return new Promise((resolve) => {
    let mounted: MountedWidget | null = null;
    let settled = false;
    const settle = (result: StepUpResult | null) => {
      if (settled) return;
      settled = true;
      // After the callback returns: the widget is not unmounted from inside its own render or command.
      setTimeout(() => {
        mounted?.unmount();
        if (dialog.open && typeof dialog.close === 'function') dialog.close();
        dialog.remove();
        releaseSheet();
      }, 0);
      resolve(result);
    };
    const inputs: StepUpInputs = {
      ...(maxAgeMinutes !== undefined ? { maxAgeMinutes } : {}),
      ...(categories !== undefined ? { categories } : {}),
      onVerified: settle,
      onCancel: () => settle(null),
    };
    // Escape cancels the step-up (the widget's own Cancel), rather than closing the dialog under it.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      mounted?.widget?.api.steps.cancel();
    });
    signal?.addEventListener('abort', () => settle(null), { once: true });
    mounted = mountWidgetInto(dialog, 'stepUp', { ...widgetOptions, inputs }, { where: 'openStepUp()' });
    const label = mounted.widget?.api.t('core.stepUp.title');
    if (label) dialog.setAttribute('aria-label', label);
    if (!settled) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  });
}

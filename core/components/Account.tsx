/**
 * The account widget's page, loaded with `import()` by account widgets only: 'Your account' and the sections the
 * plugins contribute (each lazy, each in its own card), the app's own actions, 'You are signed out' when no one is,
 * and the helpers every section gets ({@link AccountKit}): the signed-in user, the last-way rule, the confirmation
 * dialog, the success message, and 'verify again' (the step-up's factor screen in a dialog over the page, which stays
 * mounted underneath so nothing typed is lost, then the change runs again). What it uses of the core and the UI kit
 * comes in as arguments (core/components/accountScreens.ts): importing those modules here would split them off the
 * first download into a file of their own.
 */
import {
  Component,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Button as ButtonType } from '../../ui/Button';
import type { Heading as HeadingType } from '../../ui/Heading';
import type { Text as TextType } from '../../ui/Text';
import type { Spinner as SpinnerType } from '../../ui/Spinner';
import type { useWidget as UseWidget, useWidgetState as UseWidgetState } from '../context';
import type { configChecked as ConfigChecked } from '../store';
import type { adoptStyles as AdoptStyles } from '../adoptStyles';
import type { focusArrival as FocusArrival } from '../screenFocus';
import type {
  AccountAction,
  AccountConfirm,
  AccountInputs,
  AccountSection,
  AccountUser,
  EntryProps,
  WidgetApi,
} from '../plugin';
import { createKit, PAGE, type PageKit } from './accountKit';

/** What the page uses of the first download. @internal */
export interface AccountViewDeps {
  Button: typeof ButtonType;
  Heading: typeof HeadingType;
  Text: typeof TextType;
  Spinner: typeof SpinnerType;
  useWidget: typeof UseWidget;
  useWidgetState: typeof UseWidgetState;
  configChecked: typeof ConfigChecked;
  adoptStyles: typeof AdoptStyles;
  focusArrival: typeof FocusArrival;
}

const CSS =
  '.ew-root .ew-account{display:flex;flex-direction:column;gap:24px;min-width:0}' +
  '.ew-root .ew-account-section{display:flex;flex-direction:column;gap:12px;min-width:0;padding-top:16px;' +
  'border-top:1px solid var(--ew-container-border,#ADBCC5)}' +
  '.ew-root .ew-account-title{margin:0;font-size:18px;font-weight:600;line-height:1.3;color:var(--ew-text,#000)}' +
  // A section's empty live regions (an error or a status still to come) take no room in its stack.
  '.ew-root .ew-account-section :is([role=alert],[role=status]):empty{position:absolute}' +
  // Lists look like the passkey widget's: one bordered box, a line between rows, the rows' actions as text buttons.
  '.ew-root .ew-account-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;' +
  'border:1px solid var(--ew-container-border,#ADBCC5);border-radius:var(--ew-input-radius,4px)}' +
  '.ew-root .ew-account-list>li{min-height:47px;padding:4px 12px;box-sizing:border-box;min-width:0}' +
  '.ew-root .ew-account-list>li+li{border-top:1px solid var(--ew-container-border,#ADBCC5)}' +
  '.ew-root .ew-account-list>li.ew-stack{justify-content:center}' +
  // A row's items line up on their first lines, and a name shows whole (wrapped) while focus is anywhere in its row,
  // as in the passkey list: pressing a row's button after focusing its name moves nothing under the pointer, so the
  // press lands where it started. A name longer than its line is cut until then.
  '.ew-root .ew-account-row{display:flex;align-items:baseline;align-content:center;' +
  'justify-content:space-between;gap:0 8px;min-width:0;flex-wrap:wrap}' +
  '.ew-root .ew-account-row>.ew-account-name{flex:1 1 8em}' +
  '.ew-root .ew-account-row>:is(svg,img){align-self:center}' +
  // An action wrapped onto a line of its own keeps to the row's end, where it sits when it fits beside the name.
  '.ew-root .ew-account-row>.ew-account-danger{margin-inline-start:auto}' +
  '.ew-root .ew-account-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;' +
  'color:var(--ew-text,#000)}' +
  '.ew-root .ew-account-row:focus-within .ew-account-name,.ew-root .ew-account-name:focus{white-space:normal;' +
  'overflow-wrap:anywhere}' +
  '.ew-root .ew-account-name:focus{outline:2px solid var(--ew-primary,#19303D);outline-offset:2px}' +
  '.ew-root .ew-account-badge{font-size:var(--ew-helper-size,14px);color:var(--ew-secondary,#5C727D)}' +
  '.ew-root .ew-account-row .ew-btn{width:auto}' +
  '.ew-root .ew-account-list .ew-account-row .ew-btn--secondary{min-height:24px;padding:2px 4px;' +
  'background:transparent;border-color:transparent;text-decoration:underline;text-underline-offset:2px}' +
  '.ew-root .ew-account-actions{display:flex;flex-direction:column;gap:8px}' +
  '.ew-root .ew-account-danger .ew-btn--secondary{color:var(--ew-error,#8B1214);border-color:currentColor}' +
  '.ew-root dialog.ew-account-dialog{box-sizing:border-box;width:min(100%,var(--ew-container-width,400px));' +
  'max-width:calc(100vw - 16px);max-height:calc(100dvh - 16px);overflow:auto;padding:24px;' +
  'border:1px solid var(--ew-container-border,#ADBCC5);border-radius:var(--ew-container-radius,8px);' +
  'background:var(--ew-container-bg,#fff);color:var(--ew-text,#000)}' +
  '.ew-root dialog.ew-account-dialog::backdrop{background:rgb(0 0 0/.45)}' +
  '.ew-root .ew-account-dialog-buttons{display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap}' +
  '.ew-root .ew-account-dialog-buttons .ew-btn{width:auto}';

/** The page and its dialogs, over the first download's components. @internal */
export function accountViews(deps: AccountViewDeps) {
  const { Button, Heading, Text, Spinner, useWidget, useWidgetState, configChecked, adoptStyles, focusArrival } = deps;

  const kitOf = (widget: WidgetApi) => widget.scope.get<PageKit>('core/account', () => createKit(widget));

  /** A modal `<dialog>` in the widget (the top layer: above the page, focus kept inside, Escape cancels). */
  function Modal({ label, onCancel, children }: { label: string; onCancel(): void; children: ReactNode }) {
    const ref = useRef<HTMLDialogElement>(null);
    useLayoutEffect(() => {
      const dialog = ref.current!;
      if (typeof dialog.showModal === 'function' && !dialog.open) {
        try {
          dialog.showModal();
        } catch {
          dialog.setAttribute('open', '');
        }
      } else dialog.setAttribute('open', '');
      return () => {
        if (dialog.open && typeof dialog.close === 'function') dialog.close();
      };
    }, []);
    return (
      <dialog
        ref={ref}
        className="ew-account-dialog"
        aria-labelledby={label}
        onCancel={(e) => {
          e.preventDefault();
          onCancel();
        }}
      >
        {children}
      </dialog>
    );
  }

  function ConfirmDialog({ kit, request }: { kit: PageKit; request: AccountConfirm }) {
    const { t } = useWidget();
    const id = useId();
    return (
      <Modal label={`${id}-title`} onCancel={() => kit.answerConfirm(false)}>
        <div className="ew-stack" data-testid="account-confirm" role="alertdialog" aria-labelledby={`${id}-title`}>
          <h2 className="ew-account-title" id={`${id}-title`}>
            {request.title}
          </h2>
          {request.text ? <Text>{request.text}</Text> : null}
          <div className="ew-account-dialog-buttons">
            <Button variant="secondary" onClick={() => kit.answerConfirm(false)}>
              {t('core.stepUp.cancel')}
            </Button>
            <span
              className={request.variant === 'primary' ? undefined : 'ew-account-danger'}
              data-testid="account-confirm-yes"
            >
              <Button
                variant={request.variant === 'primary' ? 'primary' : 'secondary'}
                onClick={() => kit.answerConfirm(true)}
              >
                {request.confirmLabel ?? t('core.account.remove')}
              </Button>
            </span>
          </div>
        </div>
      </Modal>
    );
  }

  /**
   * The step-up's factor screen (a plugin's step), over the page while the user verifies again. The dialog opens with
   * its Cancel focused (the step's code loads after it); as the step shows, focus moves to its field that asks for it
   * (the code) or else its first control (the passkey button), unless the user has already moved it.
   */
  function VerifyDialog({ widget }: { widget: WidgetApi }) {
    const screen = useWidgetState((s) => s.widget.screen.screen);
    const id = useId();
    const [screens] = useState(() => widget.hooks.screens.call({}));
    const factorRef = useRef<HTMLDivElement>(null);
    const Step = screen !== PAGE ? (screens[screen] as ComponentType<EntryProps> | undefined) : undefined;
    useEffect(() => {
      const factor = factorRef.current;
      if (!factor?.closest('dialog')) return;
      // Until its field that asks for focus (the code) shows enabled, the step's first control has it.
      const stop = focusArrival(factor, (step) =>
        step.querySelector<HTMLElement>('input:not([type=hidden]):not(:disabled),button:not(:disabled)'),
      );
      return () => void stop();
    }, [Step]);
    if (!Step) return null;
    return (
      <Modal label={`${id}-title`} onCancel={() => widget.steps.cancel()}>
        <div className="ew-stack" data-testid="step-up">
          <div className="ew-stack ew-stack--sm">
            <Heading level={2} id={`${id}-title`}>
              {widget.t('core.stepUp.title')}
            </Heading>
            <Text variant="helper">{widget.t('core.stepUp.text')}</Text>
          </div>
          <div className="ew-step-up-factor" ref={factorRef}>
            <Suspense fallback={<Spinner label={widget.t('core.loading')} />}>
              <Step widget={widget} />
            </Suspense>
          </div>
          <Button variant="secondary" onClick={() => widget.steps.cancel()}>
            {widget.t('core.stepUp.cancel')}
          </Button>
        </div>
      </Modal>
    );
  }

  /** A section whose code could not load says so in its card; the others stay. */
  class SectionBoundary extends Component<{ text: string; retry: string; children: ReactNode }, { failed: boolean }> {
    override state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    override componentDidCatch(error: unknown) {
      console.error('Entryway: an account section failed', error);
    }
    override render() {
      if (!this.state.failed) return this.props.children;
      return (
        <div className="ew-stack ew-stack--sm" role="alert">
          <Text>{this.props.text}</Text>
          <Button variant="text" onClick={() => this.setState({ failed: false })}>
            {this.props.retry}
          </Button>
        </div>
      );
    }
  }

  function AppActions({
    widget,
    kit,
    actions,
  }: {
    widget: WidgetApi;
    kit: PageKit;
    actions: readonly AccountAction[];
  }) {
    const [busy, setBusy] = useState<string | null>(null);
    const [error, setError] = useState<{ id: string; text: string } | null>(null);
    const user = kit.useUser();
    const run = async (action: AccountAction) => {
      if (action.confirm && !(await kit.confirm({ ...action.confirm, variant: 'danger' }))) return;
      setBusy(action.id);
      setError(null);
      try {
        const said = await action.run({ user, widget });
        kit.done(typeof said === 'string' && said ? said : widget.t('core.account.done'));
      } catch (e) {
        setError({ id: action.id, text: e instanceof Error && e.message ? e.message : widget.t('core.error.unknown') });
      } finally {
        setBusy(null);
      }
    };
    return (
      <div className="ew-account-actions ew-account-section" data-testid="account-actions">
        {actions.map((action) => (
          <div
            key={action.id}
            className={`ew-stack ew-stack--sm${action.variant === 'danger' ? ' ew-account-danger' : ''}`}
            data-testid={`account-action-${action.id}`}
          >
            <Button variant="secondary" loading={busy === action.id} onClick={() => void run(action)}>
              {action.label}
            </Button>
            {action.description ? <Text variant="helper">{action.description}</Text> : null}
            {error?.id === action.id ? (
              <p className="ew-error-text" role="alert">
                {error.text}
              </p>
            ) : null}
          </div>
        ))}
      </div>
    );
  }

  function Sections({ widget, kit, user }: { widget: WidgetApi; kit: PageKit; user: AccountUser }) {
    const inputs = widget.inputs as AccountInputs;
    const [all] = useState(() =>
      (widget.hooks.accountSections?.call([]) ?? []).sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    );
    const chosen: AccountSection[] = Array.isArray(inputs.sections)
      ? inputs.sections.flatMap((id) => all.filter((s) => s.id === id))
      : all;
    const shown = chosen.filter((s) => {
      try {
        return s.when ? s.when(user, widget) : true;
      } catch {
        return false;
      }
    });
    const base = `${widget.instanceId}-account`;
    // Sections that bring their own strings show once those are in the catalog (their heading is one of them).
    const [, loaded] = useState(0);
    const waiting = shown.filter((s) => !kit.hasStrings(s));
    const waitingIds = waiting.map((s) => s.id).join(' ');
    useEffect(() => {
      if (!waitingIds) return;
      let live = true;
      void Promise.all(waiting.map((s) => kit.loadStrings(s))).then(() => live && loaded((n) => n + 1));
      return () => {
        live = false;
      };
      // `waiting` is derived from the ids.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [kit, waitingIds]);
    if (waiting.length) return <Spinner label={widget.t('core.loading')} />;
    return (
      <>
        {shown.map(({ id, titleKey, Section }) => {
          const titleId = `${base}-${id.replace(/[^a-z0-9-]/gi, '-')}`;
          return (
            <section
              key={id}
              className="ew-account-section"
              aria-labelledby={titleId}
              data-testid={`account-section-${id.replace('/', '-')}`}
            >
              <h2 className="ew-account-title" id={titleId}>
                {widget.t(titleKey)}
              </h2>
              <SectionBoundary text={widget.t('core.error.screenLoad')} retry={widget.t('core.screenLoad.retry')}>
                <Suspense fallback={<Spinner label={widget.t('core.loading')} />}>
                  <Section widget={widget} account={kit} titleId={titleId} />
                </Suspense>
              </SectionBoundary>
            </section>
          );
        })}
      </>
    );
  }

  /** The account widget's page. */
  function AccountScreen() {
    const widget = useWidget();
    const { t } = widget;
    const kit = kitOf(widget);
    const state = useSyncExternalStore(kit.subscribe, kit.snapshot);
    const status = useWidgetState((s) => s.session.status);
    const step = useWidgetState((s) => s.widget.step);
    const rootRef = useRef<HTMLDivElement>(null);
    const inputs = widget.inputs as AccountInputs;

    useLayoutEffect(() => adoptStyles(rootRef.current!.getRootNode() as Document | ShadowRoot, CSS), []);
    useEffect(() => (status === 'active' ? kit.start() : undefined), [kit, status]);
    // No one signed in: the developer's fix, said in the widget beside what the user sees (gone once signed in).
    useEffect(() => {
      const message = t('core.config.accountSignedOut');
      const issues = widget.getState().widget.configIssues;
      const has = issues.some((i) => i.message === message);
      if (status === 'none' && !has)
        widget.dispatch(configChecked([...issues, { plugin: 'core', level: 'warning', message }]));
      if (status === 'active' && has) widget.dispatch(configChecked(issues.filter((i) => i.message !== message)));
    }, [status, t, widget]);

    let body: ReactNode;
    if (status === 'none')
      body = (
        <div className="ew-stack" data-testid="account-signed-out">
          <Heading level={1}>{t('core.stepUp.signedOutTitle')}</Heading>
          <Text>{t('core.account.signedOut')}</Text>
        </div>
      );
    else if (status === 'active' && state.user)
      body = (
        <>
          <Heading level={1}>{t('core.account.title')}</Heading>
          <Sections widget={widget} kit={kit} user={state.user} />
          {Array.isArray(inputs.actions) && inputs.actions.length ? (
            <AppActions widget={widget} kit={kit} actions={inputs.actions} />
          ) : null}
        </>
      );
    else if (state.failed)
      body = (
        <div className="ew-stack" role="alert">
          <Heading level={1}>{t('core.account.title')}</Heading>
          <Text>{t('core.account.loadFailed')}</Text>
          <Button onClick={() => void kit.refresh()}>{t('core.screenLoad.retry')}</Button>
        </div>
      );
    else body = <Spinner label={t('core.loading')} />;

    return (
      <div className="ew-account" data-testid="account" ref={rootRef}>
        {body}
        <p className="ew-visually-hidden" role="status" data-testid="account-notice">
          {state.notice}
        </p>
        {state.confirm ? <ConfirmDialog kit={kit} request={state.confirm} /> : null}
        {step && state.verifying ? <VerifyDialog widget={widget} /> : null}
      </div>
    );
  }

  return { AccountScreen };
}

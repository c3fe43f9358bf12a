/**
 * The shared pieces plugins configure: the email step, the resend button and the countdown under them. The three
 * email plugins' suites cover each configuration end to end; these pin the behaviour every configuration relies on.
 */
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EmailStep,
  definePlugin,
  useAction,
  useCountdown,
  useScreenParams,
  type EntryProps,
  type ScreenTarget,
  type WidgetApi,
} from 'entryway';
import { ResendButton, type ResendButtonProps } from 'entryway/screens';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { fakeClient } from '../../test/fixtures/stubs';

declare module 'entryway' {
  interface ScreenRegistry {
    'shared/Next': undefined;
    'shared/Done': { via: 'code' | 'link' };
  }
  interface PluginOptionsRegistry {
    shared: { cooldown: number };
  }
}

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

const rateLimited = (seconds: number) =>
  Object.assign(new Error('429'), {
    error_type: 'too_many_requests',
    status_code: 429,
    error_details: { retry_after_seconds: seconds },
  });

function mountWith(Form: ComponentType<EntryProps>) {
  const plugin = definePlugin({
    id: 'shared',
    options: {},
    main: [{ kind: 'tab', id: 'shared/tab', tab: 'shared', labelKey: 'shared.tab', Form }],
    screens: { 'shared/Next': () => <h2>Next</h2> },
    strings: { 'shared.tab': 'Shared' },
  });
  mounted = renderWidget({ client: fakeClient(), plugins: [plugin] });
  return mounted;
}

describe('EmailStep', () => {
  function mountStep(send: (address: string) => Promise<string>, onSent = vi.fn()) {
    mountWith(({ widget }) => (
      <EmailStep
        idPrefix="shared"
        label="Email"
        placeholder="example@email.com"
        invalidText="Email format is invalid."
        submitLabel="Continue with email"
        send={send}
        onSent={(address, value) => {
          onSent(address, value);
          widget.navigate('shared/Next');
        }}
      />
    ));
    return onSent;
  }

  it('refuses a malformed address without sending, then sends the trimmed one once', async () => {
    const user = userEvent.setup();
    let release!: (v: string) => void;
    const send = vi.fn(() => new Promise<string>((r) => (release = r)));
    const onSent = mountStep(send);
    const input = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(input.name).toBe('email');
    expect(input.autocomplete).toBe('email');
    await user.type(input, 'not-an-email{Enter}');
    expect(screen.getByText('Email format is invalid.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '  Ada@Example.com ');
    expect(screen.queryByText('Email format is invalid.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Continue with email' });
    await user.click(button);
    await user.click(button);
    await user.type(input, '{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Ada@example.com');
    await act(async () => release('sent'));
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy();
    expect(onSent).toHaveBeenCalledWith('Ada@example.com', 'sent');
  });

  it('keeps the typed address on an error, shows it under the field and points the button at it', async () => {
    const user = userEvent.setup();
    mountStep(async () => {
      throw Object.assign(new Error('bad'), {
        error_type: 'some_api_error',
        error_message: 'Something is off.',
        status_code: 400,
      });
    });
    const input = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    await user.type(input, 'ada@example.com{Enter}');
    const error = await screen.findByText('Something is off.');
    expect(error.closest('[role=alert]')).not.toBeNull();
    const errorId = error.closest('[role=alert]')!.id;
    expect(screen.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-describedby')).toBe(errorId);
    expect(input.value).toBe('ada@example.com');
  });
});

describe('ResendButton', () => {
  type Config = Partial<ResendButtonProps<string>>;
  function mountResend(send: () => Promise<string>, config: Config = {}) {
    mountWith(({ widget }) => {
      const action = useAction(send, { mode: 'latest' });
      return (
        <ResendButton
          id={`${widget.instanceId}-shared-resend-error`}
          action={action}
          cooldownSeconds={1}
          label={(phase, seconds) =>
            phase === 'waiting' ? `Resend in ${seconds}s` : phase === 'sent' ? 'Sent' : 'Resend'
          }
          {...config}
        />
      );
    });
  }

  it('cools down after a resend, refuses clicks meanwhile, and announces when it is ready again', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => 'ok');
    mountResend(send, {
      whileWaiting: 'focusable',
      sentStatus: 'Resent.',
      readyStatus: 'You can resend now.',
      sentToast: 'Email resent',
    });
    const button = await screen.findByRole('button', { name: 'Resend' });
    await user.click(button);
    // Same element, still focusable, reported as disabled.
    expect(await screen.findByRole('button', { name: 'Resend in 1s' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    const status = () => mounted!.host.querySelector('.ew-resend [role=status]')!.textContent;
    expect(status()).toBe('Resent.');
    expect(await screen.findByText('Email resent')).toBeTruthy();
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.textContent).toBe('Resend'), { timeout: 2500 });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(status()).toBe('You can resend now.');
  });

  it('starts cooling down when asked, with the wait shown under a natively disabled button', async () => {
    mountResend(async () => 'ok', {
      startCoolingDown: true,
      prompt: "Didn't get it?",
      waitText: (s) => `Wait ${s} s.`,
    });
    const button = (await screen.findByRole('button', { name: 'Resend in 1s' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText("Didn't get it?")).toBeTruthy();
    expect(screen.getByText('Wait 1 s.')).toBeTruthy();
    await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2500 });
    expect(screen.queryByText(/^Wait/)).toBeNull();
  });

  it('shows a sent phase, then waits; a result the screen does not accept changes nothing', async () => {
    const user = userEvent.setup();
    let accept = false;
    mountResend(async () => 'ok', { sentMs: 500, cooldownSeconds: 2, onSent: () => accept });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy());
    accept = true;
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Resend in [12]s$/ }, { timeout: 1500 })).toBeTruthy();
  });

  it('shows errors inline or as a toast; a rate-limit wait is always inline and blocks the button', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        Object.assign(new Error('x'), { error_type: 'oops', error_message: 'It broke.', status_code: 400 }),
      )
      .mockRejectedValueOnce(rateLimited(30));
    mountResend(send, { errors: 'toast' });
    const button = (await screen.findByRole('button', { name: 'Resend' })) as HTMLButtonElement;
    await user.click(button);
    const toast = await screen.findByText('It broke.');
    expect(toast.closest('.ew-toast--error')).not.toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    await user.click(button);
    const wait = await screen.findAllByText(/Please wait 30 seconds/);
    expect(wait.some((el) => el.closest('.ew-resend'))).toBe(true);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(`${mounted!.widget.api.instanceId}-shared-resend-error`);
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('useCountdown', () => {
  function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
    return <span data-testid="n">{useCountdown(until, onDone)}</span>;
  }

  it('changes exactly when the whole-second count does, and calls onDone once at the end', async () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Countdown until={Date.now() + 2_400} onDone={onDone} />);
    const n = () => screen.getByTestId('n').textContent;
    expect(n()).toBe('3');
    await act(() => vi.advanceTimersByTimeAsync(450)); // 1.95 s left: 2, not 3 until a second after the render
    expect(n()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(n()).toBe('1');
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(n()).toBe('0');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('the registries (checked by tsc: each @ts-expect-error fails the type check when the error goes away)', () => {
  it('types navigation by screen, screen params and options by plugin id', () => {
    const typed = (widget: WidgetApi) => {
      widget.navigate('shared/Next');
      widget.navigate('shared/Done', { via: 'code' });
      // @ts-expect-error a screen id no plugin registers
      widget.navigate('shared/Nope');
      // @ts-expect-error this screen needs its params
      widget.navigate('shared/Done');
      // @ts-expect-error params of the wrong shape
      widget.navigate('shared/Done', { via: 'sms' });
      const target: ScreenTarget = { screen: 'shared/Done', params: { via: 'link' } };
      // @ts-expect-error a target pairs a screen with its own params
      const wrong: ScreenTarget = { screen: 'shared/Next', params: { via: 'link' } };
      const cooldown: number | undefined = widget.options('shared')?.cooldown;
      // @ts-expect-error registered options are typed
      const missing = widget.options('shared')?.nope;
      // @ts-expect-error no Record<string, unknown> escape on the root state
      const unknownSlice = widget.getState().notAPlugin;
      return [target, wrong, cooldown, missing, unknownSlice];
    };
    function Done() {
      const via: 'code' | 'link' = useScreenParams<'shared/Done'>().via;
      return <p>{via}</p>;
    }
    expect([typed, Done]).toHaveLength(2);
  });
});

/** Messages the simulator "sent" (emails, SMS, WhatsApp), polled from `GET /__sim/outbox`, newest first. */
import { simApi, type OutboxMessage } from '../simApi';
import { usePoll } from '../usePoll';
import { Panel, safeHttpUrl, time } from './Panel';

const CHANNEL = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

function Message({ m }: { m: OutboxMessage }) {
  const link = safeHttpUrl(m.link);
  const loginLink = safeHttpUrl(m.loginLink);
  return (
    <li className="sb-message" data-testid="outbox-item" data-channel={m.channel} data-kind={m.kind}>
      <div className="sb-message-head">
        <span className={`sb-badge sb-badge--${m.channel}`}>{CHANNEL[m.channel] ?? m.channel}</span>
        <span className="sb-message-to" data-testid="outbox-to">
          {m.to}
        </span>
        <time className="sb-muted" dateTime={m.sentAt}>
          {time(m.sentAt)}
        </time>
      </div>
      {m.subject ? <p className="sb-message-subject">{m.subject}</p> : null}
      {m.code ? (
        <p>
          Code:{' '}
          <code className="sb-code" data-testid="outbox-code">
            {m.code}
          </code>
        </p>
      ) : null}
      {link ? (
        <p>
          <a href={link} data-testid="outbox-link">
            {m.kind === 'reset_password' ? 'Open the password reset link' : 'Open the magic link'}
          </a>
        </p>
      ) : null}
      {loginLink ? (
        <p>
          <a href={loginLink} data-testid="outbox-login-link">
            Open the login link
          </a>
        </p>
      ) : null}
      {!m.code && !link ? <p className="sb-muted">{m.text}</p> : null}
    </li>
  );
}

export function OutboxPanel() {
  const { value, error, refresh } = usePoll(simApi.outbox, 1000);
  const messages = [...(value ?? [])].reverse();
  return (
    <Panel
      title="Outbox"
      testId="outbox"
      actions={
        <button type="button" className="sb-btn sb-btn--small" onClick={() => void simApi.clearOutbox().then(refresh)}>
          Clear
        </button>
      }
    >
      {error ? (
        <p className="sb-error" role="alert">
          Outbox unavailable: {error}
        </p>
      ) : null}
      <p className="sb-muted" aria-live="polite">
        {messages.length === 0
          ? 'No messages yet. Emails, texts and WhatsApp messages appear here.'
          : `${messages.length} message${messages.length === 1 ? '' : 's'}`}
      </p>
      <ul className="sb-list">
        {messages.map((m) => (
          <Message key={m.id} m={m} />
        ))}
      </ul>
    </Panel>
  );
}

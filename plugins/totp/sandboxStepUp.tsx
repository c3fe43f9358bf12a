/**
 * `/p/step-up`: step-up ('Confirm it's you') for whoever is signed in. 'Change something sensitive' mounts the step-up
 * widget with the authenticator app as its factor; the page says how it ended. `?stepUpMaxAge=` sets
 * `maxAgeMinutes` (0: always ask), `?locale=` and `?theme=dark` the widget's language and theme.
 */
import { useState, useSyncExternalStore } from 'react';
import { StepUp } from 'entryway/react';
import type { StepUpResult } from 'entryway';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { EventLogPanel } from '../../sandbox/src/panels/EventLogPanel';
import { totp } from './plugin';
import { MFA_USER, onSessionChange, signedInEmail, signInAs } from './sandboxSetup';

const plugins = [totp()];
const query = new URLSearchParams(window.location.search);
const maxAge = query.get('stepUpMaxAge');
const locale = query.get('locale') ?? 'en';
const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;

export default function StepUpPage() {
  const who = useSyncExternalStore(onSessionChange, signedInEmail);
  const [open, setOpen] = useState(0);
  const [outcome, setOutcome] = useState('');
  const verified = (r: StepUpResult) => {
    setOpen(0);
    setOutcome(`Verified (${r.step ?? 'a recent factor'}, ${r.category}). The sensitive change went through.`);
  };
  const cancelled = () => {
    setOpen(0);
    setOutcome('Cancelled: nothing was changed.');
  };
  return (
    <>
      <p className="sb-muted">
        {who ? `Signed in as ${who}.` : 'No one is signed in.'}{' '}
        <button type="button" className="sb-btn sb-btn--small" onClick={() => void signInAs(MFA_USER)}>
          Sign in as {MFA_USER.email} (password only)
        </button>
      </p>
      <p>
        <button
          type="button"
          className="sb-btn sb-btn--primary"
          onClick={() => (setOutcome(''), setOpen((n) => n + 1))}
        >
          Change something sensitive
        </button>
      </p>
      <p role="status" data-testid="step-up-outcome">
        {outcome}
      </p>
      {open ? (
        <div className="sb-widget-host" data-testid="widget-host">
          <StepUp
            key={open}
            client={client}
            plugins={plugins}
            locale={locale}
            styles={styles}
            callbacks={logCallbacks}
            {...(maxAge !== null ? { maxAgeMinutes: Number(maxAge) } : {})}
            onVerified={verified}
            onCancel={cancelled}
          />
        </div>
      ) : null}
      <EventLogPanel />
    </>
  );
}

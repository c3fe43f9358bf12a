/**
 * The sandbox page `/p/passkeys-registration`: the passkey registration widget for whoever is signed in with the
 * sandbox's client (sign in on the main page first), with the events it reports.
 */
import { PasskeyRegistration } from './widget';
import { passkeys } from './plugin';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { EventLogPanel } from '../../sandbox/src/panels/EventLogPanel';

const plugins = [passkeys()];

export default function PasskeyRegistrationPage() {
  return (
    <>
      <div className="sb-widget-host" data-testid="widget-host">
        <PasskeyRegistration client={client} plugins={plugins} callbacks={logCallbacks} />
      </div>
      <p className="sb-muted">
        <a href="/?widget=login&products=emailMagicLinks,otp,passwords,passkeys&otpMethods=email">Log in on the main page</a>
      </p>
      <EventLogPanel />
    </>
  );
}

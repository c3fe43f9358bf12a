/**
 * The consent screen: client logo (https only, at most 100×50), the title, the ungrantable-scopes notice,
 * what the client asks for, a plain note on long-lived access and on where the user goes next, Allow and Deny.
 */
import { useMemo } from 'react';
import { ErrorMessage, useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Logo } from '../../../ui/Logo';
import { Text } from '../../../ui/Text';
import { idpCommands } from '../commands';
import { consentSections, customScopeDescriptions, hasCustomScopes, LONG_LIVED_SCOPES } from '../consent';
import { framedByOtherOrigin } from '../framing';
import type { IdpOptions } from '../options';
import { FramedNotice } from './Framed';
import { Item, Manifest } from './Manifest';
import { useProjectName } from './useProjectName';

export function ConsentScreen(_props: EntryProps) {
  const widget = useWidget();
  const t = widget.t;
  const { client, grantable, ungrantable, redirectHost, submitError } = useWidgetState((s) => s.idp!);
  const rbacPolicy = useWidgetState((s) => s.widget.bootstrap?.rbacPolicy);
  const projectName = useProjectName();
  const clientName = client?.displayName ?? t('idp.client.fallbackName');
  const generator = widget.options<IdpOptions>('idp')?.getIDPConsentManifest;
  // The step runs behind the widget's spinner, which replaces this screen: it is run through the widget, not
  // useCommand, whose run would be cancelled as this screen unmounts.
  const decide = (granted: boolean) => void widget.commands.run(idpCommands.decide, granted);
  const sections = useMemo(
    () => consentSections({ scopes: grantable, clientName, rbacPolicy, t, generator }),
    [grantable, clientName, rbacPolicy, t, generator],
  );
  const ungrantableText = useMemo(
    () => customScopeDescriptions(ungrantable, rbacPolicy, t),
    [ungrantable, rbacPolicy, t],
  );
  const longLived = grantable.some((s) => LONG_LIVED_SCOPES.includes(s));
  const title = t(hasCustomScopes(grantable) ? 'idp.consent.titleCustom' : 'idp.consent.title', {
    clientName,
    projectName,
  });
  // A run the runtime refused (offline) has its error at the command, not in the slice.
  const refused = useWidgetState((s) => s.commands?.[idpCommands.decide.id]?.error ?? null);
  const error = submitError ?? refused;
  const errorId = `${widget.instanceId}-idp-submit-error`;
  // Read once: a page does not move between frames.
  const framed = useMemo(() => framedByOtherOrigin(), []);

  return (
    <div className="ew-stack ew-stack--lg">
      {client?.logoUrl ? (
        <div className="ew-idp-logo">
          <Logo src={client.logoUrl} alt={t('idp.consent.logoAlt', { clientName })} variant="client" />
        </div>
      ) : null}
      <div className="ew-idp-title">
        <Heading level={1}>{title}</Heading>
      </div>
      {ungrantableText.length ? (
        <div className="ew-idp-notice">
          <Item
            as="div"
            item={{
              text: t('idp.consent.ungrantable', { clientName }),
              details: [t('idp.consent.ungrantableRequest', { clientName }), ...ungrantableText],
            }}
          />
        </div>
      ) : null}
      <Manifest sections={sections} />
      {longLived ? <Text variant="helper">{t('idp.consent.longLivedNotice', { clientName })}</Text> : null}
      {framed ? (
        <FramedNotice />
      ) : (
        <div className="ew-stack ew-stack--sm ew-idp-actions">
          <ErrorMessage id={errorId} error={error} />
          <Button variant="primary" onClick={() => decide(true)} aria-describedby={error ? errorId : undefined}>
            {t('idp.consent.allow')}
          </Button>
          <Button variant="secondary" onClick={() => decide(false)}>
            {t('idp.consent.deny')}
          </Button>
        </div>
      )}
      {redirectHost ? (
        <div className="ew-idp-destination">
          <Text variant="helper">
            <HostText template={t('idp.consent.destination', { host: '\u0000' })} host={redirectHost} />
          </Text>
        </div>
      ) : null}
    </div>
  );
}

/** The translated sentence with the host in bold, as text (the placeholder is split out, never parsed as markup). */
function HostText({ template, host }: { template: string; host: string }) {
  const [before, after = ''] = template.split('\u0000');
  return (
    <>
      {before}
      <strong className="ew-idp-host">{host}</strong>
      {after}
    </>
  );
}

/**
 * The account widget's Connected apps section: the apps the user allowed through the identity provider's consent,
 * each with what it may do in the consent screen's own words (the scopes granted), and Revoke (asked to confirm):
 * what the consent gave, the user takes back here. The list is read when the section shows and after each revoke.
 * Loaded with `import()`: only an account page that shows the section downloads it.
 */
import { useEffect, useState } from 'react';
import { ErrorMessage, excerpt, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ItemName } from '../../../ui/ItemName';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { customScopeDescriptions, standardScopeItems } from '../consent';
import { idpAccountCommands, type ConnectedApp } from '../accountCommands';

/** Longest app name kept (the full name still wraps on focus). */
const MAX_NAME = 200;

export function ConnectedAppsSection({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const list = useCommand(idpAccountCommands.connectedApps);
  const revoke = useCommand(idpAccountCommands.revoke);
  const [apps, setApps] = useState<ConnectedApp[] | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const id = `${widget.instanceId}-idp-account`;

  useEffect(() => {
    let live = true;
    void list.run().then((r) => {
      if (live && r.ok) setApps(r.value);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once as the section shows
  }, []);

  const nameOf = (app: ConnectedApp) => excerpt(app.name.trim(), MAX_NAME) || t('idp.client.fallbackName');

  const onRevoke = async (app: ConnectedApp) => {
    const name = nameOf(app);
    const yes = await account.confirm({
      title: t('idp.account.confirmTitle', { app: name }),
      text: t('idp.account.confirmText', { app: name }),
      confirmLabel: t('idp.account.revoke'),
    });
    if (!yes) return;
    setRevoking(app.id);
    const result = await account.run(idpAccountCommands.revoke, app.id);
    setRevoking(null);
    if (result.ok) {
      setApps(result.value);
      account.done(t('idp.account.revoked', { app: name }));
    }
  };

  if (apps === null)
    return list.error ? (
      <div className="ew-stack ew-stack--sm">
        <ErrorMessage id={`${id}-list-error`} error={list.error} />
        <Button variant="secondary" onClick={() => void list.run().then((r) => r.ok && setApps(r.value))}>
          {t('idp.retry')}
        </Button>
      </div>
    ) : (
      <Spinner label={t('core.loading')} />
    );
  return (
    <div className="ew-stack ew-stack--sm" data-testid="idp-account">
      {apps.length === 0 ? <Text variant="helper">{t('idp.account.empty')}</Text> : null}
      {apps.length > 0 ? (
        <ul className="ew-account-list">
          {apps.map((app) => {
            const name = nameOf(app);
            const items = standardScopeItems(app.scopes, t);
            const custom = customScopeDescriptions(app.scopes, null, t);
            return (
              <li key={app.id} className="ew-stack ew-stack--sm" data-testid="idp-account-app">
                <div className="ew-account-row">
                  <ItemName id={`${id}-${app.id}`}>{name}</ItemName>
                  <span className="ew-account-danger">
                    <Button
                      variant="secondary"
                      aria-label={t('idp.account.revokeLabel', { app: name })}
                      loading={revoking === app.id}
                      disabled={revoking !== null && revoking !== app.id}
                      onClick={() => void onRevoke(app)}
                    >
                      {t('idp.account.revoke')}
                    </Button>
                  </span>
                </div>
                {items.length + custom.length > 0 ? (
                  <ul className="ew-idp-details" aria-label={t('idp.account.access', { app: name })}>
                    {items.map((item) => {
                      const text = typeof item === 'string' ? item : item.text;
                      const longLived = typeof item !== 'string' && item.longLived;
                      return (
                        <li key={text}>
                          {text}
                          {longLived ? <span className="ew-idp-badge">{t('idp.consent.longLived')}</span> : null}
                        </li>
                      );
                    })}
                    {custom.map((text, i) => (
                      <li key={`custom-${i}`}>{text}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ErrorMessage id={`${id}-error`} error={revoke.error} />
    </div>
  );
}

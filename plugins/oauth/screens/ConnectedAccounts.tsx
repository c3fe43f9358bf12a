/**
 * The account widget's Connected accounts section: the social accounts linked to the user, Disconnect on each (asked
 * to confirm; refused with the reason when it is the user's last way to sign in), and Connect for each configured
 * provider not linked yet (attach, then the provider's page; the callback page brings the user back here, where the
 * outcome is said once). Loaded with `import()`: only an account page that shows the section downloads it.
 */
import { useEffect, useState } from 'react';
import { ErrorMessage, useCommand, useWidgetState, type AccountSectionProps, type ErrorDescription } from 'entryway';
import { Button } from '../../../ui/Button';
import { ItemName } from '../../../ui/ItemName';
import { Text } from '../../../ui/Text';
import { Mark } from '../providers/Mark';
import { allProviderNames } from '../providers/names';
import type { OAuthProviderType } from '../providers/define';
import { linkedFrom, oauthAccountCommands } from '../accountCommands';

export function ConnectedAccounts({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const options = widget.options('oauth') ?? { providers: [] };
  const user = account.useUser();
  const linked = linkedFrom(user);
  const link = useCommand(oauthAccountCommands.link);
  const unlink = useCommand(oauthAccountCommands.unlink);
  // What the callback page said about a link started here (a page load ago), and a refusal to disconnect.
  const [note, setNote] = useState<{ kind: 'error'; error: ErrorDescription } | { kind: 'status'; text: string }>();
  const [refused, setRefused] = useState<{ id: string; reason: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  // The redirect leaving for a provider (the login buttons' state too): one click starts one redirect.
  const starting = useWidgetState((s) => s.oauth?.starting ?? null);
  const nameOf = (type: string) =>
    options.providers.find((p) => p.type === type)?.name ?? allProviderNames[type] ?? type;
  const id = `${widget.instanceId}-oauth-account`;

  useEffect(() => {
    let live = true;
    void widget.commands.run(oauthAccountCommands.outcome).then((r) => {
      const o = r.ok ? r.value : null;
      if (!live || !o) return;
      void widget.commands.run(oauthAccountCommands.outcomeSaid);
      const provider = nameOf(o.provider);
      if (o.status === 'linked') account.done(t('oauth.account.linked', { provider }));
      else if (o.status === 'cancelled') setNote({ kind: 'status', text: t('oauth.account.cancelled', { provider }) });
      else setNote({ kind: 'error', error: o.error });
    });
    return () => {
      live = false;
    };
    // Once per mount; the outcome stays stored until a live section has said it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const disconnect = async (registrationId: string, type: string) => {
    setRefused(null);
    const allowed = account.canRemove({ kind: 'providers', id: registrationId });
    if (!allowed.ok) return setRefused({ id: registrationId, reason: allowed.reason });
    const provider = nameOf(type);
    const yes = await account.confirm({
      title: t('oauth.account.confirmTitle', { provider }),
      text: t('oauth.account.confirmText', { provider }),
      confirmLabel: t('oauth.account.disconnect'),
    });
    if (!yes) return;
    setRemoving(registrationId);
    const result = await account.run(oauthAccountCommands.unlink, registrationId);
    setRemoving(null);
    if (result.ok) account.done(t('oauth.account.unlinked', { provider }));
  };

  const connect = (type: OAuthProviderType) => {
    setNote(undefined);
    void account.run(oauthAccountCommands.link, type);
  };

  const available = options.providers.filter((p) => !linked.some((l) => l.type === p.type));
  return (
    <div className="ew-stack ew-stack--sm" data-testid="oauth-account">
      {linked.length === 0 ? <Text variant="helper">{t('oauth.account.empty')}</Text> : null}
      {linked.length > 0 ? (
        <ul className="ew-account-list">
          {linked.map((p) => {
            const entry = options.providers.find((e) => e.type === p.type);
            const provider = nameOf(p.type);
            const nameId = `${id}-${p.id}-name`;
            return (
              <li key={p.id} className="ew-stack ew-stack--sm" data-testid={`oauth-account-linked-${p.type}`}>
                <div className="ew-account-row">
                  {entry ? <Mark mark={entry.mark} /> : null}
                  <ItemName id={nameId}>{provider}</ItemName>
                  <span className="ew-account-danger">
                    <Button
                      variant="secondary"
                      aria-label={t('oauth.account.disconnectLabel', { provider })}
                      loading={removing === p.id}
                      disabled={removing !== null && removing !== p.id}
                      onClick={() => void disconnect(p.id, p.type)}
                    >
                      {t('oauth.account.disconnect')}
                    </Button>
                  </span>
                </div>
                {refused?.id === p.id ? (
                  <p className="ew-error-text" role="alert">
                    {refused.reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ErrorMessage id={`${id}-unlink-error`} error={unlink.error} />
      {available.map((entry) => (
        <Button
          key={entry.type}
          variant="secondary"
          icon={<Mark mark={entry.mark} />}
          loading={starting === entry.type}
          disabled={starting !== null && starting !== entry.type}
          onClick={() => connect(entry.type)}
        >
          {t('oauth.account.connect', { provider: entry.name })}
        </Button>
      ))}
      <ErrorMessage id={`${id}-link-error`} error={link.error ?? (note?.kind === 'error' ? note.error : null)} />
      {note?.kind === 'status' ? <p role="status">{note.text}</p> : null}
    </div>
  );
}

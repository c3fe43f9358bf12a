/**
 * One provider's button: 'Continue with {provider}' with the brand mark, 45px, secondary (outlined) so every brand
 * sits on the same neutral surface its guidelines allow. A click starts the client's redirect; while any redirect is
 * starting this button shows a spinner and the others are disabled, so one click starts one redirect.
 */
import { ErrorMessage, useAction, useWidgetState, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { Mark } from '../providers/Mark';
import type { ProviderEntry } from '../providers/define';
import type { ResolvedOAuthOptions } from '../options';
import { startRedirect } from '../start';

export interface ProviderButtonProps {
  widget: WidgetApi;
  entry: ProviderEntry;
  options: ResolvedOAuthOptions;
}

export function ProviderButton({ widget, entry, options }: ProviderButtonProps) {
  const starting = useWidgetState((s) => s.oauth?.starting ?? null);
  const action = useAction(() => startRedirect(widget, options, entry));
  const errorId = `${widget.instanceId}-oauth-${entry.type}-error`;
  return (
    <div className="ew-oauth-provider" data-provider={entry.type}>
      <Button
        variant="secondary"
        icon={<Mark mark={entry.mark} />}
        loading={starting === entry.type}
        disabled={starting !== null && starting !== entry.type}
        aria-describedby={action.error ? errorId : undefined}
        onClick={() => void action.run()}
      >
        {widget.t('oauth.button', { provider: entry.name })}
      </Button>
      <ErrorMessage id={errorId} error={action.error} />
    </div>
  );
}

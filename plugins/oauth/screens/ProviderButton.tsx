/**
 * One provider's button: 'Continue with {provider}' with the brand mark, 45px, secondary (outlined) so every brand
 * sits on the same neutral surface its guidelines allow. A click starts the client's redirect; while any redirect is
 * starting this button shows a spinner and the others are disabled, so one click starts one redirect.
 */
import { ErrorMessage, useCommand, useWidgetState, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { Mark } from '../providers/Mark';
import type { ProviderEntry } from '../providers/define';
import { oauthCommands } from '../commands';

export interface ProviderButtonProps {
  widget: WidgetApi;
  entry: ProviderEntry;
}

export function ProviderButton({ widget, entry }: ProviderButtonProps) {
  const starting = useWidgetState((s) => s.oauth?.starting ?? null);
  // One start command serves every button; its error belongs to the button whose start failed.
  const failedHere = useWidgetState((s) => s.oauth?.failed === entry.type);
  const start = useCommand(oauthCommands.start);
  const error = failedHere ? start.error : null;
  const errorId = `${widget.instanceId}-oauth-${entry.type}-error`;
  return (
    <div className="ew-oauth-provider" data-provider={entry.type}>
      <Button
        variant="secondary"
        icon={<Mark mark={entry.mark} />}
        loading={starting === entry.type}
        disabled={starting !== null && starting !== entry.type}
        aria-describedby={error ? errorId : undefined}
        onClick={() => void start.run(entry.type)}
      >
        {widget.t('oauth.button', { provider: entry.name })}
      </Button>
      <ErrorMessage id={errorId} error={error} />
    </div>
  );
}

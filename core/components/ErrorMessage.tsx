import { ErrorText } from '../../ui/ErrorText';
import { LinkifiedText } from '../../ui/LinkifiedText';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useT } from '../context';
import { errorText, type ErrorDescription } from '../errors';

/**
 * Renders a described error as text, turning only allowlisted Stytch documentation links into links. The live
 * region stays mounted (empty without an error) so the first message is announced reliably. A rate-limit wait is
 * announced once; its visible countdown ticks outside the accessibility tree so it is not re-announced every second.
 */
export function ErrorMessage({ id, error }: { id: string; error: ErrorDescription | null | undefined }) {
  const t = useT();
  if (!error) return <ErrorText id={id} />;
  const text = errorText(t, error);
  if (error.kind === 'rate' && error.retryAfterSeconds) {
    return (
      <ErrorText id={id}>
        <VisuallyHidden>{t('core.error.rateLimitedWait', { seconds: error.retryAfterSeconds })}</VisuallyHidden>
        <span aria-hidden="true">{text}</span>
      </ErrorText>
    );
  }
  return (
    <ErrorText id={id}>
      <LinkifiedText text={text} />
      {error.kind === 'server' && error.requestId ? (
        <> {t('core.error.requestId', { requestId: error.requestId })}</>
      ) : null}
    </ErrorText>
  );
}

/** The text of a described error (for toasts and banners). */
export function useErrorText() {
  const t = useT();
  return (error: ErrorDescription) => errorText(t, error);
}

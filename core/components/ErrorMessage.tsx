import { ErrorText, LinkifiedText } from '../../ui';
import { useT } from '../context';
import type { ErrorDescription } from '../errors';

/** Renders a described error as text, turning only allowlisted Stytch documentation links into links. */
export function ErrorMessage({ id, error }: { id: string; error: ErrorDescription | null | undefined }) {
  const t = useT();
  if (!error) return null;
  const text = error.text ?? t(error.key ?? 'core.error.unknown', error.params);
  return (
    <ErrorText id={id}>
      <LinkifiedText text={text} />
      {error.kind === 'server' && error.requestId ? (
        <>
          {' '}
          {t('core.error.requestId', { requestId: error.requestId })}
        </>
      ) : null}
    </ErrorText>
  );
}

/** The text of a described error (for toasts and banners). */
export function useErrorText() {
  const t = useT();
  return (error: ErrorDescription) => error.text ?? t(error.key ?? 'core.error.unknown', error.params);
}

/**
 * Shown instead of Allow/Deny or Yes/No when the page is framed by another origin: why the choice is not offered
 * here, and a link opening this same page (same request) in a new top-level window.
 */
import { useWidget } from 'entryway';
import { Text } from '../../../ui/Text';

export function FramedNotice() {
  const t = useWidget().t;
  return (
    <div className="ew-stack ew-stack--sm ew-idp-framed">
      <Text>{t('idp.framed.text')}</Text>
      <a
        className="ew-btn ew-btn--primary ew-btn--full"
        href={window.location.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('idp.framed.open')}
      </a>
    </div>
  );
}

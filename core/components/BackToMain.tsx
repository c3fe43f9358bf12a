import { BackButton } from '../../ui/BackButton';
import { useWidget } from '../context';

/** The back arrow that returns to Main. `onBack` runs first, e.g. to clear a plugin's stored email. */
export function BackToMain({ onBack }: { onBack?: () => void }) {
  const widget = useWidget();
  return (
    <div className="ew-screen-top">
      <BackButton
        label={widget.t('core.back')}
        onClick={() => {
          onBack?.();
          widget.navigate('main');
        }}
      />
    </div>
  );
}

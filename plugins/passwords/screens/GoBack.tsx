/** 'Go back' to Main (text button at the bottom of a screen). */
import { useWidget } from 'entryway';
import { Button } from '../../../ui/Button';

export function GoBack() {
  const widget = useWidget();
  return (
    <Button variant="text" fullWidth onClick={() => widget.navigate('main')}>
      {widget.t('passwords.goBack')}
    </Button>
  );
}

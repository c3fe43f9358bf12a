/** Copy text to the clipboard and say so in a toast ('Copied', or how to copy by hand when the browser refuses). */
import { useCallback } from 'react';
import type { WidgetApi } from 'entryway';

export function useCopy(widget: WidgetApi) {
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        widget.toast(widget.t('totp.copied'), 'success');
      } catch {
        widget.toast(widget.t('totp.copyFailed'), 'error');
      }
    },
    [widget],
  );
}

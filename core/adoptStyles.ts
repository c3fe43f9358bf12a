/**
 * Styles without inline <style> or style attributes, so a page with `style-src 'self'` allows them: a constructable
 * stylesheet adopted by the document (light DOM, every rule scoped under `.ew-root`) or by the widget's shadow root.
 * Sheets are shared per target and reference-counted, so several widgets on a page add one sheet.
 *
 * The host-style reset (`resetStyles`) goes with every widget sheet and always sits FIRST among the adopted sheets:
 * its rules have the same specificity as the widgets' own, so they must come before every widget's sheet (two
 * widgets with different plugins have two sheets) and after the page's stylesheets, which adopted sheets follow.
 */
import { adoptSheet, type Target } from '../ui/adoptSheet';
import { resetStyles } from './styles';

/** Adopt a widget's CSS (and the shared reset before it); returns the release. */
export function adoptStyles(target: Target, css: string): () => void {
  const releaseReset = adoptSheet(target, resetStyles, true);
  const release = adoptSheet(target, css);
  return () => {
    release();
    releaseReset();
  };
}

/**
 * Where focus goes as a screen arrives, for the widget's screen area and for the account page's verify-again dialog:
 * one rule, so a field that is disabled as its screen shows (a code still on its way) gets the focus all the same.
 */

/** Whether focus can go to `element` without it joining the tab order: a control is focusable already. */
const isControl = (element: Element) => element.matches('input, button, select, textarea');

/**
 * Move focus into `area`, where a screen has just arrived: to its element that asks for it (`data-ew-autofocus`, the
 * UI kit's `focusOnArrival`, e.g. the passcode field) or, while that is missing or disabled, to `interim(area)`; then
 * to the element as soon as it shows enabled. Focus moves at once, from wherever it is (the button the user pressed is
 * usually gone); later only while it is still where this put it, or fell to nothing because that element left the
 * page: never once the user has moved it, in the widget or out of it. An interim element that is not a control (a
 * heading) gets `tabindex="-1"`.
 *
 * The wait ends by itself once the element has focus, when the user moves focus, or when `current()` turns false
 * (the screen changed). Returns the function that ends it (for a component's cleanup), which says whether it was
 * still waiting.
 */
export function focusArrival(
  area: HTMLElement,
  interim: (area: HTMLElement) => HTMLElement | null,
  current: () => boolean = () => true,
): () => boolean {
  // The document, or the shadow root the widget renders in; focus outside a shadow root is the document's.
  const root = area.getRootNode() as unknown as DocumentOrShadowRoot;
  const doc = area.ownerDocument;
  const focused = () => root.activeElement ?? doc.activeElement;
  let ours = focused();
  let waiting = true;
  const stop = () => {
    const was = waiting;
    waiting = false;
    observer.disconnect();
    return was;
  };
  const step = () => {
    const now = focused();
    // The element focus was on was replaced (a re-render): focus fell to the body without the user's doing.
    const dropped = (!now || now === doc.body) && ours !== null && !ours.isConnected;
    if (!current() || (now !== ours && !dropped)) return void stop();
    // A disabled element cannot take focus: its `disabled` going away is a change the observer sees.
    const wanted = area.querySelector<HTMLElement>('[data-ew-autofocus]:not(:disabled)');
    const target = wanted ?? interim(area);
    if (target && target !== now) {
      if (!isControl(target) && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
    ours = focused();
    if (wanted && ours === wanted) stop();
  };
  const observer = new MutationObserver(step);
  observer.observe(area, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'data-ew-autofocus'],
  });
  step();
  return stop;
}

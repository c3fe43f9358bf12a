/**
 * `/gallery`: every screen of the core and of every plugin, each in a realistic state, one after the other from a
 * single page load (the browser tests look at each in several languages and themes without walking the flows).
 * Each plugin describes its screens' states in its sandbox scenario (`gallery` in `plugins/<id>/sandbox.tsx`) and
 * the account page's in its part of that page (`gallery` in `plugins/<id>/sandboxAccount.tsx`); the core's are below. A shot mounts the real widget of its kind (the same production build and strict CSP as every
 * sandbox page), waits for its first screen, then puts it into the shot's state through the plugin's own actions.
 *
 * Query: `?locale=de` (any widget locale, pseudo-locales too), `?scheme=dark|auto` (Entryway's colour scheme),
 * `?theme=stytch` (a Stytch `presentation.theme` light/dark pair, which follows `prefers-color-scheme`),
 * `?shot=<key>` (the first shot; default the first). The select lists every shot by key (`<screen id>` or
 * `<screen id> · <state>`); the status says when the chosen one is on display (`data-shot`, `data-state=ready`).
 * The language select shows the shot on display in another shipped locale without a page load (`setLocale`: the
 * screen and its state stay; a shot with `remountForLocale` is shown again from the start), so a test can walk
 * every locale over one shot; the status then carries `data-locale`.
 * Screen ids that exist but that no shot shows are listed on the page (`data-missing`).
 */
import {
  CALLBACK_SCREEN,
  SIGNED_IN_SCREEN,
  mountWidget,
  type MountedWidget,
  type Styles,
  type WidgetInputs,
} from 'entryway';
import { pluginsFromConfig, stylesFromPresentation, type StytchTheme } from 'entryway/stytch';
import { client } from './client';
import { simApi } from './simApi';
import { tags as SHIPPED_LOCALES } from '../../core/locales.generated';
import { parseConfig, SCENARIOS, stytchConfig } from './params';
import type { GalleryShot } from './scenario';
import { accountPlugins } from './accountPlugins.generated';

const query = new URLSearchParams(window.location.search);
const ALL_PRODUCTS = SCENARIOS.map((s) => s.product);
const base = parseConfig('');

/** A user with a password, signed in with the sandbox's client (the widget finds the session as it starts). */
const GALLERY_USER = { email: 'gallery.signed.in@example.com', password: 'a-Long-and-Unusual-passphrase-42' };
async function signIn(): Promise<void> {
  if (client.session.getSync()) return;
  await simApi.seedUser(GALLERY_USER).catch(() => {});
  await client.passwords.authenticate({ ...GALLERY_USER, session_duration_minutes: 60 });
}

/** The core's own screens: Main, the callback page's result for links no plugin takes, a signed-in user's. */
const CORE_SHOTS: GalleryShot[] = [
  { screen: 'main', show: (w) => w.navigate('main') },
  {
    screen: CALLBACK_SCREEN,
    state: 'no link',
    kind: 'callback',
    show: (w) => w.navigate(CALLBACK_SCREEN, { reason: 'noToken' }),
  },
  {
    screen: CALLBACK_SCREEN,
    state: 'failed',
    kind: 'callback',
    inputs: { loginPageURL: '/' },
    show: (w) =>
      w.navigate(CALLBACK_SCREEN, { reason: 'error', error: { kind: 'network', key: 'core.error.network' } }),
  },
  { screen: SIGNED_IN_SCREEN, before: signIn, show: (w) => w.navigate(SIGNED_IN_SCREEN) },
];

const SHOTS: GalleryShot[] = [
  ...CORE_SHOTS,
  ...SCENARIOS.flatMap((s) => s.gallery ?? []),
  ...accountPlugins.flatMap((p) => p.gallery?.(accountPlugins) ?? []),
];
const keyOf = (shot: GalleryShot) => (shot.state ? `${shot.screen} · ${shot.state}` : shot.screen);

/**
 * A Stytch theme pair as an app moving from Stytch's prebuilt UI passes it (`presentation.theme: [light, dark]`):
 * the dark one sets Stytch's colour tokens that have an Entryway counterpart; the rest comes from Entryway's dark palette.
 */
const STYTCH_THEMES: readonly [StytchTheme, StytchTheme] = [
  { primary: '#19303d', background: '#ffffff', foreground: '#19303d' },
  {
    background: '#0b1220',
    foreground: '#e8edf2',
    primary: '#9ecbff',
    'primary-foreground': '#0b1220',
    secondary: '#1c2a3a',
    'secondary-foreground': '#e8edf2',
    'muted-foreground': '#a3b1bf',
    border: '#5b6b7d',
    input: '#8193a6',
    destructive: '#ff9b9b',
    success: '#7ee2a8',
  },
];

function pageStyles(): Styles {
  if (query.get('theme') === 'stytch') return stylesFromPresentation({ theme: STYTCH_THEMES });
  const scheme = query.get('scheme');
  return { colorScheme: scheme === 'dark' || scheme === 'auto' ? scheme : 'light' };
}

const styles = pageStyles();
let locale = query.get('locale') || undefined;
const host = document.getElementById('widget-host')!;
const select = document.getElementById('gallery-shot') as HTMLSelectElement;
const status = document.getElementById('gallery-status')!;
const missingNote = document.getElementById('gallery-missing')!;
const localeSelect = document.getElementById('gallery-locale') as HTMLSelectElement;

/** The sandbox's Stytch config for a shot's products and scenario params. */
const configFor = (shot: GalleryShot) =>
  stytchConfig({ ...base, products: shot.products ?? ALL_PRODUCTS, params: { ...base.params, ...shot.params } });

/** Every screen id a widget of these plugins can show, in any kind: Main, the core's callback screen, the plugins'. */
function screenIds(): string[] {
  const { plugins } = pluginsFromConfig(configFor({ screen: 'main', show: () => {} }));
  return ['main', CALLBACK_SCREEN, SIGNED_IN_SCREEN, ...plugins.flatMap((p) => Object.keys(p.screens ?? {}))];
}

let current: { key: string | null; mounted: MountedWidget } | null = null;

/**
 * The mounted widget a shot needs: the one on the page when kind, products, params and inputs are the same; a new
 * one for a shot with its own plugins.
 */
function widgetFor(shot: GalleryShot): MountedWidget {
  const key = shot.plugins
    ? null
    : JSON.stringify([shot.kind ?? 'login', shot.products ?? null, shot.params ?? null, shot.inputs ?? null]);
  if (key !== null && current?.key === key) return current.mounted;
  current?.mounted.unmount();
  const config = configFor(shot);
  const kind = (shot.kind ?? 'login') as 'login';
  const mounted = mountWidget(kind, {
    elementId: '#widget-host',
    client,
    plugins: shot.plugins?.() ?? pluginsFromConfig(config, kind).plugins,
    styles,
    locale,
    inputs: (shot.inputs ?? {}) as WidgetInputs<'login'>,
    sessionOptions: config.sessionOptions,
  });
  // Every screen's code now, so a shot never waits on a chunk.
  mounted.widget.preloadScreens();
  current = { key, mounted };
  return mounted;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 30));

/** Poll until `check` holds; throws with `what` after `ms`. */
async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** The widget shows its screen's content: catalogs loaded, no screen spinner (a lazy screen's code, the first screen). */
function painted(): boolean {
  const frame = host.querySelector('.ew-container');
  return !!frame && !frame.hasAttribute('aria-busy') && !frame.querySelector('.ew-spinner-screen');
}

let showing = 0;
/** The shot last asked for. */
let onDisplay: GalleryShot | null = null;

async function show(shot: GalleryShot): Promise<void> {
  const run = ++showing;
  onDisplay = shot;
  const key = keyOf(shot);
  status.dataset.shot = key;
  status.dataset.state = 'loading';
  status.textContent = `Loading ${key}…`;
  try {
    // A login widget shows a signed-in user who they are instead of Main: a Main shot starts signed out (the
    // shots before it may have signed the sandbox's client in).
    if (shot.screen === 'main' && client.session.getSync()) await client.session.revoke().catch(() => {});
    await shot.before?.();
    const { widget } = widgetFor(shot);
    await widget.start();
    await until(painted, 'the first screen');
    await shot.show(widget.api);
    const onScreen = () => widget.store.getState().widget.screen.screen === shot.screen && painted();
    await until(onScreen, `screen ${shot.screen}`);
    // A screen that finds its state missing goes back to Main in an effect, after its first render: look again.
    await nextFrame();
    await nextFrame();
    if (!onScreen()) throw new Error(`${shot.screen} did not stay on display (its state is incomplete)`);
    if (run !== showing) return;
    status.dataset.state = 'ready';
    status.textContent = `Showing ${key}`;
  } catch (e) {
    if (run !== showing) return;
    status.dataset.state = 'failed';
    status.textContent = `${key} failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** The shot on display in `tag`: the same screen and state, re-rendered once the locale's catalogs are in. */
async function relocalize(tag: string): Promise<void> {
  locale = tag;
  status.dataset.locale = tag;
  if (onDisplay?.remountForLocale) return show(onDisplay);
  const run = ++showing;
  status.dataset.state = 'loading';
  try {
    if (!current) throw new Error('no shot on display');
    const { widget } = current.mounted;
    await widget.setLocale(tag);
    await until(() => host.querySelector('.ew-container')?.getAttribute('lang') === tag && painted(), `locale ${tag}`);
    await nextFrame();
    if (run !== showing) return;
    status.dataset.state = 'ready';
    status.textContent = `Showing ${status.dataset.shot} in ${tag}`;
  } catch (e) {
    if (run !== showing) return;
    status.dataset.state = 'failed';
    status.textContent = `${tag} failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

// Shows run one at a time, in the order they were asked for (a new choice waits for the current one to settle).
// The status changes at once, so nobody reads the previous shot's 'ready' as this one's.
let queue = Promise.resolve();
function enqueue(shot: GalleryShot): void {
  status.dataset.shot = keyOf(shot);
  status.dataset.state = 'queued';
  queue = queue.then(() => show(shot));
}
function enqueueLocale(tag: string): void {
  status.dataset.state = 'queued';
  queue = queue.then(() => relocalize(tag));
}

const seen = new Set<string>();
for (const shot of SHOTS) {
  const key = keyOf(shot);
  if (seen.has(key)) throw new Error(`Two gallery shots are named "${key}": give one a different state.`);
  seen.add(key);
  const option = document.createElement('option');
  option.value = key;
  option.textContent = key;
  option.dataset.screen = shot.screen;
  option.dataset.data = JSON.stringify(shot.data ?? []);
  select.appendChild(option);
}

const shown = new Set(SHOTS.map((s) => s.screen));
const ids = [...new Set(screenIds())];
const missing = ids.filter((id) => !shown.has(id));
select.dataset.screens = JSON.stringify(ids);
missingNote.dataset.missing = JSON.stringify(missing);
if (missing.length) {
  missingNote.hidden = false;
  missingNote.textContent = `Screens no gallery shot shows (add them to the plugin's sandbox.tsx gallery): ${missing.join(', ')}`;
}

// The pseudo-locales too (en-XA brackets every catalog text, ar-XB mirrors English), for the checks that use them.
for (const tag of ['en', ...SHIPPED_LOCALES.filter((t) => t !== 'en'), 'en-XA', 'ar-XB']) {
  const option = document.createElement('option');
  option.value = option.textContent = tag;
  localeSelect.appendChild(option);
}
localeSelect.value = locale ?? 'en';
status.dataset.locale = locale ?? 'en';

select.addEventListener('change', () => enqueue(SHOTS[select.selectedIndex]));
localeSelect.addEventListener('change', () => enqueueLocale(localeSelect.value));
document.getElementById('gallery-next')!.addEventListener('click', () => {
  select.selectedIndex = (select.selectedIndex + 1) % SHOTS.length;
  enqueue(SHOTS[select.selectedIndex]);
});

const first = Math.max(
  0,
  SHOTS.findIndex((s) => keyOf(s) === query.get('shot')),
);
select.selectedIndex = first;
enqueue(SHOTS[first]);

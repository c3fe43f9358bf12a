/**
 * Debian's Chromium and the flags it needs here: headless, as root (no sandbox), no GPU, no outside network. The
 * browser tests run in Debian's chromium-headless-shell of the same release when it is installed: the same Blink, V8
 * and DevTools protocol without the browser's windows and UI layer, which in `--headless=new` cost a test as much CPU
 * as its page (OAuth spec: 80 → 53 CPU-seconds; the browser process 27 → 13, the GPU process 8 → 3). The bench
 * (scripts/bench.mjs) measures the full browser. `CHROMIUM_PATH` picks the tests' browser by hand.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Chromium keeps only the last `--disable-features` switch, so this one repeats the list Playwright (1.65) passes
 * itself, then adds two features that cost every test CPU for nothing: the omnibox popup (each new window, i.e. each
 * test's browser context, loads two `chrome://omnibox-popup.top-chrome` pages in a renderer of their own for a popup
 * headless tests never open) and the spare renderer (started after a navigation for the next one, then discarded
 * with the context). Measured on the OTP spec: 83 → 58 CPU-seconds (Chromium, Playwright and the server together).
 */
const DISABLED_FEATURES = [
  // Playwright's defaults
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch',
  // ours
  'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'SpareRendererForSitePerProcess',
];

/** Flags of both browsers: as root (no sandbox), no GPU, nothing fetched from outside. */
const COMMON_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export const CHROMIUM_ARGS = ['--headless=new', ...COMMON_ARGS];

/** The browser the tests launch: the headless shell when installed (and no `CHROMIUM_PATH` given), else Chromium. */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || !existsSync(HEADLESS_SHELL_PATH) ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;

/** Its flags (the shell is headless by itself). */
export const TEST_CHROMIUM_ARGS = TEST_CHROMIUM_PATH === HEADLESS_SHELL_PATH ? COMMON_ARGS : CHROMIUM_ARGS;

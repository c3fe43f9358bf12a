/** Debian's Chromium and the flags it needs here: headless, as root (no sandbox), no GPU, no outside network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium keeps only the last `--disable-features` switch, so this one repeats the list Playwright (1.65) passes
 * itself, then adds two features that cost every test CPU for nothing: the omnibox popup (each new window, i.e. each
 * test's browser context, loads two `chrome://omnibox-popup.top-chrome` pages in a renderer of their own for a popup
 * headless tests never open) and the spare renderer (started after a navigation for the next one, then discarded
 * with the context). Measured on the OTP spec: 83 → 58 CPU-seconds (Chromium, Playwright and the server together).
 */
const DISABLED_FEATURES = [
  // Playwright's defaults
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

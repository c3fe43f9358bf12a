/**
 * `passwordsEvents` for apps (index.ts). A binding of its own rather than `export { events } from './events'` in
 * index.ts: esbuild puts a module that index.ts imports in the app's initial chunk as soon as anything uses it (here
 * the lazy screens' commands), even when the app does not; through this module the event table stays in the lazy
 * chunk unless the app imports it.
 */
import { events } from './events';

export const passwordsEvents = events;

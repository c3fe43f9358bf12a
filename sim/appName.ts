/** The app's name, which the simulator's OAuth stand-in pages show ("continue to <name>"). Node only. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `name` of `<dir>/package.json` (the app's folder), or undefined. */
export function appName(dir = '.'): string | undefined {
  try {
    const name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `<entryway-account>`: the account widget as a custom element, defined apart from `defineElements()` so that a page
 * of login elements never downloads the account page's code.
 */
import { defineElement, elementTagFor, type ElementDefaults } from './element';
import { accountPlugins } from './account';
import type { AnyPlugin } from './plugin';

/**
 * Define `<entryway-account>` (or `tagName`): set its `client` and `plugins` (e.g. `[profile(), passkeysAccount()]`),
 * and its `inputs` for the account widget's `sections`, `actions` and `onSignedOut`. Defining a tag twice is a no-op.
 * @param tagName @default 'entryway-account'
 * @param defaults @default none (see `defineElements`)
 * @returns the element's constructor
 * @example defineAccountElement(); Object.assign(document.querySelector('entryway-account'), { client, plugins });
 */
export function defineAccountElement(
  tagName: string = elementTagFor('account'),
  defaults: ElementDefaults = {},
): CustomElementConstructor {
  return defineElement('account', tagName, {
    ...defaults,
    mountWith: (plugins) => accountPlugins(defaults.mountWith ? defaults.mountWith(plugins) : plugins) as AnyPlugin[],
  });
}

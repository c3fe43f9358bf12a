/**
 * What a plugin's account-page gallery shots share (`SandboxAccountPlugin.gallery`, shown on `/gallery`): signing
 * the sandbox's client in as a seeded user, the page's plugins by their sandbox names, and the few moves a shot makes
 * on the page as a user would (find a section, press a button by its translated label, type into a labelled field),
 * so a shot works in any locale. No plugin is named here: the shots that know the sections are in their plugins.
 */
import type { AnyPlugin } from 'entryway';
import { accountPlugins } from 'entryway/account';
import { client } from './client';
import { simApi } from './simApi';
import type { SandboxAccountPlugin } from './scenario';

/** The account page's screen id (the core's). */
export const ACCOUNT_PAGE = 'core/Account';

/**
 * The account page's plugins from `all` (every folder's `sandboxAccount.tsx`), by their sandbox names, made as the
 * sandbox's `/account` makes them.
 */
export const pagePlugins =
  (all: readonly SandboxAccountPlugin[], ...names: string[]) =>
  (): AnyPlugin[] =>
    accountPlugins(names.map((name) => all.find((p) => p.name === name)!.create()));

/** Signed in as `user` (seeded if new) by an email code read from the simulator's outbox, whoever was before. */
export async function signInAs(user: { email: string } & Record<string, unknown>): Promise<void> {
  if (client.session.getSync()) {
    if (client.user.getSync()?.emails.some((e) => e.email === user.email)) return;
    await client.session.revoke().catch(() => {});
  }
  await simApi.seedUser(user).catch(() => {});
  const { method_id } = await client.otps.email.loginOrCreate(user.email, { expiration_minutes: 5 });
  const code = (await simApi.outbox()).filter((m) => m.to === user.email).at(-1)?.code ?? '';
  await client.otps.authenticate(code, method_id, { session_duration_minutes: 60 });
}

export const host = () => document.getElementById('widget-host')!;
const pause = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** What `find` finds, once it does (the page loads its sections' code and the user first). */
export async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  const end = performance.now() + 10_000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await pause();
  }
}

/** The section `id` (e.g. 'profile/emails'), once shown. */
export const section = (id: string) =>
  until(() => host().querySelector<HTMLElement>(`[data-testid="account-section-${id.replace('/', '-')}"]`), id);

/** The page with these sections shown: each one's code and the user are in. */
export async function pageShown(sections: readonly string[]): Promise<void> {
  await until(() => !host().querySelector('.ew-account .ew-spinner'), 'the sections');
  for (const id of sections) await section(id);
}

/** The button in `within` whose label is `text` (or, `by: 'name'`, whose accessible name contains it), once shown. */
export const buttonIn = (within: HTMLElement, text: string, by: 'label' | 'name' = 'label') =>
  until(
    () =>
      [...within.querySelectorAll('button')].find((b) =>
        by === 'label'
          ? b.textContent?.trim() === text
          : (b.getAttribute('aria-label') ?? b.textContent)?.includes(text),
      ),
    `the button “${text}”`,
  );

/** Click the button in `within` whose label is `label`. */
export async function press(within: HTMLElement, label: string): Promise<void> {
  (await buttonIn(within, label)).click();
}

/** Type `value` into the field labelled `label` in `within`, as React hears it. */
export async function type(within: HTMLElement, label: string, value: string): Promise<HTMLInputElement> {
  const input = await until(
    () =>
      [...within.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.control as
        HTMLInputElement | undefined,
    `the field “${label}”`,
  );
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await pause();
  return input;
}

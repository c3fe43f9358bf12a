/** The sandbox's magic-links scenario: links from the outbox land on the sandbox's `/authenticate` page. */
import type { GalleryShot, SandboxScenario } from '../../sandbox/src/scenario';
import { emailStored } from './slice';
import { CONFIRMATION_SCREEN } from './send';
import { LINK_SCREEN } from './callback';

const EMAIL = 'ada@example.com';
/** The callback page as the sandbox's `/authenticate` mounts it: 'Send a new link' goes back to the login page. */
const CALLBACK = { kind: 'callback', inputs: { loginPageURL: '/' } };

/** The screen gallery's shots (`/gallery`): Main's form, 'Check your email', and the link's results. */
const gallery: GalleryShot[] = [
  { screen: 'main', state: 'magic link form', products: ['emailMagicLinks'], show: (w) => w.navigate('main') },
  {
    screen: CONFIRMATION_SCREEN,
    show: (w) => {
      w.dispatch(emailStored(EMAIL));
      w.navigate(CONFIRMATION_SCREEN);
    },
    data: [EMAIL],
  },
  {
    screen: LINK_SCREEN,
    state: 'logged in',
    ...CALLBACK,
    show: (w) => w.navigate(LINK_SCREEN, { status: 'authenticated', email: EMAIL }),
    data: [EMAIL],
  },
  {
    screen: LINK_SCREEN,
    state: 'expired',
    ...CALLBACK,
    show: (w) =>
      w.navigate(LINK_SCREEN, {
        status: 'error',
        reason: 'expired',
        error: { kind: 'api', key: 'email-magic-links.link.expired' },
        transient: false,
      }),
  },
  {
    screen: LINK_SCREEN,
    state: 'network failure',
    ...CALLBACK,
    show: (w) =>
      w.navigate(LINK_SCREEN, {
        status: 'error',
        reason: 'other',
        error: { kind: 'network', key: 'core.error.network' },
        transient: true,
      }),
  },
];

export const scenario: SandboxScenario = {
  product: 'emailMagicLinks',
  label: 'Email magic links',
  order: 10,
  config: ({ origin }) => ({
    emailMagicLinksOptions: {
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
    },
  }),
  gallery,
};

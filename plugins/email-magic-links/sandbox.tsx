/** The sandbox's magic-links scenario: links from the outbox land on the sandbox's `/authenticate` page. */
import type { SandboxScenario } from '../../sandbox/src/scenario';

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
};

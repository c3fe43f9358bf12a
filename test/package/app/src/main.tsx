// The scratch app's entry (as Vite's react-ts template has one): every page of the app in StrictMode. The pages
// themselves are the README's and the plugin guide's code blocks, written here by test/package/run.mjs.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountPage } from './AccountPage';
import { AuthenticatePage } from './AuthenticatePage';
import { InvitePage } from './InvitePage';
import { LoginPage } from './LoginPage';
import { PasswordLoginPage } from './own/PasswordLogin';
import { SmsLoginPage } from './own/SmsLogin';

const pages: Record<string, ComponentType> = {
  '/account': AccountPage,
  '/authenticate': AuthenticatePage,
  '/invite': InvitePage,
  '/own-sms': SmsLoginPage,
  '/own-password': PasswordLoginPage,
};
const Page = pages[location.pathname] ?? LoginPage;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);

/**
 * `/p/<name>`: an extra sandbox page a plugin's scenario declares (`pages`); scripts/plugins.mjs writes its HTML
 * (sandbox/p/<name>.html), which loads this module. The page's component renders inside the sandbox frame, next to
 * the session and outbox panels.
 */
import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { client } from './client';
import { SCENARIOS } from './params';
import { OutboxPanel } from './panels/OutboxPanel';
import { SessionPanel } from './panels/SessionPanel';

const name = /^\/p\/([^/.]+)/.exec(window.location.pathname)?.[1] ?? '';
const page = SCENARIOS.map((s) => s.pages?.[name]).find((p) => p !== undefined);
const Page = page ? lazy(page.load) : null;

function Frame() {
  return (
    <div className="sb-app">
      <header className="sb-header">
        <div className="sb-brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <h1>{page?.title ?? 'Page not found'}</h1>
        </div>
        <p className="sb-muted">
          <a href="/">Back to the sandbox</a>
        </p>
      </header>
      <div className="sb-layout sb-layout--two">
        <main className="sb-col sb-col--widget">
          {Page ? (
            <Suspense fallback={<p className="sb-muted">Loading…</p>}>
              <Page />
            </Suspense>
          ) : (
            <p className="sb-error" role="alert">
              No plugin scenario declares the page “{name}”.
            </p>
          )}
        </main>
        <aside className="sb-col sb-col--panels" aria-label="Simulator panels">
          <SessionPanel client={client} />
          <OutboxPanel />
        </aside>
      </div>
    </div>
  );
}

createRoot(document.getElementById('page')!).render(
  <StrictMode>
    <Frame />
  </StrictMode>,
);

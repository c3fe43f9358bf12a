/**
 * The sandbox page: configuration on the left, the live widget in the middle, the simulator's outbox, the widget's
 * events, the session and the fault switches on the right. The configuration is mirrored in the query string.
 */
import { useCallback, useEffect, useState } from 'react';
import { client } from './client';
import { ConfigForm } from './ConfigForm';
import { formatConfig, parseConfig, type SandboxConfig } from './params';
import { WidgetHost } from './WidgetHost';
import { EventLogPanel } from './panels/EventLogPanel';
import { FaultsPanel } from './panels/FaultsPanel';
import { OutboxPanel } from './panels/OutboxPanel';
import { SessionPanel } from './panels/SessionPanel';

export function App() {
  const [config, setConfig] = useState<SandboxConfig>(() => parseConfig(window.location.search));
  // A deep link (`/?products=…`, as the browser tests use) opens with the form folded away: its labels ('Email',
  // 'Passwords'…) would otherwise also match page-wide queries meant for the widget's own fields.
  const [configOpen, setConfigOpen] = useState(() => window.location.search === '');
  const [generation, setGeneration] = useState(0);

  const update = useCallback((next: SandboxConfig) => {
    setConfig(next);
    window.history.replaceState(null, '', `${window.location.pathname}${formatConfig(next)}`);
  }, []);

  // Back/forward between deep links.
  useEffect(() => {
    const onPop = () => setConfig(parseConfig(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return (
    <div className="sb-app">
      <header className="sb-header">
        <div className="sb-brand">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <h1>Entryway sandbox</h1>
        </div>
        <p className="sb-muted">
          The real Stytch client against a simulated Stytch API on this origin. Nothing leaves your machine.
        </p>
      </header>
      <div className={`sb-layout${configOpen ? '' : ' sb-layout--folded'}`}>
        <aside className="sb-col sb-col--config" aria-label="Configuration">
          <button
            type="button"
            className="sb-btn sb-disclosure"
            aria-expanded={configOpen}
            aria-controls="sb-config"
            onClick={() => setConfigOpen((o) => !o)}
          >
            {configOpen ? 'Hide configuration' : 'Show configuration'}
          </button>
          <div id="sb-config" hidden={!configOpen}>
            {configOpen ? <ConfigForm config={config} onChange={update} /> : null}
          </div>
        </aside>
        <main className="sb-col sb-col--widget">
          <h2 className="sb-visually-hidden">Widget</h2>
          <WidgetHost config={config} generation={generation} />
        </main>
        <aside className="sb-col sb-col--panels" aria-label="Simulator panels">
          <SessionPanel client={client} />
          <OutboxPanel />
          <EventLogPanel />
          <FaultsPanel onReset={() => setGeneration((g) => g + 1)} />
        </aside>
      </div>
    </div>
  );
}

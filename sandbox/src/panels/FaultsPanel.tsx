/** Simulator fault switches: make one endpoint (or all) slow, rate-limited, failing or unreachable. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ALL_PATHS, FAULT_MODES, faultPaths, simApi, type FaultMode } from '../simApi';
import { usePoll } from '../usePoll';
import { Panel } from './Panel';

const MODE_LABEL: Record<FaultMode, string> = {
  slow: 'Slow (3 s delay)',
  '429': '429 Too many requests',
  '500': '500 Server error',
  'non-json': 'Non-JSON error page',
  network: 'Network failure',
  malformed: 'Malformed JSON',
};

export function FaultsPanel({ onReset }: { onReset: () => void }) {
  const ids = { path: useId(), mode: useId(), times: useId() };
  const [path, setPath] = useState(ALL_PATHS);
  // The endpoints come from the simulator's installed modules (core and plugins), so a new plugin's show up here.
  const [paths, setPaths] = useState<string[]>([ALL_PATHS]);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    simApi.modules().then(
      (modules) => live && setPaths(faultPaths(modules)),
      (e: unknown) =>
        live &&
        setStatus(
          `Endpoint list unavailable (${e instanceof Error ? e.message : String(e)}); "Every call" still works`,
        ),
    );
    return () => {
      live = false;
    };
  }, []);
  const [mode, setMode] = useState<FaultMode>('500');
  const [times, setTimes] = useState('');
  const { value: faults, error, refresh } = usePoll(simApi.faults, 1500);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(times);
    try {
      await simApi.addFault({ path, mode, ...(times && n > 0 ? { times: n } : {}) });
      setStatus(`Fault added: ${path} → ${MODE_LABEL[mode]}`);
    } catch (err) {
      setStatus(err instanceof Error ? err.message : String(err));
    }
    refresh();
  };
  const clear = async () => {
    await simApi.clearFaults();
    setStatus('Faults cleared');
    refresh();
  };
  const reset = async () => {
    await simApi.reset();
    setStatus('Simulator reset: users, sessions, outbox and faults cleared');
    refresh();
    onReset();
  };

  return (
    <Panel title="Simulator faults" testId="faults-panel">
      <form className="sb-form" onSubmit={(e) => void add(e)}>
        <div className="sb-field">
          <label htmlFor={ids.path}>Endpoint</label>
          <select id={ids.path} value={path} onChange={(e) => setPath(e.target.value)} data-testid="fault-path">
            {paths.map((p) => (
              <option key={p} value={p}>
                {p === '*' ? 'Every /sdk/v1 call' : p.replace('/sdk/v1', '')}
              </option>
            ))}
          </select>
        </div>
        <div className="sb-field-row">
          <div className="sb-field">
            <label htmlFor={ids.mode}>Mode</label>
            <select
              id={ids.mode}
              value={mode}
              onChange={(e) => setMode(e.target.value as FaultMode)}
              data-testid="fault-mode"
            >
              {FAULT_MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_LABEL[m]}
                </option>
              ))}
            </select>
          </div>
          <div className="sb-field sb-field--narrow">
            <label htmlFor={ids.times}>Times</label>
            <input
              id={ids.times}
              type="number"
              min={1}
              inputMode="numeric"
              placeholder="∞"
              value={times}
              onChange={(e) => setTimes(e.target.value)}
            />
          </div>
        </div>
        <div className="sb-row">
          <button type="submit" className="sb-btn sb-btn--primary">
            Add fault
          </button>
          <button type="button" className="sb-btn" onClick={() => void clear()} disabled={!faults?.length}>
            Clear faults
          </button>
        </div>
      </form>
      {error ? (
        <p className="sb-error" role="alert">
          Faults unavailable: {error}
        </p>
      ) : null}
      <ul className="sb-list" data-testid="fault-list">
        {(faults ?? []).map((f) => (
          <li key={f.id} className="sb-fault">
            <code>{f.path}</code> → {MODE_LABEL[f.mode] ?? f.mode}
            {f.remaining !== null ? <span className="sb-muted"> ({f.remaining} left)</span> : null}
          </li>
        ))}
      </ul>
      <p className="sb-muted" role="status">
        {status}
      </p>
      <button type="button" className="sb-btn sb-btn--danger" onClick={() => void reset()}>
        Reset simulator
      </button>
    </Panel>
  );
}

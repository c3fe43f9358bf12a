/** Everything the widget passed to `callbacks.onEvent` and `callbacks.onError`, newest first. */
import { eventLog, useEventLog } from '../eventLog';
import { Panel, time } from './Panel';

function preview(data: unknown): string {
  if (typeof data === 'string') return data;
  try {
    return JSON.stringify(data, null, 2) ?? '';
  } catch {
    return String(data);
  }
}

export function EventLogPanel() {
  const entries = useEventLog();
  return (
    <Panel
      title="Events"
      testId="event-log"
      actions={
        <button type="button" className="sb-btn sb-btn--small" onClick={() => eventLog.clear()}>
          Clear
        </button>
      }
    >
      {entries.length === 0 ? <p className="sb-muted">No events yet. onEvent and onError calls appear here.</p> : null}
      <ul className="sb-list">
        {entries.map((e) => (
          <li
            key={e.id}
            className={`sb-event sb-event--${e.kind}`}
            data-testid="event-item"
            data-kind={e.kind}
            data-type={e.type}
          >
            <div className="sb-message-head">
              <span className={`sb-badge sb-badge--${e.kind}`}>{e.kind === 'error' ? 'onError' : 'onEvent'}</span>
              <span className="sb-event-type">{e.type}</span>
              <time className="sb-muted" dateTime={e.at.toISOString()}>
                {time(e.at)}
              </time>
            </div>
            <details>
              <summary>{e.kind === 'error' ? String(e.data) : 'Data'}</summary>
              <pre className="sb-pre">{preview(e.data)}</pre>
            </details>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

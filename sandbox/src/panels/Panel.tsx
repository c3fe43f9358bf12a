import { useId, type ReactNode } from 'react';

/** A titled section of the sandbox with optional header actions. */
export function Panel({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="sb-panel" aria-labelledby={id} data-testid={testId}>
      <div className="sb-panel-head">
        <h2 id={id}>{title}</h2>
        {actions ? <div className="sb-panel-actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Only http(s) links become anchors (the outbox shows what the simulator sent, nothing else). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export const time = (d: Date | string) =>
  new Date(d).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

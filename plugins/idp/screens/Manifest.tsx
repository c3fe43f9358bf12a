/**
 * The consent list: sections with expandable items (native `<details>`, so keyboard and screen readers work without
 * script), long-lived items marked, every text rendered as text.
 */
import { useId } from 'react';
import { useT } from 'entryway';
import type { ConsentItem, ConsentSection } from '../consent';

function Chevron() {
  return (
    <svg className="ew-idp-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Summary({ text, longLived }: { text: string; longLived?: boolean }) {
  const t = useT();
  return (
    <span className="ew-idp-text">
      {text}
      {longLived ? <span className="ew-idp-badge">{t('idp.consent.longLived')}</span> : null}
    </span>
  );
}

/** One item; with details it expands. `as="div"` renders it outside a list (the ungrantable-scopes notice). */
export function Item({ item, as: Tag = 'li' }: { item: ConsentItem; as?: 'li' | 'div' }) {
  const it = typeof item === 'string' ? { text: item } : item;
  if (!it.details?.length) {
    return (
      <Tag className="ew-idp-item">
        <Summary text={it.text} longLived={it.longLived} />
      </Tag>
    );
  }
  return (
    <Tag className="ew-idp-item">
      <details>
        <summary>
          <Summary text={it.text} longLived={it.longLived} />
          <Chevron />
        </summary>
        <ul className="ew-idp-details">
          {it.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      </details>
    </Tag>
  );
}

function Section({ section }: { section: ConsentSection }) {
  const id = useId();
  return (
    <div className="ew-idp-section">
      <p className="ew-idp-section-header" id={id}>
        {section.header}
      </p>
      <ul className="ew-idp-list" aria-labelledby={id}>
        {section.items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </ul>
    </div>
  );
}

export function Manifest({ sections }: { sections: ConsentSection[] }) {
  return (
    <>
      {/* A section with nothing to grant (every scope ungrantable) would be a header over an empty list. */}
      {sections.map((s, i) => (s.items.length ? <Section key={i} section={s} /> : null))}
    </>
  );
}

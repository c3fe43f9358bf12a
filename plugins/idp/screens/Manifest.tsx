/**
 * The consent list: sections with expandable items (native `<details>`, so keyboard and screen readers work without
 * script), long-lived items marked, every text rendered as text. A long list shows its first items and a '+N more'
 * button; every text is capped, so a request with hundreds of scopes or huge ones stays readable.
 */
import { useId, useState, type ReactNode } from 'react';
import { excerpt, useT } from 'entryway';
import type { ConsentItem, ConsentSection } from '../consent';

/** Items a list shows before '+N more'. */
export const VISIBLE_ITEMS = 5;
/** Longest item text shown (a developer's manifest or a role policy's description may be any length). */
const MAX_ITEM_TEXT = 200;

/**
 * A list showing its first {@link VISIBLE_ITEMS} entries and a button for the rest ('+N more', then 'Show fewer');
 * the button says whether the list is expanded and which list it controls.
 */
function CappedList({
  className,
  labelledBy,
  children,
}: {
  className: string;
  labelledBy?: string;
  children: ReactNode[];
}) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = children.length - VISIBLE_ITEMS;
  // One more line is no saving over a button: cap only when at least two items would be hidden.
  const capped = hidden > 1;
  return (
    <>
      <ul className={className} id={id} aria-labelledby={labelledBy}>
        {capped && !expanded ? children.slice(0, VISIBLE_ITEMS) : children}
      </ul>
      {capped ? (
        <div className="ew-idp-more">
          {/* The kit's Button has no aria-expanded; this is its text variant with the disclosure state. */}
          <button
            type="button"
            className="ew-btn ew-btn--text"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('idp.consent.fewer') : t('idp.consent.more', { count: hidden })}
          </button>
        </div>
      ) : null}
    </>
  );
}

function Chevron() {
  return (
    <svg className="ew-idp-chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6l4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Summary({ text, longLived }: { text: string; longLived?: boolean }) {
  const t = useT();
  return (
    <span className="ew-idp-text">
      {excerpt(text, MAX_ITEM_TEXT)}
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
        <CappedList className="ew-idp-details">
          {it.details.map((d, i) => (
            <li key={i}>{excerpt(d, MAX_ITEM_TEXT)}</li>
          ))}
        </CappedList>
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
      <CappedList className="ew-idp-list" labelledBy={id}>
        {section.items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
      </CappedList>
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

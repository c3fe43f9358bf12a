import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Stable id, unique within the tab list (e.g. `email`, `sms`). */
  id: string;
  /** Visible, translated label, e.g. 'Text', 'WhatsApp', 'Email'. */
  label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in display order. */
  tabs: TabItem[];
  /** Id of the selected tab. */
  selected: string;
  /** Called with a tab id on click or keyboard navigation (selection follows focus). */
  onSelect: (id: string) => void;
  /** Prefix of element ids: tabs get `{idPrefix}-tab-{id}`, the panel `{idPrefix}-panel-{id}`. Unique per widget. */
  idPrefix: string;
  /** The selected tab's panel content (only the selected panel is rendered). */
  children: ReactNode;
  /** Accessible name of the tab list. @default undefined */
  label?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: `role="tablist"`/`"tab"`/`"tabpanel"`, `aria-selected`,
 * `aria-controls`, roving `tabindex` (only the selected tab is in the Tab order), Left/Right (wrapping), Home, End.
 */
export function Tabs({ tabs, selected, onSelect, idPrefix, children, label }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = (id: string) => `${idPrefix}-panel-${id}`;
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const current = tabs[selectedIndex];

  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    refs.current.get(tab.id)?.focus();
    if (tab.id !== selected) onSelect(tab.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
        move(index + 1);
        break;
      case 'ArrowLeft':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(tabs.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="ew-tabs">
      <div className="ew-tablist" role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="ew-tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
              }}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div className="ew-tabpanel" role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Main is assembled from plugin contributions: tab forms (merged by tab key, the highest claim renders), buttons,
 * button groups that fill the remaining of the six slots, and free blocks — in `order`, with the 'or' divider between
 * the forms and the buttons.
 */
import { Fragment, useMemo } from 'react';
import { Divider } from '../../ui/Divider';
import { Tabs } from '../../ui/Tabs';
import { useWholeState, useWidget, useWidgetState } from '../context';
import { tabSelected } from '../store';
import type { ButtonEntry, ButtonGroupEntry, BlockEntry, MainEntry, TabEntry, WidgetApi } from '../plugin';

/** Main has six button slots in all. */
export const MAIN_BUTTON_SLOTS = 6;

export type MainSection =
  | { kind: 'forms'; order: number; tabs: { key: string; labelKey: string; owner: TabEntry; members: TabEntry[] }[] }
  | {
      kind: 'buttons';
      order: number;
      buttons: (ButtonEntry | { group: ButtonGroupEntry; shown: ButtonGroupEntry['items']; hidden: string[] })[];
    }
  | { kind: 'block'; order: number; entry: BlockEntry };

/** Pure layout of Main from entries (exported for the contract tests). */
export function layoutMain(
  entries: MainEntry[],
  state: Parameters<NonNullable<ButtonEntry['when']>>[0],
): MainSection[] {
  const sorted = [...entries].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const visible = sorted.filter((e) => e.kind !== 'button' || !e.when || e.when(state));
  const slotted = visible.filter((e) => e.kind === 'button' && e.slot !== false).length;

  const tabMap = new Map<string, TabEntry[]>();
  for (const e of visible) if (e.kind === 'tab') tabMap.set(e.tab, [...(tabMap.get(e.tab) ?? []), e]);
  const tabs = [...tabMap.entries()].map(([key, members]) => {
    const owner = members.reduce((best, m) => ((m.claim ?? 0) > (best.claim ?? 0) ? m : best), members[0]);
    return { key, labelKey: members[0].labelKey, owner, members };
  });

  const sections: MainSection[] = [];
  let formsAdded = false;
  for (const e of visible) {
    if (e.kind === 'tab') {
      if (!formsAdded) sections.push({ kind: 'forms', order: e.order ?? 0, tabs });
      formsAdded = true;
      continue;
    }
    if (e.kind === 'block') {
      sections.push({ kind: 'block', order: e.order ?? 0, entry: e });
      continue;
    }
    const last = sections[sections.length - 1];
    const run = last?.kind === 'buttons' ? last : null;
    const item =
      e.kind === 'button'
        ? e
        : (() => {
            const room = Math.max(0, MAIN_BUTTON_SLOTS - slotted - 1);
            const fits = e.items.length <= room;
            return {
              group: e,
              shown: fits ? e.items : e.items.slice(0, room),
              hidden: fits ? [] : e.items.slice(room).map((i) => i.id),
            };
          })();
    if (run) run.buttons.push(item);
    else sections.push({ kind: 'buttons', order: e.order ?? 0, buttons: [item] });
  }
  return sections;
}

function FormsSection({ section, widget }: { section: Extract<MainSection, { kind: 'forms' }>; widget: WidgetApi }) {
  const selected = useWidgetState((s) => s.widget.tab);
  const current = section.tabs.find((t) => t.key === selected) ?? section.tabs[0];
  const Form = current.owner.Form;
  if (section.tabs.length === 1) return <Form widget={widget} />;
  return (
    <Tabs
      idPrefix={`${widget.instanceId}-tabs`}
      label={widget.t('core.tabs.label')}
      tabs={section.tabs.map((t) => ({ id: t.key, label: widget.t(t.labelKey) }))}
      selected={current.key}
      onSelect={(id) => widget.dispatch(tabSelected(id))}
    >
      <Form key={current.key} widget={widget} />
    </Tabs>
  );
}

export function MainScreen() {
  const widget = useWidget();
  const state = useWholeState();
  const sections = useMemo(() => layoutMain(widget.hooks.mainEntries.call([], state), state), [widget, state]);
  return (
    <div className="ew-stack">
      {sections.map((s, i) => {
        const prev = sections[i - 1];
        const divider =
          prev && ((prev.kind === 'forms' && s.kind === 'buttons') || (prev.kind === 'buttons' && s.kind === 'forms'));
        return (
          <Fragment key={s.kind === 'block' ? s.entry.id : `${s.kind}-${i}`}>
            {divider ? <Divider label={widget.t('core.main.or')} /> : null}
            {s.kind === 'forms' ? <FormsSection section={s} widget={widget} /> : null}
            {s.kind === 'block' ? <s.entry.Component widget={widget} /> : null}
            {s.kind === 'buttons' ? (
              <div className="ew-stack-sm">
                {s.buttons.map((b) =>
                  'group' in b ? (
                    <Fragment key={b.group.id}>
                      {b.shown.map((item) => (
                        <item.Component key={item.id} widget={widget} />
                      ))}
                      {b.hidden.length ? <b.group.Overflow widget={widget} hidden={b.hidden} /> : null}
                    </Fragment>
                  ) : (
                    <b.Component key={b.id} widget={widget} />
                  ),
                )}
              </div>
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}

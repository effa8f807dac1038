// Tabs as the WAI-ARIA pattern describes them: one tab stop for the list, arrow keys (and
// Home/End) move between tabs and select them, each panel is labelled by its tab.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

function tabId(group: string, id: string): string {
  return `${group}-tab-${id}`;
}
function panelId(group: string, id: string): string {
  return `${group}-panel-${id}`;
}

export function TabList<T extends string>(props: {
  group: string;
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect(id: T): void;
  className?: string;
}) {
  const { group, label, tabs, selected, onSelect } = props;
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(group, next.id))}`)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tab-list ${props.className ?? ''}`} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(group, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(group, tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className="tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of one tab; only the selected one is rendered (the others hold no state). */
export function TabPanel(props: { group: string; id: string; className?: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(props.group, props.id)} aria-labelledby={tabId(props.group, props.id)} className={props.className}>
      {props.children}
    </div>
  );
}

// One code's findings: a disclosure header (severity, title, code, count) and, when open, the
// occurrences with their place in the file, their record and message.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Finding, FindingGroup } from '../../api';
import { codeTitle, t } from '../../i18n';
import { useFindingsList } from '../../hooks/use-findings-list';
import { SeverityIcon, severityLabel } from '../common/severity-icon';

export function recordLabel(finding: Pick<Finding, 'kind' | 'index' | 'articleNumber'>): string | undefined {
  if (finding.kind === undefined || finding.index === undefined) return undefined;
  const number = finding.index + 1;
  const articleNumber = finding.articleNumber;
  if (finding.kind === 'article') {
    return articleNumber === undefined ? t('record.articleNoNumber', { number }) : t('record.article', { number, articleNumber });
  }
  return articleNumber === undefined ? t('record.priceNoNumber', { number }) : t('record.price', { number, articleNumber });
}

/** A finding of this group to show and focus: its place in the group's list. */
export interface FindingFocus {
  rank: number;
  /** Repeats the same focus (the user walked back to it). */
  nonce: number;
}

export function FindingGroupSection(props: {
  documentId: string;
  group: FindingGroup;
  initiallyOpen: boolean;
  canReveal: boolean;
  onReveal(finding: Finding): void;
  focus?: FindingFocus;
  /** Lowers this code to a warning for the chosen target (absent: not offered for it). */
  onTreatAsWarning?: (code: FindingGroup['code']) => void;
}) {
  const { group, focus, onTreatAsWarning } = props;
  const [open, setOpen] = useState(props.initiallyOpen);
  // Walked to one of this group's findings: open (once per walk, so the user can close it again).
  const [openedFor, setOpenedFor] = useState<FindingFocus>();
  if (focus && focus !== openedFor) {
    setOpenedFor(focus);
    setOpen(true);
  }
  const list = useFindingsList(props.documentId, group.code, open);
  const listId = useId();
  const titleId = useId();
  const items = useRef<HTMLUListElement>(null);

  // Then load the pages up to it, and focus it.
  const { items: loaded, total, loading, more } = list;
  const focusLoaded = focus !== undefined && loaded.length > focus.rank;
  useEffect(() => {
    if (!focus || loading) return;
    if (!focusLoaded) {
      if (total !== undefined && loaded.length < total) more();
      return;
    }
    const item = items.current?.children.item(focus.rank);
    if (item instanceof HTMLElement) {
      centreInScroller(item);
      item.focus({ preventScroll: true });
    }
  }, [focus, focusLoaded, loading, loaded.length, total, more]);

  return (
    <li className={`finding-group group-${group.severity}`}>
      <h2 className="group-heading">
        <button type="button" className="group-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          <span className="disclosure" aria-hidden="true" />
          <SeverityIcon severity={group.severity} />
          <span className="group-severity">{severityLabel(group.severity)}</span>
          <span className="group-title" id={titleId}>{codeTitle(group.code)}</span>
          <code className="group-code">{group.code}</code>
          <span className="group-count">{t('findings.groupCount', { count: group.count })}</span>
        </button>
      </h2>
      <div id={listId} hidden={!open} className="group-body">
        {open && (
          <>
            {onTreatAsWarning && (
              <div className="group-actions">
                <button type="button" className="button small" aria-describedby={titleId} onClick={() => onTreatAsWarning(group.code)}>
                  {t('rules.treatAsWarning')}
                </button>
              </div>
            )}
            {group.listed < group.count && <p className="group-note">{t('findings.listedOf', { listed: group.listed, count: group.count })}</p>}
            <ul className="finding-list" ref={items} aria-label={t('findings.listLabel', { code: group.code })}>
              {list.items.map((finding, i) => (
                <FindingItem key={`${finding.pointer}-${i}`} finding={finding} canReveal={props.canReveal} onReveal={props.onReveal} />
              ))}
            </ul>
            {list.loading && <p className="group-note" role="status">{t('findings.loading')}</p>}
            {list.error && <p className="inline-alert" role="alert">{t('findings.loadFailed', { message: list.error })}</p>}
            {list.total !== undefined && list.items.length < list.total && !list.loading && (
              <button type="button" className="button small" onClick={list.more}>{t('findings.more')}</button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** Scrolls only the list's own scroller (scrollIntoView would scroll the window's layout too). */
function centreInScroller(item: HTMLElement): void {
  const scroller = item.closest<HTMLElement>('.kept-panel');
  if (!scroller) return;
  const box = item.getBoundingClientRect();
  const area = scroller.getBoundingClientRect();
  scroller.scrollTop += box.top - area.top - (area.height - box.height) / 2;
}

function FindingItem(props: { finding: Finding; canReveal: boolean; onReveal(finding: Finding): void }) {
  const { finding } = props;
  const record = recordLabel(finding);
  const hasPlace = finding.line !== undefined && finding.column !== undefined;
  const revealable = props.canReveal && record !== undefined;
  // Enter on the finding itself (not on its link) goes to its cell, as the link does.
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!revealable || event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    props.onReveal(finding);
  };
  return (
    // Focusable from code only: next / previous problem and a marked cell lead here.
    <li className="finding" tabIndex={-1} onKeyDown={onKeyDown}>
      <span className="finding-place">
        {hasPlace && (
          <span className="mono" title={t('findings.place', { line: finding.line ?? 0, column: finding.column ?? 0 })}>
            <span aria-hidden="true">{t('findings.placeShort', { line: String(finding.line), column: String(finding.column) })}</span>
            <span className="visually-hidden">{t('findings.place', { line: finding.line ?? 0, column: finding.column ?? 0 })}</span>
          </span>
        )}
      </span>
      <span className="finding-record">
        {record &&
          (revealable ? (
            <button
              type="button"
              className="link-button"
              title={t('findings.showRecord', { record })}
              aria-label={t('findings.showRecord', { record })}
              onClick={() => props.onReveal(finding)}
            >
              {record}
            </button>
          ) : (
            record
          ))}
      </span>
      <span className="finding-message">
        {t(finding.message)}
        {finding.count !== undefined && finding.count > 1 && <span className="finding-count">{t('findings.occurrences', { count: finding.count })}</span>}
      </span>
    </li>
  );
}

// Above the preview's table: find records by any text (an article number, a name…), narrow
// them to those with problems (of a severity, or of one code), and how many the view keeps.
// The work is the worker's; typing only waits a moment before asking, so each keystroke
// costs the window nothing.
import { useEffect, useId, useState } from 'react';
import type { FindingCode, Severity } from '../../../shared/report/finding-codes';
import type { FindingGroup, RecordKind, RecordView } from '../../api';
import { codeTitle, t } from '../../i18n';
import { isFiltered } from '../../../shared/ipc/record-view';

/** How long typing must pause before the search is asked for. */
const TYPING_PAUSE_MS = 200;

type Show = 'all' | 'problems' | Severity;
const SHOW_KEYS = {
  all: 'preview.filter.all',
  problems: 'preview.filter.problems',
  error: 'preview.filter.error',
  warning: 'preview.filter.warning',
  info: 'preview.filter.info',
} as const;

export function PreviewFilters(props: {
  kind: RecordKind;
  view: RecordView;
  onChange(view: RecordView): void;
  /** The report's groups: the codes a record of this kind can be filtered by. */
  groups: readonly FindingGroup[];
  total: number;
  matched: number;
  pending: boolean;
}) {
  const { kind, view, onChange, total, matched, pending } = props;
  const showId = useId();
  const codeId = useId();
  const [typed, setTyped] = useState(view.query ?? '');
  // The view can change from outside (Clear, a reveal that let go of the filters).
  const [shownQuery, setShownQuery] = useState(view.query ?? '');
  if ((view.query ?? '') !== shownQuery) {
    setShownQuery(view.query ?? '');
    setTyped(view.query ?? '');
  }
  useEffect(() => {
    if (typed === (view.query ?? '')) return;
    const timer = setTimeout(() => onChange({ ...view, query: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, view, onChange]);

  const codes = props.groups.filter((group) => group.code.startsWith(`${kind}.`) && !group.code.endsWith('.unknownField'));
  const onShow = (value: Show) => {
    const { show: _old, ...rest } = view;
    onChange(value === 'all' ? rest : { ...rest, show: value });
  };
  const onCode = (value: string) => {
    const { code: _old, ...rest } = view;
    onChange(value === '' ? rest : { ...rest, code: value as FindingCode });
  };
  const filtered = isFiltered(view);

  return (
    <div className="preview-filters" role="search" aria-label={t(kind === 'article' ? 'preview.search.labelArticles' : 'preview.search.labelPrices')}>
      <input
        type="search"
        aria-label={t(kind === 'article' ? 'preview.search.labelArticles' : 'preview.search.labelPrices')}
        className="input search-input"
        placeholder={t(kind === 'article' ? 'preview.search.placeholderArticles' : 'preview.search.placeholderPrices')}
        value={typed}
        maxLength={200}
        onChange={(event) => setTyped(event.target.value)}
      />
      <span className="filter-field">
        <label htmlFor={showId}>{t('preview.filter.show')}</label>
        <select id={showId} className="input select filter-select" value={view.show ?? 'all'} onChange={(event) => onShow(event.target.value as Show)}>
          {(Object.keys(SHOW_KEYS) as Show[]).map((value) => (
            <option key={value} value={value}>{t(SHOW_KEYS[value])}</option>
          ))}
        </select>
      </span>
      <span className="filter-field">
        <label htmlFor={codeId}>{t('preview.filter.code')}</label>
        <select id={codeId} className="input select filter-select" value={view.code ?? ''} onChange={(event) => onCode(event.target.value)} disabled={codes.length === 0}>
          <option value="">{t('preview.filter.anyCode')}</option>
          {codes.map((group) => (
            <option key={group.code} value={group.code}>{`${codeTitle(group.code)} (${group.code})`}</option>
          ))}
        </select>
      </span>
      <p className="preview-count muted small" role="status">
        {pending
          ? t('preview.count.working')
          : filtered
            ? t(kind === 'article' ? 'preview.count.matchedArticles' : 'preview.count.matchedPrices', { matched, total })
            : t(kind === 'article' ? 'preview.count.articles' : 'preview.count.prices', { count: total })}
      </p>
      {(filtered || view.sort) && (
        <button type="button" className="button small quiet" onClick={() => onChange({})}>{t('preview.filter.clear')}</button>
      )}
    </div>
  );
}

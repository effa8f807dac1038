// The Rules tab: which rules apply to the chosen target (or to the default), named by the
// ruleset's name and short SHA-256; every rule with its level, where the level comes from
// (default or ruleset) and the ruleset's reason, filterable; what the ruleset adds; Import…,
// Export… and Reset to default…. A ruleset that cannot be used is said first, with each problem.
import { useEffect, useId, useMemo, useState } from 'react';
import type { FindingCode } from '../../../shared/report/finding-codes';
import type { RulesControls, RulesView as View } from '../../hooks/use-rules';
import { codeTitle, formatNumber, t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { RulesAdded } from './rules-added';
import { RulesNoticeText } from './rules-notice';
import { RulesTable, type LevelFilter } from './rules-table';
import { shortSha } from './short-sha';

export type ReadyView = Extract<View, { status: 'ready' }>;


export function RulesView(props: { rules: RulesControls; onChangeLevel(code: FindingCode): void }) {
  const { rules } = props;
  const { view } = rules;
  const [query, setQuery] = useState('');
  const [level, setLevel] = useState<LevelFilter>('all');
  const [changedOnly, setChangedOnly] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const ids = { scope: useId(), query: useId(), level: useId(), changed: useId(), title: useId() };
  // Read again each time the view is shown: the rulesets live in the data folder, where another
  // copy of the app (or a person) may have changed one since.
  const { refresh } = rules;
  useEffect(() => refresh(), [refresh]);

  const shown = useMemo(() => {
    if (view?.status !== 'ready') return [];
    const words = query.trim().toLocaleLowerCase();
    return view.rules.filter((rule) => (level === 'all' || rule.level === level)
      && (!changedOnly || rule.origin === 'ruleset')
      && (words === '' || rule.code.toLocaleLowerCase().includes(words) || codeTitle(rule.code).toLocaleLowerCase().includes(words) || (rule.reason ?? '').toLocaleLowerCase().includes(words)));
  }, [view, query, level, changedOnly]);

  const scope = view?.scope;
  const title = scope?.kind === 'target' ? t('rules.title.target', { appId: String(scope.appId), baseUrl: scope.baseUrl }) : t('rules.title.default');
  const hasOwn = view !== undefined && (view.source === (view.scope.kind === 'target' ? 'target' : 'default'));

  return (
    <section className="rules" aria-labelledby={ids.title}>
      <div className="rules-head">
        <h2 id={ids.title} className="rules-title">{title}</h2>
        {rules.target !== null && (
          <div className="rules-scope" role="radiogroup" aria-labelledby={ids.scope}>
            <span id={ids.scope} className="field-label">{t('rules.scope.label')}</span>
            {(['target', 'default'] as const).map((each) => (
              <label key={each} className="radio">
                <input type="radio" name={ids.scope} value={each} checked={rules.scope === each} onChange={() => rules.setScope(each)} />
                {each === 'target' ? t('rules.scope.target', { appId: rules.target?.app.trim() ?? '' }) : t('rules.scope.default')}
              </label>
            ))}
          </div>
        )}
        {rules.target === null && <p className="muted">{t('rules.noTarget')}</p>}
        {view && <p className="rules-source">{sourceText(view)}</p>}
        {view?.status === 'ready' && (
          <p className="rules-ruleset">
            <span className="rules-ruleset-name">{t('rules.ruleset', { name: view.ruleset.name })}</span>{' '}
            <span className="mono muted" title={t('rules.shaFull', { sha: view.ruleset.sha256 })}>
              <span aria-hidden="true">{t('rules.sha', { sha: shortSha(view.ruleset.sha256) })}</span>
              <span className="visually-hidden">{t('rules.shaFull', { sha: view.ruleset.sha256 })}</span>
            </span>
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button small" onClick={rules.importRuleset} disabled={rules.busy}>{t('rules.import')}</button>
          <button type="button" className="button small" onClick={rules.exportRuleset} disabled={rules.busy || view?.status === 'unusable'}>{t('rules.export')}</button>
          {hasOwn && <button type="button" className="button small" onClick={() => setConfirmReset(true)} disabled={rules.busy}>{t('rules.reset')}</button>}
        </div>
        <RulesNoticeText notice={rules.notice} onDismiss={rules.dismissNotice} />
        {rules.loadError && <p className="inline-alert" role="alert">{t('rules.loadFailed', { message: rules.loadError })}</p>}
      </div>

      {view?.status === 'unusable' && (
        <div className="rules-unusable" role="alert">
          <h3 className="rules-subtitle">{t('rules.unusable.title', { file: view.file })}</h3>
          <ul className="rules-problems">
            {view.problems.map((problem, i) => <li key={i}>{t('rules.problem', { place: problem.place, message: problem.message })}</li>)}
          </ul>
          <p>{t('rules.unusable.body')}</p>
        </div>
      )}

      {view?.status === 'ready' && (
        <>
          <div className="rules-filters" role="search">
            <div className="field">
              <label htmlFor={ids.query} className="field-label">{t('rules.filter.label')}</label>
              <input id={ids.query} type="search" className="input" value={query} placeholder={t('rules.filter.placeholder')} onChange={(event) => setQuery(event.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={ids.level} className="field-label">{t('rules.filter.level')}</label>
              <select id={ids.level} className="input select" value={level} onChange={(event) => setLevel(event.target.value as LevelFilter)}>
                <option value="all">{t('rules.filter.allLevels')}</option>
                {(['error', 'warning', 'info', 'off'] as const).map((each) => <option key={each} value={each}>{t(`rules.level.${each}`)}</option>)}
              </select>
            </div>
            <label className="checkbox rules-changed">
              <input id={ids.changed} type="checkbox" checked={changedOnly} onChange={(event) => setChangedOnly(event.target.checked)} />
              {t('rules.filter.changed')}
            </label>
            <p className="muted small rules-count" role="status">{t('rules.count', { shown: shown.length, total: formatNumber(view.rules.length) })}</p>
          </div>
          {shown.length === 0 ? <p className="empty-note">{t('rules.noneForFilter')}</p> : <RulesTable rules={shown} onChangeLevel={props.onChangeLevel} />}
          <RulesAdded view={view} />
        </>
      )}

      {confirmReset && view && (
        <Dialog
          open
          title={t('rules.reset.title')}
          onClose={() => setConfirmReset(false)}
          initialFocus="rules-reset-cancel"
          footer={
            <>
              <button id="rules-reset-cancel" type="button" className="button" onClick={() => setConfirmReset(false)}>{t('rules.cancel')}</button>
              <button type="button" className="button primary" onClick={() => { setConfirmReset(false); rules.reset(); }}>{t('rules.reset.confirm')}</button>
            </>
          }
        >
          <p>
            {view.scope.kind === 'target'
              ? t('rules.reset.bodyTarget', { appId: String(view.scope.appId), baseUrl: view.scope.baseUrl, name: rulesetName(view) })
              : t('rules.reset.bodyDefault', { name: rulesetName(view) })}
          </p>
        </Dialog>
      )}
    </section>
  );
}

function rulesetName(view: View): string {
  return view.status === 'ready' ? view.ruleset.name : view.file;
}

function sourceText(view: View): string {
  if (view.scope.kind === 'default') return view.source === 'builtIn' ? t('rules.source.defaultBuiltIn') : t('rules.source.default');
  if (view.source === 'target') return t('rules.source.target');
  return view.source === 'default' ? t('rules.source.targetFollowsDefault') : t('rules.source.targetBuiltIn');
}

// Every rule with its level (and the built-in one where it differs), where the level comes from,
// the ruleset's reason, and Change… (protected codes: said, never offered).
import type { FindingCode, RuleLevel } from '../../../shared/report/finding-codes';
import type { RulesView } from '../../hooks/use-rules';
import { codeTitle, t } from '../../i18n';
import { SeverityIcon } from '../common/severity-icon';

type Rule = Extract<RulesView, { status: 'ready' }>['rules'][number];
export type LevelFilter = RuleLevel | 'all';

export const levelName = (level: RuleLevel) => t(`rules.level.${level}`);

export function RulesTable(props: { rules: readonly Rule[]; onChangeLevel(code: FindingCode): void }) {
  return (
    <div className="table-scroll rules-table-scroll" tabIndex={0} role="region" aria-label={t('rules.tableLabel')}>
      <table className="history-table rules-table">
        <caption className="visually-hidden">{t('rules.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rules.column.rule')}</th>
            <th scope="col">{t('rules.column.level')}</th>
            <th scope="col">{t('rules.column.origin')}</th>
            <th scope="col">{t('rules.column.reason')}</th>
            <th scope="col"><span className="visually-hidden">{t('rules.change')}</span></th>
          </tr>
        </thead>
        <tbody>
          {props.rules.map((rule) => (
            <tr key={rule.code} className={rule.origin === 'ruleset' ? 'rule-set' : undefined}>
              <th scope="row">
                <div className="rule-name">
                  <span className="rule-title">{codeTitle(rule.code)}</span>
                  <code className="rule-code">{rule.code}</code>
                </div>
              </th>
              <td className="nowrap">
                <span className="rule-level">
                  {rule.level === 'off' ? <span className="level-off" aria-hidden="true" /> : <SeverityIcon severity={rule.level} />}
                  {levelName(rule.level)}
                </span>
                {rule.level !== rule.builtIn && <div className="muted small">{t('rules.builtInLevel', { level: levelName(rule.builtIn) })}</div>}
              </td>
              <td className="nowrap">{t(rule.origin === 'ruleset' ? 'rules.origin.ruleset' : 'rules.origin.default')}</td>
              <td className="rule-reason">{rule.reason ?? ''}</td>
              <td className="nowrap">
                {rule.protected ? (
                  <span className="muted small" title={t('rules.protectedHint')}>
                    {t('rules.protected')}
                    <span className="visually-hidden">: {t('rules.protectedHint')}</span>
                  </span>
                ) : (
                  <button type="button" className="button small" aria-label={t('rules.changeLabel', { code: rule.code })} onClick={() => props.onChangeLevel(rule.code)}>
                    {t('rules.change')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

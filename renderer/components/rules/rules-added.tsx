// What the ruleset adds to the built-in checks: field rules (only what differs from the built-in
// ones, as JSON), fields it does not require, and the lists of allowed values it replaces.
import type { ReadyView } from './rules-view';
import { t } from '../../i18n';

export function RulesAdded(props: { view: ReadyView }) {
  const { fields, notRequired, lists } = props.view;
  const none = fields.length === 0 && notRequired.length === 0 && lists.length === 0;
  return (
    <section className="rules-added" aria-labelledby="rules-added-title">
      <h3 id="rules-added-title" className="rules-subtitle">{t('rules.added.title')}</h3>
      {none ? (
        <p className="muted">{t('rules.added.none')}</p>
      ) : (
        <ul className="rules-added-list">
          {fields.map(({ kind, field, rule }) => (
            <li key={`${kind}:${field}`}>
              {t('rules.added.field', { kind, field })}: <code className="break">{JSON.stringify(rule)}</code>
            </li>
          ))}
          {notRequired.map(({ kind, field }) => <li key={`${kind}:${field}:optional`}>{t('rules.added.notRequired', { kind, field })}</li>)}
          {lists.map(({ key, values }) => <li key={key} className="break">{t('rules.added.list', { key, values: values.join(', ') })}</li>)}
        </ul>
      )}
    </section>
  );
}

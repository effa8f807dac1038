// Sets a rule's level for the target (or the default), with the reason kept beside it in the
// ruleset: from a finding ("Treat as warning for this target…", the level given) or from the
// Rules view (Change…, the level chosen here). The reason is asked first: without one nothing
// is saved. Main checks the open file again once the ruleset is kept.
import { useId, useState, type SyntheticEvent } from 'react';
import type { FindingCode, RuleLevel } from '../../../shared/report/finding-codes';
import type { Text } from '../../../shared/messages/text';
import { errorMessage } from '../../api';
import { codeTitle, t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { levelName } from './rules-table';

export interface LevelRequest {
  code: FindingCode;
  /** `warning`: from a finding, the level is given; `choose`: from the Rules view. */
  mode: 'warning' | 'choose';
  /** Its level now (what `choose` starts with). */
  level: RuleLevel;
  /** Whose rules change: the chosen target's, or the default's. */
  scope: { kind: 'target'; baseUrl: string; appId: string } | { kind: 'default' };
}

const LEVELS: readonly RuleLevel[] = ['error', 'warning', 'info', 'off'];

/** Mounted afresh for each request: nothing typed is kept. */
export function RuleLevelDialog(props: { request: LevelRequest | undefined; onClose(): void; onSave(level: RuleLevel, reason: string): Promise<void> }) {
  return props.request ? <OpenLevelDialog {...props} request={props.request} /> : null;
}

function OpenLevelDialog(props: { request: LevelRequest; onClose(): void; onSave(level: RuleLevel, reason: string): Promise<void> }) {
  const { request, onClose, onSave } = props;
  const [level, setLevel] = useState<RuleLevel>(request.mode === 'warning' ? 'warning' : request.level);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Text>();
  const ids = { reason: useId(), hint: useId(), problem: useId(), levels: useId(), form: useId() };
  const missing = reason.trim() === '';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || saving) {
      document.getElementById(ids.reason)?.focus();
      return;
    }
    setSaving(true);
    setFailure(undefined);
    onSave(level, reason.trim()).then(onClose, (error: unknown) => {
      setSaving(false);
      setFailure(errorMessage(error));
    });
  };

  return (
    <Dialog
      open
      className="rule-level-dialog"
      title={request.mode === 'warning' ? t('rules.dialog.titleWarning') : t('rules.dialog.title')}
      onClose={onClose}
      initialFocus={ids.reason}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>{t('rules.cancel')}</button>
          <button type="submit" form={ids.form} className="button primary" disabled={saving}>
            {request.mode === 'warning' ? t('rules.dialog.saveWarning') : t('rules.dialog.save')}
          </button>
        </>
      }
    >
      <form id={ids.form} className="rule-level-form" onSubmit={submit} noValidate>
        <p className="rule-level-rule">{t('rules.dialog.rule', { title: codeTitle(request.code), code: request.code })}</p>
        <p className="muted">
          {request.scope.kind === 'target'
            ? t('rules.dialog.forTarget', { appId: request.scope.appId, baseUrl: request.scope.baseUrl })
            : t('rules.dialog.forDefault')}
        </p>
        {request.mode === 'warning' ? (
          <p className="notice">{t('rules.dialog.warningNote')}</p>
        ) : (
          <fieldset className="rule-levels">
            <legend className="field-label">{t('rules.dialog.level')}</legend>
            {LEVELS.map((each) => (
              <label key={each} className="radio">
                <input type="radio" name={ids.levels} value={each} checked={level === each} onChange={() => setLevel(each)} />
                {levelName(each)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={ids.reason} className="field-label">{t('rules.dialog.reason')}</label>
          <textarea
            id={ids.reason}
            className="input"
            rows={3}
            maxLength={500}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={tried && missing}
            aria-describedby={tried && missing ? `${ids.problem} ${ids.hint}` : ids.hint}
          />
          {tried && missing && <p id={ids.problem} className="field-problem">{t('rules.dialog.reasonMissing')}</p>}
          <p id={ids.hint} className="field-hint">{t('rules.dialog.reasonHint')}</p>
        </div>
        {failure && <p className="inline-alert" role="alert">{t(failure)}</p>}
      </form>
    </Dialog>
  );
}

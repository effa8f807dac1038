// Fix automatically…: the plan before anything is written. Per kind of fix its label, how many
// values and up to three examples before → after with their place (a click shows the value in
// the preview); a checkbox per kind (the certain ones ticked, suggestions not, and marked as
// guesses); below a kind, the values it leaves as written and why (a fix that would make a
// duplicate, in a record with a field twice). "Save corrected copy…" lets main ask where and write it; its progress and Cancel
// replace the plan meanwhile.
import { useId } from 'react';
import type { FixKind } from '../../../shared/fixes/fix-kinds';
import type { MessageKey } from '../../../shared/messages/catalogue';
import type { FixFlow, FixPlan } from '../../hooks/use-fix-flow';
import { t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { TaskProgress } from './task-progress';

type KindPlan = FixPlan['kinds'][number];
type Example = KindPlan['examples'][number];

/** Where an example sits, for the preview to show it. */
export interface ExamplePlace {
  kind: Example['record'];
  index: number;
  pointer: string;
}

const kindLabel = (kind: FixKind) => t(`fix.kind.${kind}` as MessageKey);

export function FixDialog(props: { flow: FixFlow; onShowExample(place: ExamplePlace): void }) {
  const { flow } = props;
  const { state } = flow;
  if (state.step === 'closed') return null;
  const saving = state.step === 'saving';
  const busy = state.step === 'planning' || saving;
  const planned = state.step === 'planned' || state.step === 'saving' ? state : undefined;
  const usable = planned !== undefined && planned.plan.readable && planned.plan.kinds.length > 0;
  // A kind whose values are all held back fixes nothing: not counted.
  const chosenKinds = planned ? planned.plan.kinds.filter((kind) => planned.chosen.has(kind.kind) && kind.count > 0) : [];
  const values = chosenKinds.reduce((sum, kind) => sum + kind.count, 0);

  return (
    <Dialog
      open
      className="fix-dialog"
      title={t('fixes.fix.title', { name: state.name })}
      onClose={flow.cancel}
      footer={
        <>
          {usable && !saving && <p className="dialog-footer-note" aria-live="polite">{t('fixes.fix.chosen', { values, kinds: chosenKinds.length })}</p>}
          <button type="button" className="button" onClick={flow.cancel}>{busy ? t('fixes.cancel') : usable ? t('fixes.cancel') : t('fixes.close')}</button>
          {usable && (
            <button type="button" className="button primary" onClick={flow.save} disabled={saving || values === 0}>{t('fixes.fix.save')}</button>
          )}
        </>
      }
    >
      {state.step === 'planning' && <TaskProgress title={t('fixes.fix.planning', { name: state.name })} progress={flow.progress} />}
      {state.step === 'failed' && <p className="inline-alert" role="alert">{t(state.failure)}</p>}
      {planned && !planned.plan.readable && <p>{t('fixes.fix.unreadable', { name: planned.name })}</p>}
      {planned && planned.plan.readable && planned.plan.kinds.length === 0 && <p>{t('fixes.fix.nothing', { name: planned.name })}</p>}
      {saving && <TaskProgress title={t('fixes.fix.saving')} progress={flow.progress} />}
      {usable && !saving && (
        <>
          <p>{t('fixes.fix.intro', { name: planned.name })}</p>
          {planned.failure && <p className="inline-alert" role="alert">{t(planned.failure)}</p>}
          <fieldset className="fix-kinds">
            <legend className="visually-hidden">{t('fixes.fix.kindsLabel')}</legend>
            {planned.plan.kinds.map((kind) => (
              <FixKindRow key={kind.kind} kind={kind} chosen={planned.chosen.has(kind.kind)} onToggle={() => flow.toggle(kind.kind)} onShowExample={props.onShowExample} />
            ))}
          </fieldset>
          {planned.plan.kinds.some((kind) => kind.suggestion) && <p className="muted small">{t('fixes.fix.suggestion')}</p>}
        </>
      )}
    </Dialog>
  );
}

function FixKindRow(props: { kind: KindPlan; chosen: boolean; onToggle(): void; onShowExample(place: ExamplePlace): void }) {
  const { kind } = props;
  const id = useId();
  const label = kindLabel(kind.kind);
  const more = kind.count - kind.examples.length;
  return (
    <div className={`fix-kind${kind.suggestion ? ' fix-suggestion' : ''}`}>
      <div className="check-field">
        <input id={id} type="checkbox" checked={props.chosen} onChange={props.onToggle} />
        <label htmlFor={id}>
          {label}
          <span className="fix-count">
            {' · '}
            {kind.suggestion ? t('fixes.fix.suggestionCount', { count: kind.count }) : t('fixes.fix.count', { count: kind.count })}
          </span>
          {kind.suggestion && <span className="fix-tag">{t('fixes.fix.suggestionTag')}</span>}
        </label>
      </div>
      <ul className="fix-examples" aria-label={t('fixes.fix.examplesLabel', { label })}>
        {kind.examples.map((example) => {
          const record = example.articleNumber !== undefined
            ? t('fixes.fix.exampleArticle', { record: example.record, articleNumber: example.articleNumber })
            : t('fixes.fix.exampleRecord', { kind: example.record, number: example.index + 1 });
          return (
            <li key={example.pointer}>
              <button
                type="button"
                className="link-button fix-place"
                title={t('fixes.fix.exampleShow', { record, line: example.line, column: example.column })}
                onClick={() => props.onShowExample({ kind: example.record, index: example.index, pointer: example.pointer })}
              >
                {t('findings.placeShort', { line: example.line, column: example.column })}
              </button>
              <span className="fix-record">{record}</span>
              <code className="fix-before">{example.before}</code>
              <span aria-hidden="true">→</span>
              <code className="fix-after">{example.after}</code>
            </li>
          );
        })}
        {more > 0 && <li className="muted small">{t('fixes.fix.moreExamples', { count: more })}</li>}
      </ul>
      {kind.heldBack.map((held) => (
        <p key={held.reason} className="fix-held muted small">
          {t('fixes.fix.heldBack', { count: held.count, reason: t(`fix.heldBack.${held.reason}` as MessageKey) })}
        </p>
      ))}
    </div>
  );
}

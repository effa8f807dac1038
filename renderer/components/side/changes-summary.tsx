// "What changes at configurator N", in the confirmation: what this file would change compared
// with the last file the target accepted from this computer. Counts for articles and prices, a
// prominent note when it is the very same file, and the warnings the guards raise, each with
// the confirmation it asks for (a typed number, a checkbox) right under it. A file that cannot
// be compared (the record of what the target holds is damaged, missing, outdated or another
// target's) says why, and sending it without the guards' checks needs its own tick.
import { useId, type ReactNode } from 'react';
import type { ChangeCounts, Changes, ComparedChanges, NotComparableChanges } from '../../api';
import type { ChangesControls } from '../../hooks/use-changes';
import { formatDateTime, formatNumber, formatPercent, formatRatio, Message, t } from '../../i18n';
import { SeverityIcon } from '../common/severity-icon';
import { PriceChangeTable } from './changes-tables';

/** How many price jumps the summary shows; the rest are in the lists. */
const JUMPS_SHOWN = 3;

export interface GuardInputs {
  typed: string;
  onTyped(value: string): void;
  /** The typed number matches (or nothing needs typing). */
  typedOk: boolean;
  /** Say that the typed number is wrong (after the field was left). */
  showTypedProblem: boolean;
  onTypedBlur(): void;
  jumpsChecked: boolean;
  onJumpsChecked(checked: boolean): void;
  driftChecked: boolean;
  onDriftChecked(checked: boolean): void;
  notComparableChecked: boolean;
  onNotComparableChecked(checked: boolean): void;
}

export function ChangesSummary(props: {
  changes: ChangesControls;
  appId: number;
  guardInputs: GuardInputs;
  onShowLists(): void;
}) {
  const { changes, appId } = props;
  const titleId = useId();
  const { state } = changes;
  const appIdText = String(appId);

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="changes-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('changes.loading', { appId: appIdText })}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <div className="notice warning-notice changes-row" role="alert">
        <SeverityIcon severity="warning" />
        <div className="changes-stack">
          <p>{t('changes.failed', { message: state.message })}</p>
          <div>
            <button type="button" className="button small" onClick={changes.retry}>{t('changes.retry')}</button>
          </div>
        </div>
      </div>
    );
  } else if (state.seen.kind === 'first') {
    body = <p role="status">{t('changes.first', { appId: appIdText })}</p>;
  } else if (state.seen.kind === 'notComparable') {
    body = <NotComparableWarning seen={state.seen} appId={appIdText} inputs={props.guardInputs} />;
  } else {
    body = <Compared seen={state.seen} appId={appIdText} guardInputs={props.guardInputs} onShowLists={props.onShowLists} />;
  }

  return (
    <section className="changes" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <h3 id={titleId} className="changes-title">{t('changes.title', { appId: appIdText })}</h3>
      {body}
    </section>
  );
}

function Compared(props: { seen: ComparedChanges; appId: string; guardInputs: GuardInputs; onShowLists(): void }) {
  const { changes, guards } = props.seen;
  const { comparedWith } = changes;
  const time = formatDateTime(comparedWith.acceptedAt);
  return (
    <div className="changes-stack">
      <p className="muted">
        <Message id="changes.comparedWith" values={{ time }} rich={{ file: <strong className="break">{comparedWith.fileName}</strong> }} />
      </p>
      {changes.identical && (
        <div className="changes-identical changes-row" role="note">
          <SeverityIcon severity="info" />
          <div className="changes-stack">
            <p className="changes-identical-title">{t('changes.identical')}</p>
            <p>{t('changes.identicalDetail', { appId: props.appId, time })}</p>
          </div>
        </div>
      )}
      <CountsTable changes={changes} />
      {guards.leftOut && <LeftOutWarning changes={changes} leftOut={guards.leftOut} inputs={props.guardInputs} />}
      {guards.priceJumps && <PriceJumpsWarning changes={changes} priceJumps={guards.priceJumps} inputs={props.guardInputs} />}
      {guards.drift && <DriftWarning changes={changes} drift={guards.drift} inputs={props.guardInputs} />}
      {hasLists(changes) && (
        <div>
          <button type="button" className="button small" aria-haspopup="dialog" onClick={props.onShowLists}>{t('changes.showLists')}</button>
        </div>
      )}
    </div>
  );
}

/** Whether any list has an entry (an identical file has none). */
function hasLists(changes: Changes): boolean {
  return Object.values(changes.lists).some((list) => list.length > 0);
}

function CountsTable({ changes }: { changes: Changes }) {
  return (
    <table className="changes-counts">
      <caption className="visually-hidden">{t('changes.countsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden">{t('changes.kind')}</span></th>
          <th scope="col" className="numeric">{t('changes.added')}</th>
          <th scope="col" className="numeric">{t('changes.removed')}</th>
          <th scope="col" className="numeric">{t('changes.changed')}</th>
          <th scope="col" className="numeric">{t('changes.unchanged')}</th>
        </tr>
      </thead>
      <tbody>
        <CountsRow label={t('changes.articles')} counts={changes.articles} />
        <CountsRow label={t('changes.prices')} counts={changes.prices} />
      </tbody>
    </table>
  );
}

function CountsRow(props: { label: string; counts: ChangeCounts }) {
  const { counts } = props;
  return (
    <tr>
      <th scope="row">{props.label}</th>
      {counts.compared ? (
        <>
          <td className={`numeric${counts.added > 0 ? ' count-added' : ''}`}>{formatNumber(counts.added)}</td>
          <td className={`numeric${counts.removed > 0 ? ' count-removed' : ''}`}>{formatNumber(counts.removed)}</td>
          <td className={`numeric${counts.changed > 0 ? ' count-changed' : ''}`}>{formatNumber(counts.changed)}</td>
          <td className="numeric">{formatNumber(counts.unchanged)}</td>
        </>
      ) : (
        <td colSpan={4} className="muted">{t('changes.notInFile')}</td>
      )}
    </tr>
  );
}

function LeftOutWarning(props: { changes: Changes; leftOut: NonNullable<ComparedChanges['guards']['leftOut']>; inputs: GuardInputs }) {
  const { changes, leftOut, inputs } = props;
  const fieldId = useId();
  const problemId = useId();
  // The target's articles (or, for a file without articles, prices) as the comparison counted
  // them: those matched in this file and those left out.
  const counts = changes[leftOut.of];
  const total = counts.removed + counts.changed + counts.unchanged;
  const removed = String(leftOut.removed);
  const ofPrices = leftOut.of === 'prices';
  return (
    <div className="notice warning-notice changes-row">
      <SeverityIcon severity="warning" />
      <div className="changes-stack">
        <p className="changes-warning-title">{t(ofPrices ? 'changes.leftOutPrices' : 'changes.leftOut', { share: formatPercent(leftOut.share), removed: leftOut.removed, total })}</p>
        <p>{t('changes.leftOutDetail', { max: formatPercent(leftOut.maxShare) })}</p>
        <div className="field">
          <label htmlFor={fieldId} className="field-label">{t(ofPrices ? 'changes.confirmLeftOutPrices' : 'changes.confirmLeftOut', { removed })}</label>
          <input
            id={fieldId}
            className="input confirm-number"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={inputs.typed}
            onChange={(event) => inputs.onTyped(event.target.value)}
            onBlur={inputs.onTypedBlur}
            aria-invalid={inputs.showTypedProblem}
            aria-describedby={inputs.showTypedProblem ? problemId : undefined}
          />
          {inputs.showTypedProblem && <p id={problemId} className="field-problem">{t(ofPrices ? 'changes.confirmLeftOutPricesWrong' : 'changes.confirmLeftOutWrong', { removed })}</p>}
        </div>
      </div>
    </div>
  );
}

function PriceJumpsWarning(props: { changes: Changes; priceJumps: NonNullable<ComparedChanges['guards']['priceJumps']>; inputs: GuardInputs }) {
  const { changes, priceJumps, inputs } = props;
  const checkId = useId();
  const shown = changes.lists.priceJumps.slice(0, JUMPS_SHOWN);
  const more = priceJumps.count - shown.length;
  const heading = t('changes.priceJumps', { count: priceJumps.count, factor: formatRatio(priceJumps.factor) });
  return (
    <div className="notice warning-notice changes-row">
      <SeverityIcon severity="warning" />
      <div className="changes-stack">
        <p className="changes-warning-title">{heading}</p>
        <p>{t('changes.priceJumpsDetail')}</p>
        {shown.length > 0 && <PriceChangeTable rows={shown} label={heading} full={false} />}
        {more > 0 && <p className="muted small">{t('changes.priceJumpsMore', { count: more })}</p>}
        <div className="check-field">
          <input id={checkId} type="checkbox" checked={inputs.jumpsChecked} onChange={(event) => inputs.onJumpsChecked(event.target.checked)} />
          <label htmlFor={checkId}>{t('changes.confirmPriceJumps', { count: priceJumps.count })}</label>
        </div>
      </div>
    </div>
  );
}

/** Why this file cannot be compared with what the target holds; sending without the guards' checks needs a tick. */
function NotComparableWarning(props: { seen: NotComparableChanges; appId: string; inputs: GuardInputs }) {
  const { seen, appId, inputs } = props;
  const checkId = useId();
  const accepted = seen.lastAccepted;
  const file = accepted?.fileName ?? '';
  const time = accepted ? formatDateTime(accepted.time) : '';
  const why = (() => {
    switch (seen.reason) {
      case 'unreadable': return t('changes.notComparable.unreadable', { appId });
      case 'otherTarget': return t('changes.notComparable.otherTarget', { appId });
      case 'missing': return t('changes.notComparable.missing', { appId, file, time });
      case 'stale':
        return t('changes.notComparable.stale', {
          appId, file, time, digestFile: seen.digestOf?.fileName ?? '', digestTime: seen.digestOf ? formatDateTime(seen.digestOf.acceptedAt) : '',
        });
    }
  })();
  return (
    <div className="notice warning-notice changes-row" role="status">
      <SeverityIcon severity="warning" />
      <div className="changes-stack">
        <p className="changes-warning-title break">{why}</p>
        {/* What is wrong with the record, right under the statement it explains. */}
        {seen.detail !== undefined && <p className="break">{t('changes.unreadableReason', { reason: seen.detail })}</p>}
        <p>{t('changes.notComparableDetail')}</p>
        <div className="check-field">
          <input id={checkId} type="checkbox" checked={inputs.notComparableChecked} onChange={(event) => inputs.onNotComparableChecked(event.target.checked)} />
          <label htmlFor={checkId}>{t('changes.confirmNotComparable', { appId, reason: seen.reason })}</label>
        </div>
      </div>
    </div>
  );
}

/** Fields gone blank (each with its shares before and now) and articles switched off beyond the setting. */
function DriftWarning(props: { changes: Changes; drift: NonNullable<ComparedChanges['guards']['drift']>; inputs: GuardInputs }) {
  const { changes, drift, inputs } = props;
  const checkId = useId();
  const blankFields = changes.drift.blankFields;
  const deactivatedOver = drift.deactivatedShare > drift.maxDeactivatedShare;
  return (
    <div className="notice warning-notice changes-row">
      <SeverityIcon severity="warning" />
      <div className="changes-stack">
        {blankFields.length > 0 && (
          <>
            <p className="changes-warning-title">{t('changes.blankFields', { count: blankFields.length })}</p>
            <p>{t('changes.blankFieldsDetail')}</p>
            <ul className="changes-blank-fields">
              {blankFields.map((blank) => (
                <li key={blank.field} className="break">
                  {t('changes.blankField', { field: blank.field, before: formatPercent(blank.beforeShare), now: formatPercent(blank.nowShare) })}
                </li>
              ))}
            </ul>
          </>
        )}
        {deactivatedOver && (
          <>
            <p className="changes-warning-title">{t('changes.deactivated', { count: drift.deactivated, share: formatPercent(drift.deactivatedShare) })}</p>
            <p>{t('changes.deactivatedDetail', { max: formatPercent(drift.maxDeactivatedShare) })}</p>
          </>
        )}
        <div className="check-field">
          <input id={checkId} type="checkbox" checked={inputs.driftChecked} onChange={(event) => inputs.onDriftChecked(event.target.checked)} />
          <label htmlFor={checkId}>{t('changes.confirmDrift')}</label>
        </div>
      </div>
    </div>
  );
}

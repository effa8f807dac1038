// The one explicit confirmation before anything is sent: what (file, size, counts), where
// (address and app ID), how many warnings are being accepted, what the send would change at
// the target (compared with the last file it accepted from this computer) and what the server
// does not document. Cancel is focused first, so Enter alone never sends. Send stays disabled
// while the changes are being worked out, and until each guard the changes trip is confirmed:
// the number of articles left out typed, the price jumps ticked, the drift ticked, a file that
// cannot be compared sent without the checks only once that is ticked. Main checks the same numbers
// again when it sends, and refuses (and records) a send they do not match.
import { useCallback, useId, useState, type ReactNode } from 'react';
import type { NotComparableChanges, WindowDocument } from '../../api';
import { useChanges } from '../../hooks/use-changes';
import { formatBytes, formatNumber, parseTypedCount, t } from '../../i18n';
import { Dialog } from '../common/dialog';
import { SeverityIcon } from '../common/severity-icon';
import { ChangesListsDialog } from './changes-lists-dialog';
import { ChangesSummary, type GuardInputs } from './changes-summary';
import { shortSha } from '../rules/short-sha';

/** What the user confirmed about the changes, for the send request. */
interface ChangesConfirmed {
  confirmedLeftOut?: number;
  confirmedPriceJumps?: number;
  confirmedDrift?: { blankFields: number; deactivated: number };
  confirmedNotComparable?: NotComparableChanges['reason'];
}

interface ConfirmProps {
  open: boolean;
  document: WindowDocument;
  target: { baseUrl: string; appId: number };
  onCancel(): void;
  onConfirm(confirmed: ChangesConfirmed): void;
}

/** Mounted afresh on each opening: the changes are asked again, and nothing typed or ticked is kept. */
export function ConfirmSendDialog(props: ConfirmProps) {
  return props.open ? <OpenConfirmation {...props} /> : null;
}

function OpenConfirmation(props: ConfirmProps) {
  const { document, target } = props;
  const { report } = document;
  const warnings = report.counts.warning;
  const changes = useChanges({ documentId: document.documentId, baseUrl: target.baseUrl, app: String(target.appId) });
  const [typed, setTyped] = useState('');
  const [typedLeft, setTypedLeft] = useState(false);
  const [jumpsChecked, setJumpsChecked] = useState(false);
  const [driftChecked, setDriftChecked] = useState(false);
  const [notComparableChecked, setNotComparableChecked] = useState(false);
  const [listsOpen, setListsOpen] = useState(false);
  const blockedId = useId();

  const seen = changes.state.status === 'ready' ? changes.state.seen : undefined;
  const guards = seen?.kind === 'compared' ? seen.guards : {};
  const typedCount = parseTypedCount(typed);
  const typedOk = guards.leftOut === undefined || typedCount === guards.leftOut.removed;
  const jumpsOk = guards.priceJumps === undefined || jumpsChecked;
  const driftOk = guards.drift === undefined || driftChecked;
  const notComparable = seen?.kind === 'notComparable' ? seen.reason : undefined;
  const comparableOk = notComparable === undefined || notComparableChecked;
  const loading = changes.state.status === 'loading';
  const canSend = !loading && typedOk && jumpsOk && driftOk && comparableOk;

  const guardInputs: GuardInputs = {
    typed,
    onTyped: setTyped,
    typedOk,
    showTypedProblem: typedLeft && typed.trim() !== '' && !typedOk,
    onTypedBlur: () => setTypedLeft(true),
    jumpsChecked,
    onJumpsChecked: setJumpsChecked,
    driftChecked,
    onDriftChecked: setDriftChecked,
    notComparableChecked,
    onNotComparableChecked: setNotComparableChecked,
  };

  const { onConfirm } = props;
  const send = useCallback(() => {
    if (!canSend) return;
    onConfirm({
      ...(guards.leftOut && typedCount !== undefined ? { confirmedLeftOut: typedCount } : {}),
      ...(guards.priceJumps && jumpsChecked ? { confirmedPriceJumps: guards.priceJumps.count } : {}),
      ...(guards.drift && driftChecked ? { confirmedDrift: { blankFields: guards.drift.blankFields.length, deactivated: guards.drift.deactivated } } : {}),
      ...(notComparable !== undefined && notComparableChecked ? { confirmedNotComparable: notComparable } : {}),
    });
  }, [canSend, onConfirm, guards.leftOut, guards.priceJumps, guards.drift, typedCount, jumpsChecked, driftChecked, notComparable, notComparableChecked]);

  return (
    <>
      <Dialog
        open
        title={t('confirm.title')}
        onClose={props.onCancel}
        initialFocus="confirm-cancel"
        className="confirm-dialog"
        footer={
          <>
            {!canSend && (
              <p id={blockedId} className="dialog-footer-note" aria-live="polite">
                {loading ? t('changes.waitToSend') : t('changes.confirmToSend')}
              </p>
            )}
            <button id="confirm-cancel" type="button" className="button" onClick={props.onCancel}>{t('confirm.cancel')}</button>
            <button type="button" className="button primary" onClick={send} disabled={!canSend} aria-describedby={canSend ? undefined : blockedId}>
              {warnings > 0 ? t('confirm.sendWithWarnings', { count: warnings }) : t('confirm.send')}
            </button>
          </>
        }
      >
        {/* What on the left, where on the right: the changes below stay in view on a short window. */}
        <dl className="facts facts-columns">
          <Fact term={t('confirm.file')} className="break">{document.name}</Fact>
          <Fact term={t('confirm.size')}>{formatBytes(report.bytes)}</Fact>
          <Fact term={t('confirm.articles')}>{formatNumber(report.articles)}</Fact>
          <Fact term={t('confirm.prices')}>{formatNumber(report.prices)}</Fact>
          <Fact term={t('confirm.baseUrl')} className="break mono">{target.baseUrl}</Fact>
          <Fact term={t('confirm.appId')} className="mono">{String(target.appId)}</Fact>
          <Fact term={t('confirm.warnings')}>{formatNumber(warnings)}</Fact>
          {/* The verdict names its rules: the ruleset the file was checked with, by name and SHA-256. */}
          <Fact term={t('confirm.rules')} className="break">
            <span title={document.rules.sha256}>{t('confirm.rulesValue', { name: document.rules.name, sha: shortSha(document.rules.sha256) })}</span>
          </Fact>
        </dl>
        {warnings > 0 && (
          <p className="notice warning-notice">
            <SeverityIcon severity="warning" />
            <span>{t('confirm.warningsNote', { count: warnings })}</span>
          </p>
        )}
        <ChangesSummary changes={changes} appId={target.appId} guardInputs={guardInputs} onShowLists={() => setListsOpen(true)} />
        <p className="notice">{t('confirm.undocumented')}</p>
      </Dialog>
      {listsOpen && seen?.kind === 'compared' && (
        <ChangesListsDialog changes={seen.changes} fileName={document.name} appId={target.appId} onClose={() => setListsOpen(false)} />
      )}
    </>
  );
}

function Fact(props: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{props.term}</dt>
      <dd className={props.className}>{props.children}</dd>
    </div>
  );
}

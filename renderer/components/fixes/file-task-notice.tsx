// What a corrected copy or a set-aside wrote, and where: said once the new file is opened (its
// check follows as any file's), and kept while that file is the one open. Words as data (Text),
// so a change of language rewords it.
import type { Text } from '../../../shared/messages/text';
import { text } from '../../../shared/messages/text';
import type { SavedFixedCopy } from '../../hooks/use-fix-flow';
import type { SavedSetAside } from '../../hooks/use-set-aside';
import { t } from '../../i18n';

export interface FileTaskNotice {
  /** The file it is about: the one opened (or, when nothing was opened, the one still open). */
  documentId: string;
  message: Text;
  details: Text[];
}

export function fixNotice(saved: SavedFixedCopy): FileTaskNotice {
  return {
    documentId: saved.documentId,
    message: text('fixes.fix.done', { original: saved.original.name, fixes: saved.fixes, kinds: saved.kinds }),
    details: [
      text('fixes.fix.savedAt', { path: saved.copy.path }),
      ...(saved.notRecorded ? [text('fixes.fix.notRecorded', { reason: saved.notRecorded })] : []),
    ],
  };
}

export function setAsideNotice(saved: SavedSetAside, openDocumentId: string): FileTaskNotice {
  const { sendable, rejected } = saved;
  const counts = { original: saved.original.name, articles: text('fixes.articles', { count: rejected.articles }), prices: text('fixes.prices', { count: rejected.prices }) };
  return {
    documentId: saved.documentId ?? openDocumentId,
    message: sendable === null
      ? text('fixes.setAside.doneNothingSendable', counts)
      : text('fixes.setAside.done', { ...counts, sendableArticles: text('fixes.articles', { count: sendable.articles }), sendablePrices: text('fixes.prices', { count: sendable.prices }) }),
    details: [
      ...(sendable === null ? [] : [text('fixes.setAside.sendablePath', { path: sendable.path })]),
      text('fixes.setAside.rejectedPath', { path: rejected.path }),
    ],
  };
}

export function FileTaskNoticeBanner(props: { notice: FileTaskNotice; onDismiss(): void }) {
  const { notice } = props;
  return (
    <div className="notice file-task-notice" role="status">
      <div>
        <p className="file-task-notice-message">{t(notice.message)}</p>
        {notice.details.map((detail) => <p key={detail.key} className="small break">{t(detail)}</p>)}
      </div>
      <button type="button" className="button small quiet" onClick={props.onDismiss}>{t('app.dismiss')}</button>
    </div>
  );
}

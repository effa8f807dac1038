// The lists behind the confirmation's counts, one click away, in a dialog above it: articles
// added, left out and changed, prices added, left out and changed, and the price jumps. Each
// list under its own heading with its exact count; a list main cut at its limit says so.
// Each list shows its first entries and the rest on request, so a dialog of seven lists of a
// thousand stays quick to open. Escape or Close returns to the confirmation, with focus back
// on "Show the lists".
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Changes } from '../../api';
import { formatDateTime, formatRatio, t } from '../../i18n';
import type { MessageKey } from '../../../shared/messages/catalogue';
import { Dialog } from '../common/dialog';
import { ArticleNumberList, PriceChangeTable, PriceRowTable } from './changes-tables';

export function ChangesListsDialog(props: { changes: Changes; fileName: string; appId: number; onClose(): void }) {
  const { changes } = props;
  const { lists } = changes;
  const regionId = useId();
  const appId = String(props.appId);
  const sections: ReactNode[] = [];

  const articles = (key: MessageKey, numbers: string[], count: number, note?: string) => {
    if (count === 0) return;
    const heading = t(key, { count });
    sections.push(
      <ListSection key={key} heading={heading} listed={numbers.length} count={count} note={note}>
        {(shown) => <ArticleNumberList numbers={numbers.slice(0, shown)} label={heading} />}
      </ListSection>,
    );
  };
  const jumpsHeading = t('changes.priceJumps', { count: changes.priceJumps.count, factor: formatRatio(changes.priceJumps.factor) });
  if (changes.priceJumps.count > 0) {
    sections.push(
      <ListSection key="jumps" heading={jumpsHeading} listed={lists.priceJumps.length} count={changes.priceJumps.count} warning>
        {(shown) => <PriceChangeTable rows={lists.priceJumps.slice(0, shown)} label={jumpsHeading} />}
      </ListSection>,
    );
  }
  articles('changes.lists.removedArticles', lists.removedArticles, changes.articles.removed);
  articles('changes.lists.addedArticles', lists.addedArticles, changes.articles.added);
  articles('changes.lists.changedArticles', lists.changedArticles, changes.articles.changed, t('changes.lists.changedArticlesNote'));
  if (changes.prices.removed > 0) {
    const heading = t('changes.lists.removedPrices', { count: changes.prices.removed });
    sections.push(
      <ListSection key="removedPrices" heading={heading} listed={lists.removedPrices.length} count={changes.prices.removed}>
        {(shown) => <PriceRowTable rows={lists.removedPrices.slice(0, shown)} label={heading} />}
      </ListSection>,
    );
  }
  if (changes.prices.added > 0) {
    const heading = t('changes.lists.addedPrices', { count: changes.prices.added });
    sections.push(
      <ListSection key="addedPrices" heading={heading} listed={lists.addedPrices.length} count={changes.prices.added}>
        {(shown) => <PriceRowTable rows={lists.addedPrices.slice(0, shown)} label={heading} />}
      </ListSection>,
    );
  }
  if (changes.prices.changed > 0) {
    const heading = t('changes.lists.changedPrices', { count: changes.prices.changed });
    sections.push(
      <ListSection key="changedPrices" heading={heading} listed={lists.changedPrices.length} count={changes.prices.changed}>
        {(shown) => <PriceChangeTable rows={lists.changedPrices.slice(0, shown)} label={heading} />}
      </ListSection>,
    );
  }

  return (
    <Dialog
      open
      title={t('changes.lists.title', { appId })}
      onClose={props.onClose}
      initialFocus={regionId}
      className="changes-lists-dialog"
      footer={<button type="button" className="button" onClick={props.onClose}>{t('changes.lists.close')}</button>}
    >
      <p className="muted">
        {t('changes.lists.intro', { file: props.fileName, lastFile: changes.comparedWith.fileName, appId, time: formatDateTime(changes.comparedWith.acceptedAt) })}
      </p>
      {/* Focused first and focusable, so the lists scroll with the keyboard at once. */}
      <div id={regionId} className="changes-lists" tabIndex={0} role="region" aria-label={t('changes.lists.region')}>
        {sections.length > 0 ? sections : <p>{t('changes.lists.nothing')}</p>}
      </div>
    </Dialog>
  );
}

/** Entries each list shows at first; the rest (up to main's limit) on request. */
const FIRST_SHOWN = 100;

function ListSection(props: {
  heading: string;
  /** Entries main sent (at most its list limit). */
  listed: number;
  /** The exact count. */
  count: number;
  note?: string;
  warning?: boolean;
  children: (shown: number) => ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? props.listed : Math.min(props.listed, FIRST_SHOWN);
  return (
    <section className={`changes-list${props.warning ? ' changes-list-warning' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="changes-list-title" tabIndex={-1} ref={heading}>{props.heading}</h3>
      {props.note && <p className="muted small">{props.note}</p>}
      {shown < props.listed ? (
        <p className="muted small">{t('changes.lists.shownOf', { shown, count: props.count })}</p>
      ) : (
        props.listed < props.count && <p className="muted small">{t('changes.lists.listedOf', { listed: props.listed, count: props.count })}</p>
      )}
      {props.children(shown)}
      {shown < props.listed && (
        <div>
          <button
            type="button"
            className="button small"
            onClick={() => {
              setExpanded(true);
              // The button goes away with the click: the list's heading keeps the place.
              heading.current?.focus();
            }}
          >
            {t('changes.lists.showMore', { more: props.listed - shown })}
          </button>
        </div>
      )}
    </section>
  );
}

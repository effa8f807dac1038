// The compact tables of what a send would change: article numbers, prices (a row of a price
// list) and price changes (before, now and the factor between them). Amounts in their
// currency's decimals, numbers and days per language.
import type { PriceChange, PriceRow } from '../../api';
import { formatAmount, formatDay, formatNumber, formatRatio, t } from '../../i18n';

/** Article numbers as a dense list that wraps into columns. */
export function ArticleNumberList(props: { numbers: readonly string[]; label: string }) {
  return (
    <ul className="number-list" aria-label={props.label}>
      {props.numbers.map((number, i) => <li key={`${number}-${i}`} className="mono">{number}</li>)}
    </ul>
  );
}

/** The key of a price: which article, list, currency, from which quantity and day. */
function KeyHeaders(props: { full: boolean }) {
  return (
    <>
      <th scope="col">{t('changes.col.articleNumber')}</th>
      <th scope="col">{t('changes.col.priceList')}</th>
      <th scope="col">{t('changes.col.currency')}</th>
      {props.full && (
        <>
          <th scope="col" className="numeric">{t('changes.col.minQuantity')}</th>
          <th scope="col">{t('changes.col.validFrom')}</th>
        </>
      )}
    </>
  );
}

function KeyCells(props: { row: Omit<PriceRow, 'amount'>; full: boolean }) {
  const { row, full } = props;
  return (
    <>
      <th scope="row" className="mono break">{row.articleNumber}</th>
      <td className="break">{row.priceList}</td>
      <td className="mono">{row.currency}</td>
      {full && (
        <>
          <td className="numeric">{formatNumber(row.minQuantity)}</td>
          <td className="nowrap">{row.validFrom === null ? <span className="muted">{t('changes.noStart')}</span> : formatDay(row.validFrom)}</td>
        </>
      )}
    </>
  );
}

/** Prices added or left out: their key and amount. */
export function PriceRowTable(props: { rows: readonly PriceRow[]; label: string }) {
  return (
    <table className="changes-table" aria-label={props.label}>
      <thead>
        <tr>
          <KeyHeaders full />
          <th scope="col" className="numeric">{t('changes.col.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            <KeyCells row={row} full />
            <td className="numeric nowrap">{formatAmount(row.amount, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Prices whose amount changes: before, now, and by which factor. `full` adds the quantity and the start day. */
export function PriceChangeTable(props: { rows: readonly PriceChange[]; label: string; full?: boolean }) {
  const full = props.full ?? true;
  return (
    <table className="changes-table" aria-label={props.label}>
      <thead>
        <tr>
          <KeyHeaders full={full} />
          <th scope="col" className="numeric">{t('changes.col.old')}</th>
          <th scope="col" className="numeric">{t('changes.col.new')}</th>
          <th scope="col" className="numeric">{t('changes.col.ratio')}</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row, i) => (
          <tr key={i}>
            <KeyCells row={row} full={full} />
            <td className="numeric nowrap">
              {formatAmount(row.old, row.currency)}
              {row.previous && <PreviousKey previous={row.previous} />}
            </td>
            <td className="numeric nowrap">
              <span className="visually-hidden">→ </span>
              {formatAmount(row.new, row.currency)}
            </td>
            <td className="numeric nowrap ratio">{ratioText(row.ratio)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** For a price whose key is new: which of the target's prices its old amount is (another list, quantity or start day). */
function PreviousKey({ previous }: { previous: NonNullable<PriceChange['previous']> }) {
  const values = { priceList: previous.priceList, minQuantity: formatNumber(previous.minQuantity) };
  return (
    <span className="muted small previous-price">
      {previous.validFrom === null
        ? t('changes.previousPriceNoStart', values)
        : t('changes.previousPrice', { ...values, validFrom: formatDay(previous.validFrom) })}
    </span>
  );
}

/** "×100", "×0.01"; "from 0" when the old amount was 0 (main sends no ratio then, JSON having no Infinity). */
function ratioText(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? t('changes.fromZero') : t('changes.ratio', { ratio: formatRatio(ratio) });
}

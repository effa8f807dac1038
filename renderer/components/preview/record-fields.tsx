// Every field of one record as a definition list: known fields in schema order, then the ones
// the app does not know, marked as the grid's column header marks them. Values are never cut
// and wrap: text as it reads, nested objects and arrays as indented JSON. A field with findings
// carries the worst one's icon; the findings themselves are listed above.
import type { Finding, RecordDetails, RecordField } from '../../api';
import type { Severity } from '../../../shared/report/finding-codes';
import { t } from '../../i18n';
import { SeverityIcon } from '../common/severity-icon';
import { worstOf } from './grid-cell';
import { fieldPath } from './field-path';
import { JsonLines } from './json-lines';

export function RecordFields({ details }: { details: RecordDetails }) {
  const worst = worstByField(details);
  return (
    <dl className="record-fields">
      {details.fields.map((field, i) => (
        <div key={i} className="record-field">
          <dt>
            <span className="record-field-name">{field.key}</span>
            {!field.known && (
              <span className="extra-badge" title={t('preview.extraColumn')}>
                <span aria-hidden="true">{t('preview.extraColumnShort')}</span>
                <span className="visually-hidden">{t('preview.extraColumn')}</span>
              </span>
            )}
            {worst.has(field.key) && <SeverityIcon severity={worst.get(field.key)!} labelled />}
          </dt>
          <dd className={`record-value value-${field.type}`}>
            <FieldValue field={field} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FieldValue({ field }: { field: RecordField }) {
  if (field.type === 'object' || field.type === 'array') return <pre><JsonLines json={field.text} /></pre>;
  if (field.type === 'string' && field.text === '') return <span className="muted">{t('details.emptyText')}</span>;
  return <>{field.text}</>;
}

function worstByField(details: RecordDetails): Map<string, Severity> {
  const byField = new Map<string, Finding[]>();
  for (const finding of details.findings) {
    const field = fieldPath(finding.pointer, details.pointer)[0];
    if (field !== undefined) byField.set(field, [...(byField.get(field) ?? []), finding]);
  }
  return new Map([...byField].map(([field, findings]) => [field, worstOf(findings)!]));
}

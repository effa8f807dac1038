// A JSON syntax error explains every other problem (nothing could be read past it), so it is
// shown first and large: the message, the place, and the offending line with a caret under it.
import type { Finding } from '../../api';
import { t } from '../../i18n';
import { SeverityIcon } from '../common/severity-icon';

export function SyntaxErrorPanel(props: { finding: Finding }) {
  const { finding } = props;
  return (
    // Focusable from code: a file that could not be read opens with focus here.
    <section className="syntax-error" aria-labelledby="syntax-error-title" tabIndex={-1}>
      <h2 id="syntax-error-title" className="syntax-title">
        <SeverityIcon severity="error" labelled />
        {t('findings.syntaxTitle')}
      </h2>
      {finding.line !== undefined && finding.column !== undefined && (
        <p className="syntax-place">{t('findings.syntaxPlace', { line: finding.line, column: finding.column })}</p>
      )}
      <p className="syntax-message">{t(finding.message)}</p>
      {finding.excerpt && (
        <figure className="excerpt-figure">
          <figcaption className="visually-hidden">{t('findings.excerptLabel')}</figcaption>
          {/* Focusable so a long line can be scrolled by keyboard. */}
          <pre className="excerpt" tabIndex={0}>
            <code>{finding.excerpt}</code>
          </pre>
        </figure>
      )}
    </section>
  );
}

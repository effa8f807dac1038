// The report as the command line's JSON gives it (payload-format.md, "The report"): the same
// stable codes and field names in every language, each finding's `message` in words of the
// chosen language.
import { formatText } from '../messages/format';
import type { Locale } from '../messages/locale';
import type { Finding, Report } from './report';

export type WordedFinding = Omit<Finding, 'message'> & { message: string };
export type WordedReport = Omit<Report, 'findings'> & { findings: WordedFinding[] };

export function reportInLanguage(report: Report, locale: Locale): WordedReport {
  return { ...report, findings: report.findings.map((finding) => ({ ...finding, message: formatText(locale, finding.message) })) };
}

// The report as a terminal summary: counts, one clear state, then the findings grouped by
// code (errors first), each with line:column and its message.
import type { Finding, Report } from '../../shared/report/report';
import { isSendable, isUnreadable } from '../../shared/report/report';
import type { Severity } from '../../shared/report/finding-codes';
import { LIMITS } from '../../shared/payload/payload-schema';
import type { Say } from './cli-text';
import { terminalLine } from './terminal-text';

export interface TextStyle {
  bold(s: string): string;
  dim(s: string): string;
  severity(severity: Severity, s: string): string;
}

export const plainStyle: TextStyle = { bold: (s) => s, dim: (s) => s, severity: (_, s) => s };

const COLOURS: Record<Severity, string> = { error: '31', warning: '33', info: '36' };
export const ansiStyle: TextStyle = {
  bold: (s) => `\u001b[1m${s}\u001b[22m`,
  dim: (s) => `\u001b[2m${s}\u001b[22m`,
  severity: (severity, s) => `\u001b[${COLOURS[severity]}m${s}\u001b[39m`,
};

const SEVERITIES: Severity[] = ['error', 'warning', 'info'];

function place(finding: Finding): string {
  return finding.line === undefined ? '—' : `${finding.line}:${finding.column}`;
}

export function formatReportText(report: Report, say: Say, style: TextStyle = plainStyle, cap: number = LIMITS.findingsPerCode): string {
  const lines: string[] = [];
  lines.push(style.bold(say('cli.summaryHeading', { file: terminalLine(report.file), articles: report.articles, prices: report.prices, size: { bytes: report.bytes } })));
  const { error: errors, warning: warnings, info: notes } = report.counts;
  if (isUnreadable(report)) lines.push(style.severity('error', say('cli.stateUnreadable')));
  else if (isSendable(report)) lines.push(say(warnings === 0 ? 'cli.stateReady' : 'cli.stateReadyWarnings', { warnings, notes }));
  else lines.push(style.severity('error', say('cli.stateErrors', { errors, warnings, notes })));

  const byCode = new Map<string, Finding[]>();
  for (const finding of report.findings) {
    const group = byCode.get(finding.code);
    if (group === undefined) byCode.set(finding.code, [finding]);
    else group.push(finding);
  }
  const width = Math.max(0, ...report.findings.map((f) => place(f).length));
  for (const severity of SEVERITIES) {
    const groups = [...byCode.entries()].filter(([, group]) => group[0]!.severity === severity);
    if (groups.length === 0) continue;
    lines.push('', style.severity(severity, style.bold(say(`cli.severity.${severity}`))));
    for (const [code, group] of groups) {
      const total = report.byCode[code as keyof Report['byCode']] ?? group.length;
      lines.push(`  ${style.bold(say('cli.codeHeading', { code, count: total }))}`);
      for (const finding of group) {
        lines.push(`    ${style.dim(place(finding).padEnd(width))}  ${terminalLine(say(finding.message))}`);
        if (finding.excerpt !== undefined) {
          for (const excerptLine of finding.excerpt.split('\n')) lines.push(`    ${' '.repeat(width)}  ${style.dim('│')} ${terminalLine(excerptLine)}`);
        }
      }
      if (total > group.length) lines.push(`    ${' '.repeat(width)}  ${style.dim(say('cli.moreNotListed', { count: total - group.length, cap }))}`);
    }
  }
  // Which rules the verdict was reached with, last: a pipeline's log keeps it with the verdict.
  if (report.rules !== undefined) lines.push('', style.dim(say('cli.rules.line', { name: terminalLine(report.rules.name), sha256: report.rules.sha256 })));
  return lines.join('\n') + '\n';
}

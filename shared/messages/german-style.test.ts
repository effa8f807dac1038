// The German catalogue keeps the conventions written at the top of de/ui.ts: quotation marks
// are „…“, straight " only as code (the character itself, a JSON object, a JSON text with an
// escape), a file's own values are quoted the German way when a sentence shows them, and the
// terms chosen once are not replaced by their old synonyms. A reworded message that slips
// back to "…", `…` or »…« fails here, naming its key.
import { describe, expect, it } from 'vitest';
import { CATALOGUES, type MessageKey } from './catalogue';
import { format, formatText } from './format';
import { text, written } from './text';
import { findingText, recordLabel } from '../validation/finding-text';

const GERMAN = Object.entries(CATALOGUES.de) as [MessageKey, string][];

/**
 * The words without their code: a JSON object (in a template ICU-quoted, '{ "de": "…" }'; once
 * formatted, { "de": "…" }), a JSON text with an escape ("27\" breit"), the escape \" and the
 * character itself, (").
 */
function withoutCode(words: string, formatted: boolean): string {
  return words
    .replace(formatted ? /\{ "[^{}]*\}/g : /'[{}][^']*'/g, '')
    .replace(/\("\)/g, '')
    .replace(/"(?:[^"\\]|\\.)*\\.(?:[^"\\]|\\.)*"/g, '')
    .replace(/\\"/g, '');
}

/** What is wrong with the quotation marks of one text, or undefined. */
function quoteProblem(words: string, formatted = false): string | undefined {
  const prose = withoutCode(words, formatted);
  if (prose.includes('"')) return 'a straight " outside code';
  if (/[`»«‚”]/.test(prose)) return 'a quotation mark other than „…“';
  let open = false;
  for (const c of prose) {
    if (c === '„') {
      if (open) return '„ inside „…“';
      open = true;
    } else if (c === '“') {
      if (!open) return '“ without „';
      open = false;
    }
  }
  return open ? '„ not closed' : undefined;
}

describe('German quotation marks', () => {
  it('are „…“ in every message; straight quotes appear only as code', () => {
    const problems = GERMAN.map(([key, template]) => [key, quoteProblem(template)]).filter(([, problem]) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('tell code from prose as the convention says', () => {
    expect(quoteProblem('„active“ ist „ja“.')).toBeUndefined();
    expect(quoteProblem('„color“ ist "blue".')).toBe('a straight " outside code');
    expect(quoteProblem('Schreiben Sie ein Anführungszeichen (") als \\", z. B. "Monitorarm 27\\" breit".')).toBeUndefined();
    expect(quoteProblem("etwa '{ \"de\": \"…\" }'.")).toBeUndefined();
    expect(quoteProblem('etwa { "de": "…" }.', true)).toBeUndefined();
    expect(quoteProblem('Rufen Sie `article-importer token set` auf.')).toBe('a quotation mark other than „…“');
    expect(quoteProblem('„offen')).toBe('„ not closed');
  });

  it('put a value of the file in „…“ in German and keep it as JSON writes it in English', () => {
    const message = findingText('article.active.type', { record: recordLabel('article', 0, 'CH-1'), value: written('"ja"') });
    expect(formatText('de', message)).toBe('Artikel 1 (CH-1): „active“ ist „ja“. Schreiben Sie true oder false, ohne Anführungszeichen.');
    expect(formatText('en', message)).toBe('Article 1 (CH-1): "active" is "ja". Write true or false, without quotes.');
    // A number, true or null is written bare; an escape inside a text stays as the file has it.
    expect(formatText('de', findingText('article.active.type', { record: recordLabel('article', 0), value: written('1') }))).toContain('„active“ ist 1.');
    expect(format('de', 'value.quoted', { text: 'Monitor 27\\" breit' })).toBe('„Monitor 27\\" breit“');
  });

  it('hold in every message with a value of the file in it', () => {
    const values = { record: recordLabel('price', 2, 'A-1'), field: 'color', value: written('"blau"'), other: [written('"rot"'), written('"grün"')], suggestion: 'EUR' };
    for (const [key] of GERMAN.filter(([k]) => k.startsWith('finding.'))) {
      const words = formatText('de', text(key, { ...values, count: 2, detail: text('detail.numberEmpty'), limit: { bytes: 1024 }, decimals: 2, currency: 'EUR', depth: 3, offset: 1, encoding: 'UTF-16LE', readBefore: text('syntax.readBefore.articles', { articles: 1 }) }));
      expect(quoteProblem(words, true), `${key}: ${words}`).toBeUndefined();
    }
  });
});

describe('German terms', () => {
  // One word for one thing (de/ui.ts, "Begriffe"): the left side is what an earlier wording said.
  const RETIRED: [RegExp, string][] = [
    [/App-ID|\bApp \{appId\}/, 'Konfigurator-ID / Konfigurator {appId}'],
    [/aussortier|Aussortier/, 'zurückstellen'],
    [/Aufzeichnung|aufgezeichnet|Abgleich/, 'Vergleichsbasis'],
    [/Editor-Seite|Editor-Adresse/, 'Editorseite'],
    [/Ausgangscode/, 'Rückgabewert'],
    [/Bytereihenfolge|\bZeiger\b/, 'Byte-Order-Mark / JSON-Pointer'],
    [/Duplikat/, 'Dublette'],
    [/\bFILE\b|ID_OR_EDITOR_URL|RULES\.json/, 'DATEI, ID_ODER_EDITORADRESSE, REGELN.json'],
  ];

  it.each(RETIRED)('never use %s (say %s)', (retired) => {
    expect(GERMAN.filter(([, template]) => retired.test(template)).map(([key]) => key)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { terminalJson, terminalLine, terminalLines } from './terminal-text';

const ESC = '\u001b';
const RLO = '\u202e';

describe('terminal-safe text', () => {
  it('makes escape sequences and bidi overrides visible in a line', () => {
    expect(terminalLine(`CH-1001${ESC}]0;pwned\u0007 ${RLO}cba\ttab\nnext`)).toBe('CH-1001\\u001b]0;pwned\\u0007 \\u202ecba\\u0009tab\\u000anext');
  });

  it('keeps the lines and tabs of an answer, but no other control character', () => {
    expect(terminalLines(`{\n\t"message": "${ESC}[2J${ESC}[Hgone\r"\n}`)).toBe('{\n\t"message": "\\u001b[2J\\u001b[Hgone\\u000d"\n}');
  });

  it('writes C1 and bidi characters in JSON as escapes: the same value, parsed', () => {
    const value = { articleNumber: `A${RLO}B\u009b31m`, note: `x${ESC}y` };
    const json = terminalJson(value);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/); // eslint-disable-line no-control-regex
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves ordinary text alone, umlauts and all', () => {
    expect(terminalLine('Bürostuhl „Comfort“ – 249,90 €')).toBe('Bürostuhl „Comfort“ – 249,90 €');
  });
});

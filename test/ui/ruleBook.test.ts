/**
 * The rules panel's case links (src/ui/ruleBook.ts `caseRefs`): the one recogniser finds the
 * Deathmaze's cases exactly where it always did, and the Black Gate's as its engine writes them.
 */
import { describe, expect, it } from 'vitest';
import { caseRefs, idSafe, sectionLabel } from '../../src/ui/ruleBook';
import { ruleEntries } from '../../src/ui/rulesText';

const refs = (text: string) => caseRefs(text).map((r) => r.text);

/** The Deathmaze reference's recogniser as it was before the panel took any rule book: the oracle. */
function deathmazeOnly(text: string): string[] {
  const out: string[] = [];
  const re = /\b(\d{1,2}\.\d{1,2})\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (/\d[–-]$/.test(text.slice(0, m.index))) continue;
    out.push(m[1]!);
  }
  return out;
}

describe('case links in the rules reference', () => {
  it('finds Deathmaze cases, and leaves the end of a range alone', () => {
    expect(refs('Then see 9.42 and (8.7); a turn is 5.12–5.29 long.')).toEqual(['9.42', '8.7', '5.12']);
  });

  it('finds the Black Gate’s cases as its engine writes them', () => {
    const text = 'Stairs (LŚ 6.6), the stage (LŚ 5.0 C.1, LŚ 5.0 D), a ruling (B36), the options (§0.4), a section (§16), a Deathmaze case (DM 8.35) and DATA ruling 23; B45–B63 is a range.';
    expect(refs(text)).toEqual(['LŚ 6.6', 'LŚ 5.0 C.1', 'LŚ 5.0 D', 'B36', '§0.4', '§16', 'DM 8.35', 'DATA ruling 23', 'B45']);
    expect(caseRefs('see LŚ 6.6.')[0]).toEqual({ text: 'LŚ 6.6', index: 4 });
    expect(refs('B12a, AB36 and 1B3 are not rulings')).toEqual([]);
  });

  it('links every Deathmaze entry’s text exactly where the old Deathmaze-only recogniser did', () => {
    for (const e of ruleEntries) expect(refs(e.text), e.case).toEqual(deathmazeOnly(e.text));
  });

  it('makes ids and chip labels safe', () => {
    expect(idSafe('5.27')).toBe('5-27');
    expect(idSafe('LŚ 6.6')).toBe('L-6-6');
    expect(idSafe('§0.4')).toBe('0-4');
    expect(sectionLabel({ case: '8.0', title: 'Combat' })).toBe('8');
    expect(sectionLabel({ case: '§15', title: 'The Gate', label: '§15' })).toBe('§15');
  });
});

/**
 * Every rule case of the rulebook is cited by a test (scripts/ruleCitations.ts, `npm run
 * rules-coverage`): a rule case left uncited fails here, so coverage cannot slip back. The stored
 * list of cases (test/games/deathmaze/rulebookCases.ts) is checked against the rulebook itself when the
 * shared specs stand beside the repository; a fresh clone has only the list.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allTests,
  caseListDifferences,
  citesCase,
  coverage,
  rulebookCases,
  summarize,
  testsInSource,
  withCases,
} from '../../../scripts/ruleCitations';
import { awaitingFix, rulebookCases as storedCases, type RulebookCase } from './rulebookCases';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULEBOOK = path.resolve(repoRoot, '../shared/rules/deathmaze-rulebook.txt');
const haveRulebook = existsSync(RULEBOOK);

describe('rule cases cited by the tests', () => {
  const summary = summarize(coverage(storedCases, allTests(repoRoot)), awaitingFix);

  it('every rule case of the rulebook is cited by a test’s name (npm run rules-coverage lists them)', () => {
    expect(summary.uncited, 'rule cases no test cites').toEqual([]);
  });

  it('the cases awaiting the engine’s fix are uncited still: once a test cites one, it leaves awaitingFix', () => {
    expect(summary.staleAllowances, 'cited now: take them out of awaitingFix').toEqual([]);
    for (const c of Object.keys(awaitingFix)) expect(storedCases.find((x) => x.case === c)?.kind, c).toBe('rule');
  });

  it('the stored list holds each case once, with a kind', () => {
    const numbers = storedCases.map((c) => c.case);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(storedCases.every((c) => c.kind === 'rule' || c.kind === 'heading')).toBe(true);
    expect(summary.rules).toBeGreaterThan(100);
  });

  it.skipIf(!haveRulebook)('the stored list of cases is the rulebook’s, in its order (npm run rules-coverage -- --write-cases)', () => {
    expect(caseListDifferences(storedCases, rulebookCases(readFileSync(RULEBOOK, 'utf8')))).toEqual([]);
  });
});

describe('how a test cites a case', () => {
  it('a case number is a token: not cited by a longer number that starts or ends with it, nor by a lettered one', () => {
    expect(citesCase('8.31 equal lines', '8.31')).toBe(true);
    expect(citesCase('8.31 equal lines', '8.3')).toBe(false);
    expect(citesCase('12.3E each ability', '12.3')).toBe(false);
    expect(citesCase('12.3E each ability', '12.3E')).toBe(true);
    expect(citesCase('see 12.3 for specials', '2.3')).toBe(false);
    expect(citesCase('see 12.3 for specials', '12.3')).toBe(true);
    expect(citesCase('(8.33) ties', '8.33')).toBe(true);
    expect(citesCase('8.3.1', '8.3')).toBe(false);
    expect(citesCase('the end of 8.3.', '8.3')).toBe(true);
    expect(citesCase('9E column 3', '9E')).toBe(true);
    expect(citesCase('a 19E roll', '9E')).toBe(false);
  });

  it('a range cites its two ends, not what lies between', () => {
    expect(citesCase('7.13–7.14 Wound Points', '7.13')).toBe(true);
    expect(citesCase('7.13–7.14 Wound Points', '7.14')).toBe(true);
    expect(citesCase('8.31–8.33 who attacks whom', '8.32')).toBe(false);
  });

  it('the name is the describe titles and the test’s own; skipped and to-do tests cite nothing, it.fails is marked', () => {
    const source = `
      describe('8.3 opponents', () => {
        it('8.31 equal lines', () => {});
        it.each([1, 2])('8.33 a die of %i', () => {});
        describe.skip('8.34 shelved', () => { it('8.35 bows', () => {}); });
        it.skip('8.41 not yet', () => {});
        it.todo('8.42 later');
        it.fails('8.43 ' + 'a known deviation', () => {});
        test(\`8.44 \${'a'} template\`, () => {});
      });
      it.skipIf(false)('9.16 chests', () => {});
    `;
    const tests = testsInSource('test/rules/x.test.ts', source);
    expect(tests.map((t) => [t.titles.join(' > '), t.fails])).toEqual([
      ['8.3 opponents > 8.31 equal lines', false],
      ['8.3 opponents > 8.33 a die of %i', false],
      ['8.3 opponents > 8.43 a known deviation', true],
      ["8.3 opponents > 8.44 ${'a'} template", false],
      ['9.16 chests', false],
    ]);
    expect(tests.every((t) => t.file === 'test/rules/x.test.ts')).toBe(true);
  });

  it('a rule case cited only by a recorded deviation is counted, and flagged', () => {
    const cases: RulebookCase[] = [
      { case: '8.3', kind: 'heading' },
      { case: '8.31', kind: 'rule' },
      { case: '8.32', kind: 'rule' },
      { case: '8.33', kind: 'rule' },
    ];
    const tests = [
      { file: 'a', titles: ['8.3 opponents', '8.31 equal lines'], fails: false },
      { file: 'b', titles: ['8.32 a deviation'], fails: true },
    ];
    const rows = coverage(cases, tests);
    expect(rows.map((r) => r.tests.length)).toEqual([1, 1, 1, 0]);
    expect(summarize(rows, { '8.33': 'being fixed', '8.31': 'fixed already' })).toEqual({
      cases: 4,
      headings: 1,
      rules: 3,
      cited: 2,
      citedOnlyByDeviations: ['8.32'],
      awaited: ['8.33'],
      uncited: [],
      staleAllowances: ['8.31'],
    });
  });
});

describe('reading the rulebook’s case numbers', () => {
  const text = [
    '5.0 Exploring',
    '5.1 Setting Up',
    '5.11 Before the party enters, a Player arranges it.',
    '5.12 A row holds three.',
    '5.3 Exploration Table',
    '| Roll | Result |',
    '7.0 Monsters',
    'Case:',
    '7.6 Negotiation Table',
    '| 5 or less | Failure |',
    '8.8 Weapons Table',
    'Enhanced: Table 8.8 is included in the Monster list in 2.12 above.',
    '8.9 Evil Heroes',
    'They roll a die for skill.',
    '12.3E Specials',
    '| Stench |',
    '13.0 Continuity',
    '(Advanced Game Only)',
    'General Rule: Survivors come back.',
    '13.11 Ability points.',
    '13.11 (second paragraph) Several points.',
    '1.0 Introduction',
    'A game for one to six.',
  ].join('\n');

  it('a case whose only text is its title is a heading; a table or a general rule is a rule; a number printed twice is one case', () => {
    expect(rulebookCases(text)).toEqual([
      { case: '5.0', kind: 'heading' },
      { case: '5.1', kind: 'heading' },
      { case: '5.11', kind: 'rule' },
      { case: '5.12', kind: 'rule' },
      { case: '5.3', kind: 'rule' },
      { case: '7.0', kind: 'heading' },
      { case: '7.6', kind: 'rule' },
      { case: '8.8', kind: 'heading' },
      { case: '8.9', kind: 'rule' },
      { case: '12.3E', kind: 'rule' },
      { case: '13.0', kind: 'rule' },
      { case: '13.11', kind: 'rule' },
      // the introduction states no rule of play (NO_RULE)
      { case: '1.0', kind: 'heading' },
    ]);
  });

  it('the list and the rulebook are compared case by case: missing, extra, another kind, another order', () => {
    const book: RulebookCase[] = [
      { case: '5.1', kind: 'heading' },
      { case: '5.11', kind: 'rule' },
      { case: '5.12', kind: 'rule' },
    ];
    expect(caseListDifferences(book, book)).toEqual([]);
    expect(caseListDifferences([book[0]!, book[1]!, { case: '5.13', kind: 'rule' }], book)).toEqual([
      '5.12 is in the rulebook but not in the list',
      '5.13 is in the list but not in the rulebook',
    ]);
    expect(caseListDifferences([book[0]!, { case: '5.11', kind: 'heading' }, book[2]!], book)).toEqual(['5.11 is a rule in the rulebook but a heading in the list']);
    expect(caseListDifferences([book[0]!, book[2]!, book[1]!], book)).toEqual(['the list is not in the rulebook order']);
  });

  it('--write-cases rewrites only the list between its markers', () => {
    const file = [
      'export const rulebookCases = [',
      '  // cases:begin (written by `npm run rules-coverage -- --write-cases`)',
      "  { case: '9.9', kind: 'rule' },",
      '  // cases:end',
      '];',
      'export const awaitingFix = {};',
      '',
    ].join('\n');
    const out = withCases(file, [
      { case: '5.1', kind: 'heading' },
      { case: '5.11', kind: 'rule' },
    ]);
    expect(out).toBe(
      [
        'export const rulebookCases = [',
        '  // cases:begin (written by `npm run rules-coverage -- --write-cases`)',
        "  { case: '5.1', kind: 'heading' },",
        "  { case: '5.11', kind: 'rule' },",
        '  // cases:end',
        '];',
        'export const awaitingFix = {};',
        '',
      ].join('\n'),
    );
    expect(() => withCases('no markers here', [])).toThrow(/markers/);
  });
});

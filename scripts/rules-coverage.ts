/**
 * Prints every numbered case of the rulebook with the tests that cite it, flags the rule cases
 * no test cites, and sums up. Exits non-zero when a rule case is uncited (and not awaiting a
 * fix, see `awaitingFix`), or when the stored case list no longer matches the rulebook.
 *
 *   npm run rules-coverage                   the whole table and the summary
 *   npm run rules-coverage -- --uncited      only the rule cases no test cites
 *   npm run rules-coverage -- --write-cases  rewrite test/games/deathmaze/rulebookCases.ts from the rulebook
 *
 * The rulebook is read from ../shared/rules/deathmaze-rulebook.txt (or `--rulebook PATH`) when it
 * is there; without it the stored list is used as it stands.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleEntries } from '../src/ui/rulesText';
import { awaitingFix, rulebookCases as storedCases } from '../test/games/deathmaze/rulebookCases';
import { parseArgs } from './args';
import { allTests, caseListDifferences, coverage, fullName, NO_RULE, rulebookCases, summarize, withCases } from './ruleCitations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
const rulebookPath = path.resolve(root, args.rulebook ?? '../shared/rules/deathmaze-rulebook.txt');
const listPath = path.join(root, 'test/games/deathmaze/rulebookCases.ts');
const haveRulebook = existsSync(rulebookPath);

if (args['write-cases'] !== undefined) {
  if (!haveRulebook) {
    console.error(`No rulebook at ${rulebookPath}: nothing to write the case list from.`);
    process.exit(2);
  }
  const cases = rulebookCases(readFileSync(rulebookPath, 'utf8'));
  writeFileSync(listPath, withCases(readFileSync(listPath, 'utf8'), cases));
  console.log(`Wrote ${cases.length} cases to ${path.relative(root, listPath)}.`);
  process.exit(0);
}

const rows = coverage(storedCases, allTests(root));
const summary = summarize(rows, awaitingFix);
const onlyUncited = args.uncited !== undefined;

/** Our own short title for a case, from the in-game rules reference, where it has one. */
const label = (c: string): string => ruleEntries.find((e) => e.case === c)?.title ?? '';
/** A long name cut to a line. */
const shown = (name: string): string => (name.length > 150 ? `${name.slice(0, 147)}...` : name);

for (const { case: c, tests } of rows) {
  const rule = c.kind === 'rule';
  const uncited = rule && tests.length === 0;
  if (onlyUncited && !uncited) continue;
  const mark = !rule
    ? c.case in NO_RULE
      ? `(states no rule: ${NO_RULE[c.case]})`
      : ''
    : uncited
      ? c.case in awaitingFix
        ? `AWAITING FIX: ${awaitingFix[c.case]}`
        : 'NO TEST'
      : `${tests.length} test${tests.length === 1 ? '' : 's'}`;
  console.log(`${c.case.padEnd(6)} ${c.kind.padEnd(8)} ${label(c.case).padEnd(32)} ${mark}`.trimEnd());
  if (rule) for (const t of tests) console.log(`         ${t.file}  ${t.fails ? '[deviation, it.fails] ' : ''}${shown(fullName(t))}`);
}

console.log('');
console.log(`${summary.cases} cases: ${summary.headings} headings, ${summary.rules} rule cases.`);
console.log(`${summary.cited} of ${summary.rules} rule cases cited by a test (${((100 * summary.cited) / summary.rules).toFixed(1)}%).`);
if (summary.citedOnlyByDeviations.length > 0) console.log(`Cited only by a recorded deviation (it.fails): ${summary.citedOnlyByDeviations.join(', ')}.`);
if (summary.awaited.length > 0) console.log(`Awaiting the engine's fix (allowed uncited): ${summary.awaited.join(', ')}.`);
if (summary.uncited.length > 0) console.log(`Uncited rule cases: ${summary.uncited.join(', ')}.`);
if (summary.staleAllowances.length > 0) console.log(`Cited now, so no longer awaiting a fix (take them out of awaitingFix): ${summary.staleAllowances.join(', ')}.`);

let failed = summary.uncited.length > 0 || summary.staleAllowances.length > 0;
if (haveRulebook) {
  const diffs = caseListDifferences(storedCases, rulebookCases(readFileSync(rulebookPath, 'utf8')));
  if (diffs.length > 0) {
    console.log(`The stored case list differs from the rulebook (npm run rules-coverage -- --write-cases): ${diffs.join('; ')}.`);
    failed = true;
  } else console.log('The stored case list matches the rulebook.');
} else console.log(`No rulebook at ${rulebookPath}: the stored case list was not checked against it.`);
process.exit(failed ? 1 : 0);

/**
 * Which tests cite which case of the rulebook: the engine behind `npm run rules-coverage` and
 * test/games/deathmaze/rulesCoverage.test.ts.
 *
 * A test cites a case when its full name (its `describe` titles and its `it`/`test` title)
 * holds the case number as a token: "8.31" cites 8.31 but not 8.3, and "8.3" cites neither
 * 8.31 nor 18.3. A range ("7.13–7.14") cites its two ends. Titles are read from the test files'
 * syntax (no test is run), so an `it.each` title is counted as written, placeholders and all.
 * Skipped and to-do tests cite nothing (they cannot fail); `it.fails` tests do, flagged as
 * recorded deviations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CaseKind, RulebookCase } from '../test/games/deathmaze/rulebookCases';

/** One test, as the runner names it. */
export interface TestName {
  /** Path from the repository root, with forward slashes. */
  file: string;
  /** The `describe` titles around it, outermost first, then its own title. */
  titles: string[];
  /** `it.fails`: a deviation from the rulebook, recorded so that it turns red once mended. */
  fails: boolean;
}

/** The full name of a test, as vitest prints it. */
export const fullName = (t: TestName): string => t.titles.join(' > ');

// ---------------------------------------------------------------------------------------------
// The rulebook

/** A case number at the start of a line: "5.26", "13.0", "12.3E", "9E". */
const CASE_LINE = /^(\d+\.\d+E?|\d+E)\s+(.*)$/;

/**
 * Lines that say nothing of their own under a heading: the "Cases:" line, an Advanced Game
 * marker, and a note that a table is printed elsewhere.
 */
const NOT_CONTENT = [/^Cases?:$/, /^\(Advanced Game only\)$/i, /^Enhanced: Table [\d.]+ is included in .*$/];

/**
 * Cases with text of their own that states no rule of play, so they need no test as headings
 * need none: the introduction, and the key to a counter's figures (the figures are 2.12's).
 */
export const NO_RULE: Readonly<Record<string, string>> = {
  '1.0': 'the introduction',
  '2.11': "the key to a monster counter's figures (2.12 holds the figures)",
};

/**
 * The numbered cases of the rulebook transcription in the order printed, each a rule or a
 * heading. A heading is a case whose only text is its title (5.1, 8.3, 9.8, 13.1); a table with
 * rows (6.15, 8.7) or a section's general rule (3.0, 6.0, 13.0) is a rule. A number printed
 * twice (13.11) is one case.
 */
export function rulebookCases(text: string): RulebookCase[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const found: { case: string; title: string; body: string[] }[] = [];
  for (const line of lines) {
    const m = CASE_LINE.exec(line);
    if (m) found.push({ case: m[1]!, title: m[2]!, body: [] });
    else if (line !== '' && found.length > 0) found[found.length - 1]!.body.push(line);
  }
  const out: RulebookCase[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    if (seen.has(f.case)) continue;
    seen.add(f.case);
    const titleOnly = !/[.:?]$/.test(f.title) && f.title.split(/\s+/).length <= 8;
    const content = f.body.filter((l) => !NOT_CONTENT.some((re) => re.test(l)));
    const kind: CaseKind = f.case in NO_RULE || (titleOnly && content.length === 0) ? 'heading' : 'rule';
    out.push({ case: f.case, kind });
  }
  return out;
}

/** Where the stored list and the rulebook part: a case missing, extra, out of order or of another kind. */
export function caseListDifferences(stored: readonly RulebookCase[], fromRulebook: readonly RulebookCase[]): string[] {
  const diffs: string[] = [];
  const storedBy = new Map(stored.map((c) => [c.case, c]));
  const bookBy = new Map(fromRulebook.map((c) => [c.case, c]));
  for (const c of fromRulebook) {
    const s = storedBy.get(c.case);
    if (!s) diffs.push(`${c.case} is in the rulebook but not in the list`);
    else if (s.kind !== c.kind) diffs.push(`${c.case} is a ${c.kind} in the rulebook but a ${s.kind} in the list`);
  }
  for (const s of stored) if (!bookBy.has(s.case)) diffs.push(`${s.case} is in the list but not in the rulebook`);
  const order = (cs: readonly RulebookCase[]) => cs.filter((c) => storedBy.has(c.case) && bookBy.has(c.case)).map((c) => c.case);
  if (diffs.length === 0 && order(stored).join() !== order(fromRulebook).join()) diffs.push('the list is not in the rulebook order');
  return diffs;
}

// ---------------------------------------------------------------------------------------------
// The tests

/** Every `*.test.ts` file under `dir`, as paths from `root`, sorted. */
export function testFiles(root: string, dir = 'test'): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.test.ts')) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

const SUITE = new Set(['describe', 'suite']);
const TEST = new Set(['it', 'test']);
/** Modifiers under which a test or suite does not run, so it proves nothing. */
const NOT_RUN = new Set(['skip', 'todo']);

/** `it.fails.each(rows)` → { base: 'it', modifiers: ['fails', 'each'] }; anything else → null. */
function calleeChain(callee: ts.Expression): { base: string; modifiers: string[] } | null {
  const modifiers: string[] = [];
  let e: ts.Expression = callee;
  for (;;) {
    if (ts.isIdentifier(e)) return { base: e.text, modifiers: modifiers.reverse() };
    if (ts.isPropertyAccessExpression(e)) {
      modifiers.push(e.name.text);
      e = e.expression;
    } else if (ts.isCallExpression(e)) e = e.expression; // it.each(rows)(...), it.skipIf(c)(...)
    else return null;
  }
}

/** A title as written: literal text, a template with its `${…}` kept as source, or a concatenation. */
function titleText(node: ts.Expression, source: ts.SourceFile): string {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s) => `\${${s.expression.getText(source)}}${s.literal.text}`).join('');
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return titleText(node.left, source) + titleText(node.right, source);
  }
  if (ts.isParenthesizedExpression(node)) return titleText(node.expression, source);
  return node.getText(source);
}

/** The tests that `text` (the file `file`) declares, with their suites' titles. */
export function testsInSource(file: string, text: string): TestName[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: TestName[] = [];
  const visit = (node: ts.Node, suites: string[], skipped: boolean): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const chain = calleeChain(node.expression);
      const isSuite = chain !== null && SUITE.has(chain.base);
      const isTest = chain !== null && TEST.has(chain.base);
      if (chain && (isSuite || isTest)) {
        const title = titleText(node.arguments[0]!, source);
        const notRun = skipped || chain.modifiers.some((m) => NOT_RUN.has(m));
        if (isTest) {
          if (!notRun) out.push({ file, titles: [...suites, title], fails: chain.modifiers.includes('fails') });
          return;
        }
        for (const arg of node.arguments.slice(1)) visit(arg, [...suites, title], notRun);
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, suites, skipped));
  };
  visit(source, [], false);
  return out;
}

/** Every test in the repository's test files. */
export function allTests(root: string): TestName[] {
  return testFiles(root).flatMap((file) => testsInSource(file, readFileSync(path.join(root, file), 'utf8')));
}

// ---------------------------------------------------------------------------------------------
// Citations

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` holds `caseNumber` as a token (not as part of a longer number or word). */
export function citesCase(name: string, caseNumber: string): boolean {
  return new RegExp(`(?<![\\w.])${escape(caseNumber)}(?![\\w]|\\.\\d)`).test(name);
}

export interface CaseCoverage {
  case: RulebookCase;
  /** The tests whose names cite the case. */
  tests: TestName[];
}

/** Each case with the tests that cite it. */
export function coverage(cases: readonly RulebookCase[], tests: readonly TestName[]): CaseCoverage[] {
  return cases.map((c) => ({ case: c, tests: tests.filter((t) => citesCase(fullName(t), c.case)) }));
}

export interface CoverageSummary {
  cases: number;
  headings: number;
  rules: number;
  /** Rule cases cited by at least one test. */
  cited: number;
  /** Rule cases cited only by `it.fails` tests (recorded deviations). */
  citedOnlyByDeviations: string[];
  /** Uncited rule cases that the allow-list excuses (their fix, with its test, is under way). */
  awaited: string[];
  /** Uncited rule cases that nothing excuses. */
  uncited: string[];
  /** Allow-listed cases that are cited now: the allow-list should lose them. */
  staleAllowances: string[];
}

export function summarize(rows: readonly CaseCoverage[], allowed: Readonly<Record<string, string>>): CoverageSummary {
  const rules = rows.filter((r) => r.case.kind === 'rule');
  const uncitedRules = rules.filter((r) => r.tests.length === 0).map((r) => r.case.case);
  return {
    cases: rows.length,
    headings: rows.length - rules.length,
    rules: rules.length,
    cited: rules.length - uncitedRules.length,
    citedOnlyByDeviations: rules.filter((r) => r.tests.length > 0 && r.tests.every((t) => t.fails)).map((r) => r.case.case),
    awaited: uncitedRules.filter((c) => c in allowed),
    uncited: uncitedRules.filter((c) => !(c in allowed)),
    staleAllowances: Object.keys(allowed).filter((c) => !uncitedRules.includes(c)),
  };
}

// ---------------------------------------------------------------------------------------------
// The stored list

const BEGIN = '// cases:begin (written by `npm run rules-coverage -- --write-cases`)';
const END = '// cases:end';

/** `file` (the text of test/games/deathmaze/rulebookCases.ts) with its list of cases replaced by `cases`. */
export function withCases(file: string, cases: readonly RulebookCase[]): string {
  const start = file.indexOf(BEGIN);
  const end = file.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the case list's markers are missing (${BEGIN} … ${END})`);
  const rows = cases.map((c) => `  { case: '${c.case}', kind: '${c.kind}' },\n`).join('');
  return `${file.slice(0, start)}${BEGIN}\n${rows}  ${file.slice(end)}`;
}

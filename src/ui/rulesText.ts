/**
 * The in-game rules reference: one short entry per rule case, in this project's own words
 * (never the rulebook's sentences), chapter by chapter in rulesEntries*.ts, and the rulebook's
 * tables rendered from src/games/deathmaze/data (rulesTables.ts) so that what the reference shows
 * is what the engine plays. No DOM and no Phaser: the unit tests read it in Node
 * (test/ui/rulesText.test.ts).
 */
import { advancedEntries } from './rulesEntriesAdvanced';
import { fightEntries } from './rulesEntriesFight';
import { mazeEntries } from './rulesEntriesMaze';
import { treasureEntries } from './rulesEntriesTreasure';
import { ruleTables } from './rulesTables';
import type { RuleEntry, RuleSection } from './ruleBook';

export type { RuleEntry, RuleSection, RuleTable } from './ruleBook';

/** The rulebook's major sections, for the reference's table of contents. */
export const ruleSections: readonly RuleSection[] = [
  { case: '2.0', title: 'Equipment' },
  { case: '3.0', title: 'Adventurers' },
  { case: '4.0', title: 'Winning' },
  { case: '5.0', title: 'Exploring' },
  { case: '6.0', title: 'Unusual features' },
  { case: '7.0', title: 'Monsters & negotiation' },
  { case: '8.0', title: 'Combat' },
  { case: '9.0', title: 'Treasure' },
  { case: '10.0', title: 'Traps' },
  { case: '11.0', title: 'Wizards (Advanced)' },
  { case: '12.0', title: 'Rings & specials (Advanced)' },
  { case: '13.0', title: 'Continuity (Advanced)' },
];

/** The entries, chapter by chapter: 2–6, 7–8, 9–10, 11–13. */
const entries: readonly RuleEntry[] = [...mazeEntries, ...fightEntries, ...treasureEntries, ...advancedEntries];

/** Sorts cases as the rulebook numbers them: 5.1 < 5.12 < 5.2 < 5.29 < 5.3 < 6.0. */
export function compareCases(a: string, b: string): number {
  const [am = '', af = ''] = a.split('.');
  const [bm = '', bf = ''] = b.split('.');
  const major = Number(am) - Number(bm);
  if (major !== 0) return major;
  // "0" (the section itself) first, then the digits read as a decimal fraction
  const norm = (f: string) => (f === '0' ? '' : f);
  return norm(af) < norm(bf) ? -1 : norm(af) > norm(bf) ? 1 : 0;
}

export const ruleEntries: readonly RuleEntry[] = [...entries].sort((x, y) => compareCases(x.case, y.case));

const byCase = new Map(ruleEntries.map((e) => [e.case, e]));

/**
 * The entry for a case, or the nearest one above it: "8.48" falls back to "8.4", then "8.0".
 * Undefined for something that is not a case number at all.
 */
export function findRule(caseNumber: string): RuleEntry | undefined {
  const wanted = String(caseNumber).trim();
  const exact = byCase.get(wanted);
  if (exact) return exact;
  const m = /^(\d{1,2})\.(\d+)$/.exec(wanted);
  if (!m) return undefined;
  const [, major, minor] = m as unknown as [string, string, string];
  for (let f = minor.slice(0, -1); f.length > 0; f = f.slice(0, -1)) {
    const up = byCase.get(`${major}.${f}`);
    if (up) return up;
  }
  return byCase.get(`${major}.0`) ?? ruleEntries.find((e) => e.case.startsWith(`${major}.`));
}

/** The section ("5.0") a case belongs to. */
export function sectionOf(caseNumber: string): string {
  return `${caseNumber.split('.')[0] ?? ''}.0`;
}

/** Entries whose case, title, text or tables mention every word of `query` (case-insensitive). */
export function searchRules(query: string): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...ruleEntries];
  const tables = ruleTables();
  return ruleEntries.filter((e) => {
    if (words.length === 1 && /^\d/.test(words[0]!) && (e.case === words[0] || e.case.startsWith(words[0]!))) return true;
    const hay = [e.case, e.title, e.text, ...(e.tables ?? []).flatMap((id) => [tables[id]?.title ?? '', ...(tables[id]?.rows.flat() ?? [])])].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

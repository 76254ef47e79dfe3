/**
 * The Black Gate's in-game rules reference (BLACKGATE.md): one short entry per case its engine
 * cites and per procedure of the spec, in this project's own words (never the rulebook's), each
 * rule that is our own completion marked `designed`, and the tables drawn from src/games/blackgate
 * so that what the reference shows is what the engine plays. No DOM: the panel that shows it is
 * rulesPanel.ts (through src/ui/rulesReference.ts); test/ui/blackgate/rulesText.test.ts reads it.
 */
import { personalVictory } from '../../games/blackgate';
import type { RuleBook, RuleEntry, RuleSection } from '../ruleBook';
import { findEntries, endEntries, gateEntries, treasureEntries } from './rulesEntriesGate';
import { combatEntries, experienceEntries, magicEntries, monsterEntries, talkEntries } from './rulesEntriesFight';
import { levelEntries, mazeEntries, setupEntries, stageEntries, trapEntries } from './rulesEntriesMaze';
import { rulingEntries } from './rulesRulings';
import { blackGateTables } from './rulesTables';

export { blackGateTables } from './rulesTables';

/** The chapters, in BLACKGATE.md's order, each with the entries under it; the first entry heads it. */
const chapters: readonly { section: Omit<RuleSection, 'case'>; entries: readonly RuleEntry[] }[] = [
  { section: { label: '§2', title: 'Setting out' }, entries: setupEntries },
  { section: { label: '§3', title: 'The stage' }, entries: stageEntries },
  { section: { label: '§4', title: 'The maze and its levels' }, entries: mazeEntries },
  { section: { label: '§5', title: 'Maze Levels' }, entries: levelEntries },
  { section: { label: '§6', title: 'Traps' }, entries: trapEntries },
  { section: { label: '§7', title: 'Monsters' }, entries: monsterEntries },
  { section: { label: '§8', title: 'Talks and bribes' }, entries: talkEntries },
  { section: { label: '§9', title: 'Combat' }, entries: combatEntries },
  { section: { label: '§11', title: 'Magic' }, entries: magicEntries },
  { section: { label: '§12', title: 'Experience' }, entries: experienceEntries },
  { section: { label: '§13', title: 'Finds and mirrors' }, entries: findEntries },
  { section: { label: '§14', title: 'Treasure' }, entries: treasureEntries },
  { section: { label: '§15', title: 'The Black Gate' }, entries: gateEntries },
  { section: { label: '§16', title: 'Leaving and victory' }, entries: endEntries.filter((e) => e.case !== '§0.4') },
  { section: { label: '§0.4', title: 'Options' }, entries: endEntries.filter((e) => e.case === '§0.4') },
  { section: { label: '§20', title: 'Rulings' }, entries: rulingEntries },
];

export const bgRuleSections: readonly RuleSection[] = chapters.map((c) => ({ ...c.section, case: c.entries[0]!.case }));
export const bgRuleEntries: readonly RuleEntry[] = chapters.flatMap((c) => c.entries);

const sectionCases = new Set(bgRuleSections.map((s) => s.case));
const byId = new Map<string, RuleEntry>();
for (const e of bgRuleEntries) for (const id of [e.case, ...(e.also ?? [])]) if (!byId.has(id)) byId.set(id, e);

/** Cases to try, nearest first, when `id` has no entry of its own: "LŚ 5.0 C.2" → "LŚ 5.0 C" → "LŚ 5.0". */
function parents(id: string): string[] {
  const out: string[] = [];
  const ls = /^LŚ (\d+)\.(\d+)(?: ([A-D]))?/.exec(id);
  if (ls) {
    const [, major, minor, stage] = ls as unknown as [string, string, string, string | undefined];
    if (stage) out.push(`LŚ ${major}.${minor} ${stage}`);
    for (let f = minor; f.length > 0; f = f.slice(0, -1)) out.push(`LŚ ${major}.${f}`);
    out.push(`LŚ ${major}.0`);
  }
  const spec = /^§(\d+)(?:\.(\d+))?/.exec(id);
  if (spec) {
    if (spec[2]) out.push(`§${spec[1]}.${spec[2]}`);
    out.push(`§${spec[1]}`);
  }
  const dm = /^DM (\d+)\.(\d+)/.exec(id);
  if (dm) for (let f = dm[2]!; f.length > 0; f = f.slice(0, -1)) out.push(`DM ${dm[1]}.${f}`);
  return out;
}

/** The entry a case opens: its own, one that lists it among its `also`, or the nearest above it. */
export function findBgRule(caseId: string): RuleEntry | undefined {
  const id = String(caseId).trim();
  const exact = byId.get(id);
  if (exact) return exact;
  for (const p of parents(id)) {
    const e = byId.get(p);
    if (e) return e;
  }
  return undefined;
}

/** Entries whose case, title, text or tables hold every word of `query`; a case typed alone also finds the cases it starts. */
export function searchBgRules(query: string): RuleEntry[] {
  const q = query.trim().toLowerCase();
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...bgRuleEntries];
  const tables = blackGateTables();
  const looksLikeCase = /^(lś|ls|§|b\d|dm |data)/.test(q);
  return bgRuleEntries.filter((e) => {
    const ids = [e.case, ...(e.also ?? [])].map((c) => c.toLowerCase());
    if (looksLikeCase && ids.some((c) => c === q || c.startsWith(q))) return true;
    const hay = [...ids, e.title, e.text, ...(e.tables ?? []).flatMap((id) => [tables[id]?.title ?? '', ...(tables[id]?.rows.flat() ?? [])])].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

const STAGE =
  'A stage in short: choose a side of the tile the party stands on; an empty cell beyond it gets a tile from the container, turned to fit (LŚ 5.0 A, LŚ 6.1). A door into a new room, or out of a room by a new way, may hide a trap (§6.1). Roll for monsters, then talk, pay or fight (§8.1, LŚ 9.0) and share what they had (LŚ 5.0 C.4); in a room, look into its find (LŚ 13.9). Stairs join the three levels (LŚ 6.6), and mirrors tell where the Gate lies (§13.3). Destroy it with the Hellgate skill (§15.6), then get out.';

export const blackGateRuleBook: RuleBook = {
  panelId: 'bg-rules-panel',
  testIdPrefix: 'bg-rules',
  entryIdPrefix: 'bg-rule-',
  title: 'The Black Gate: rules',
  placeholder: 'Search, or a case like LŚ 6.6 or B36',
  entries: bgRuleEntries,
  sections: bgRuleSections,
  tables: blackGateTables,
  find: findBgRule,
  search: searchBgRules,
  isSection: (e) => sectionCases.has(e.case),
  overview: () => ({
    goal: `destroy the Black Gate, then bring at least one character out alive through the Gateway of Evil. A character who comes out alive with ${personalVictory.xp} experience and ${personalVictory.gm} GM of its own also wins a personal victory.`,
    paragraphs: [STAGE],
    intro: [
      'Below, the Black Gate’s rules case by case, in our own words, with the tables the engine plays by. The Polish rulebook survives only in part: where no source tells a rule, the one played here is ours, and it says “our completion”; a * in a table marks a figure of ours. Tap a case in the log, or here, to come straight to it.',
    ],
  }),
};

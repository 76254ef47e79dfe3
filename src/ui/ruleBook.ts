/**
 * What the rules reference panel (rulesReference.ts) shows, whatever the game: a "rule book" of
 * entries in our own words, the sections they stand in, the tables drawn from the game's data and
 * an overview to open on. Pure: no DOM, so each game's text is tested in Node. The Deathmaze's
 * book is src/ui/rulesText.ts, the Black Gate's src/ui/blackgate/rulesText.ts.
 */

/** A table of the rules as plain strings, for the reference to lay out. */
export interface RuleTable {
  id: string;
  title: string;
  head: string[];
  rows: string[][];
  /** What the marks in the cells mean, where the table has any. */
  note?: string;
}

export interface RuleEntry {
  /** The rule case, as the engine's events cite it: "5.27", "LŚ 6.6", "B36", "§0.4". */
  case: string;
  title: string;
  /** A short explanation in our own words. Case numbers in it ("see 9.42", "B36") become links. */
  text: string;
  /** Ids of the tables shown under the text (see `RuleBook.tables`). */
  tables?: string[];
  /** Deathmaze's Advanced Game only: shown, but marked as such. */
  advanced?: boolean;
  /**
   * Our own completion where no source survives (BLACKGATE.md's DESIGNED): `true` for the whole
   * entry, `'partly'` when the case is sourced but some of its details are ours. Shown as a badge.
   */
  designed?: boolean | 'partly';
  /** Other case ids that open this entry (`§8.2` for `LŚ 8.2`). */
  also?: readonly string[];
}

export interface RuleSection {
  /** The case of the entry the section starts at: "5.0", "§15". */
  case: string;
  title: string;
  /** Its short number on the chips ("5", "15"); the case without ".0" when not given. */
  label?: string;
}

/** Where the reference opens when no case is asked for. */
export interface RuleOverview {
  /** How the game is won, in a line. */
  goal: string;
  /** A turn in short and the like; case numbers in them become links. */
  paragraphs: readonly string[];
  /** Plain notes under them (how the reference works). */
  intro: readonly string[];
  /** A button to the sheet of keys, where the table has one. */
  keys?: { label: string; title: string; open: () => void };
}

export interface RuleBook {
  /** The panel's element id and test id: "rules-panel". */
  panelId: string;
  /** Prefix of the test ids inside the panel ("rules" → "rules-filter", "rules-toc-8"). */
  testIdPrefix: string;
  /** Prefix of each entry's element id ("rule-" → "rule-5-27"). */
  entryIdPrefix: string;
  title: string;
  /** The search box's hint. */
  placeholder: string;
  entries: readonly RuleEntry[];
  sections: readonly RuleSection[];
  tables(): Record<string, RuleTable>;
  /** The entry a case opens (an exact case, one of its `also`, or the nearest one above it). */
  find(caseId: string): RuleEntry | undefined;
  /** The entries a search shows, in their order. */
  search(query: string): RuleEntry[];
  /** A section's own entry is drawn as a heading. */
  isSection(entry: RuleEntry): boolean;
  overview(): RuleOverview;
}

/** A section's short number, as the chips and their test ids use it. */
export const sectionLabel = (s: RuleSection): string => s.label ?? s.case.replace('.0', '');

/** Safe for an element id or a test id: "LŚ 6.6" → "L-6-6", "5.27" → "5-27". */
export const idSafe = (c: string): string => c.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Case references in a text, for links: a Deathmaze case ("5.27"), a case of the Polish rulebook
 * ("LŚ 6.6", "LŚ 5.0 C.1"), a ruling ("B36"), a section of the Black Gate spec ("§0.4", "§16"),
 * a Deathmaze case as the Black Gate cites it ("DM 8.35") and a DATA ruling ("DATA ruling 23").
 * A number that closes a range ("5.12–5.29") is left alone: the range's first one stands for it.
 */
const CASE_REF =
  /(LŚ 5\.0 [A-D](?:\.\d)?(?!\w)|LŚ \d{1,2}\.\d{1,2}|DM \d{1,2}\.\d{1,2}|DATA ruling \d{1,2}|§\d{1,2}(?:\.\d{1,2})?|\bB\d{1,2}\b|\b\d{1,2}\.\d{1,2}\b)/g;

export interface CaseRef {
  /** The reference as written. */
  text: string;
  index: number;
}

export function caseRefs(text: string): CaseRef[] {
  const out: CaseRef[] = [];
  for (const m of text.matchAll(CASE_REF)) {
    const before = text.slice(0, m.index);
    if (/\d[–-]$/.test(before)) continue;
    out.push({ text: m[0], index: m.index });
  }
  return out;
}

/**
 * The Black Gate's in-game rules reference (src/ui/blackgate/rulesText.ts): every case its engine
 * cites opens an entry of its own, every rule BLACKGATE.md calls DESIGNED is marked as our
 * completion, the tables are the engine's data, and the words are ours (no run of 8 words shared
 * with the rulebook translations, the Deathmaze rulebook or BLACKGATE.md itself).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playOut } from '../../../src/engine/runners';
import {
  bgCombatResultsTable,
  bgMonsters,
  bgRoomMonsterTable,
  bgSpells,
  bgTreasureTable,
  bgWanderingMonsterTable,
  blackGate,
  briberyColumns,
  briberyTable,
  defaultOptions,
  findColumns,
  findsTable,
  heroes,
  mazeLevels,
  mazeLevelsTable,
  treasureLetters,
} from '../../../src/games/blackgate';
import { campaignSetup } from '../../../scripts/simulateBlackGate';
import { caseRefs } from '../../../src/ui/ruleBook';
import { blackGateRuleBook, blackGateTables, bgRuleEntries, bgRuleSections, findBgRule, searchBgRules } from '../../../src/ui/blackgate/rulesText';
import { effectWords, optionWords, specialWords, trapWords } from '../../../src/ui/blackgate/rulesWords';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHARED = path.resolve(repoRoot, '../shared');
const SPEC = path.join(SHARED, 'spec/BLACKGATE.md');
const RULES = path.join(SHARED, 'rules');
const haveSpec = existsSync(SPEC);
const haveRules = existsSync(RULES) && readdirSync(RULES).some((f) => f.startsWith('black-gate-variant-'));
const ENGINE = path.join(repoRoot, 'src/games/blackgate');

/** A case id as the Black Gate's engine writes one. */
const CASE_ID = /^(LŚ \d{1,2}\.\d{1,2}(?: [A-D](?:\.\d)?)?|B\d{1,2}|§\d{1,2}(?:\.\d{1,2})?|DM \d{1,2}\.\d{1,2}|DATA ruling \d{1,2})$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every string in the engine's source that is a case id ('LŚ 6.6', 'B36', `§15.6`…), with a file that writes it. */
function casesInSource(): Map<string, string> {
  const cases = new Map<string, string>();
  for (const file of sourceFiles(ENGINE)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'([^'\n]{1,20})'|"([^"\n]{1,20})"|`([^`\n$]{1,20})`/g)) {
      const s = m[1] ?? m[2] ?? m[3] ?? '';
      if (CASE_ID.test(s) && !cases.has(s)) cases.set(s, path.relative(repoRoot, file));
    }
  }
  return cases;
}

/** An entry of its own: the case is the entry's, or one of those it lists as `also`. */
const ownEntry = (c: string) => {
  const e = findBgRule(c);
  return e && (e.case === c || (e.also ?? []).includes(c)) ? e : undefined;
};

/** Lower-case words, punctuation dropped, so a copied sentence cannot hide behind a comma. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^a-z0-9ąćęłńóśźż]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}
const RUN = 8;
function runs(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + RUN <= ws.length; i++) out.push(ws.slice(i, i + RUN).join(' '));
  return out;
}

/** All the prose of the reference: entries, the overview, table notes and the words for the data. */
function ourProse(): [string, string][] {
  const out: [string, string][] = bgRuleEntries.map((e) => [e.case, `${e.title}. ${e.text}`]);
  const o = blackGateRuleBook.overview();
  out.push(['overview', [o.goal, ...o.paragraphs, ...o.intro].join(' ')]);
  for (const t of Object.values(blackGateTables())) if (t.note) out.push([`table ${t.id}`, t.note]);
  for (const [k, v] of Object.entries(effectWords)) out.push([`effect ${k}`, v]);
  for (const [k, v] of Object.entries({ ...specialWords, ...trapWords })) out.push([`words ${k}`, `${v.name}. ${v.effect}`]);
  for (const [k, v] of Object.entries(optionWords)) out.push([`option ${k}`, v.what]);
  return out;
}

describe('the Black Gate rules reference: its entries', () => {
  it('gives every entry a case, a title and an explanation, and no case to two entries', () => {
    expect(bgRuleEntries.length).toBeGreaterThan(150);
    const seen = new Map<string, string>();
    for (const e of bgRuleEntries) {
      for (const id of [e.case, ...(e.also ?? [])]) {
        expect(id, JSON.stringify(e)).toMatch(CASE_ID);
        expect(seen.get(id), `${id} opens both ${seen.get(id)} and ${e.case}`).toBeUndefined();
        seen.set(id, e.case);
      }
      expect(e.title.trim().length, e.case).toBeGreaterThan(2);
      expect(e.text.trim().length, e.case).toBeGreaterThan(10);
      for (const id of e.tables ?? []) expect(blackGateTables()[id], `${e.case} shows table "${id}"`).toBeDefined();
    }
  });

  it('has an entry of its own for every case id written in the engine’s source (events, refusals, data)', () => {
    const cited = casesInSource();
    expect(cited.size).toBeGreaterThan(100);
    const missing = [...cited].filter(([c]) => !ownEntry(c)).map(([c, file]) => `${c} (${file}): add an entry to src/ui/blackgate/rulesEntries*.ts`);
    expect(missing).toEqual([]);
  });

  it('has an entry of its own for every case the events of whole campaigns cite', () => {
    const cited = new Map<string, string>();
    const note = (events: readonly unknown[]) => {
      for (const e of events as { rule?: unknown; type?: unknown; kind?: unknown }[]) {
        if (typeof e.rule === 'string' && e.rule !== '' && !cited.has(e.rule)) cited.set(e.rule, String(e.type ?? e.kind));
      }
    };
    for (let seed = 1; seed <= 12; seed++) {
      note(blackGate.newGame(campaignSetup(seed)).events);
      playOut(blackGate, campaignSetup(seed), `rules-${seed}`, { maxActions: 4000, check: false, onStep: (_a, out) => note(out.events) });
    }
    expect(cited.size).toBeGreaterThan(40);
    const missing = [...cited].filter(([c]) => !ownEntry(c)).map(([c, kind]) => `${c} (${kind})`);
    expect(missing).toEqual([]);
  });

  it('covers every procedure section of the spec: setup, the stage, levels and stairs, traps, monsters, talks, combat, magic, finds, treasure, the Gate, leaving, options, rulings', () => {
    const wanted = ['§1.2', '§2', '§2.1', '§2.2', '§2.3', '§2.4', '§2.5', '§2.6', '§3', 'LŚ 5.0 A', 'LŚ 5.0 B', 'LŚ 5.0 C', 'LŚ 5.0 D'];
    wanted.push('§4', '§4.1', '§4.2', '§4.3', '§4.4', '§4.5', '§4.6', '§5', '§6', '§6.1', '§6.2', '§6.3', '§6.4');
    wanted.push('§7', '§7.1', '§7.2', '§7.3', '§7.4', '§7.5', '§7.6', '§8', '§8.1', '§8.2', '§8.3', '§8.4', '§9', '§9.1', '§9.2', '§9.3', '§9.4');
    wanted.push('§11', '§11.1', '§11.2', '§11.3', '§11.4', '§12', '§13', '§13.1', '§13.2', '§13.3', '§14', '§14.1', '§14.2', '§14.3', '§14.4', '§14.5');
    wanted.push('§15', '§15.1', '§15.2', '§15.3', '§15.4', '§15.5', '§15.6', '§15.7', '§16', '§17', '§0.4', '§20');
    for (let n = 1; n <= 63; n++) wanted.push(`B${n}`);
    expect(wanted.filter((c) => !ownEntry(c))).toEqual([]);
  });

  it('links only to entries it has: every case named in its words opens one', () => {
    const dangling: string[] = [];
    for (const [where, text] of ourProse()) for (const r of caseRefs(text)) if (!findBgRule(r.text)) dangling.push(`${where}: ${r.text}`);
    expect(dangling).toEqual([]);
  });

  it('opens the nearest entry above a case it has no entry for, and nothing for a case it does not know', () => {
    expect(findBgRule('LŚ 6.6')?.case).toBe('LŚ 6.6');
    expect(findBgRule('§8.2')?.case).toBe('LŚ 8.2');
    expect(findBgRule('LŚ 5.0 C.2')?.case).toBe('LŚ 5.0 C');
    expect(findBgRule('LŚ 6.66')?.case).toBe('LŚ 6.6');
    expect(findBgRule('§15.6 step 2')?.case).toBe('§15.6');
    expect(findBgRule('§15.9')?.case).toBe('§15');
    expect(findBgRule('DM 8.353')?.case).toBe('DM 8.35');
    expect(findBgRule('B99')).toBeUndefined();
    expect(findBgRule('5.27')).toBeUndefined();
    expect(findBgRule('not a rule')).toBeUndefined();
    for (const s of bgRuleSections) expect(findBgRule(s.case)?.case, s.case).toBe(s.case);
  });

  it('heads each chapter with its own entry, in the order of the list', () => {
    const order = bgRuleEntries.map((e) => e.case);
    const at = bgRuleSections.map((s) => order.indexOf(s.case));
    expect(at[0]).toBe(0);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const s of bgRuleSections) expect(blackGateRuleBook.isSection(findBgRule(s.case)!), s.case).toBe(true);
    expect(blackGateRuleBook.isSection(findBgRule('B36')!)).toBe(false);
  });

  it('finds entries by words, by table cells and by case', () => {
    expect(searchBgRules('hellgate').map((e) => e.case)).toEqual(expect.arrayContaining(['§15.6', 'B36']));
    expect(searchBgRules('Zurik').map((e) => e.case)).toContain('§2.2');
    expect(searchBgRules('B36').map((e) => e.case)).toContain('B36');
    expect(searchBgRules('B36').map((e) => e.case)).not.toContain('B3');
    expect(searchBgRules('B3').map((e) => e.case)).toEqual(expect.arrayContaining(['B3', 'B30', 'B39']));
    expect(searchBgRules('LŚ 8.4').map((e) => e.case)).toContain('LŚ 8.4');
    expect(searchBgRules('§0.4').map((e) => e.case)).toContain('§0.4');
    expect(searchBgRules('')).toHaveLength(bgRuleEntries.length);
  });
});

describe('the Black Gate rules reference: our completions are marked', () => {
  const spec = haveSpec ? readFileSync(SPEC, 'utf8') : '';
  const unmarked = (ids: Iterable<string>) => [...new Set(ids)].filter((c) => !ownEntry(c)?.designed).sort();

  it.skipIf(!haveSpec)('marks every ruling of §20 whose text says DESIGNED', () => {
    const lines = spec.split('\n').filter((l) => /^- \*\*B\d+ /.test(l));
    expect(lines).toHaveLength(63);
    const designed = lines.filter((l) => l.includes('DESIGNED')).map((l) => `B${/^- \*\*B(\d+)/.exec(l)![1]}`);
    expect(designed.length).toBeGreaterThan(15);
    expect(unmarked(designed)).toEqual([]);
  });

  it.skipIf(!haveSpec)('marks every ruling the spec cites as the source of a DESIGNED rule, anywhere in it', () => {
    // "DESIGNED (B3, B47)", "DESIGNED fallback (B46)", "DESIGNED B20": the rulings named after the
    // tag, up to the next tag, cell or line end.
    const cited: string[] = [];
    for (const m of spec.matchAll(/DESIGNED([^|\n]*?)(?=GIVEN|RECOVERED|INFERRED|\||\n|$)/g)) for (const b of m[1]!.matchAll(/\bB(\d{1,2})\b/g)) cited.push(`B${b[1]}`);
    expect(cited.length).toBeGreaterThan(30);
    expect(unmarked(cited)).toEqual([]);
  });

  it.skipIf(!haveSpec)('marks every section whose heading says DESIGNED', () => {
    const sections = [...spec.matchAll(/^#{2,3} (\d{1,2})(?:\.(\d{1,2}))?\.? [^\n]*DESIGNED[^\n]*$/gm)].map((m) => (m[2] ? `§${m[1]}.${m[2]}` : `§${m[1]}`));
    expect(sections).toEqual(expect.arrayContaining(['§1.2', '§2.6', '§8.3', '§15.2', '§15.5', '§15.6', '§15.7']));
    expect(unmarked(sections)).toEqual([]);
  });

  it('marks a designed datum with * in every table that shows one', () => {
    const t = blackGateTables();
    for (const table of Object.values(t)) if (table.rows.some((r) => r.some((c) => c.includes('*')))) expect(table.note ?? '', table.id).toContain('*');
    const finds = t.finds!.rows;
    const entries = findColumns.flatMap((c) => findsTable[c]);
    expect(finds.map((r) => r[3]!.endsWith('*'))).toEqual(entries.map((f) => f.effectTag === 'DESIGNED'));
    expect(t.crt!.rows.map((r) => r[7]!.endsWith('*'))).toEqual(bgCombatResultsTable.map((r) => r.monsterTag === 'DESIGNED'));
  });
});

describe('the Black Gate rules reference: its tables are the engine’s data', () => {
  const t = blackGateTables();

  it('lays every row out under its heads', () => {
    for (const table of Object.values(t)) {
      expect(table.rows.length, table.id).toBeGreaterThan(0);
      for (const row of table.rows) expect(row.length, table.id).toBe(table.head.length);
    }
    const shown = new Set(bgRuleEntries.flatMap((e) => e.tables ?? []));
    expect(Object.keys(t).filter((id) => !shown.has(id))).toEqual([]);
  });

  it('LŚ 6.7: the Maze Levels table', () => {
    const levels = t.levels!.rows;
    expect(t.levels!.head.slice(1)).toEqual(mazeLevels.map((l) => `Level ${l}`));
    expect(levels[0]!.slice(1)).toEqual(mazeLevels.map((l) => `+${mazeLevelsTable[l].strength}`));
    expect(levels[1]!.slice(1)).toEqual(mazeLevels.map((l) => `+${mazeLevelsTable[l].agility}`));
    expect(levels[3]!.slice(1)).toEqual(mazeLevels.map((l) => `×${mazeLevelsTable[l].number}`));
    expect(levels[5]!.slice(1)).toEqual(mazeLevels.map((l) => `×${mazeLevelsTable[l].experience}`));
  });

  it('LŚ 8.4 bribery and LŚ 8.2 negotiation bands', () => {
    expect(t.bribery!.rows.map((r) => r.slice(1).map(Number))).toEqual(briberyTable.map((r) => [...r.targets]));
    expect(t.bribery!.rows.map((r) => r[0])).toEqual(['20–39', '40–59', '60–79', '80–99', '100–149', '150–199', '200–299', '300–399', '400+']);
    expect(t.bribery!.head.slice(1)).toEqual(['1–5', '6–9', '10–12', '13–16', '17–20', '21+']);
    expect(t.bribery!.head).toHaveLength(briberyColumns.length + 1);
    expect(t.negotiation!.rows.map((r) => r[0])).toEqual(['6 or less', '7–9', '10 or more']);
    expect(t.negotiationDm!.rows.map((r) => r[0])).toEqual(['5 or less', '6–8', '9 or more']);
  });

  it('§9.3 the Combat Results Table to 17', () => {
    expect(t.crt!.rows).toHaveLength(bgCombatResultsTable.length);
    expect(t.crt!.rows[0]![0]).toBe('≤ 3');
    expect(t.crt!.rows.at(-1)![0]).toBe('≥ 17');
    expect(t.crt!.rows.at(-1)!.slice(1).map((c) => Number(c.replace('*', '')))).toEqual([4, 4, 4, 5, 5, 5, 5]);
    const fourteen = bgCombatResultsTable.find((r) => r.min === 14)!;
    expect(t.crt!.rows.find((r) => r[0] === '14')!.slice(1, 7).map(Number)).toEqual([fourteen.wounds.dagger, fourteen.wounds.throwingDagger, fourteen.wounds.bow, fourteen.wounds.sword, fourteen.wounds.hammer, fourteen.wounds.axe]);
  });

  it('LŚ 13.9 the finds, §7 the monsters and both encounter tables', () => {
    expect(t.finds!.rows).toHaveLength(36);
    expect(t.finds!.rows.map((r) => r[2]!.replace('*', ''))).toEqual(findColumns.flatMap((c) => findsTable[c].map((f) => f.name)));
    for (const f of findColumns.flatMap((c) => findsTable[c])) expect(effectWords[f.effect], f.effect).toBeDefined();
    const monsters = Object.values(bgMonsters);
    expect(t.monsters!.rows.map((r) => r[0])).toEqual(monsters.map((m) => m.name));
    expect(t.monsters!.rows.map((r) => r[2])).toEqual(monsters.map((m) => m.wp));
    expect(t.monsters!.rows.map((r) => r[4])).toEqual(monsters.map((m) => (m.nv === null ? '—' : String(m.nv))));
    expect(t.wandering!.rows[1]![5]).toBe(`1D3× ${bgMonsters.warg.name}`);
    expect(t.room!.rows).toHaveLength(bgRoomMonsterTable.rows.length);
    expect(t.room!.rows[3]![1]).toBe(`2× ${bgMonsters.gargoyle.name}`);
    expect(t.wandering!.rows).toHaveLength(bgWanderingMonsterTable.rows.length);
    expect(t.room!.note).toContain('Medusa');
  });

  it('treasure, spells, heroes and the options', () => {
    expect(t.treasure!.rows.map((r) => r[0])).toEqual([...treasureLetters]);
    expect(t.treasure!.rows.find((r) => r[0] === 'J')![1]).toBe(`${bgTreasureTable.J.gold!.on}: ${bgTreasureTable.J.gold!.code.replace('x', '×')}`);
    expect(t.spells!.rows.map((r) => r[0])).toEqual(bgSpells.map((s) => s.name));
    expect(t.spells!.rows.filter((r) => r[3] === 'left out (B27)').map((r) => r[0])).toEqual(bgSpells.filter((s) => !s.enabled).map((s) => s.name));
    expect(t.heroes!.rows.map((r) => r[0])).toEqual(heroes.map((h) => h.name));
    expect(t.options!.rows.map((r) => r[0])).toEqual(Object.keys(defaultOptions));
    expect(t.options!.rows.map((r) => r[1])).toEqual(Object.values(defaultOptions).map((v) => `${String(v)}*`));
    expect(Object.keys(optionWords).sort()).toEqual(Object.keys(defaultOptions).sort());
  });
});

describe('the Black Gate rules reference: in our own words', () => {
  const books = haveRules
    ? [
        ...readdirSync(RULES).filter((f) => f.startsWith('black-gate-variant-') || f === 'deathmaze-rulebook.txt').map((f) => path.join(RULES, f)),
        ...(haveSpec ? [SPEC] : []),
      ]
    : [];

  it.skipIf(!haveRules)(
    haveRules ? 'shares no run of 8 consecutive words with the rulebooks or with BLACKGATE.md' : `SKIPPED: ${RULES} is missing (CI keeps ../shared beside the repo)`,
    () => {
      const book = new Set(books.flatMap((f) => runs(words(readFileSync(f, 'utf8')))));
      expect(book.size).toBeGreaterThan(10_000);
      const copied: string[] = [];
      for (const [where, text] of ourProse()) for (const r of runs(words(text))) if (book.has(r)) copied.push(`${where}: "${r}"`);
      expect(copied).toEqual([]);
    },
  );

  it.skipIf(!haveRules)('would notice a sentence copied from the translation', () => {
    const translation = new Set(books.filter((f) => f.includes('black-gate-variant-')).flatMap((f) => runs(words(readFileSync(f, 'utf8')))));
    const copied = 'If the party enters that same segment again, it will meet that same monster, and only that monster.';
    expect(runs(words(copied)).some((r) => translation.has(r))).toBe(true);
  });
});

/**
 * The Black Gate's tables for its rules reference, drawn from the variant's data constants
 * (src/games/blackgate), so that what the reference shows is what the engine plays. A cell whose
 * datum is our own completion (tag DESIGNED) carries a `*`. Pure: no DOM.
 */
import {
  attackModifiers,
  bgCombatResultsTable,
  bgCrtColumns,
  bgJewelTable,
  bgMagicItemTable,
  bgMonsters,
  bgRoomMonsterTable,
  bgRoomMonsterTablePS,
  bgSpecials,
  bgSpells,
  bgTrapTable,
  bgTreasureCellsMB,
  bgTreasureTable,
  bgWanderingMonsterTable,
  bribeTargetCap,
  briberyColumns,
  briberyTable,
  corridorMix,
  corridorShapes,
  defaultOptions,
  dmMonsterColumnAbove9,
  dmNegotiationBands,
  experienceNumbers,
  findColumns,
  findsTable,
  gateCountdown,
  gateLevelTable,
  heroes,
  initiateMagicTable,
  initiates,
  initiateWeaponsTag,
  lsNegotiationBands,
  magicItemColumns,
  magicWeaponBonusTable,
  maxInitiatesPerRace,
  mazeLevels,
  mazeLevelsTable,
  minimumBribe,
  monsterCheckTable,
  optionValues,
  personalVictory,
  predominantSunTable,
  roomMix,
  roomShapes,
  tileTypes,
  trapNumbers,
  treasureLetters,
  type BandRow,
  type BgEncounterCell,
  type BgTag,
  type BlackGateOptions,
  type CorridorShape,
  type FeatureCode,
  type MagicPotential,
  type RoomShape,
  type TreasureCell,
} from '../../games/blackgate';
import type { RuleTable } from '../ruleBook';
import {
  crtColumnWords,
  effectWords,
  featureWords,
  findColumnWords,
  itemColumnWords,
  modifierWords,
  optionWords,
  resultWords,
  specialWords,
  spellKindWords,
  trapWords,
  weaponWords,
} from './rulesWords';

/** Marks a datum that is our own completion (BLACKGATE's DESIGNED). */
export const mark = (tag: BgTag): string => (tag === 'DESIGNED' ? '*' : '');
export const DESIGNED_NOTE = '* our own completion: no source survives for it, so it is a choice of ours, easy to change.';

const faces = (min: number, max: number): string => (min === max ? String(min) : `${min}–${max}`);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
const mp = (m: MagicPotential): string => `${m.red}/${m.yellow}/${m.blue}`;
const cellText = (c: TreasureCell | null | undefined): string => (c ? `${c.on}: ${c.code.replace('x', '×')}` : '—');
const groupLabel = (cell: BgEncounterCell): string => {
  const name = bgMonsters[cell.monster].name;
  return cell.count === '1' ? name : `${cell.count}× ${name}`;
};
/** The range of modified rolls each band covers: "6 or less", "7–9", "10 or more". */
function bandRanges(bands: readonly BandRow[]): string[][] {
  return bands.map((b, i) => {
    const next = bands[i + 1];
    const range = i === 0 ? `${next!.from - 1} or less` : next ? faces(b.from, next.from - 1) : `${b.from} or more`;
    return [range, `${resultWords[b.result]}${mark(b.tag)}`];
  });
}

let cache: Record<string, RuleTable> | null = null;

/** Every table the Black Gate's reference shows, keyed by id. Built once from the data. */
export function blackGateTables(): Record<string, RuleTable> {
  if (cache) return cache;
  const t: RuleTable[] = [];

  t.push({
    id: 'corridors',
    title: '§1.2 Corridor tiles in the container',
    head: ['Shape', 'N E S W', 'Count'],
    rows: (Object.keys(corridorMix) as CorridorShape[]).map((s) => [s, corridorShapes[s].split('').join(' '), `${corridorMix[s]}${mark(tileTypes[`BG-C-${s}`].tag)}`]),
    note: `D door, O open end, W wall. ${DESIGNED_NOTE}`,
  });
  const shapes = Object.keys(roomShapes) as RoomShape[];
  t.push({
    id: 'rooms',
    title: '§1.2 Room tiles in the container',
    head: ['Feature', ...shapes.map((s) => `${s} ${roomShapes[s]}`)],
    rows: (Object.keys(roomMix) as FeatureCode[]).map((code) => [featureWords[code], ...shapes.map((s) => `${roomMix[code][s]}${mark(tileTypes[`BG-${code}-${s}`].tag)}`)]),
    note: DESIGNED_NOTE,
  });

  t.push({
    id: 'heroes',
    title: '§2.2 The heroes',
    head: ['Hero', 'Race', 'WP', 'MP r/y/b', 'RV', 'CB', 'Weapons', 'Weapon skill', 'Skill'],
    rows: heroes.map((h) => [
      `${h.name}${mark(h.tag)}`, h.race, String(h.wp), mp(h.mp), String(h.rv), String(h.cb),
      h.weapons.map((w) => weaponWords[w]).join(', '),
      h.weaponSkill ? `${weaponWords[h.weaponSkill.weapon]} +${h.weaponSkill.bonus}` : '—',
      `${{ detrap: 'Detrap', negotiation: 'Negotiation +', hellgate: 'Hellgate' }[h.skill.kind]}${h.skill.kind === 'negotiation' ? '' : ' '}${h.skill.value}`,
    ]),
    note: 'MP: magic potential, the spell points under a red, yellow or blue sun (§2.4).',
  });
  t.push({
    id: 'initiates',
    title: '§2.3 Initiates',
    head: ['Race', 'WP', 'RV', 'CB', 'Weapons', 'Weapon skill', 'Skill'],
    rows: Object.values(initiates).map((i) => [
      `${i.race}${mark(i.tag)}`, String(i.wp), String(i.rv), String(i.cb), `${i.weapons.map((w) => weaponWords[w]).join(', ')}${mark(initiateWeaponsTag)}`,
      `${weaponWords[i.weaponSkill.weapon]} +${i.weaponSkill.bonus}`, `${{ detrap: 'Detrap ', negotiation: 'Negotiation +', hellgate: 'Hellgate ' }[i.skill.kind]}${i.skill.value}`,
    ]),
    note: `No race may have more than ${maxInitiatesPerRace} living initiates in the party. ${DESIGNED_NOTE}`,
  });
  t.push({ id: 'initiateMagic', title: '§2.3 An initiate’s magic potential', head: ['1D6', 'MP r/y/b'], rows: initiateMagicTable.map((r) => [faces(r.min, r.max), `${mp(r.result)}${mark(r.tag)}`]) });
  t.push({ id: 'sun', title: '§2.4 The predominant sun', head: ['1D6', 'Sun'], rows: predominantSunTable.map((r) => [faces(r.min, r.max), `${r.result}${mark(r.tag)}`]) });

  t.push({
    id: 'checks',
    title: 'LŚ 5.0 The stage’s dice',
    head: ['When', '1D6', 'What follows'],
    rows: [
      ['A door on the way in (§6.1)', faces(1, trapNumbers.trappedOn), 'The door is trapped (Table 7.1)'],
      ['A room never visited', faces(1, monsterCheckTable.newRoom.on) + mark(monsterCheckTable.newRoom.tag), 'Room Monster Table (§7.3)'],
      ['A corridor, or a room seen before', faces(1, monsterCheckTable.corridorOrVisitedRoom.on) + mark(monsterCheckTable.corridorOrVisitedRoom.tag), 'Wandering Monster Table (§7.2)'],
      ['Opening a chest (types I–L)', faces(1, trapNumbers.chestTrappedOn) + mark(trapNumbers.tag), 'The chest is trapped (Table 7.1)'],
    ],
    note: DESIGNED_NOTE,
  });

  const lv = (k: 'strength' | 'agility' | 'reluctance', name: string) => [name, ...mazeLevels.map((l) => signed(mazeLevelsTable[l][k]))];
  t.push({
    id: 'levels',
    title: 'LŚ 6.7 Maze Levels',
    head: ['Modifier', ...mazeLevels.map((l) => `Level ${l}`)],
    rows: [
      lv('strength', 'Strength (added to the wound code)'),
      lv('agility', 'Agility (added to CB)'),
      lv('reluctance', 'Reluctance (added to NV)'),
      ['Number of monsters', ...mazeLevels.map((l) => `×${mazeLevelsTable[l].number}`)],
      ['Treasure type', ...mazeLevels.map((l) => (mazeLevelsTable[l].treasureSteps === 0 ? '—' : `${mazeLevelsTable[l].treasureSteps} step${mazeLevelsTable[l].treasureSteps === 1 ? '' : 's'} down`))],
      ['Experience', ...mazeLevels.map((l) => `×${mazeLevelsTable[l].experience}`)],
    ],
  });

  t.push({ id: 'traps', title: 'LŚ 7.1 Traps', head: ['1D6', 'Trap', 'What it does'], rows: bgTrapTable.map((r) => [faces(r.min, r.max), trapWords[r.result].name + mark(r.tag), trapWords[r.result].effect]) });

  t.push({
    id: 'wandering',
    title: '§7.2 Wandering Monster Table',
    head: ['2nd die \\ 1st die', '1', '2', '3', '4', '5', '6'],
    rows: bgWanderingMonsterTable.rows.map((row, i) => [faces(2 * i + 1, 2 * i + 2), ...row.map(groupLabel)]),
  });
  const psCells = bgRoomMonsterTable.rows.flatMap((row, i) => row.flatMap((cell, j) => {
    const ps = bgRoomMonsterTablePS.rows[i]![j]!;
    return ps.monster === cell.monster && ps.count === cell.count ? [] : [`(${i + 1}, ${j + 1}) ${groupLabel(ps)}`];
  }));
  t.push({
    id: 'room',
    title: '§7.3 Room Monster Table',
    head: ['1st die \\ 2nd die', '1', '2', '3', '4', '5', '6'],
    rows: bgRoomMonsterTable.rows.map((row, i) => [String(i + 1), ...row.map(groupLabel)]),
    note: `Under the option roomMonsterTable = PS: ${psCells.join(', ')}.`,
  });

  t.push({
    id: 'monsters',
    title: '§7.4 Monsters',
    head: ['Monster', 'Polish', 'WP', 'CB', 'NV', 'RV', 'Treasure', 'Weapon', 'Specials'],
    rows: Object.values(bgMonsters).map((m) => [
      `${m.name}${mark(m.tag)}`, m.polish, m.wp, String(m.cb), m.nv === null ? '—' : String(m.nv), String(m.rv),
      m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`,
      m.weapon ? weaponWords[m.weapon] : '—', m.specials.map((s) => specialWords[s].name).join(', ') || '—',
    ]),
    note: 'WP: the wound code, N+M is ND6+M and ½ a D3. NV —: never talks nor takes a bribe. Treasure: room/wandering letter.',
  });
  t.push({
    id: 'specials',
    title: '§7.5 Special abilities',
    head: ['Ability', 'Who', 'Works as', 'Resisted', 'What it does'],
    rows: Object.values(bgSpecials).map((s) => [
      `${specialWords[s.id].name}${mark(s.tag)}`,
      Object.values(bgMonsters).filter((m) => m.specials.includes(s.id)).map((m) => m.name).join(', '),
      s.asDm ?? '—', s.resisted ? 'yes' : 'no', specialWords[s.id].effect,
    ]),
    note: DESIGNED_NOTE,
  });

  t.push({ id: 'negotiation', title: 'LŚ 8.2 Negotiation (the default bands)', head: ['2D6 − NV + skill', 'Result'], rows: bandRanges(lsNegotiationBands) });
  t.push({ id: 'negotiationDm', title: 'LŚ 8.2 Negotiation under negotiationBands = dm', head: ['2D6 − NV + skill', 'Result'], rows: bandRanges(dmNegotiationBands), note: DESIGNED_NOTE });

  const colHeads = briberyColumns.map((c, i) => (i === briberyColumns.length - 1 ? `${c}+` : faces(c, briberyColumns[i + 1]! - 1)));
  t.push({
    id: 'bribery',
    title: 'LŚ 8.4 Bribery: the target number',
    head: ['Gold offered \\ WP + NV', ...colHeads],
    rows: briberyTable.map((r, i) => [i === briberyTable.length - 1 ? `${r.minGold}+` : faces(r.minGold, briberyTable[i + 1]!.minGold - 1), ...r.targets.map((n) => `${n}${mark(r.tag)}`)]),
    note: `Roll 1D6 at or under the target. The least offer is ${minimumBribe} GM; spells raise the target to ${bribeTargetCap} at most.`,
  });

  t.push({
    id: 'crt',
    title: '§9.3 Combat Results Table',
    head: ['Total', ...bgCrtColumns.map((c) => crtColumnWords[c])],
    rows: bgCombatResultsTable.map((r, i) => [
      i === 0 ? `≤ ${r.max}` : i === bgCombatResultsTable.length - 1 ? `≥ ${r.min}` : faces(r.min, r.max),
      ...bgCrtColumns.map((c) => `${r.wounds[c]}${c === 'monster' ? mark(r.monsterTag) : mark(r.tag)}`),
    ]),
    note: `The number read is the wounds dealt. Under monsterColumnAbove9 = dm the Monster column from 10 to 17 reads ${Object.entries(dmMonsterColumnAbove9).map(([total, wounds]) => `${total}→${wounds}`).join(', ')}. ${DESIGNED_NOTE}`,
  });
  t.push({
    id: 'modifiers',
    title: '§9.4 Attack modifiers (all add up)',
    head: ['Modifier', 'Value', 'For', 'Lasts'],
    rows: attackModifiers.map((m) => [
      `${modifierWords[m.id] ?? m.id}${mark(m.tag)}`,
      typeof m.value === 'number' ? signed(m.value) : m.value === 'CB' ? '+CB' : m.value === '1D6' ? '+1D6' : `+${m.value}`,
      `${m.appliesTo === 'both' ? 'all' : m.appliesTo}${m.weapons ? ` (${m.weapons.map((w) => weaponWords[w]).join(', ')})` : ''}`,
      { always: 'always', combat: 'that combat', nextCombat: 'the next combat', restOfGame: 'the rest of the game' }[m.lasts],
    ]),
  });

  t.push({
    id: 'spells',
    title: '§11.3 Spells',
    head: ['Spell', 'Cost (SP)', 'When', 'Effect'],
    rows: bgSpells.map((s) => [
      s.name, String(s.cost), spellKindWords[s.kind],
      s.enabled ? (s.effectTag === 'DESIGNED' ? 'ours*' : 'as the Deathmaze') : 'left out (B27)',
    ]),
    note: DESIGNED_NOTE,
  });

  t.push({
    id: 'experience',
    title: 'LŚ 12.0 Experience and improvement',
    head: ['What', 'Figure'],
    rows: [
      ['A kill, per starting WP of each monster', `${experienceNumbers.perWoundPoint} XP × the level’s multiplier`],
      ['Disarming a trap', `${experienceNumbers.disarm} XP${mark(experienceNumbers.tag)}`],
      ['Destroying the Gate, each living character', `${defaultOptions.gateXp} XP × the level’s multiplier*`],
      ['One improvement, between expeditions', `${experienceNumbers.improvementXp} XP and ${experienceNumbers.improvementGold} GM${mark(experienceNumbers.tag)}`],
      ['Highest RV, skill, MP', `${experienceNumbers.rvCap}, ${experienceNumbers.skillCap}, ${experienceNumbers.mpCap}${mark(experienceNumbers.tag)}`],
      ['Personal victory on the way out', `${personalVictory.xp} XP and ${personalVictory.gm} GM${mark(personalVictory.tag)}`],
    ],
    note: DESIGNED_NOTE,
  });

  t.push({
    id: 'finds',
    title: 'LŚ 13.9 Finds',
    head: ['Find', '1D6', 'Name', 'What happens'],
    rows: findColumns.flatMap((col) => findsTable[col].map((f, i) => [findColumnWords[col], String(i + 1), `${f.name}${mark(f.tag)}`, `${effectWords[f.effect] ?? f.effect}${mark(f.effectTag)}`])),
    note: DESIGNED_NOTE,
  });
  t.push({
    id: 'gateLevel',
    title: '§13.3 Where the Gate lies',
    head: ['1D6', 'The Gate’s level'],
    rows: gateLevelTable.map((r) => [faces(r.min, r.max), `Level ${r.result}${mark(r.tag)}`]),
    note: `The countdown, once started: ${gateCountdown.dice} new cells.`,
  });

  t.push({
    id: 'treasure',
    title: 'LŚ 14.9 Treasure',
    head: ['Type', 'Gold marks', 'Jewels', 'Magic items', 'Chest', 'treasureCells = MB'],
    rows: treasureLetters.map((l) => {
      const r = bgTreasureTable[l];
      const mb = bgTreasureCellsMB[l];
      const alt = mb ? [mb.gold ? `gold ${cellText(mb.gold)}` : '', mb.jewels ? `jewels ${cellText(mb.jewels)}` : ''].filter(Boolean).join(', ') : '';
      return [l, cellText(r.gold), cellText(r.jewels), cellText(r.items), r.chest ? `yes${mark(trapNumbers.tag)}` : 'no', alt || '—'];
    }),
    note: `n: code — roll 1D6, and on n or less roll the code. ${DESIGNED_NOTE}`,
  });
  t.push({ id: 'jewels', title: '§14.3 Jewels', head: ['2D6', 'GM'], rows: bgJewelTable.map((r) => [String(r.roll), `${r.gm}${mark(r.tag)}`]) });
  t.push({
    id: 'magicItems',
    title: '§14.4 Magic items',
    head: ['2nd \\ 1st', ...magicItemColumns.map((c, i) => `${i + 1} ${itemColumnWords[c]}`)],
    rows: [0, 1, 2, 3, 4, 5].map((row) => [String(row + 1), ...magicItemColumns.map((c) => `${bgMagicItemTable[c][row]!.name}${mark(bgMagicItemTable[c][row]!.tag)}`)]),
  });
  t.push({
    id: 'weaponBonus',
    title: '§14.4 A magic weapon’s bonus',
    head: ['1D6', 'Bonus'],
    rows: magicWeaponBonusTable.map((r) => [faces(r.min, r.max), `${r.result === 'rollTwice' ? 'roll twice and add' : `+${r.result}`}${mark(r.tag)}`]),
    note: DESIGNED_NOTE,
  });

  const keys = Object.keys(defaultOptions) as (keyof BlackGateOptions)[];
  t.push({
    id: 'options',
    title: '§0.4 Options',
    head: ['Option', 'Default', 'Other choices', 'Ruling', 'What it changes'],
    rows: keys.map((k) => {
      const values = optionValues[k] as readonly unknown[] | undefined;
      const others = values ? values.filter((v) => v !== defaultOptions[k]).map(String).join(', ') : (optionWords[k].other ?? '—');
      return [k, `${String(defaultOptions[k])}*`, others, optionWords[k].ruling, optionWords[k].what];
    }),
    note: `${DESIGNED_NOTE} Every default is a ruling's choice between the sources, or our own.`,
  });

  cache = Object.fromEntries(t.map((x) => [x.id, x]));
  return cache;
}

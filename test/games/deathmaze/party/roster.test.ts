/**
 * The roster between delves (13.0, 13.11, 13.21, 13.22): who joins, who comes back, who is lost
 * with the Bezants at home, what ability costs, and a veteran in one place at a time.
 */
import { describe, expect, it } from 'vitest';
import { advancedParty, standardParty } from '../../../../src/games/deathmaze/builders';
import { newGame, type GameSetup, type GameState } from '../../../../src/games/deathmaze/game';
import { SetupError } from '../../../../src/games/deathmaze/party/party';
import type { Veteran } from '../../../../src/games/deathmaze/party/continuity';
import {
  afterDelve,
  callHome,
  delveKey,
  departureProblem,
  emptyRoster,
  improveVeteran,
  improvementOptions,
  retire,
  RosterError,
  rosterProblem,
  sendOnDelve,
  setupKey,
  specForVeteran,
  type Roster,
} from '../../../../src/games/deathmaze/party/roster';

const NOW = '2026-11-30T07:00:00.000Z';
const ids = () => {
  let n = 0;
  return () => `v${++n}`;
};

/** The delve of `setup`, ended as `reason`, with the party's treasure and each adventurer's fate set by hand. */
function ended(setup: GameSetup, reason: 'escaped' | 'dead' | 'lost', fates: { alive: boolean; xp: number }[], bezants: number): GameState {
  const s = newGame(setup).state;
  s.phase = { kind: 'over', reason };
  s.party.bezants = bezants;
  s.party.adventurers.forEach((a, i) => {
    a.alive = fates[i]?.alive ?? true;
    a.xp = fates[i]?.xp ?? 0;
    a.wounds = a.alive ? a.woundPoints - 1 : a.woundPoints;
  });
  return s;
}

const veteran = (over: Partial<Veteran> = {}): Veteran => ({
  name: 'Hrolf',
  class: 'hero',
  woundPoints: 9,
  magicResistance: 1,
  detrap: 0,
  skills: { sword: 1 },
  spells: [],
  items: [],
  xp: 0,
  bezants: 0,
  delves: 1,
  ...over,
});

const rosterOf = (...vs: Veteran[]): Roster => ({ entries: vs.map((v, i) => ({ id: `r${i + 1}`, veteran: v, away: null, joined: NOW })), recorded: [] });

function refusedWith(f: () => unknown, rule: string, text: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RosterError);
    expect((e as RosterError).rule).toBe(rule);
    expect((e as RosterError).reason).toMatch(text);
    return;
  }
  throw new Error('expected a refusal');
}

describe('13.0 survivors join the roster', () => {
  it('13.0: those who got out join healed, with their Experience and share; the dead do not', () => {
    const setup: GameSetup = { seed: 'r-1', party: standardParty(4) };
    const state = ended(setup, 'escaped', [{ alive: true, xp: 80 }, { alive: false, xp: 30 }, { alive: true, xp: 12 }, { alive: true, xp: 0 }], 330);
    const { roster, report } = afterDelve(emptyRoster(), setup, [], state, ids(), NOW);
    expect(report.joined).toEqual(['Aldric', 'Corwin', 'Dara']);
    expect(roster.entries).toHaveLength(3);
    const first = roster.entries[0]!.veteran;
    // 9.18: 330 shared by 3 = 110 each
    expect(first).toMatchObject({ name: 'Aldric', xp: 80, bezants: 110, delves: 1, woundPoints: 9 });
    expect(roster.entries.every((e) => e.away === null && e.joined === NOW)).toBe(true);
    expect(rosterProblem(roster)).toBeNull();
  });

  it('13.0: a party that did not get out gives nobody to the roster', () => {
    const setup: GameSetup = { seed: 'r-2', party: standardParty(2) };
    const state = ended(setup, 'lost', [{ alive: true, xp: 90 }, { alive: true, xp: 90 }], 500);
    expect(afterDelve(emptyRoster(), setup, [], state, ids(), NOW).roster.entries).toEqual([]);
  });

  it('13.0: magic items are kept, magic weapons in hand among them; untested potions stay behind; spell rings are ready again (12.13)', () => {
    const setup: GameSetup = { seed: 'r-3', party: standardParty(1) };
    const state = ended(setup, 'escaped', [{ alive: true, xp: 0 }], 0);
    const a = state.party.adventurers[0]!;
    a.weaponBonus = [2, 0];
    a.items = [{ kind: 'armor', wp: 2 }, { kind: 'ring', ring: 'blast', spent: true }, { kind: 'potion' }, { kind: 'spice', spice: 'mustard' }];
    a.woundPoints += 2; // the armor is worn (9.32)
    const v = afterDelve(emptyRoster(), setup, [], state, ids(), NOW).roster.entries[0]!.veteran;
    expect(v.woundPoints).toBe(9); // the armor's points are counted again when it is worn next time
    expect(v.items).toEqual([{ kind: 'weapon', weapon: 'sword', bonus: 2 }, { kind: 'armor', wp: 2 }, { kind: 'ring', ring: 'blast' }, { kind: 'spice', spice: 'mustard' }]);
  });

  it('13.0: each finished delve is counted once', () => {
    const setup: GameSetup = { seed: 'r-4', party: standardParty(2) };
    const state = ended(setup, 'escaped', [{ alive: true, xp: 10 }, { alive: true, xp: 10 }], 200);
    const once = afterDelve(emptyRoster(), setup, [], state, ids(), NOW).roster;
    const twice = afterDelve(once, setup, [], state, ids(), NOW);
    expect(twice.report.already).toBe(true);
    expect(twice.roster.entries).toHaveLength(2);
  });

  it('13.0: a delve that is not over adds nobody', () => {
    const setup: GameSetup = { seed: 'r-5', party: standardParty(2) };
    refusedWith(() => afterDelve(emptyRoster(), setup, [], newGame(setup).state, ids(), NOW), '13.0', /not over/);
  });

  it('delve keys tell setups and action lists apart, whatever the key order', () => {
    const setup: GameSetup = { seed: 7, party: standardParty(2) };
    const reordered = JSON.parse(JSON.stringify({ party: setup.party, seed: 7 })) as GameSetup;
    expect(setupKey(reordered)).toBe(setupKey(setup));
    expect(setupKey({ ...setup, seed: 8 })).not.toBe(setupKey(setup));
    expect(delveKey(setup, [{ type: 'leave' }])).not.toBe(delveKey(setup, []));
  });
});

describe('13.0 veterans go down again', () => {
  it('13.0: a veteran goes down healed, restocked with two ordinary weapons, items and ability kept', () => {
    const r = rosterOf(veteran({ items: [{ kind: 'armor', wp: 1 }], magicResistance: 3 }));
    const spec = specForVeteran(r.entries[0]!, ['axe', 'bow']);
    const s = newGame({ seed: 'v-1', party: [spec, ...standardParty(1)], advanced: true }).state;
    const a = s.party.adventurers[0]!;
    expect(a).toMatchObject({ name: 'Hrolf', woundPoints: 10, wounds: 0, magicResistance: 3, weapons: ['axe', 'bow'], weaponBonus: [0, 0], skills: { sword: 1 }, xp: 0 });
    expect(a.items).toEqual([{ kind: 'armor', wp: 1 }]);
  });

  it('11.11: a Wizard veteran restocks daggers only', () => {
    const r = rosterOf(veteran({ name: 'Mab', class: 'wizard', woundPoints: 4, magicResistance: 2, skills: {}, spells: ['blast'] }));
    refusedWith(() => specForVeteran(r.entries[0]!, ['sword', 'dagger']), '11.11', /daggers/);
  });

  it('13.0: a tampered record is refused at setup with the rule, not a crash', () => {
    const r = rosterOf(veteran({ magicResistance: 9 }));
    const spec = specForVeteran(r.entries[0]!, ['sword', 'bow']);
    expect(() => newGame({ seed: 'v-2', party: [spec], advanced: true })).toThrow(SetupError);
  });

  it('13.0: a veteran is in one place at a time: not twice in a party, not while away', () => {
    const r = rosterOf(veteran(), veteran({ name: 'Sela' }));
    expect(departureProblem(r, ['r1', 'r1'])).toMatch(/twice/);
    expect(departureProblem(r, ['r1'], 6)).toMatch(/at most 6/);
    const setup: GameSetup = { seed: 'v-3', party: [specForVeteran(r.entries[0]!, ['sword', 'bow'])], advanced: true };
    const away = sendOnDelve(r, setup, { r1: 0 });
    expect(away.entries[0]!.away).toEqual({ delve: setupKey(setup), slot: 0 });
    expect(departureProblem(away, ['r1'])).toMatch(/away on another delve/);
    refusedWith(() => sendOnDelve(away, setup, { r1: 0 }), '13.0', /away/);
    expect(departureProblem(callHome(away, 'r1'), ['r1'])).toBeNull();
  });

  it('13.21: a veteran who comes back adds this delve’s Experience and share to what waited at home', () => {
    const r = rosterOf(veteran({ xp: 40, bezants: 60, delves: 2 }));
    const setup: GameSetup = { seed: 'v-4', party: [specForVeteran(r.entries[0]!, ['sword', 'bow']), ...standardParty(1)], advanced: true };
    const away = sendOnDelve(r, setup, { r1: 0 });
    const state = ended(setup, 'escaped', [{ alive: true, xp: 36 }, { alive: true, xp: 5 }], 100);
    const { roster, report } = afterDelve(away, setup, [], state, ids(), NOW);
    expect(report).toMatchObject({ returned: ['Hrolf'], joined: ['Aldric'], lost: [] });
    expect(roster.entries[0]).toMatchObject({ id: 'r1', away: null, veteran: { xp: 76, bezants: 110, delves: 3 } });
  });

  it('13.21: a veteran who dies on a later delve leaves the roster and the Bezants at home are lost', () => {
    const r = rosterOf(veteran({ xp: 500, bezants: 900 }), veteran({ name: 'Sela' }));
    const setup: GameSetup = { seed: 'v-5', party: [specForVeteran(r.entries[0]!, ['sword', 'bow']), ...standardParty(1)], advanced: true };
    const state = ended(setup, 'escaped', [{ alive: false, xp: 0 }, { alive: true, xp: 0 }], 0);
    const { roster, report } = afterDelve(sendOnDelve(r, setup, { r1: 0 }), setup, [], state, ids(), NOW);
    expect(report.lost).toEqual(['Hrolf']);
    expect(roster.entries.map((e) => e.veteran.name)).toEqual(['Sela', 'Aldric']);
  });

  it('13.0: a veteran called home before the delve ended is left as they were', () => {
    const r = rosterOf(veteran({ xp: 10 }));
    const setup: GameSetup = { seed: 'v-6', party: [specForVeteran(r.entries[0]!, ['sword', 'bow'])], advanced: true };
    const home = callHome(sendOnDelve(r, setup, { r1: 0 }), 'r1');
    const state = ended(setup, 'escaped', [{ alive: true, xp: 99 }], 999);
    const { roster, report } = afterDelve(home, setup, [], state, ids(), NOW);
    expect(report.notWaiting).toEqual(['Hrolf']);
    expect(roster.entries).toEqual(home.entries);
  });
});

describe('13.11 ability between delves', () => {
  it('13.11: 75 Experience and 100 Bezants buy one point: +1 Wound Point', () => {
    const r = improveVeteran(rosterOf(veteran({ xp: 80, bezants: 130 })), 'r1', { kind: 'woundPoint' });
    expect(r.entries[0]!.veteran).toMatchObject({ woundPoints: 10, xp: 5, bezants: 30 });
  });

  it('13.11: a weapon skill rises by one', () => {
    const r = improveVeteran(rosterOf(veteran({ xp: 75, bezants: 100 })), 'r1', { kind: 'weaponSkill', weapon: 'sword' });
    expect(r.entries[0]!.veteran.skills).toEqual({ sword: 2 });
  });

  it('13.11: multiples buy several points, one at a time', () => {
    let r = rosterOf(veteran({ xp: 150, bezants: 250 }));
    r = improveVeteran(r, 'r1', { kind: 'magicResistance' });
    r = improveVeteran(r, 'r1', { kind: 'woundPoint' });
    expect(r.entries[0]!.veteran).toMatchObject({ magicResistance: 2, woundPoints: 10, xp: 0, bezants: 50 });
    refusedWith(() => improveVeteran(r, 'r1', { kind: 'woundPoint' }), '13.11', /75 Experience and 100 Bezants/);
  });

  it('13.11: refused short of 75 Experience, or short of 100 Bezants', () => {
    refusedWith(() => improveVeteran(rosterOf(veteran({ xp: 74, bezants: 500 })), 'r1', { kind: 'woundPoint' }), '13.11', /75 Experience/);
    refusedWith(() => improveVeteran(rosterOf(veteran({ xp: 500, bezants: 99 })), 'r1', { kind: 'woundPoint' }), '13.11', /100 Bezants/);
  });

  it('13.11: Magic Resistance stops at 5', () => {
    refusedWith(() => improveVeteran(rosterOf(veteran({ xp: 75, bezants: 100, magicResistance: 5 })), 'r1', { kind: 'magicResistance' }), '13.11', /above 5/);
  });

  it('13.11: only Thieves buy Detrap', () => {
    refusedWith(() => improveVeteran(rosterOf(veteran({ xp: 75, bezants: 100 })), 'r1', { kind: 'detrap' }), '13.11', /Thieves/);
    const thief = veteran({ name: 'Tam', class: 'thief', woundPoints: 6, detrap: 1, xp: 75, bezants: 100 });
    expect(improveVeteran(rosterOf(thief), 'r1', { kind: 'detrap' }).entries[0]!.veteran.detrap).toBe(2);
  });

  it('13.11: only Wizards learn a new spell, and not one they know', () => {
    refusedWith(() => improveVeteran(rosterOf(veteran({ xp: 75, bezants: 100 })), 'r1', { kind: 'spell', spell: 'heal' }), '13.11', /Wizards/);
    const wiz = veteran({ name: 'Mab', class: 'wizard', woundPoints: 4, magicResistance: 2, skills: {}, spells: ['blast'], xp: 75, bezants: 100 });
    refusedWith(() => improveVeteran(rosterOf(wiz), 'r1', { kind: 'spell', spell: 'blast' }), '13.11', /already knows/);
    expect(improveVeteran(rosterOf(wiz), 'r1', { kind: 'spell', spell: 'heal' }).entries[0]!.veteran.spells).toEqual(['blast', 'heal']);
  });

  it('13.11, 11.11: a Wizard takes skill with daggers only', () => {
    const wiz = veteran({ name: 'Mab', class: 'wizard', woundPoints: 4, magicResistance: 2, skills: {}, spells: ['blast'], xp: 75, bezants: 100 });
    refusedWith(() => improveVeteran(rosterOf(wiz), 'r1', { kind: 'weaponSkill', weapon: 'axe' }), '13.11', /daggers/);
  });

  it('13.11: ability is bought at home, not while away on a delve', () => {
    const r = rosterOf(veteran({ xp: 75, bezants: 100 }));
    const setup: GameSetup = { seed: 'i-1', party: [specForVeteran(r.entries[0]!, ['sword', 'bow'])], advanced: true };
    refusedWith(() => improveVeteran(sendOnDelve(r, setup, { r1: 0 }), 'r1', { kind: 'woundPoint' }), '13.11', /away/);
  });

  it('13.11: the options list each point with its refusal, class by class', () => {
    const hero = improvementOptions(veteran({ xp: 75, bezants: 100, magicResistance: 5 }));
    expect(hero.find((o) => o.choice.kind === 'magicResistance')?.problem).toMatch(/above 5/);
    expect(hero.find((o) => o.choice.kind === 'woundPoint')?.problem).toBeNull();
    expect(hero.some((o) => o.choice.kind === 'detrap' || o.choice.kind === 'spell')).toBe(false);
    const wiz = improvementOptions(veteran({ name: 'Mab', class: 'wizard', woundPoints: 4, magicResistance: 2, skills: {}, spells: ['blast'] }));
    expect(wiz.filter((o) => o.choice.kind === 'spell')).toHaveLength(11);
    expect(wiz.filter((o) => o.choice.kind === 'weaponSkill').map((o) => (o.choice as { weapon: string }).weapon)).toEqual(['dagger', 'throwingDagger']);
    expect(wiz.every((o) => o.problem !== null)).toBe(true); // nothing saved up yet
  });

  it('retiring takes a veteran off the roster', () => {
    expect(retire(rosterOf(veteran(), veteran({ name: 'Sela' })), 'r1').entries.map((e) => e.id)).toEqual(['r2']);
    refusedWith(() => retire(emptyRoster(), 'r9'), '13.0', /no longer/);
  });

  it('a roster with a tampered record or a repeated id is refused', () => {
    expect(rosterProblem(rosterOf(veteran({ woundPoints: 2 })))).toMatch(/Wound Points/);
    const twin = rosterOf(veteran());
    expect(rosterProblem({ ...twin, entries: [...twin.entries, ...twin.entries] })).toMatch(/share the id/);
  });

  it('13.22: charmed monsters never join the roster', () => {
    const setup: GameSetup = { seed: 'c-1', party: advancedParty(2), advanced: true };
    const state = ended(setup, 'escaped', [{ alive: true, xp: 0 }, { alive: true, xp: 0 }], 0);
    state.party.charmed = [{ id: 'm1' } as never];
    expect(afterDelve(emptyRoster(), setup, [], state, ids(), NOW).roster.entries).toHaveLength(2);
  });
});

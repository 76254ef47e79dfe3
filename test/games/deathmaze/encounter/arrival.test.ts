/**
 * Arriving on a segment (5.26–5.28): trapped doors and traps (10.x), monster checks and
 * monster tables (5.27, 7.1), negotiation (7.2) and the end of the party (4.0).
 *
 * Every test scripts the dice: each d6 the engine throws takes the next face, in order, and
 * most tests check that the script was used up exactly (no die too many, none too few).
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, tryApply, type GameState, type Outcome } from '../../../../src/games/deathmaze/game';
import { scriptDice, stackCup } from '../../../../src/games/deathmaze/builders';
import { chitTypes, type ChitTypeId } from '../../../../src/games/deathmaze/data/chitTypes';
import type { Dir } from '../../../../src/games/deathmaze/board/grid';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import { adv, advancedAtEntrance, allUsed, atEntrance, EAST, give, groupHere, kinds, NORTH, PARTY, play, potion, SOUTH, spice, WEST, wounds } from '../helpers';

// ---------------------------------------------------------------------------------------------
// Helpers (the shared ones, and PARTY, the usual four, are in ./helpers). Every `play` checks
// that its script was used up; `allUsed` does the same for the arrivals below.

/** Moves the party `dir` into an unexplored segment, `chit` coming out of its cup, with these dice. */
function enter(s: GameState, dir: Dir, chit: ChitTypeId, faces: number[]): Outcome {
  stackCup(s, chitTypes[chit].cup, [chit]);
  scriptDice(s, faces);
  const drawn = apply(s, { type: 'move', dir }).state;
  expect(drawn.phase.kind).toBe('place');
  expect(drawn.hand?.type).toBe(chit);
  return apply(drawn, legalActions(drawn)[0]!);
}

/** The room north of the entrance (a one-door room, entered through its door). */
const intoRoom = (s: GameState, faces: number[]): Outcome => enter(s, NORTH, 'R1', faces);
/** The corridor east of the entrance (entered through an open end). */
const intoCorridor = (s: GameState, faces: number[]): Outcome => enter(s, EAST, 'C-S0', faces);

/** The party faced by a trapped door (the room north, door die 1). */
function trappedDoor(party: AdventurerSpec[] = PARTY): GameState {
  const out = intoRoom(atEntrance(party), [1]);
  allUsed(out);
  return out.state;
}

// ---------------------------------------------------------------------------------------------

describe('5.26 trapped doors', () => {
  it('5.26 a door into a new segment is trapped on a 1: phase trap, source door', () => {
    const out = intoRoom(atEntrance(), [1]);
    allUsed(out);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'door' });
    const check = out.events.find((e) => e.kind === 'door-checked')!;
    expect(check.rule).toBe('5.26');
    expect(check.dice).toEqual([1]);
    // the monster check waits until the trap is dealt with (5.27)
    expect(kinds(out.events)).not.toContain('monster-check');
  });

  it.each([2, 3, 4, 5, 6])('5.26 a door die of %i is no trap: the monster check follows', (face) => {
    const out = intoRoom(atEntrance(), [face, 6]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('explore');
    expect(kinds(out.events)).toEqual(expect.arrayContaining(['door-checked', 'monster-check']));
    expect(out.events.findIndex((e) => e.kind === 'door-checked')).toBeLessThan(out.events.findIndex((e) => e.kind === 'monster-check'));
  });

  it('5.26 a corridor entered by an open end throws no door die', () => {
    const out = intoCorridor(atEntrance(), [6]);
    allUsed(out);
    expect(kinds(out.events)).not.toContain('door-checked');
    expect(out.state.phase.kind).toBe('explore');
  });

  it('5.28 a door into an explored segment is never checked for traps (no die is thrown for it)', () => {
    const room = intoRoom(atEntrance(), [2, 6]).state;
    // back south through the same door to the entrance: only the wandering check (5.27) is thrown
    const back = play(room, [2], { type: 'move', dir: SOUTH });
    expect(kinds(back.events)).not.toContain('door-checked');
    expect(back.events.filter((e) => e.kind === 'monster-check')).toHaveLength(1);
    // and north again into the room, whose door is no longer new
    const again = play(back.state, [2], { type: 'move', dir: NORTH });
    expect(kinds(again.events)).not.toContain('door-checked');
    expect(again.state.phase.kind).toBe('explore');
  });
});

describe('10.1 detrapping', () => {
  it('10.11, 10.12 a Thief who rolls under Detrap removes the door’s trap and gains 10 Experience', () => {
    const s = trappedDoor();
    const out = play(s, [2, 6], { type: 'detrap', who: 'a3' }); // Sly: Detrap 2, rolls 2
    const a3 = adv(out.state, 'a3');
    expect(a3.xp).toBe(10);
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.events.find((e) => e.kind === 'trap-detrapped')).toMatchObject({ rule: '10.12', who: 'a3', amount: 10, dice: [2] });
    expect(kinds(out.events)).toContain('monster-check');
    expect(out.state.phase.kind).toBe('explore');
  });

  it('10.12 a Thief who rolls over Detrap fails and suffers the trap himself (10.13)', () => {
    const s = trappedDoor();
    // Sly rolls 3 > 2, the trap is Flaming Oil (5): one wound to him; then the monster check
    const out = play(s, [3, 5, 6], { type: 'detrap', who: 'a3' });
    expect(adv(out.state, 'a3').xp).toBe(0);
    expect(wounds(out.state)).toEqual([0, 0, 1, 0]);
    expect(kinds(out.events)).not.toContain('trap-detrapped');
    expect(out.state.phase.kind).toBe('explore');
  });

  it('10.12 only Thieves may detrap: a Hero is refused with RuleError 10.12', () => {
    const s = trappedDoor();
    const detrappers = legalActions(s).filter((a) => a.type === 'detrap').map((a) => (a as { who: string }).who);
    expect(detrappers.sort()).toEqual(['a3', 'a4']);
    const r = tryApply(s, { type: 'detrap', who: 'a1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('10.12');
    expect(() => apply(s, { type: 'detrap', who: 'a2' })).toThrow(/10\.12/);
  });

  it('10.12 a party without Thieves may only open the door', () => {
    const heroes = PARTY.slice(0, 2);
    const s = trappedDoor(heroes);
    expect(legalActions(s).map((a) => a.type).filter((t) => ['open', 'detrap', 'sesame'].includes(t))).toEqual(['open', 'open']);
  });

  it('10.13 anyone may open the door instead, and the one who opens it suffers the trap', () => {
    const s = trappedDoor();
    expect(legalActions(s).filter((a) => a.type === 'open')).toHaveLength(4);
    // no detrap die: straight to the Trap Table (5 = Flaming Oil), then the monster check
    const out = play(s, [5, 6], { type: 'open', who: 'a3' });
    expect(wounds(out.state)).toEqual([0, 0, 1, 0]);
    expect(adv(out.state, 'a3').xp).toBe(0);
    expect(out.state.phase.kind).toBe('explore');
  });
});

describe('10.21, 10.3 the effects of traps: a die on the Trap Table (Brand, a1, opens the door)', () => {
  const spring = (faces: number[]): Outcome => play(trappedDoor(), [...faces, 6], { type: 'open', who: 'a1' });

  it('10.22 Arrow: the Bow column with no bonus, a 5 hits for 1 wound', () => {
    const out = spring([1, 5]);
    expect(wounds(out.state)).toEqual([1, 0, 0, 0]);
  });

  it('10.22 Arrow: a 4 on the Bow column misses', () => {
    const out = spring([1, 4]);
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
  });

  it('10.23 Poisoned Arrow: a hit adds 1D3 poison wounds (5 hits for 1, poison 6 → 3)', () => {
    const out = spring([2, 5, 6]);
    expect(wounds(out.state)).toEqual([4, 0, 0, 0]);
  });

  it('10.23 Poisoned Arrow: a miss throws no poison die', () => {
    const out = spring([2, 3]);
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('10.24 Poison Gas: 1D3 wounds (die %i → %i)', (face, n) => {
    const out = spring([3, face]);
    expect(wounds(out.state)).toEqual([n, 0, 0, 0]);
  });

  it('10.25 Explosion wounds every living adventurer 1', () => {
    const out = spring([4]);
    expect(wounds(out.state)).toEqual([1, 1, 1, 1]);
  });

  it('10.25 Explosion leaves the dead alone', () => {
    const s = trappedDoor();
    const wren = adv(s, 'a4');
    wren.wounds = wren.woundPoints;
    wren.alive = false;
    s.party.order = [['a1', 'a2', null], ['a3', null, null]];
    const out = play(s, [4, 6], { type: 'open', who: 'a1' });
    expect(wounds(out.state)).toEqual([1, 1, 1, wren.woundPoints]);
  });

  it('10.26 Flaming Oil: 1 wound to the one who opened it only', () => {
    const out = spring([5]);
    expect(wounds(out.state)).toEqual([1, 0, 0, 0]);
  });

  it('10.27 Roll Twice: two traps go off (Flaming Oil and Poison Gas)', () => {
    const out = spring([6, 5, 3, 2]); // 6: roll twice → 5 Flaming Oil, 3 Poison Gas (die 2 → 1)
    expect(wounds(out.state)).toEqual([2, 0, 0, 0]);
    const sprung = out.events.find((e) => e.kind === 'trap-sprung' && e.rule === '10.27');
    expect(sprung?.dice).toEqual([6, 5, 3]);
  });

  it('10.27 a second Roll Twice makes three traps (DATA ruling 6)', () => {
    const out = spring([6, 6, 5, 5, 5]); // three Flaming Oils
    expect(wounds(out.state)).toEqual([3, 0, 0, 0]);
  });

  it('10.27 Roll Twice with an Explosion among the results hits everyone', () => {
    const out = spring([6, 4, 5]);
    expect(wounds(out.state)).toEqual([2, 1, 1, 1]);
  });
});

describe('5.27 monster checks', () => {
  it.each([2, 3, 4, 5, 6])('5.27 a corridor holds no wandering monster on a %i', (face) => {
    const out = intoCorridor(atEntrance(), [face]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)).toBeUndefined();
  });

  it('5.27 a corridor holds wandering monsters on a 1 (7.3: 4 across, 3 down → a Skeleton, its Wound Points rolled when fought, 7.14)', () => {
    const out = intoCorridor(atEntrance(), [1, 4, 3]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('encounter');
    const g = groupHere(out.state)!;
    expect(g.origin).toBe('wandering');
    expect(g.units).toHaveLength(1);
    expect(g.units[0]).toMatchObject({ monster: 'skeleton', wounds: 0, alive: true });
    expect(g.units[0]!.woundPoints).toBeUndefined();
    expect(out.events.find((e) => e.kind === 'monster-check')).toMatchObject({ rule: '5.27', dice: [1] });
    const fought = play(out.state, [5], { type: 'fight' });
    expect(groupHere(fought.state)!.units[0]).toMatchObject({ monster: 'skeleton', woundPoints: 5, wounds: 0, alive: true });
  });

  it.each([1, 2, 3])('5.27 a new room holds a room monster on a %i (7.4: 3 down, 4 across → a Skeleton, its Wound Points rolled when fought, 7.14)', (face) => {
    const out = intoRoom(atEntrance(), [2, face, 3, 4]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('encounter');
    const g = groupHere(out.state)!;
    expect(g.origin).toBe('room');
    expect(g.units.map((u) => [u.monster, u.woundPoints])).toEqual([['skeleton', undefined]]);
    const fought = play(out.state, [2], { type: 'fight' });
    expect(groupHere(fought.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['skeleton', 2]]);
  });

  it.each([4, 5, 6])('5.27 a new room is empty on a %i', (face) => {
    const out = intoRoom(atEntrance(), [2, face]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)).toBeUndefined();
  });

  it('5.27 a room visited before uses the 1-in-6 wandering check: a 2 finds nothing', () => {
    const room = intoRoom(atEntrance(), [2, 6]).state;
    const back = play(room, [6], { type: 'move', dir: SOUTH }).state;
    const again = play(back, [2], { type: 'move', dir: NORTH });
    expect(again.state.phase.kind).toBe('explore');
    expect(groupHere(again.state)).toBeUndefined();
  });

  it('5.27 a room visited before finds wandering monsters on a 1, from the Wandering table (7.11)', () => {
    const room = intoRoom(atEntrance(), [2, 6]).state;
    const back = play(room, [6], { type: 'move', dir: SOUTH }).state;
    // 7.3: 1st die 4 across, 2nd die 3 down → Skeleton (on 7.4, 4 then 3 would be a DESIGNED Vampire)
    const again = play(back, [1, 4, 3], { type: 'move', dir: NORTH });
    expect(again.state.phase.kind).toBe('encounter');
    const g = groupHere(again.state)!;
    expect(g.origin).toBe('wandering');
    expect(g.units.map((u) => u.monster)).toEqual(['skeleton']);
  });

  it('5.27 a corridor reached through a door (5.23) gets the door check and then only the 1-in-6 wandering check (DATA ruling 8)', () => {
    const s = atEntrance();
    // the Room cup gives a "Corridor" chit: thrown back, and a corridor-cup chit is laid instead
    stackCup(s, 'room', ['RC-S2']);
    stackCup(s, 'corridor', ['C-S2']);
    scriptDice(s, [2, 2]);
    const drawn = apply(s, { type: 'move', dir: NORTH }).state;
    expect(drawn.hand).toMatchObject({ type: 'C-S2', cup: 'corridor' });
    const out = apply(drawn, legalActions(drawn)[0]!);
    allUsed(out);
    expect(kinds(out.events)).toEqual(expect.arrayContaining(['door-checked', 'monster-check']));
    // a 2 would find a room monster in a new room; in a corridor it finds nothing
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)).toBeUndefined();
  });

  it('5.27 the entrance corridor, re-entered, gets the wandering check', () => {
    const corridor = intoCorridor(atEntrance(), [6]).state;
    const back = play(corridor, [1, 4, 3], { type: 'move', dir: WEST });
    expect(back.state.phase.kind).toBe('encounter');
    expect(groupHere(back.state)!.origin).toBe('wandering');
  });

  it('5.27 after a trap is dealt with, the monster check of the new room follows (1–3)', () => {
    const s = trappedDoor();
    const out = play(s, [1, 3, 3, 4], { type: 'detrap', who: 'a3' });
    expect(out.state.phase.kind).toBe('encounter');
    expect(groupHere(out.state)!.origin).toBe('room');
  });
});

describe('7.1 monster tables', () => {
  it('7.15 an Evil Wizard on the Room table leaves the segment empty in the Basic Game', () => {
    const out = intoRoom(atEntrance(), [2, 1, 1, 2]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)).toBeUndefined();
    expect(out.events.find((e) => e.kind === 'monsters-appear')?.rule).toBe('7.15');
  });

  it('7.15 an Evil Wizard on the Wandering table leaves the segment empty too', () => {
    const out = intoCorridor(atEntrance(), [1, 2, 1]);
    allUsed(out);
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)).toBeUndefined();
  });

  it('7.14 Wound Points are rolled for each monster of a group when the party engages it, not when it appears (7.4: 2 down, 3 across → 1D6 Skeletons)', () => {
    const out = intoRoom(atEntrance(), [2, 1, 2, 3, 3]);
    allUsed(out);
    const g = groupHere(out.state)!;
    expect(g.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['skeleton', undefined],
      ['skeleton', undefined],
      ['skeleton', undefined],
    ]);
    expect(new Set(g.units.map((u) => u.id)).size).toBe(3);
    // 7.12–7.13: the reveal throws the table dice and the count die, nothing more
    expect(out.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '7.4', amount: 3, dice: [2, 3, 3] });
    expect(kinds(out.events)).not.toContain('wound-points');
    const fought = play(out.state, [2, 5, 1], { type: 'fight' });
    expect(groupHere(fought.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['skeleton', 2],
      ['skeleton', 5],
      ['skeleton', 1],
    ]);
    expect(fought.events.filter((e) => e.kind === 'wound-points')).toEqual([expect.objectContaining({ rule: '7.14', dice: [2, 5, 1], amount: 3, text: 'Skeletons: Wound Points 2, 5, 1.' })]);
    expect(fought.state.phase).toEqual({ kind: 'lineUp', monstersFirst: false });
  });

  it('7.14 a wound code that comes to 0 gives 1 Wound Point (Goblin 1−1 rolling 1 when fought; DATA ruling 4)', () => {
    const met = intoCorridor(atEntrance(), [1, 3, 5]);
    allUsed(met);
    const out = play(met.state, [1], { type: 'fight' });
    expect(groupHere(out.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['goblin', 1]]);
  });

  it('7.14 a Goblin 1−1 rolling 4 when fought has 3 Wound Points', () => {
    const met = intoCorridor(atEntrance(), [1, 3, 5]);
    allUsed(met);
    const out = play(met.state, [4], { type: 'fight' });
    expect(groupHere(out.state)!.units[0]!.woundPoints).toBe(3);
  });

  it('7.14 a 1D3x group: Goblins (7.3: 2 across, 5 down), count die 6 → 3, each rolling its own Wound Points when fought', () => {
    const met = intoCorridor(atEntrance(), [1, 2, 5, 6]);
    allUsed(met);
    expect(groupHere(met.state)!.units.map((u) => u.woundPoints)).toEqual([undefined, undefined, undefined]);
    const out = play(met.state, [1, 2, 6], { type: 'fight' });
    expect(groupHere(out.state)!.units.map((u) => u.woundPoints)).toEqual([1, 1, 5]);
  });

  it('8.9 ruling 58: the Evil Hero\'s sword skill is rolled once, right after its Wound Points, when combat is joined', () => {
    const met = intoCorridor(atEntrance(), [1, 1, 1]);
    allUsed(met);
    const g = groupHere(met.state)!;
    expect(g.units).toHaveLength(1);
    expect(g.units[0]).toMatchObject({ monster: 'evilHero', swordSkill: 0 });
    expect(g.units[0]!.woundPoints).toBeUndefined();
    expect(met.events.find((e) => e.kind === 'monsters-appear')?.dice).toEqual([1, 1]);
    const out = play(met.state, [3, 4], { type: 'fight' });
    expect(groupHere(out.state)!.units[0]).toMatchObject({ monster: 'evilHero', woundPoints: 9, swordSkill: 4 });
    expect(out.events.find((e) => e.kind === 'wound-points')).toMatchObject({ rule: '7.14', dice: [3, 4], amount: 1, text: 'Evil Hero: Wound Points 9 (sword skill +4, 8.9).' });
  });

  it('8.9 ruling 58: a failed negotiation with the Evil Hero throws its own two dice, then the Wound Points and sword skill, once', () => {
    const met = intoCorridor(atEntrance(), [1, 1, 1]).state;
    const out = play(met, [4, 4, 3, 4], { type: 'negotiate' }); // 8 − 5 = 3: failure → line-up
    expect(out.state.phase).toEqual({ kind: 'lineUp', monstersFirst: true });
    expect(out.events.find((e) => e.kind === 'negotiated')?.dice).toEqual([4, 4]);
    expect(out.events.filter((e) => e.kind === 'wound-points').map((e) => e.dice)).toEqual([[3, 4]]);
    expect(groupHere(out.state)!.units[0]).toMatchObject({ woundPoints: 9, swordSkill: 4 });
  });
});

/** An Orc met in the corridor east (7.3: 4 across, 1 down); it has no Wound Points until fought (7.14). */
function orcInCorridor(): GameState {
  const out = intoCorridor(atEntrance(), [1, 4, 1]);
  allUsed(out);
  expect(groupHere(out.state)!.units.map((u) => u.monster)).toEqual(['orc']);
  return out.state;
}

/** An Ogre (NV 2) met in the corridor east (7.3: 6 across, 1 down); its Wound Points (1+2) wait for a fight (7.14). */
function ogreInCorridor(): GameState {
  const out = intoCorridor(atEntrance(), [1, 6, 1]);
  allUsed(out);
  expect(groupHere(out.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['ogre', undefined]]);
  return out.state;
}

describe('DATA ruling 16: monsters left alive stay on their segment', () => {
  it('16 after an Agreement the monsters stay on the segment and leave the party alone', () => {
    const out = play(orcInCorridor(), [3, 3], { type: 'negotiate' });
    expect(out.state.phase.kind).toBe('explore');
    const g = groupHere(out.state)!;
    expect(g.attitude).toBe('agreed');
    expect(g.units[0]!.alive).toBe(true);
    expect(out.state.combat).toBeNull();
    // the party is free to go on (7.23): it may move, and may still choose to fight
    const types = legalActions(out.state).map((a) => a.type);
    expect(types).toContain('move');
    expect(types).toContain('fight');
    expect(types).not.toContain('negotiate');
  });

  it('16 re-entering a segment with agreed monsters throws no monster check while they are there', () => {
    const agreed = play(orcInCorridor(), [3, 3], { type: 'negotiate' }).state;
    const away = play(agreed, [6], { type: 'move', dir: WEST }).state; // the entrance: its wandering check
    expect(away.phase.kind).toBe('explore');
    const back = play(away, [], { type: 'move', dir: EAST }); // no die at all
    expect(back.state.phase.kind).toBe('explore');
    expect(kinds(back.events)).not.toContain('monster-check');
    expect(groupHere(back.state)!.attitude).toBe('agreed');
    expect(groupHere(back.state)!.units[0]!.id).toBe('m1');
  });

  it('7.23 `fight` in explore attacks agreed monsters anyway, and the party strikes first', () => {
    const agreed = play(orcInCorridor(), [3, 3], { type: 'negotiate' }).state;
    const out = play(agreed, [3], { type: 'fight' }); // 7.14: the Orc's Wound Points, 3
    expect(out.events.find((e) => e.kind === 'combat-started')?.rule).toBe('7.23');
    expect(groupHere(out.state)!.attitude).toBe('hostile');
    // one Orc before two front adventurers: the player says whom it faces (8.13)
    expect(out.state.phase).toEqual({ kind: 'lineUp', monstersFirst: false });
    const lined = play(out.state, [], { type: 'lineUp', front: ['m1'], facing: 0 });
    expect(lined.state.phase.kind).toBe('combat');
    expect(kinds(lined.events)).not.toContain('attack');
    expect(legalActions(lined.state).some((a) => a.type === 'attack')).toBe(true);
  });
});

describe('7.2 negotiation', () => {
  it('7.22 2D6 − NV of 5 or less is a Failure: the monsters strike first (DATA ruling 50)', () => {
    const failed = play(orcInCorridor(), [2, 3, 3], { type: 'negotiate' }); // 5 − 0 = 5; the Orc's Wound Points 3 (7.14)
    expect(failed.events.find((e) => e.kind === 'negotiated')?.amount).toBe(5);
    // one Orc: the log says it attacks, in the singular
    expect(failed.events.find((e) => e.kind === 'combat-started')?.text).toBe('An Orc attacks at once!');
    expect(failed.state.phase).toEqual({ kind: 'lineUp', monstersFirst: true });
    // once placed, the Orc attacks (Axe, 4 → 1 wound) before the party can do anything
    const lined = play(failed.state, [4], { type: 'lineUp', front: ['m1'], facing: 0 });
    const attacks = lined.events.filter((e) => e.kind === 'attack');
    expect(attacks).toHaveLength(1);
    expect(attacks[0]).toMatchObject({ who: 'm1', target: 'a1', amount: 1 });
    expect(adv(lined.state, 'a1').wounds).toBe(1);
    expect(lined.state.phase.kind).toBe('combat');
    expect(lined.state.combat).toMatchObject({ round: 1, step: 'party', acted: [] });
    expect(legalActions(lined.state).some((a) => a.type === 'attack' && a.who === 'a1')).toBe(true);
  });

  it('7.22 a Failure with a group that needs no line-up choice strikes at once', () => {
    // three Orcs would need a choice; put the party in a row of three against one Orc: no choice
    const trio = PARTY.slice(0, 3);
    const met = intoCorridor(atEntrance(trio), [1, 4, 1]).state;
    // its Wound Points (3, 7.14); one Orc against three: it rolls its target (8.35 three-way: 3 → centre, a2), then attacks: 6 → 1
    const out = play(met, [1, 1, 3, 3, 6], { type: 'negotiate' });
    expect(out.state.phase.kind).toBe('combat');
    const attack = out.events.find((e) => e.kind === 'attack')!;
    expect(attack).toMatchObject({ who: 'm1', target: 'a2', amount: 1, dice: [3, 6] });
    const negotiatedAt = out.events.findIndex((e) => e.kind === 'negotiated');
    expect(out.events.findIndex((e) => e.kind === 'attack')).toBeGreaterThan(negotiatedAt);
    expect(out.state.combat?.step).toBe('party');
  });

  it.each([
    [3, 3, 'agreement'],
    [4, 4, 'agreement'],
  ])('7.23 an Orc (NV 0) rolling %i + %i is an Agreement', (a, b) => {
    const out = play(orcInCorridor(), [a, b], { type: 'negotiate' });
    expect(out.state.phase.kind).toBe('explore');
    expect(groupHere(out.state)!.attitude).toBe('agreed');
    expect(out.state.party.bezants).toBe(0);
  });

  it.each([
    [3, 4, 'failure'],
    [4, 4, 'agreement'],
    [5, 5, 'agreement'],
    [5, 6, 'cow'],
    [6, 6, 'cow'],
  ] as const)('7.21 an Ogre (NV 2) rolling %i + %i: %s', (a, b, result) => {
    // a Failure joins combat: the Ogre's Wound Points are rolled then (1+2: 2 → 4, 7.14)
    const out = play(ogreInCorridor(), result === 'failure' ? [a, b, 2] : [a, b], { type: 'negotiate' });
    expect(out.events.find((e) => e.kind === 'negotiated')?.amount).toBe(a + b - 2);
    if (result === 'failure') {
      expect(out.state.phase).toEqual({ kind: 'lineUp', monstersFirst: true });
      expect(groupHere(out.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['ogre', 4]]);
    } else {
      // 7.24: an Ogre treats a Cow as an Agreement: no treasure is rolled, nothing is paid
      expect(out.state.phase.kind).toBe('explore');
      expect(groupHere(out.state)!.attitude).toBe('agreed');
      expect(out.state.party.bezants).toBe(0);
      expect(groupHere(out.state)!.hoards).toEqual({});
      expect(groupHere(out.state)!.units.map((u) => u.woundPoints)).toEqual([undefined]);
    }
  });

  /** Two Orcs in the room north (7.4: 2 down, 1 across → 1D6 Orcs; count 2); no Wound Points until fought (7.14). */
  function orcsInRoom(): GameState {
    const out = intoRoom(atEntrance(), [2, 1, 2, 1, 2]);
    allUsed(out);
    expect(groupHere(out.state)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['orc', undefined],
      ['orc', undefined],
    ]);
    return out.state;
  }

  /** 12 − 0 = 12: Cow. Each Orc's room treasure (H: 6:2D6, 1:1D3 gems, 1:1 magic) is rolled. */
  const cowFaces = [6, 6, /* m1 */ 1, 6, 5, 6, 6, /* m2 */ 1, 4, 3, 6, 6];

  it('7.24 a Cow: Orcs pay a quarter of their rolled Bezants, rounded down, per monster', () => {
    const out = play(orcsInRoom(), cowFaces, { type: 'negotiate' });
    // m1 has 11 Bezants → pays 2; m2 has 7 → pays 1
    expect(out.state.party.bezants).toBe(3);
    expect(out.state.phase.kind).toBe('explore');
    const g = groupHere(out.state)!;
    expect(g.attitude).toBe('agreed');
    expect(g.hoards.m1?.bezants).toBe(9);
    expect(g.hoards.m2?.bezants).toBe(6);
    expect(out.events.find((e) => e.kind === 'treasure')).toMatchObject({ rule: '7.24', amount: 3 });
  });

  it('7.24 a Goblin (B: 1D6 Bezants) with 3 Bezants pays nothing (a quarter of 3 rounds down to 0)', () => {
    const met = intoCorridor(atEntrance(), [1, 3, 5]); // one Goblin
    allUsed(met);
    const out = play(met.state, [6, 6, 2, 3], { type: 'negotiate' }); // 12 − 1 = 11: Cow; B: check 2, 1D6 3
    expect(out.state.party.bezants).toBe(0);
    expect(groupHere(out.state)!.hoards.m1?.bezants).toBe(3);
  });

  it('7.24 Bezants paid in a Cow are not found again when the monsters are later killed', () => {
    const cowed = play(orcsInRoom(), cowFaces, { type: 'negotiate' }).state;
    const g = groupHere(cowed)!;
    g.units[0]!.wounds = 2;
    g.units[1]!.wounds = 4;
    const fight = play(cowed, [3, 5], { type: 'fight' }); // 7.14: Wound Points 3 and 5, now
    expect(fight.state.phase.kind).toBe('lineUp');
    const lined = play(fight.state, [], { type: 'lineUp', front: ['m1', 'm2'], facing: 0 });
    const first = play(lined.state, [6], { type: 'attack', who: 'a1', target: 'm1' });
    // the last blow: the treasure is what they kept (9 + 6), no die is rolled for it
    const last = play(first.state, [6], { type: 'attack', who: 'a2', target: 'm2' });
    expect(groupHere(last.state)).toBeUndefined();
    expect(last.state.party.bezants).toBe(3 + 9 + 6);
    expect(last.state.phase.kind).toBe('explore');
  });
});

describe('7.14 Wound Points wait for combat (DATA ruling 58)', () => {
  it('7.14 a group talked past (7.23 Agreement) has no Wound Points, and none are rolled, even on coming back', () => {
    const agreed = play(orcInCorridor(), [3, 3], { type: 'negotiate' });
    expect(groupHere(agreed.state)!.attitude).toBe('agreed');
    expect(groupHere(agreed.state)!.units.map((u) => u.woundPoints)).toEqual([undefined]);
    expect(kinds(agreed.events)).not.toContain('wound-points');
    const away = play(agreed.state, [6], { type: 'move', dir: WEST }).state;
    const back = play(away, [], { type: 'move', dir: EAST });
    expect(groupHere(back.state)!.units.map((u) => u.woundPoints)).toEqual([undefined]);
    expect(kinds(back.events)).not.toContain('wound-points');
  });

  it('7.23 the party attacking agreed monsters later rolls their Wound Points then, before the line-up', () => {
    const agreed = play(orcInCorridor(), [3, 3], { type: 'negotiate' }).state;
    const away = play(agreed, [6], { type: 'move', dir: WEST }).state;
    const back = play(away, [], { type: 'move', dir: EAST }).state;
    const out = play(back, [5], { type: 'fight' }); // the Orc (1+0) rolls 5
    expect(kinds(out.events)).toEqual(['combat-started', 'wound-points', 'combat-started']);
    expect(out.events.map((e) => e.rule)).toEqual(['7.23', '7.14', '8.13']);
    expect(out.events[1]).toMatchObject({ dice: [5], amount: 1, text: 'Orc: Wound Points 5.' });
    expect(groupHere(out.state)!.units[0]).toMatchObject({ id: 'm1', woundPoints: 5, wounds: 0 });
    expect(out.state.phase).toEqual({ kind: 'lineUp', monstersFirst: false });
  });

  it('7.22 a failed negotiation rolls the Wound Points after its own dice and before the monsters\' first strike', () => {
    const met = intoCorridor(atEntrance(PARTY.slice(0, 3)), [1, 4, 1]).state; // an Orc before a row of three
    // 1 + 1 − 0 = 2: Failure; Wound Points 4; its target (3 → a2) and its blow (6 → 1 wound)
    const out = play(met, [1, 1, 4, 3, 6], { type: 'negotiate' });
    const at = (kind: string): number => out.events.findIndex((e) => e.kind === kind);
    expect(at('negotiated')).toBeLessThan(at('wound-points'));
    expect(at('wound-points')).toBeLessThan(at('attack'));
    expect(out.events[at('wound-points')]).toMatchObject({ rule: '7.14', dice: [4] });
    expect(out.events[at('attack')]).toMatchObject({ who: 'm1', target: 'a2', dice: [3, 6] });
    expect(groupHere(out.state)!.units[0]!.woundPoints).toBe(4);
    expect(adv(out.state, 'a2').wounds).toBe(1);
  });

  it('7.13 the legal actions before the monsters are the same whether their Wound Points are rolled yet (edition 2) or not (edition 1)', () => {
    // (charm potions left out: from edition 2 they name their monster, 9.45, which is another matter)
    const revealed = (edition: 1 | 2): GameState => {
      const s = give(advancedAtEntrance(), 'a1', spice('cloves'), potion('healing'));
      s.setup.edition = edition;
      // through the door north into a room: no trap (2), a room monster (1); 7.4 2,1: 1D6x Orc, count 3
      const out = intoRoom(s, edition === 1 ? [2, 1, 2, 1, 3, 1, 1, 1] : [2, 1, 2, 1, 3]);
      allUsed(out);
      expect(out.state.phase.kind).toBe('encounter');
      return out.state;
    };
    const before = revealed(1);
    const now = revealed(2);
    expect(groupHere(before)!.units.map((u) => u.woundPoints)).toEqual([1, 1, 1]);
    expect(groupHere(now)!.units.map((u) => u.woundPoints)).toEqual([undefined, undefined, undefined]);
    const actions = legalActions(now);
    expect(actions.map((a) => a.type)).toEqual(expect.arrayContaining(['negotiate', 'fight', 'peg', 'use', 'ready']));
    expect(actions).toEqual(legalActions(before));
  });

  it('7.14 an edition-1 delve still rolls Wound Points (and the sword skill) as the monsters appear, and none when fought', () => {
    const s = atEntrance();
    s.setup.edition = 1;
    const met = intoCorridor(s, [1, 1, 1, 3, 4]); // 7.3 1,1: an Evil Hero, 1+6 → 9, sword skill 4
    allUsed(met);
    expect(groupHere(met.state)!.units[0]).toMatchObject({ monster: 'evilHero', woundPoints: 9, swordSkill: 4 });
    expect(met.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '7.3', dice: [1, 1, 3, 4], text: 'An Evil Hero! Wound Points 9 (sword skill +4, 8.9).' });
    const fought = play(met.state, [], { type: 'fight' });
    expect(kinds(fought.events)).not.toContain('wound-points');
    expect(groupHere(fought.state)!.units[0]).toMatchObject({ woundPoints: 9, swordSkill: 4 });
    expect(fought.state.phase.kind).toBe('lineUp');
  });
});

describe('4.0 the end of the party', () => {
  it('4.0 every adventurer dead → phase over, reason dead', () => {
    const s = trappedDoor();
    for (const a of s.party.adventurers) a.wounds = a.woundPoints - 1;
    const out = play(s, [4], { type: 'open', who: 'a2' }); // Explosion: 1 wound to everyone
    expect(out.state.party.adventurers.every((a) => !a.alive)).toBe(true);
    expect(out.state.phase).toEqual({ kind: 'over', reason: 'dead' });
    expect(kinds(out.events)).toContain('party-dead');
    expect(kinds(out.events)).not.toContain('monster-check');
    expect(legalActions(out.state)).toEqual([]);
    const again = tryApply(out.state, { type: 'move', dir: SOUTH });
    expect(again.ok).toBe(false);
  });

  it('4.0 a party with one survivor goes on', () => {
    const s = trappedDoor();
    for (const a of s.party.adventurers) a.wounds = a.woundPoints - 1;
    adv(s, 'a3').wounds = 0;
    const out = play(s, [4, 6], { type: 'open', who: 'a3' });
    expect(out.state.party.adventurers.filter((a) => a.alive).map((a) => a.id)).toEqual(['a3']);
    expect(out.state.phase.kind).toBe('explore');
    // the dead leave the marching order; the survivor leads alone
    expect(out.state.party.order.flat().filter((x) => x !== null)).toEqual(['a3']);
  });
});

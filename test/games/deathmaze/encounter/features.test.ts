/**
 * Unusual features (6.0): fountains (6.1), statues (6.2) and trap doors (6.3), investigated
 * with `{ type: 'investigate', who }` by one delegated adventurer.
 *
 * The party stands in a feature room laid north of its entrance corridor. The dice are
 * scripted: every d6 the engine throws takes the next face, in order, and each test checks
 * that its script is used up exactly. The first die of an investigation is the table's.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, tryApply, type Action, type GameEvent, type GameState } from '../../../../src/games/deathmaze/game';
import { gameWithBoard, stackCup } from '../../../../src/games/deathmaze/builders';
import type { MonsterGroup } from '../../../../src/games/deathmaze/encounter/encounters';
import { cellKey, type Rotation } from '../../../../src/games/deathmaze/board/grid';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import type { Item } from '../../../../src/games/deathmaze/party/treasure';
import { adv, give, joinCombat, kinds, PARTY, play, refusedWith, SOUTH, wounds } from '../helpers';
import { attackModifiers } from '../../../../src/games/deathmaze/combat/blows';

// ---------------------------------------------------------------------------------------------
// Helpers (the shared ones, and PARTY, the usual four, are in ./helpers)

const ENTRANCE = { x: 0, y: 0 };
/** The feature room, north of the entrance. */
const ROOM = { x: 0, y: -1 };
const ROOM_KEY = cellKey(ROOM);

const FOUNTAINS = ['F1', 'F2o', 'F4'] as const;
const STATUES = ['S1', 'S2a'] as const;
const TRAPDOORS = ['T1', 'T2a'] as const;
type FeatureChit = (typeof FOUNTAINS)[number] | (typeof STATUES)[number] | (typeof TRAPDOORS)[number];

/** Facings that put a door on the room's south side, against the entrance's north door. */
const SOUTH_DOOR: Record<FeatureChit, Rotation> = { F1: 2, F2o: 0, F4: 0, S1: 2, S2a: 1, T1: 2, T2a: 1 };

/** The party exploring the feature room `chit` (0,−1), laid north of the entrance corridor (a C-S2 at 0,0). */
function inRoom(chit: FeatureChit, party: AdventurerSpec[] = PARTY): GameState {
  return gameWithBoard({
    board: [
      { type: 'C-S2', x: 0, y: 0 },
      { type: chit, ...ROOM, rot: SOUTH_DOOR[chit], visited: true },
    ],
    partyAt: ROOM,
    party,
  });
}

const investigate = (who: string): Action => ({ type: 'investigate', who });
const investigators = (s: GameState): string[] => legalActions(s).flatMap((a) => (a.type === 'investigate' ? [a.who] : []));
const featureEvent = (events: GameEvent[]): GameEvent => events.find((e) => e.kind === 'feature')!;
const APPRAISAL: Item = { kind: 'knownMedallion', medallion: 'potionAppraisal' };
const NEUTRALIZE: Item = { kind: 'knownMedallion', medallion: 'neutralizePoison' };

// ---------------------------------------------------------------------------------------------

describe('6.0 unusual features', () => {
  it('6.0 a feature room entered through the game offers every living adventurer the investigation', () => {
    const s = gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party: PARTY });
    stackCup(s, 'room', ['F1']);
    const drawn = play(s, [], { type: 'move', dir: 0 }).state;
    expect(drawn.hand?.type).toBe('F1');
    // door not trapped (2), no room monster (5)
    const out = play(drawn, [2, 5], legalActions(drawn)[0]!);
    expect(out.state.phase.kind).toBe('explore');
    expect(investigators(out.state)).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it.each([...FOUNTAINS, ...STATUES, ...TRAPDOORS])('6.0 %s: the feature is offered to each adventurer; a room without one offers nothing', (chit) => {
    expect(investigators(inRoom(chit))).toEqual(['a1', 'a2', 'a3', 'a4']);
    const plain = gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }, { type: 'R1', ...ROOM, rot: 2 }], partyAt: ROOM, party: PARTY });
    expect(investigators(plain)).toEqual([]);
    refusedWith(plain, investigate('a1'), '6.0');
  });

  it('6.0 a feature can be investigated once only, even after the party leaves and comes back', () => {
    const done = play(inRoom('F1'), [6], investigate('a3')).state;
    expect(done.investigated).toEqual([ROOM_KEY]);
    expect(investigators(done)).toEqual([]);
    refusedWith(done, investigate('a1'), '6.0');
    // out to the entrance and back (a wandering check each way: nothing)
    const back = play(done, [6, 6], { type: 'move', dir: SOUTH }, { type: 'move', dir: 0 }).state;
    expect(back.party.at).toEqual(ROOM);
    expect(investigators(back)).toEqual([]);
    refusedWith(back, investigate('a2'), '6.0');
  });

  it('6.0 not while hostile monsters are there: the monsters come first', () => {
    const s = gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party: PARTY });
    stackCup(s, 'room', ['S1']);
    const drawn = play(s, [], { type: 'move', dir: 0 }).state;
    // door 2, room monster on 1, 7.4 row 3 column 4: a Skeleton (its Wound Points wait for a fight, 7.14)
    const met = play(drawn, [2, 1, 3, 4], legalActions(drawn)[0]!).state;
    expect(met.phase.kind).toBe('encounter');
    expect(investigators(met)).toEqual([]);
    refusedWith(met, investigate('a3'), '6.0');
  });

  it('7.23 after an Agreement the party may investigate the feature with the monsters looking on', () => {
    const s = gameWithBoard({ board: [{ type: 'C-S2', x: 0, y: 0 }], party: PARTY });
    stackCup(s, 'room', ['S1']);
    const drawn = play(s, [], { type: 'move', dir: 0 }).state;
    // door 2, room monster on 1, 7.4 row 3 column 2: a Werewolf (NV 5); talked past, it never rolls its Wound Points (7.14)
    const wolf = play(drawn, [2, 1, 3, 2], legalActions(drawn)[0]!).state;
    expect(wolf.monsters[ROOM_KEY]!.units[0]!.monster).toBe('werewolf');
    expect(investigators(wolf)).toEqual([]);
    const agreed = play(wolf, [5, 6], { type: 'negotiate' }).state; // 11 − 5 = 6: Agreement
    expect(agreed.phase.kind).toBe('explore');
    expect(agreed.monsters[ROOM_KEY]!.attitude).toBe('agreed');
    expect(investigators(agreed)).toEqual(['a1', 'a2', 'a3', 'a4']);
    const out = play(agreed, [6], investigate('a3'));
    expect(featureEvent(out.events)).toMatchObject({ rule: '6.25', dice: [6] });
  });

  it('6.0 ignoring the feature: the party may move on at once, and nothing happens', () => {
    for (const chit of [...FOUNTAINS, ...STATUES, ...TRAPDOORS]) {
      const s = inRoom(chit);
      expect(legalActions(s)).toContainEqual({ type: 'move', dir: SOUTH });
      const out = play(s, [6], { type: 'move', dir: SOUTH }); // only the entrance's wandering check
      expect(out.state.party.at).toEqual(ENTRANCE);
      expect(out.state.phase.kind).toBe('explore');
      expect(kinds(out.events)).not.toContain('feature');
      expect(out.state.investigated).toEqual([]);
    }
  });

  it('6.0 the dead may not investigate', () => {
    const s = inRoom('F1');
    adv(s, 'a3').alive = false;
    adv(s, 'a3').wounds = 6;
    s.party.order = [['a1', 'a2', null], ['a4', null, null]];
    expect(investigators(s)).toEqual(['a1', 'a2', 'a4']);
    refusedWith(s, investigate('a3'), '6.0');
  });

  it('6.0 investigating is refused outside the explore phase (here, with treasure waiting)', () => {
    const s = inRoom('F1');
    s.loot = [{ kind: 'spice', spice: 'mustard' }];
    s.phase = { kind: 'loot' };
    refusedWith(s, investigate('a1'), '6.0');
  });
});

describe('6.1 fountains (6.15)', () => {
  it.each(FOUNTAINS)('6.15 %s: a 1 is Poison: the investigator suffers 1D3 wounds (6.12)', (chit) => {
    const out = play(inRoom(chit), [1, 5], investigate('a3'));
    expect(featureEvent(out.events)).toMatchObject({ rule: '6.15', dice: [1], who: 'a3' });
    expect(featureEvent(out.events).text).toContain('Poison');
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '6.12', who: 'a3', amount: 3, dice: [5] });
    expect(wounds(out.state)).toEqual([0, 0, 3, 0]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
  ])('6.12 poisoned water: a poison die of %i is %i wounds (1D3, 2.3)', (face, n) => {
    const out = play(inRoom('F2o'), [1, face], investigate('a1'));
    expect(wounds(out.state)).toEqual([n, 0, 0, 0]);
  });

  it('6.12 the poisoned water can kill the investigator', () => {
    const s = inRoom('F1');
    adv(s, 'a3').wounds = 5;
    const out = play(s, [1, 2], investigate('a3'));
    expect(adv(out.state, 'a3').alive).toBe(false);
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ who: 'a3' });
    expect(out.state.party.order.flat()).not.toContain('a3');
  });

  it('4.0 a lone adventurer killed by the poisoned water ends the game (phase over, dead)', () => {
    const s = inRoom('F1', [PARTY[0]!]);
    adv(s, 'a1').wounds = 7;
    const out = play(s, [1, 2], investigate('a1'));
    expect(adv(out.state, 'a1').alive).toBe(false);
    expect(out.state.phase).toEqual({ kind: 'over', reason: 'dead' });
  });

  it('9.62 a Neutralize Poison medallion worn by the investigator stops the fountain’s poison (no die thrown)', () => {
    const s = give(inRoom('F4'), 'a3', NEUTRALIZE);
    const out = play(s, [1], investigate('a3'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.events.find((e) => e.kind === 'wounded')).toMatchObject({ rule: '9.62', amount: 0, who: 'a3' });
  });

  it('9.62 the medallion protects only its wearer: another investigator is poisoned', () => {
    const s = give(inRoom('F4'), 'a1', NEUTRALIZE);
    const out = play(s, [1, 3], investigate('a3'));
    expect(wounds(out.state)).toEqual([0, 0, 2, 0]);
  });

  it.each(FOUNTAINS.flatMap((chit) => [2, 3, 4].map((face) => [chit, face] as const)))(
    '6.15 %s: a %i is Potion: the investigator feels it (Healing) and the party keeps one dose (6.13)',
    (chit, face) => {
      const s = inRoom(chit);
      adv(s, 'a3').wounds = 4;
      // 9E potion row 1: Healing; heals 3
      const out = play(s, [face, 1, 3], investigate('a3'));
      expect(featureEvent(out.events)).toMatchObject({ rule: '6.15', dice: [face] });
      expect(featureEvent(out.events).text).toContain('Potion');
      expect(adv(out.state, 'a3').wounds).toBe(1);
      expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ who: 'a3', amount: 3, dice: [3] });
      expect(out.state.loot).toEqual([{ kind: 'knownPotion', potion: 'healing', doses: 1 }]);
      expect(out.state.phase.kind).toBe('loot');
      expect(adv(out.state, 'a3').items).toEqual([]);
      // the dose goes to whoever the player picks
      const taken = play(out.state, [], { type: 'take', item: 0, who: 'a1' }).state;
      expect(adv(taken, 'a1').items).toEqual([{ kind: 'knownPotion', potion: 'healing', doses: 1 }]);
      expect(taken.phase.kind).toBe('explore');
    },
  );

  it('6.13 a Strength potion in the fountain strengthens the investigator for the next combat (9.44)', () => {
    const out = play(inRoom('F1'), [3, 4, 5], investigate('a1'));
    expect(adv(out.state, 'a1').strength).toBe(5);
    expect(out.state.loot).toEqual([{ kind: 'knownPotion', potion: 'strength', doses: 1 }]);
  });

  it('6.13 a Poison potion in the fountain (9E row 3) wounds the investigator 1D3 (9.43), and the dose is known poison', () => {
    const out = play(inRoom('F1'), [2, 3, 6], investigate('a4'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 3]);
    expect(out.state.loot).toEqual([{ kind: 'knownPotion', potion: 'poison', doses: 1 }]);
    // nobody wants it: it is left behind
    const left = play(out.state, [], { type: 'discard', item: 0 }).state;
    expect(left.loot).toEqual([]);
    expect(left.phase.kind).toBe('explore');
  });

  it.each([5, 6])('6.13 a Charm potion in the fountain (9E row %i) with no monster around has no effect (9.45)', (row) => {
    const out = play(inRoom('F2o'), [4, row], investigate('a2'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.state.loot).toEqual([{ kind: 'knownPotion', potion: row === 5 ? 'charmPerson' : 'charmMonster', doses: 1 }]);
  });

  // 6.13 and DATA ruling 13: the investigator drinks the fountain's potion, appraiser or not.
  it('6.13 the investigator undergoes the fountain potion even with a Potion Appraisal medallion in the party', () => {
    const s = give(inRoom('F1'), 'a1', APPRAISAL);
    adv(s, 'a3').wounds = 4;
    const out = play(s, [2, 1, 3], investigate('a3'));
    expect(adv(out.state, 'a3').wounds).toBe(1);
    expect(out.state.loot).toEqual([{ kind: 'knownPotion', potion: 'healing', doses: 1 }]);
  });

  it.each(FOUNTAINS)('6.15 %s: a 5 is Alcohol: the investigator is drunk, −2 on every attack (6.14)', (chit) => {
    const out = play(inRoom(chit), [5], investigate('a1'));
    expect(featureEvent(out.events).text).toContain('Alcohol');
    expect(out.events.find((e) => e.rule === '6.14')).toMatchObject({ who: 'a1' });
    expect(adv(out.state, 'a1').drunk).toBe(true);
    expect(adv(out.state, 'a2').drunk).toBe(false);
    for (const w of ['sword', 'bow'] as const) {
      expect(attackModifiers(adv(out.state, 'a1'), w, w === 'sword' ? 0 : 1)).toContainEqual({ value: -2, why: 'drunk' });
    }
    expect(attackModifiers(adv(out.state, 'a2'), 'axe', 0)).toEqual([]);
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('6.14 an adventurer who drinks from an alcoholic fountain fights at −2 in a later combat', () => {
    const drunk = play(inRoom('F1'), [5], investigate('a1')).state;
    // back to the entrance: wandering monsters (1), 7.3 1st die 4, 2nd die 1 → an Orc; fought, 1+0 → 3 WP (7.14)
    const met = play(drunk, [1, 4, 1], { type: 'move', dir: SOUTH }).state;
    expect(met.monsters[cellKey(ENTRANCE)]!.units.map((u) => u.monster)).toEqual(['orc']);
    const c = joinCombat(met, ['m1'], 0, [3]);
    // 4 + 1 skill − 2 drunk = 3: no wound on the Sword column (sober, 5 would have wounded)
    const out = play(c, [4], { type: 'attack', who: 'a1', target: 'm1' });
    const hit = out.events.find((e) => e.kind === 'attack')!;
    expect(hit.text).toContain('4 + 1 skill − 2 drunk = 3');
    expect(hit.amount).toBe(0);
    // and still drunk after the combat started: for the rest of the game
    expect(adv(out.state, 'a1').drunk).toBe(true);
  });

  it.each(FOUNTAINS)('6.11, 6.15 %s: investigating throws one die on the Fountain Table; a 6 has no effect', (chit) => {
    const s = inRoom(chit);
    const out = play(s, [6], investigate('a3'));
    expect(featureEvent(out.events).text).toContain('No Effect');
    expect(out.state.party.adventurers).toEqual(s.party.adventurers);
    expect(out.state.loot).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.investigated).toEqual([ROOM_KEY]);
  });
});

describe('6.2 statues (6.25)', () => {
  it.each(STATUES.flatMap((chit) => [1, 2].map((face) => [chit, face] as const)))(
    '6.25 %s: a %i Becomes Gargoyle: one Gargoyle to negotiate with or fight (6.22); its 3+1 Wound Points are rolled when it is fought (7.14)',
    (chit, face) => {
      const out = play(inRoom(chit), [face], investigate('a3'));
      expect(featureEvent(out.events)).toMatchObject({ rule: '6.25', dice: [face] });
      expect(out.state.phase.kind).toBe('encounter');
      const g = out.state.monsters[ROOM_KEY]!;
      expect(g.origin).toBe('room');
      expect(g.attitude).toBe('hostile');
      expect(g.units).toStrictEqual([{ id: 'm1', monster: 'gargoyle', wounds: 0, alive: true, swordSkill: 0 }]);
      const appear = out.events.find((e) => e.kind === 'monsters-appear')!;
      expect(appear.rule).toBe('6.22');
      expect(appear.dice).toBeUndefined();
      expect(legalActions(out.state)).toEqual(expect.arrayContaining([{ type: 'negotiate' }, { type: 'fight' }]));
      const fought = play(out.state, [2, 3, 4], { type: 'fight' });
      expect(fought.state.monsters[ROOM_KEY]!.units).toEqual([{ id: 'm1', monster: 'gargoyle', woundPoints: 10, wounds: 0, alive: true, swordSkill: 0 }]);
      expect(fought.events.find((e) => e.kind === 'wound-points')).toMatchObject({ rule: '7.14', dice: [2, 3, 4], amount: 1, text: 'Gargoyle: Wound Points 10.' });
    },
  );

  it('6.22 the Gargoyle may be negotiated with (NV 4): an Agreement leaves it in the room', () => {
    const met = play(inRoom('S1'), [1], investigate('a1')).state;
    const out = play(met, [5, 5], { type: 'negotiate' }); // 10 − 4 = 6
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.monsters[ROOM_KEY]).toMatchObject({ attitude: 'agreed', units: [{ monster: 'gargoyle' }] });
    // 7.14: talked past, it never rolled its Wound Points
    expect(out.state.monsters[ROOM_KEY]!.units[0]!.woundPoints).toBeUndefined();
    expect(kinds(out.events)).not.toContain('wound-points');
  });

  it('6.22 the Gargoyle killed drops room treasure: type G (DATA ruling 9)', () => {
    const met = play(inRoom('S2a'), [2], investigate('a1')).state;
    const c = joinCombat(met, ['m1'], 0, [1, 1, 1]); // 7.14: 4 Wound Points, rolled as the fight begins
    c.monsters[ROOM_KEY]!.units[0]!.wounds = 3; // worn down: one more wound kills it
    // 6 + 1 = 7: one wound; then G: Bezants 6: 3D6x5 (check 1, 2+3+4 → 45), Gems 3: (4, none), Magic 2: (3, none)
    const out = play(c, [6, 1, 2, 3, 4, 4, 3], { type: 'attack', who: 'a1', target: 'm1' });
    expect(kinds(out.events)).toContain('combat-won');
    const treasure = out.events.find((e) => e.kind === 'treasure')!;
    expect(treasure.text).toMatch(/^Treasure type G: 45 Bezants/);
    expect(out.state.party.bezants).toBe(45);
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([6, 6, 6, 6]); // 4 WP × 6 / 4
    expect(out.state.monsters[ROOM_KEY]).toBeUndefined();
    expect(out.state.phase.kind).toBe('explore');
  });

  // 7.23: monsters the party has an Agreement with step aside for the Gargoyle and are back after it.
  it('6.22 a Gargoyle from the statue does not make agreed monsters already in the room vanish (7.23)', () => {
    const s = inRoom('S1');
    const orcs: MonsterGroup = {
      units: [{ id: 'm1', monster: 'orc', woundPoints: 3, wounds: 0, alive: true, swordSkill: 0 }],
      origin: 'room',
      attitude: 'agreed',
      hoards: {},
    };
    s.monsters[ROOM_KEY] = orcs;
    s.monsterSerial = 1;
    const out = play(s, [1], investigate('a3'));
    const all = Object.values(out.state.monsters).flatMap((g) => g.units.map((u) => u.monster));
    expect(all.sort()).toEqual(['gargoyle', 'orc']);
  });

  it('7.14 a statue\'s Gargoyle has no Wound Points until fought: talked past it rolls none; attacked later (7.23) it rolls them then', () => {
    const met = play(inRoom('S1'), [1], investigate('a1')).state;
    expect(met.monsters[ROOM_KEY]!.units[0]!.woundPoints).toBeUndefined();
    const agreed = play(met, [5, 5], { type: 'negotiate' }).state; // 10 − 4 = 6: Agreement
    expect(agreed.monsters[ROOM_KEY]!.units[0]!.woundPoints).toBeUndefined();
    const out = play(agreed, [6, 5, 4], { type: 'fight' });
    expect(out.events.find((e) => e.kind === 'combat-started')?.rule).toBe('7.23');
    expect(out.events.find((e) => e.kind === 'wound-points')).toMatchObject({ rule: '7.14', dice: [6, 5, 4] });
    expect(out.state.monsters[ROOM_KEY]!.units[0]).toMatchObject({ monster: 'gargoyle', woundPoints: 16, wounds: 0 });
  });

  it('7.14 in an edition-1 delve the statue\'s Gargoyle rolls its Wound Points as it comes alive, and none when fought', () => {
    const s = inRoom('S1');
    s.setup.edition = 1;
    const met = play(s, [1, 2, 3, 4], investigate('a3'));
    expect(met.state.monsters[ROOM_KEY]!.units).toEqual([{ id: 'm1', monster: 'gargoyle', woundPoints: 10, wounds: 0, alive: true, swordSkill: 0 }]);
    expect(met.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '6.22', dice: [2, 3, 4] });
    const fought = play(met.state, [], { type: 'fight' });
    expect(kinds(fought.events)).not.toContain('wound-points');
    expect(fought.state.monsters[ROOM_KEY]!.units[0]!.woundPoints).toBe(10);
  });

  it.each(STATUES)('6.25 %s: a 3 is a Hidden Potion: it waits in the loot, untested (6.23)', (chit) => {
    const out = play(inRoom(chit), [3], investigate('a3'));
    expect(featureEvent(out.events).text).toContain('Hidden Potion');
    expect(out.state.loot).toEqual([{ kind: 'potion' }]);
    expect(out.state.phase.kind).toBe('loot');
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
  });

  it('6.23 the hidden potion is tested by whoever takes it: one dose left (DATA ruling 12, 9.41)', () => {
    const found = play(inRoom('S1'), [3], investigate('a3')).state;
    adv(found, 'a2').wounds = 5;
    const out = play(found, [2, 4], { type: 'take', item: 0, who: 'a2' }); // Healing, heals 4
    expect(adv(out.state, 'a2').wounds).toBe(1);
    expect(adv(out.state, 'a2').items).toEqual([{ kind: 'knownPotion', potion: 'healing', doses: 1 }]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('6.23 with a Potion Appraisal medallion the hidden potion gives two doses untested (DATA ruling 12, 9.63)', () => {
    const s = give(inRoom('S2a'), 'a4', APPRAISAL);
    const found = play(s, [3], investigate('a3')).state;
    const out = play(found, [4], { type: 'take', item: 0, who: 'a1' }); // Strength: appraised, not drunk
    expect(adv(out.state, 'a1').items).toEqual([{ kind: 'knownPotion', potion: 'strength', doses: 2 }]);
    expect(adv(out.state, 'a1').strength).toBe(0);
  });

  it.each(STATUES.flatMap((chit) => [4, 5].map((face) => [chit, face] as const)))(
    '6.25 %s: a %i is Gems: two gems of one 2D6 value (6.24, DATA ruling 11)',
    (chit, face) => {
      const out = play(inRoom(chit), [face, 5, 6], investigate('a3')); // 11 → 100 Bezants each
      expect(featureEvent(out.events).text).toContain('Gem Eyes');
      expect(out.state.party.gems).toEqual([100, 100]);
      expect(out.events.find((e) => e.kind === 'treasure')).toMatchObject({ rule: '6.24', dice: [5, 6], amount: 200 });
      expect(out.state.phase.kind).toBe('explore');
    },
  );

  it.each([
    [1, 1, 1],
    [3, 4, 25],
    [6, 6, 150],
  ])('6.24 eyes rolled %i + %i: each gem is worth %i Bezants (9.82)', (a, b, value) => {
    const out = play(inRoom('S1'), [4, a, b], investigate('a1'));
    expect(out.state.party.gems).toEqual([value, value]);
  });

  it.each(STATUES)('6.21, 6.25 %s: investigating throws one die on the Statue Table; a 6 has no effect', (chit) => {
    const s = inRoom(chit);
    const out = play(s, [6], investigate('a1'));
    expect(featureEvent(out.events).text).toContain('No Effect');
    expect(out.state.party).toEqual(s.party);
    expect(out.state.monsters).toEqual({});
    expect(out.state.phase.kind).toBe('explore');
  });
});

describe('6.3 trap doors (6.35)', () => {
  it.each(TRAPDOORS.flatMap((chit) => [1, 2].map((face) => [chit, face] as const)))(
    '6.35 %s: a %i is Room Below: the new-room check finds nothing, and the party climbs back (6.32)',
    (chit, face) => {
      const out = play(inRoom(chit), [face, 4], investigate('a3'));
      expect(featureEvent(out.events)).toMatchObject({ rule: '6.35', dice: [face] });
      expect(featureEvent(out.events).text).toContain('Room Below');
      expect(out.events.find((e) => e.kind === 'monster-check')).toMatchObject({ rule: '5.27', dice: [4] });
      expect(out.events.find((e) => e.kind === 'party-moved')).toMatchObject({ rule: '6.32', cell: ROOM });
      expect(out.state.party.below).toBe(false);
      expect(out.state.party.at).toEqual(ROOM);
      expect(out.state.phase.kind).toBe('explore');
      // no chit is drawn for the room below (6.32)
      expect(Object.keys(out.state.maze.chits).sort()).toEqual(['0,-1', '0,0']);
      expect(out.state.hand).toBeNull();
    },
  );

  it.each([4, 5, 6])('6.32 the room below is empty on a check of %i', (check) => {
    const out = play(inRoom('T1'), [1, check], investigate('a3'));
    expect(Object.keys(out.state.monsters)).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it.each([1, 2, 3])('6.32 the room below holds Room monsters (7.4) on a check of %i', (check) => {
    // 7.4 row 3 column 2: a Werewolf; fought, 1+6 → 9 Wound Points (7.14)
    const out = play(inRoom('T2a'), [2, check, 3, 2], investigate('a3'));
    expect(out.state.phase.kind).toBe('encounter');
    expect(out.state.party.below).toBe(true);
    const g = Object.values(out.state.monsters)[0]!;
    expect(g.origin).toBe('room');
    expect(g.units.map((u) => [u.monster, u.woundPoints])).toEqual([['werewolf', undefined]]);
    expect(out.state.monsters[ROOM_KEY]).toBeUndefined(); // below, not in the room above
    expect(out.events.find((e) => e.kind === 'monsters-appear')).toMatchObject({ rule: '7.4', dice: [3, 2] });
    // nothing else is open while they wait: no moving, no investigating
    expect(tryApply(out.state, { type: 'move', dir: SOUTH }).ok).toBe(false);
    refusedWith(out.state, investigate('a1'), '6.0');
    const fought = play(out.state, [3], { type: 'fight' });
    expect(Object.values(fought.state.monsters)[0]!.units.map((u) => [u.monster, u.woundPoints])).toEqual([['werewolf', 9]]);
  });

  it('6.32 after the fight below (room treasure F for a Skeleton) the party climbs back and can move on', () => {
    // 7.4 row 3 column 4: a Skeleton; fought, 1+0 → 1 Wound Point (7.14)
    const below = play(inRoom('T1'), [1, 2, 3, 4], investigate('a3')).state;
    const c = joinCombat(below, ['m1'], 0, [1]);
    // 5 + 1 = 6: one wound, dead. Room treasure F (9.11): Bezants 6: 1D6x4 (check 5, die 1 → 4), Gems 3: (4, none), Magic 1: (2, none)
    const out = play(c, [5, 5, 1, 4, 2], { type: 'attack', who: 'a1', target: 'm1' });
    expect(kinds(out.events)).toContain('combat-won');
    expect(out.state.party.bezants).toBe(4);
    expect(out.events.find((e) => e.kind === 'party-moved')).toMatchObject({ rule: '6.32', cell: ROOM });
    expect(out.state.party.below).toBe(false);
    expect(out.state.party.at).toEqual(ROOM);
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.monsters).toEqual({});
    expect(investigators(out.state)).toEqual([]);
    expect(legalActions(out.state)).toContainEqual({ type: 'move', dir: SOUTH });
    const on = play(out.state, [6], { type: 'move', dir: SOUTH });
    expect(on.state.party.at).toEqual(ENTRANCE);
  });

  it('6.32 an Agreement below: the party climbs back and the monsters stay down there', () => {
    const below = play(inRoom('T1'), [1, 2, 3, 2], investigate('a3')).state; // a Werewolf, NV 5
    const out = play(below, [5, 6], { type: 'negotiate' });
    expect(out.events.find((e) => e.kind === 'party-moved')).toMatchObject({ rule: '6.32' });
    expect(out.state.party.below).toBe(false);
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.monsters[ROOM_KEY]).toBeUndefined();
    expect(Object.values(out.state.monsters).map((g) => g.attitude)).toEqual(['agreed']);
  });

  it.each(TRAPDOORS)('6.35 %s: a 3 is Type J Treasure in a chest; an untrapped chest opens at once (6.33, 9.16)', (chit) => {
    // J: Bezants 6: 1D6x20 (check 1, die 2 → 40), Gems 2: (5, none), Magic 3: (6, none); chest trap die 4: not trapped
    const out = play(inRoom(chit), [3, 1, 2, 5, 6, 4], investigate('a3'));
    expect(featureEvent(out.events).text).toContain('Type J Treasure');
    expect(out.events.find((e) => e.rule === '6.33')).toMatchObject({ kind: 'treasure', dice: [1, 2, 5, 6] });
    expect(out.state.party.bezants).toBe(40);
    expect(out.state.chests).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('6.33 a Type J chest with a magic item: the item waits in the loot (9.17)', () => {
    // J Magic 3: 1D3 (check 1, count die 1 → 1 item): 9E column 4 (Spice), row 2: Sesame
    const out = play(inRoom('T1'), [3, 1, 2, 5, 1, 1, 4, 2, 4], investigate('a3'));
    expect(out.state.loot).toEqual([{ kind: 'spice', spice: 'sesame' }]);
    expect(out.state.phase.kind).toBe('loot');
    expect(out.state.party.bezants).toBe(40);
  });

  it.each([1, 2, 3])('9.16 the trap-door chest is trapped on a %i (DATA ruling 10): a Thief may detrap it', (face) => {
    const out = play(inRoom('T2a'), [3, 1, 2, 5, 6, face], investigate('a3'));
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'chest' });
    expect(out.state.party.bezants).toBe(0);
    expect(legalActions(out.state)).toEqual(expect.arrayContaining([{ type: 'detrap', who: 'a3' }, { type: 'open', who: 'a1' }]));
    const detrapped = play(out.state, [2], { type: 'detrap', who: 'a3' }); // Sly: Detrap 2
    expect(adv(detrapped.state, 'a3').xp).toBe(10);
    expect(detrapped.state.party.bezants).toBe(40);
    expect(detrapped.state.phase.kind).toBe('explore');
  });

  it('9.16 a trapped trap-door chest opened by a Hero goes off (Flaming Oil), then the treasure is the party’s', () => {
    const trapped = play(inRoom('T1'), [3, 1, 2, 5, 6, 1], investigate('a3')).state;
    const out = play(trapped, [5], { type: 'open', who: 'a1' });
    expect(wounds(out.state)).toEqual([1, 0, 0, 0]);
    expect(out.state.party.bezants).toBe(40);
    expect(out.state.phase.kind).toBe('explore');
  });

  it.each(TRAPDOORS.flatMap((chit) => [4, 5].map((face) => [chit, face] as const)))(
    '6.35 %s: a %i is a Trap; 6.31, 6.34 the Thief who lifted it deals with it: he may try to detrap it (DATA ruling 56) or open it, nobody else',
    (chit, face) => {
      const out = play(inRoom(chit), [face], investigate('a3'));
      expect(featureEvent(out.events).text).toContain('Trap');
      expect(out.state.phase).toEqual({ kind: 'trap', source: 'trapdoor', by: 'a3' });
      expect(kinds(out.events)).toContain('trap-found');
      const options = legalActions(out.state);
      expect(options.filter((a) => a.type === 'detrap').map((a) => ('who' in a ? a.who : ''))).toEqual(['a3']);
      expect(options.filter((a) => a.type === 'open').map((a) => ('who' in a ? a.who : ''))).toEqual(['a3']);
      refusedWith(out.state, { type: 'detrap', who: 'a4' }, '6.34');
      refusedWith(out.state, { type: 'open', who: 'a1' }, '6.34');
      // nothing else until the trap is dealt with, but handling weapons and items (9.17)
      expect(options.every((a) => ['detrap', 'open', 'sesame', 'ready', 'give', 'wield', 'drop'].includes(a.type))).toBe(true);
      expect(options.some((a) => a.type === 'move')).toBe(false);
    },
  );

  it('6.34 a Thief removes the trap door’s trap: 10 Experience, and the party moves on', () => {
    const trapped = play(inRoom('T1'), [4], investigate('a4')).state;
    const out = play(trapped, [1], { type: 'detrap', who: 'a4' }); // Wren: Detrap 1, rolls 1
    expect(out.events.find((e) => e.kind === 'trap-detrapped')).toMatchObject({ rule: '10.12', who: 'a4', amount: 10 });
    expect(adv(out.state, 'a4').xp).toBe(10);
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.state.phase.kind).toBe('explore');
    expect(legalActions(out.state)).toContainEqual({ type: 'move', dir: SOUTH });
  });

  it('6.34 a Thief who fails suffers the trap (Poison Gas: 1D3)', () => {
    const trapped = play(inRoom('T2a'), [5], investigate('a3')).state;
    const out = play(trapped, [3, 3, 6], { type: 'detrap', who: 'a3' }); // 3 > Detrap 2; Poison Gas, 6 → 3
    expect(wounds(out.state)).toEqual([0, 0, 3, 0]);
    expect(adv(out.state, 'a3').xp).toBe(0);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('6.31, 6.34 a Hero who lifts a trapped trap door sets it off at once: nobody is asked who opens it (Explosion hits everyone)', () => {
    const out = play(inRoom('T1'), [5, 4], investigate('a2'));
    expect(out.events.find((e) => e.kind === 'trap-sprung')).toMatchObject({ who: 'a2' });
    expect(wounds(out.state)).toEqual([1, 1, 1, 1]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.53 with Sesame in the party the Hero who lifted it may have it used, or open it himself', () => {
    const s = give(inRoom('T1'), 'a4', { kind: 'spice', spice: 'sesame' });
    const trapped = play(s, [5], investigate('a2')).state;
    expect(trapped.phase).toEqual({ kind: 'trap', source: 'trapdoor', by: 'a2' });
    const options = legalActions(trapped).filter((a) => ['detrap', 'open', 'sesame'].includes(a.type));
    expect(options).toEqual([{ type: 'sesame', who: 'a4' }, { type: 'open', who: 'a2' }]);
    const out = play(trapped, [], { type: 'sesame', who: 'a4' });
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.62 the trap door’s poison gas spares a Neutralize Poison wearer who lifts it', () => {
    const s = give(inRoom('T1'), 'a2', NEUTRALIZE);
    const out = play(s, [4, 3], investigate('a2'));
    expect(wounds(out.state)).toEqual([0, 0, 0, 0]);
  });

  it.each(TRAPDOORS)('6.35 %s: a 6 has no effect', (chit) => {
    const s = inRoom(chit);
    const out = play(s, [6], investigate('a4'));
    expect(featureEvent(out.events).text).toContain('No Effect');
    expect(out.state.party).toEqual(s.party);
    expect(out.state.phase.kind).toBe('explore');
  });
});

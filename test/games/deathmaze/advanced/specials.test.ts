/**
 * Monsters' special abilities in the Advanced Game (12.3, 12.3E): the Cronks' stench (12.32),
 * the Hellhound's fire breath (12.33), the Medusa's gaze and Stone-to-Flesh (12.34) and the
 * Troll's regeneration (12.35). In the Basic Game none of them throws a die (7.15).
 * Every d6 the engine throws takes the next scripted face; each test uses its script up.
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, type GameState } from '../../../../src/games/deathmaze/game';
import { scriptDice, stackCup } from '../../../../src/games/deathmaze/builders';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import {
  adv,
  advancedAtEntrance,
  atEntrance,
  attack,
  BRAND,
  cast,
  EAST,
  encounterWith,
  engage,
  HILD,
  hold,
  joinCombat,
  kinds,
  groupHere,
  MIRA,
  NORTH,
  offered,
  play,
  SLY,
  unit,
} from '../helpers';

/** A Wizard who knows Stone-to-Flesh (5 Wound Points with her initial Wound Point). */
const STONEWISE: AdventurerSpec = { ...MIRA, name: 'Petra', spells: ['stoneToFlesh'], initial: { kind: 'woundPoint' } };

/** Every adventurer who may still act holds, so the Monster Combat Phase runs with `faces`; a reorganization that waits takes the first option. */
function holdAll(s: GameState, faces: number[]): { state: GameState; events: ReturnType<typeof apply>['events'] } {
  scriptDice(s, faces);
  let state = s;
  const events = [];
  while (state.phase.kind === 'combat' && state.combat?.step === 'party') {
    const h = legalActions(state).find((a) => a.type === 'hold')!;
    const out = apply(state, h);
    state = out.state;
    events.push(...out.events);
  }
  if (state.phase.kind === 'combat' && state.combat?.step === 'reorganize') {
    const out = apply(state, legalActions(state)[0]!);
    state = out.state;
    events.push(...out.events);
  }
  expect(state.dice.script).toEqual([]);
  return { state, events };
}

describe('12.32 Cronks: stench', () => {
  it('12.32 as the fight begins each adventurer resists (1D6 ≤ MR) or is sickened: −2 to attacks; it wears off with the fight', () => {
    const met = encounterWith(advancedAtEntrance(), [['cronk', 1], ['cronk', 1]]);
    // a1 1 ≤ 1 resists, a2 4 sickened, a3 2 sickened, a4 2 ≤ MR 2 resists
    const started = play(met, [1, 4, 2, 2], { type: 'fight' });
    expect(started.state.party.adventurers.map((a) => a.nauseated ?? false)).toEqual([false, true, true, false]);
    expect(started.events.filter((e) => e.rule === '12.32').map((e) => e.kind)).toEqual(['resisted', 'wounded', 'wounded', 'resisted']);
    const c = play(started.state, [], { type: 'lineUp', front: ['m1', 'm2'], facing: 0 }).state;
    // Brand: 5 + 1 = 6, a wound; Hild: 6 − 2 = 4 on the Axe column, a wound. Each Cronk's treasure H: 1 ≤ 6, 2D6 = 1 + 1; gems 6, magic 6: none
    const out = play(c, [5, 6, 1, 1, 1, 6, 6, 1, 1, 1, 6, 6], attack('a1', 'm1'), attack('a2', 'm2'));
    const hild = out.events.find((e) => e.kind === 'attack' && e.who === 'a2')!;
    expect(hild.text).toContain('− 2 stench = 4');
    expect(kinds(out.events)).toContain('combat-won');
    expect(out.state.party.adventurers.some((a) => a.nauseated)).toBe(false);
  });

  it('12.32 a sickened adventurer’s 5 falls to 3 on the Axe column: no wound', () => {
    const met = encounterWith(advancedAtEntrance(), [['cronk', 3]]);
    const c = play(met, [6, 6, 6, 6], { type: 'fight' }, { type: 'lineUp', front: ['m1'], facing: 1 }).state;
    const out = play(c, [5], attack('a2', 'm1'));
    expect(unit(out.state, 'm1').wounds).toBe(0);
  });

  it('12.32, 7.14 Cronks met through the game roll their Wound Points as the fight begins, before anyone smells them', () => {
    const s = advancedAtEntrance();
    stackCup(s, 'room', ['R1']);
    const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
    // door 2, room monster 1; 7.4 5,5: TWOx Cronk
    const met = play(drawn, [2, 1, 5, 5], legalActions(drawn)[0]!).state;
    expect(groupHere(met)!.units.map((u) => [u.monster, u.woundPoints])).toEqual([
      ['cronk', undefined],
      ['cronk', undefined],
    ]);
    // Wound Points 3 and 2 (1+0); then the stench: a1 1 resists, a2 4 sickened, a3 2 sickened, a4 2 resists
    const started = play(met, [3, 2, 1, 4, 2, 2], { type: 'fight' });
    expect(started.events.map((e) => [e.kind, e.rule])).toEqual([
      ['combat-started', '7.13'],
      ['wound-points', '7.14'],
      ['resisted', '12.32'],
      ['wounded', '12.32'],
      ['wounded', '12.32'],
      ['resisted', '12.32'],
      ['combat-started', '8.13'],
    ]);
    expect(started.events[1]!.dice).toEqual([3, 2]);
    expect(groupHere(started.state)!.units.map((u) => u.woundPoints)).toEqual([3, 2]);
    expect(started.state.party.adventurers.map((a) => a.nauseated ?? false)).toEqual([false, true, true, false]);
  });

  it('7.15, 12.31 in the Basic Game Cronks have no stench: no die is thrown as the fight begins', () => {
    const out = play(encounterWith(atEntrance(), [['cronk', 3]]), [], { type: 'fight' });
    expect(out.state.party.adventurers.some((a) => a.nauseated)).toBe(false);
  });
});

describe('12.33 Hellhounds: fire breath', () => {
  it('12.33 after its attack the Hellhound breathes at the same adventurer: 4 > MR 1, 1 more wound', () => {
    const c = joinCombat(encounterWith(advancedAtEntrance([BRAND]), [['hellhound', 7]]));
    // attack 3 + 4 = 7: 1 wound; flames 4: 1 wound
    const out = play(c, [3, 4], hold('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(2);
    expect(out.events.find((e) => e.rule === '12.33')).toMatchObject({ kind: 'wounded', amount: 1, dice: [4] });
  });

  it('12.33 resisted flames do nothing', () => {
    const c = joinCombat(encounterWith(advancedAtEntrance([BRAND]), [['hellhound', 7]]));
    const out = play(c, [3, 1], hold('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(1);
    expect(out.events.find((e) => e.rule === '12.33')).toMatchObject({ kind: 'resisted' });
  });

  it('7.15 in the Basic Game no flames', () => {
    const c = joinCombat(encounterWith([BRAND], [['hellhound', 7]]));
    const out = play(c, [3], hold('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(1);
  });
});

describe('12.34 Medusae: flesh to stone', () => {
  const party = [BRAND, HILD, SLY, STONEWISE];

  it('12.34 the Medusa strikes (1 + 2 = 3: no wound) and gazes: a 6 turns Brand to stone, out of the marching order; after the fight Stone-to-Flesh (3 wounds) restores him', () => {
    const c = engage(encounterWith(advancedAtEntrance(party), [['medusa', 1]]));
    const gazed = holdAll(c, [1, 6]);
    const brand = adv(gazed.state, 'a1');
    expect(brand).toMatchObject({ alive: false, stone: '0,0', wounds: 0 });
    expect(gazed.state.party.order.flat()).not.toContain('a1');
    expect(gazed.events.find((e) => e.rule === '12.34')).toMatchObject({ kind: 'died', who: 'a1' });
    // Hild 4 on the Axe column: the 1-WP Medusa dies. Treasure G: 1 ≤ 6, 3D6 = 3 (×5); gems 6, magic 6: none
    const won = play(gazed.state, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
    expect(kinds(won.events)).toContain('combat-won');
    expect(won.state.phase.kind).toBe('explore');
    expect(adv(won.state, 'a1').stone).toBe('0,0');
    expect(offered(won.state, cast('a4', 'stoneToFlesh', 'a1'))).toBe(true);
    const back = play(won.state, [], cast('a4', 'stoneToFlesh', 'a1'));
    expect(adv(back.state, 'a1')).toMatchObject({ alive: true, wounds: 0 });
    expect(adv(back.state, 'a1').stone).toBeUndefined();
    expect(back.state.party.order.flat()).toContain('a1');
    expect(adv(back.state, 'a4').wounds).toBe(3);
  });

  it('12.34 ruling: once the party leaves the segment the statue stays behind, lost', () => {
    const c = engage(encounterWith(advancedAtEntrance(party), [['medusa', 1]]));
    const gazed = holdAll(c, [1, 6]);
    const won = play(gazed.state, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1')).state;
    stackCup(won, 'corridor', ['C-S0']);
    const drawn = play(won, [], { type: 'move', dir: EAST }).state;
    const out = play(drawn, [6], legalActions(drawn)[0]!);
    expect(adv(out.state, 'a1').stone).toBe('lost');
    expect(out.events.find((e) => e.kind === 'petrified')).toMatchObject({ rule: '12.34', who: 'a1' });
    expect(legalActions(out.state).some((a) => a.type === 'cast' && a.spell === 'stoneToFlesh')).toBe(false);
  });

  it('12.34 with no Wizard who knows Stone-to-Flesh the petrified adventurer is lost when the fight ends', () => {
    const c = engage(encounterWith(advancedAtEntrance(), [['medusa', 1]]));
    const gazed = holdAll(c, [1, 6]);
    const won = play(gazed.state, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
    expect(adv(won.state, 'a1').stone).toBe('lost');
    expect(won.events.find((e) => e.kind === 'petrified')).toMatchObject({ rule: '12.34', who: 'a1' });
  });

  it('12.34 any other gaze and only the blow counts (3 + 2 = 5: no wound; gaze 5)', () => {
    const c = engage(encounterWith(advancedAtEntrance(party), [['medusa', 4]]));
    const out = holdAll(c, [3, 5]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: true, wounds: 0 });
    expect(out.events.find((e) => e.rule === '12.34')).toMatchObject({ kind: 'resisted', dice: [5] });
  });

  it('12.34 the Medusa’s blow is struck and resolved even when her gaze is a 6; Stone-to-Flesh gives Brand back with its wounds', () => {
    const c = engage(encounterWith(advancedAtEntrance(party), [['medusa', 1]]));
    // her blow 4 + 2 = 6 on the Monster column: 1 wound; then the gaze, 6
    const gazed = holdAll(c, [4, 6]);
    const order = kinds(gazed.events.filter((e) => e.who === 'a1' || e.target === 'a1'));
    expect(order.indexOf('attack')).toBeLessThan(order.indexOf('died'));
    expect(gazed.events.find((e) => e.kind === 'attack' && e.target === 'a1')).toMatchObject({ rule: '8.44', amount: 1, dice: [4] });
    expect(adv(gazed.state, 'a1')).toMatchObject({ alive: false, stone: '0,0', wounds: 1 });
    const won = play(gazed.state, [4, 1, 1, 1, 1, 6, 6], attack('a2', 'm1'));
    const back = play(won.state, [], cast('a4', 'stoneToFlesh', 'a1'));
    expect(adv(back.state, 'a1')).toMatchObject({ alive: true, wounds: 1 });
  });

  it('12.34 a blow that kills leaves no one to gaze at: no gaze die', () => {
    const c = engage(encounterWith(advancedAtEntrance(party), [['medusa', 4]]));
    adv(c, 'a1').wounds = 7; // 8 Wound Points: one more kills him
    const out = holdAll(c, [6]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: false, wounds: 8 });
    expect(adv(out.state, 'a1').stone).toBeUndefined();
    expect(out.events.some((e) => e.rule === '12.34')).toBe(false);
  });

  it('7.15 in the Basic Game the Medusa only attacks', () => {
    const c = engage(encounterWith(atEntrance(), [['medusa', 4]]));
    const out = holdAll(c, [6]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: true, wounds: 1 });
  });
});

describe('12.35 Trolls: regeneration', () => {
  it('12.35, DATA ruling 55: once wounded, the Troll heals 1 wound after each third Monster Combat Phase', () => {
    const c = joinCombat(encounterWith(advancedAtEntrance([BRAND]), [['troll', 8]]));
    unit(c, 'm1').wounds = 2;
    // each round the Troll hits Brand (1 + 6 = 7: 1 wound)
    const one = holdAll(c, [1]);
    expect(unit(one.state, 'm1')).toMatchObject({ wounds: 2, regen: 1 });
    const two = holdAll(one.state, [1]);
    expect(unit(two.state, 'm1')).toMatchObject({ wounds: 2, regen: 2 });
    const three = holdAll(two.state, [1]);
    expect(unit(three.state, 'm1')).toMatchObject({ wounds: 1, regen: 3 });
    expect(three.events.find((e) => e.rule === '12.35')).toMatchObject({ kind: 'healed', target: 'm1', amount: 1 });
  });

  it('12.35 an unwounded Troll does not count', () => {
    const c = joinCombat(encounterWith(advancedAtEntrance([BRAND]), [['troll', 8]]));
    const out = holdAll(c, [1]);
    expect(unit(out.state, 'm1').regen).toBeUndefined();
  });
});

describe('12.36 Vampires: charm', () => {
  /** Brand, Hild, Sly and Mira (Blast, Lightning) against a lone Vampire of 8 Wound Points (MR 4), which faces Brand. */
  const vampireFight = (): GameState => engage(encounterWith(advancedAtEntrance(), [['vampire', 8]]));

  it('12.36 in its first Monster Combat Phase the Vampire strikes Brand (1 + 11 = 12: 2 wounds) and charms him as well (4 > MR 1): he leaves the marching order for the monsters’ second row', () => {
    const out = holdAll(vampireFight(), [1, 4]);
    const brand = adv(out.state, 'a1');
    expect(brand).toMatchObject({ alive: true, charmedBy: 'm1', wounds: 2 });
    expect(out.state.party.order.flat()).not.toContain('a1');
    expect(out.state.combat!.monsterRows.flat()).toContain('a1');
    expect(out.events.find((e) => e.kind === 'charmed')).toMatchObject({ rule: '12.36', who: 'm1', target: 'a1', dice: [4] });
    expect(unit(out.state, 'm1').charmTries).toBe(1);
    // he no longer acts for the party
    expect(legalActions(out.state).some((a) => 'who' in a && a.who === 'a1')).toBe(false);
  });

  it('12.36 the Vampire strikes (1 + 11 = 12: 2 wounds), then its charm is resisted (1 ≤ MR 1)', () => {
    const out = holdAll(vampireFight(), [1, 1]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: true, wounds: 2 });
    expect(adv(out.state, 'a1').charmedBy).toBeUndefined();
    expect(kinds(out.events.filter((e) => e.rule === '8.44' || e.rule === '12.36'))).toEqual(['attack', 'resisted']);
  });

  it('12.36 the blow comes first and the charm after it: Brand goes over with the 3 wounds of a 4 + 11 = 15', () => {
    const out = holdAll(vampireFight(), [4, 4]);
    expect(adv(out.state, 'a1')).toMatchObject({ alive: true, wounds: 3, charmedBy: 'm1' });
    const onBrand = out.events.filter((e) => e.target === 'a1' && (e.kind === 'attack' || e.kind === 'charmed'));
    expect(onBrand.map((e) => e.kind)).toEqual(['attack', 'charmed']);
    expect(onBrand[0]).toMatchObject({ amount: 3 });
    expect(out.events.find((e) => e.kind === 'charmed')).toMatchObject({ rule: '12.36', target: 'a1', dice: [4] });
  });

  it('12.36, DATA ruling 48: after two Monster Combat Phases it only strikes', () => {
    const c = vampireFight();
    unit(c, 'm1').charmTries = 2;
    const out = holdAll(c, [1]);
    expect(kinds(out.events)).not.toContain('resisted');
    expect(adv(out.state, 'a1').wounds).toBe(2);
  });

  it('12.36 when the Vampire dies Brand comes back to the party with his wounds; the fight is won', () => {
    const charmed = holdAll(vampireFight(), [1, 4]).state;
    adv(charmed, 'a1').wounds = 3;
    // Lightning: 5 > MR 4, 6 + 2 = 8 wounds; treasure J: Bezants 1 ≤ 6, 1D6 = 1 (×20); gems 6, magic 6: none; the chest 6: not trapped
    const out = play(charmed, [5, 6, 1, 1, 6, 6, 6], cast('a4', 'lightning', 'm1'));
    expect(kinds(out.events)).toContain('combat-won');
    const brand = adv(out.state, 'a1');
    expect(brand).toMatchObject({ alive: true, wounds: 3 });
    expect(brand.charmedBy).toBeUndefined();
    expect(out.state.party.order.flat()).toContain('a1');
    expect(brand.xp).toBe(12); // 8 × 6 / 4: he is a living adventurer again
  });

  it('12.36 a monster the party had charmed, once charmed by the Vampire, turns on the party for good', () => {
    const s = advancedAtEntrance();
    s.party.charmed.push({ unit: { id: 'm9', monster: 'giantAnt', woundPoints: 5, wounds: 0, alive: true, swordSkill: 0 }, charmer: 'a1' });
    const lined = play(s, [], { type: 'arrange', order: [['m9', 'a2', null], ['a1', 'a3', 'a4']] }).state;
    const c = engage(encounterWith(lined, [['vampire', 8]]));
    // facing 0: the Vampire faces the Ant; the Ant rolls 3 > MR 1
    // its blow 1 + 11 = 12: 2 wounds to the Ant (5 Wound Points), then the charm: 3 > MR 1
    const out = holdAll(c, [1, 3]);
    expect(out.state.party.charmed).toEqual([]);
    expect(groupHere(out.state)!.units.map((u) => u.id)).toEqual(['m1', 'm9']);
    expect(out.state.combat!.monsterRows.flat()).toContain('m9');
    expect(out.events.find((e) => e.kind === 'charmed')).toMatchObject({ rule: '12.36', target: 'm9' });
  });

  it('12.36, DATA ruling 20: the party may strike its charmed comrade, and he fights it with his own sword; the Vampire tries its charm a second time', () => {
    const charmed = holdAll(vampireFight(), [1, 4]).state;
    // the monsters closed up: Brand stepped up beside the Vampire, facing Sly
    expect(charmed.combat!.monsterRows[0]).toEqual(['a1', 'm1', null]);
    expect(offered(charmed, attack('a3', 'a1'))).toBe(true);
    // Sly 6 on the Dagger column: 1 wound to Brand; Brand 5 + 1 skill on the Sword column: 1 wound to Sly;
    // the Vampire's blow at Hild: 11 + 2 = 13, 2 wounds; then its second charm: Hild resists (1)
    const out = play(charmed, [6, 5, 2, 1], attack('a3', 'a1'), hold('a2'), hold('a4'));
    // Brand: the Vampire's 2 wounds as it charmed him, and Sly's 1
    expect(out.state.party.adventurers.map((a) => a.wounds)).toEqual([3, 2, 1, 0]);
    expect(out.events.find((e) => e.who === 'a1' && e.kind === 'attack')).toMatchObject({ rule: '12.36', target: 'a3', amount: 1 });
    expect(unit(out.state, 'm1').charmTries).toBe(2);
  });

  it('12.36 ruling: a Vampire won over by the Charm spell frees Brand at once, as its death would', () => {
    const charmers = [BRAND, HILD, SLY, { ...MIRA, spells: ['charm'], initial: { kind: 'woundPoint' } } as AdventurerSpec];
    const c = engage(encounterWith(advancedAtEntrance(charmers), [['vampire', 8]]));
    const charmed = holdAll(c, [1, 4]).state;
    expect(adv(charmed, 'a1').charmedBy).toBe('m1');
    // Charm: 5 > MR 4
    const out = play(charmed, [5], cast('a4', 'charm', 'm1'));
    expect(out.state.party.charmed.map((x) => x.unit.id)).toEqual(['m1']);
    expect(adv(out.state, 'a1').charmedBy).toBeUndefined();
    expect(out.state.party.order.flat()).toEqual(expect.arrayContaining(['a1', 'm1']));
    expect(kinds(out.events)).toContain('combat-won');
  });
});

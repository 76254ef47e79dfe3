/**
 * Wizards' spells in the Advanced Game (11.2, 11.3): casting in and out of combat, paying the
 * cost in the caster's own wounds (11.22), monsters resisting (11.24), and each of the twelve.
 *
 * The party is MAGES unless a test needs another Wizard: a1 Brand and a2 Hild (Heroes) in front,
 * a3 Sly (Thief) and a4 the Wizard in the second row. Every d6 the engine throws takes the next
 * scripted face, and every test checks its script is used up exactly.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, type Action, type GameEvent, type GameState } from '../../../../src/games/deathmaze/game';
import { gameWithBoard, stackCup } from '../../../../src/games/deathmaze/builders';
import type { SpellId } from '../../../../src/games/deathmaze/data/spells';
import { woundAdventurer } from '../../../../src/games/deathmaze/encounter/encounters';
import type { AdventurerSpec } from '../../../../src/games/deathmaze/party/party';
import {
  adv,
  advancedAtEntrance,
  atEntrance,
  attack,
  BRAND,
  cast,
  encounterWith,
  engage,
  give,
  groupHere,
  HILD,
  hold,
  joinCombat,
  kinds,
  MIRA,
  NORTH,
  offered,
  play,
  potion,
  refusedWith,
  SLY,
  unit,
} from '../helpers';

/** MAGES with its Wizard (a4, 4 Wound Points, MR 2) knowing these spells instead of Mira's. */
function withSpells(...spells: SpellId[]): AdventurerSpec[] {
  const wizard: AdventurerSpec = { ...MIRA, name: 'Oda', spells, initial: spells.length === 2 ? { kind: 'spell' } : { kind: 'magicResistance' } };
  return [BRAND, HILD, SLY, wizard];
}

/** The Party Combat Phase of round 1 against one Giant Ant (MR 1, treasure A: no treasure dice) of `wp` Wound Points. */
const antFight = (party?: AdventurerSpec[], wp = 7): GameState => engage(encounterWith(advancedAtEntrance(party), [['giantAnt', wp]]));

/**
 * The Wizard (Oda, knowing Lock) has just opened a door onto one Skeleton: the encounter before
 * anyone negotiates (door 2: not trapped; room check 1: a monster; 7.4 row 3, column 4; its Wound
 * Points wait for a fight, 7.14).
 */
function lockEncounter(): GameState {
  const s = gameWithBoard({
    board: [
      { type: 'C-S2', x: 0, y: 0 },
      { type: 'C-S1', x: 1, y: 0 },
      { type: 'R2a', x: 1, y: -1, rot: 2 },
    ],
    party: withSpells('lock'),
    advanced: true,
  });
  stackCup(s, 'room', ['R2a']);
  const drawn = play(s, [], { type: 'move', dir: NORTH }).state;
  const met = play(drawn, [2, 1, 3, 4], legalActions(drawn)[0]!).state;
  expect(met.phase.kind).toBe('encounter');
  return met;
}

const casts = (s: GameState): string[] => legalActions(s).filter((a) => a.type === 'cast').map((a) => JSON.stringify(a));

describe('11.21–11.24 casting a combat spell', () => {
  it('11.21 a Wizard in the second row casts Blast instead of attacking; 11.22 she pays 1 wound; 11.24 the Ant rolls 4 over its MR 1 and takes 2 wounds', () => {
    const c = antFight();
    expect(offered(c, cast('a4', 'blast', 'm1'))).toBe(true);
    const out = play(c, [4], cast('a4', 'blast', 'm1'));
    const mira = adv(out.state, 'a4');
    expect(mira.wounds).toBe(1);
    expect(mira.spellWounds).toBe(1);
    expect(unit(out.state, 'm1').wounds).toBe(2);
    expect(out.events.map((e) => [e.kind, e.rule])).toEqual([
      ['spell-cast', '11.22'],
      ['spell-cast', '11.24'],
    ]);
    expect(out.state.combat?.acted).toEqual(['a4']);
  });

  it('11.24 a roll at or under the monster’s Magic Resistance resists: no effect, the cost is paid all the same', () => {
    const out = play(antFight(), [1], cast('a4', 'blast', 'm1'));
    expect(unit(out.state, 'm1').wounds).toBe(0);
    expect(adv(out.state, 'a4').wounds).toBe(1);
    expect(out.events.find((e) => e.kind === 'resisted')).toMatchObject({ rule: '11.24', dice: [1], target: 'm1' });
  });

  it('11.23 one spell a Party Combat Phase, and no attack after it', () => {
    const out = play(antFight(), [4], cast('a4', 'blast', 'm1'));
    expect(casts(out.state).some((a) => a.includes('"a4"'))).toBe(false);
    refusedWith(out.state, cast('a4', 'lightning', 'm1'), '11.23');
    refusedWith(out.state, { type: 'switch', who: 'a4' }, '8.22');
  });

  it('11.22 a Wizard may not cast a spell whose cost would kill her', () => {
    const c = antFight();
    adv(c, 'a4').wounds = 2; // 4 Wound Points: Blast (1) leaves her alive, Lightning (2) would not
    expect(offered(c, cast('a4', 'blast', 'm1'))).toBe(true);
    expect(offered(c, cast('a4', 'lightning', 'm1'))).toBe(false);
    refusedWith(c, cast('a4', 'lightning', 'm1'), '11.22');
    adv(c, 'a4').wounds = 3;
    expect(casts(c)).toEqual([]);
    refusedWith(c, cast('a4', 'blast', 'm1'), '11.22');
  });

  it('11.21 from the third row no spell can be cast', () => {
    const s = play(advancedAtEntrance(), [], { type: 'arrange', order: [['a1', 'a2', null], ['a3', null, null], ['a4', null, null]] }).state;
    const c = engage(encounterWith(s, [['giantAnt', 7]]));
    expect(casts(c)).toEqual([]);
    refusedWith(c, cast('a4', 'blast', 'm1'), '11.21');
  });

  it('11.14, 11.23 only Wizards cast, and only the spells they know; 11.0 nobody casts in the Basic Game', () => {
    const c = antFight();
    refusedWith(c, cast('a1', 'blast', 'm1'), '11.14');
    refusedWith(c, cast('a4', 'sleep', 'm1'), '11.23');
    const basic = engage(encounterWith(atEntrance(), [['giantAnt', 7]]));
    refusedWith(basic, cast('a1', 'blast', 'm1'), '11.0');
  });

  it('11.3 reach: Blast the front row only, Charm the first or second row, Lightning and Sleep any monster in the fight', () => {
    const ants = encounterWith(advancedAtEntrance(withSpells('blast', 'charm')), [['giantAnt', 7], ['giantAnt', 6], ['giantAnt', 5], ['giantAnt', 4]]);
    const c = engage(ants, ['m1', 'm2', 'm3']);
    expect(c.combat!.monsterRows[1]).toContain('m4');
    expect(offered(c, cast('a4', 'blast', 'm3'))).toBe(true);
    expect(offered(c, cast('a4', 'blast', 'm4'))).toBe(false);
    expect(offered(c, cast('a4', 'charm', 'm4'))).toBe(true);
    refusedWith(c, cast('a4', 'blast', 'm4'), '11.3');
    const mira = engage(encounterWith(advancedAtEntrance(), [['giantAnt', 7], ['giantAnt', 6], ['giantAnt', 5], ['giantAnt', 4]]), ['m1', 'm2', 'm3']);
    expect(offered(mira, cast('a4', 'lightning', 'm4'))).toBe(true);
  });

  it('11.3 Blast reaches only the front row; a bad target is refused naming 11.3', () => {
    refusedWith(antFight(), cast('a4', 'blast', 'm9'), '11.3');
    refusedWith(antFight(), cast('a4', 'blast', null), '11.3');
  });

  it('11.21 combat spells only in combat, non-combat spells never in combat', () => {
    refusedWith(advancedAtEntrance(), cast('a4', 'blast', null), '11.21');
    const c = antFight(withSpells('heal'));
    adv(c, 'a1').wounds = 3;
    refusedWith(c, cast('a4', 'heal', 'a1'), '11.21');
  });
});

describe('11.3 the five combat spells', () => {
  it('11.3 Lightning: 1D6+2 wounds; the Ant dies and the fight is won (8.6: 7 × 6 = 42 Experience, 10 each)', () => {
    const out = play(antFight(), [2, 5], cast('a4', 'lightning', 'm1'));
    expect(out.events.find((e) => e.kind === 'attack')).toMatchObject({ rule: '11.3', dice: [5], amount: 7 });
    expect(kinds(out.events)).toContain('combat-won');
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(adv(out.state, 'a1').xp).toBe(10);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('11.3 Sleep takes the monster out of the fight; DATA ruling 23: with none awake the fight is won, and the sleeper slain by the party counts for Experience', () => {
    const out = play(antFight(withSpells('sleep')), [3], cast('a4', 'sleep', 'm1'), { type: 'sleeper', target: 'm1', slay: true });
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ rule: '11.3', target: 'm1' });
    expect(kinds(out.events)).toContain('combat-won');
    expect(adv(out.state, 'a1').xp).toBe(10);
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(groupHere(out.state)).toBeUndefined();
  });

  it('11.3 Sleep: the sleeper leaves the rows while the fight goes on; once the last one awake falls the party may slay it (DATA ruling 23)', () => {
    const c = engage(encounterWith(advancedAtEntrance(withSpells('sleep')), [['giantAnt', 1], ['giantAnt', 5]]), ['m1', 'm2']);
    const slept = play(c, [6], cast('a4', 'sleep', 'm2'));
    expect(unit(slept.state, 'm2').asleep).toBe(true);
    expect(slept.state.combat!.monsterRows.flat()).not.toContain('m2');
    expect(offered(slept.state, attack('a2', 'm2'))).toBe(false);
    // Brand, Sword +1: 5 + 1 = 6 → 1 wound kills the 1-WP Ant
    const out = play(slept.state, [5], attack('a1', 'm1'), { type: 'sleeper', target: 'm2', slay: true });
    expect(kinds(out.events)).toContain('combat-won');
    expect(adv(out.state, 'a1').xp).toBe(9); // (1 + 5) × 6 / 4
  });

  it('11.3 Charm: a monster that fails to resist joins the party (9.45) under the Wizard; with no monster left the fight ends, no Experience', () => {
    const out = play(antFight(withSpells('charm')), [2], cast('a4', 'charm', 'm1'));
    expect(out.state.party.charmed).toEqual([{ unit: { id: 'm1', monster: 'giantAnt', woundPoints: 7, wounds: 0, alive: true, swordSkill: 0 }, charmer: 'a4' }]);
    expect(out.state.party.order).toEqual([
      ['a1', 'a2', null],
      ['a3', 'a4', 'm1'],
    ]);
    expect(adv(out.state, 'a4').wounds).toBe(3);
    expect(adv(out.state, 'a1').xp).toBe(0);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('11.3 Explosion: everyone in the fight, caster too, resists or takes 1 wound (adventurers in party order, then the monsters)', () => {
    // a1 1 ≤ MR 1 resists; a2 4 hit; a3 2 hit; a4 2 ≤ MR 3 resists; the Ant 6 hit
    const out = play(antFight(withSpells('explosion')), [1, 4, 2, 2, 6], cast('a4', 'explosion'));
    expect(out.state.party.adventurers.map((a) => a.wounds)).toEqual([0, 1, 1, 1]);
    expect(adv(out.state, 'a4').spellWounds).toBe(1);
    expect(unit(out.state, 'm1').wounds).toBe(1);
    expect(out.events.filter((e) => e.kind === 'resisted').map((e) => e.who)).toEqual(['a1', 'a4']);
  });

  it('11.22 only the cost may not kill: the Explosion itself may kill its caster', () => {
    const c = antFight(withSpells('explosion'));
    adv(c, 'a4').wounds = 2;
    const out = play(c, [1, 1, 1, 6, 1], cast('a4', 'explosion'));
    expect(adv(out.state, 'a4').alive).toBe(false);
    expect(out.state.party.order.flat()).not.toContain('a4');
  });
});

describe('11.3 non-combat spells', () => {
  it('11.3 Heal cures 1D6 wounds of a living adventurer, paid with 2 of the Wizard’s', () => {
    const s = advancedAtEntrance(withSpells('heal'));
    adv(s, 'a1').wounds = 5;
    expect(offered(s, cast('a4', 'heal', 'a1'))).toBe(true);
    expect(offered(s, cast('a4', 'heal', 'a2'))).toBe(true); // unhurt: it would cure nothing, but may be cast (9.42)
    const out = play(s, [4], cast('a4', 'heal', 'a1'));
    expect(adv(out.state, 'a1').wounds).toBe(1);
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ rule: '11.3', dice: [4], who: 'a1', amount: 4 });
  });

  it('11.22 wounds paid for spells are never cured: not by Heal, nor by a Healing potion', () => {
    const s = advancedAtEntrance(withSpells('heal'));
    const oda = adv(s, 'a4'); // 4 Wound Points, MR 3
    oda.wounds = 2;
    oda.spellWounds = 2;
    oda.woundPoints = 8; // room to pay for one more spell
    // Heal on herself: she pays 2 more, and none of her 4 spell wounds is cured
    const healed = play(structuredClone(s), [6], cast('a4', 'heal', 'a4'));
    expect(adv(healed.state, 'a4')).toMatchObject({ wounds: 4, spellWounds: 4 });
    expect(healed.events.find((e) => e.kind === 'healed')).toMatchObject({ amount: 0, dice: [6] });
    give(s, 'a4', potion('healing'));
    const drunk = play(structuredClone(s), [6], { type: 'use', who: 'a4', item: 0 });
    expect(adv(drunk.state, 'a4').wounds).toBe(2);
    oda.wounds = 3; // one wound from elsewhere
    const out = play(s, [6], { type: 'use', who: 'a4', item: 0 });
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(out.events.find((e) => e.kind === 'healed')).toMatchObject({ amount: 1 });
  });

  it('11.3 Mage Armor soaks up the next 1D3 wounds, whatever deals them, but never the cost of a spell', () => {
    const s = advancedAtEntrance(withSpells('mageArmor', 'blast'));
    const out = play(s, [5], cast('a4', 'mageArmor', 'a1'));
    expect(adv(out.state, 'a1').mageArmor).toBe(3);
    expect(adv(out.state, 'a4').wounds).toBe(1);
    const brand = adv(out.state, 'a1');
    const first = woundAdventurer(brand, 2, '8.45', 'a test blow');
    expect(brand.wounds).toBe(0);
    expect(brand.mageArmor).toBe(1);
    expect(first).toEqual([expect.objectContaining({ kind: 'wounded', rule: '11.3', amount: 0 })]);
    woundAdventurer(brand, 3, '8.45', 'a test blow');
    expect(brand.wounds).toBe(2);
    expect(brand.mageArmor).toBeUndefined();
    // on herself: the armor is there, and the next casting's cost goes straight through it
    const self = play(out.state, [6], cast('a4', 'mageArmor', 'a4')).state;
    expect(adv(self, 'a4').mageArmor).toBe(3);
    const c = engage(encounterWith(self, [['giantAnt', 7]]));
    const blasted = play(c, [1], cast('a4', 'blast', 'm1'));
    expect(adv(blasted.state, 'a4').wounds).toBe(3);
    expect(adv(blasted.state, 'a4').mageArmor).toBe(3);
  });

  it('11.3 Strength: +1D6 to every attack in the next combat (DATA ruling 31)', () => {
    const out = play(advancedAtEntrance(withSpells('strength')), [4], cast('a4', 'strength', 'a2'));
    expect(adv(out.state, 'a2').strength).toBe(4);
    expect(adv(out.state, 'a4').wounds).toBe(2);
    expect(out.events.find((e) => e.kind === 'strengthened')).toMatchObject({ rule: '11.3', who: 'a2', amount: 4 });
  });

  it('11.3 Neutralize Poison, cast at once, undoes the poison just suffered (a Poison Gas trap, 10.24)', () => {
    const s = advancedAtEntrance(withSpells('neutralizePoison'));
    s.phase = { kind: 'trap', source: 'trapdoor' };
    // trap die 3: Poison Gas; 1D3 from a 6: 3 wounds
    const trapped = play(s, [3, 6], { type: 'open', who: 'a1' });
    expect(adv(trapped.state, 'a1').wounds).toBe(3);
    expect(trapped.state.poisoned).toEqual([{ who: 'a1', wounds: 3 }]);
    expect(offered(trapped.state, cast('a4', 'neutralizePoison', 'a1'))).toBe(true);
    const out = play(trapped.state, [], cast('a4', 'neutralizePoison', 'a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
    expect(adv(out.state, 'a4').wounds).toBe(1);
    expect(out.state.poisoned).toBeUndefined();
  });

  it('11.3 Neutralize Poison must be cast immediately: one action later it is too late', () => {
    const s = advancedAtEntrance(withSpells('neutralizePoison'));
    s.phase = { kind: 'trap', source: 'trapdoor' };
    const trapped = play(s, [3, 6], { type: 'open', who: 'a1' }).state;
    const later = play(trapped, [], { type: 'ready', who: 'a2', weapon: 1 }).state;
    expect(later.poisoned).toBeUndefined();
    expect(offered(later, cast('a4', 'neutralizePoison', 'a1'))).toBe(false);
    refusedWith(later, cast('a4', 'neutralizePoison', 'a1'), '11.3');
  });

  it('11.3 Oratory, cast in the encounter, adds 4 to the negotiation roll: 1 + 1 − 0 + 4 = 6 against Orcs is an Agreement', () => {
    const met = encounterWith(advancedAtEntrance(withSpells('oratory')), [['orc', 3]]);
    const spoken = play(met, [], cast('a4', 'oratory'));
    expect(spoken.state.oratory).toBe(true);
    refusedWith(spoken.state, cast('a4', 'oratory'), '11.3');
    const out = play(spoken.state, [1, 1], { type: 'negotiate' });
    expect(out.events[0]).toMatchObject({ kind: 'negotiated', rule: '7.21', amount: 6 });
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.oratory).toBeUndefined();
    refusedWith(out.state, cast('a4', 'oratory'), '11.21');
  });

  it('11.21 Oratory is the only spell of negotiation: Heal is refused in the encounter', () => {
    const met = encounterWith(advancedAtEntrance(withSpells('heal')), [['orc', 3]]);
    adv(met, 'a1').wounds = 2;
    expect(offered(met, cast('a4', 'heal', 'a1'))).toBe(false);
    refusedWith(met, cast('a4', 'heal', 'a1'), '11.21');
  });

  it('11.3 Lock shuts the door just opened onto monsters, as Cloves do (9.57): the party steps back', () => {
    const met = lockEncounter();
    expect(offered(met, cast('a4', 'lock'))).toBe(true);
    const out = play(met, [], cast('a4', 'lock'));
    expect(out.events.find((e) => e.kind === 'door-pegged')).toMatchObject({ rule: '11.3', who: 'a4', cell: { x: 0, y: 0 } });
    expect(out.state.party.at).toEqual({ x: 0, y: 0 });
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.monsters['0,-1']!.units.map((u) => u.monster)).toEqual(['skeleton']);
    expect(adv(out.state, 'a4').wounds).toBe(1);
  });
});

describe('the Party Combat Phase with a Wizard', () => {
  it('8.22 the phase waits for the Wizard too: she may hold instead of casting', () => {
    const c = antFight();
    const out = play(c, [], hold('a4'));
    expect(out.state.combat?.acted).toContain('a4');
  });
});

/** Each event as [kind, the spell it names or null], to check which events carry `spell`. */
const spellOf = (events: readonly GameEvent[]): [string, SpellId | null][] => events.map((e) => [e.kind, e.spell ?? null]);

describe('11.3, 12.2 every event a spell records names the spell', () => {
  it('11.22, 11.24 Blast: the payment and the failed resist roll both name Blast', () => {
    const out = play(antFight(), [4], cast('a4', 'blast', 'm1'));
    expect(spellOf(out.events)).toEqual([
      ['spell-cast', 'blast'],
      ['spell-cast', 'blast'],
    ]);
  });

  it('12.13: a cast that does not say true or false for the ring is refused (it could not be saved)', () => {
    const c = antFight();
    for (const ring of ['yes', 1, null, undefined]) refusedWith(c, { ...cast('a4', 'lightning', 'm1'), ring } as unknown as Action, '12.13');
  });

  it('12.13, 11.24 a Ring of Blast: the free casting and the resist roll won name Blast', () => {
    const c = give(antFight(), 'a4', { kind: 'ring', ring: 'blast' });
    const out = play(c, [1], cast('a4', 'blast', 'm1', true));
    expect(out.events.map((e) => [e.kind, e.rule, e.spell])).toEqual([
      ['spell-cast', '12.13', 'blast'],
      ['resisted', '11.24', 'blast'],
    ]);
  });

  it('11.3 Lightning: its blow names Lightning; the Ant slain and the fight won are not the spell’s own events', () => {
    const out = play(antFight(), [2, 5], cast('a4', 'lightning', 'm1'));
    expect(spellOf(out.events).slice(0, 3)).toEqual([
      ['spell-cast', 'lightning'],
      ['spell-cast', 'lightning'],
      ['attack', 'lightning'],
    ]);
    expect(out.events.slice(3).filter((e) => e.spell !== undefined)).toEqual([]);
    expect(kinds(out.events.slice(3))).toContain('died');
  });

  it('11.3 Sleep: the sleeper dropping out names Sleep (as do the payment and the roll)', () => {
    const c = engage(encounterWith(advancedAtEntrance(withSpells('sleep')), [['giantAnt', 1], ['giantAnt', 5]]), ['m1', 'm2']);
    const out = play(c, [6], cast('a4', 'sleep', 'm2'));
    expect(out.events.filter((e) => e.spell !== undefined).map((e) => [e.kind, e.rule, e.spell, e.target ?? null])).toEqual([
      ['spell-cast', '11.22', 'sleep', 'm2'],
      ['spell-cast', '11.24', 'sleep', 'm2'],
      ['spell-cast', '11.3', 'sleep', 'm2'],
    ]);
  });

  it('11.3 Charm: payment and roll name Charm; the charm taking hold is recorded by the charm rules, unmarked', () => {
    const out = play(antFight(withSpells('charm')), [2], cast('a4', 'charm', 'm1'));
    expect(spellOf(out.events).slice(0, 3)).toEqual([
      ['spell-cast', 'charm'],
      ['spell-cast', 'charm'],
      ['charmed', null],
    ]);
  });

  it('11.3 Explosion: every resist roll, wound and blow it brings names the Explosion', () => {
    // a1 1 ≤ MR 1 resists; a2 4 hit; a3 2 hit; a4 2 ≤ MR 3 resists; the Ant 6 hit
    const out = play(antFight(withSpells('explosion')), [1, 4, 2, 2, 6], cast('a4', 'explosion'));
    expect(out.events.map((e) => [e.kind, e.who ?? e.target, e.spell])).toEqual([
      ['spell-cast', 'a4', 'explosion'],
      ['resisted', 'a1', 'explosion'],
      ['wounded', 'a2', 'explosion'],
      ['wounded', 'a3', 'explosion'],
      ['resisted', 'a4', 'explosion'],
      ['attack', 'a4', 'explosion'],
    ]);
  });

  it('11.3 the non-combat spells: the payment and the effect name the spell', () => {
    const hurt = advancedAtEntrance(withSpells('heal', 'mageArmor'));
    adv(hurt, 'a1').wounds = 5;
    expect(spellOf(play(hurt, [4], cast('a4', 'heal', 'a1')).events)).toEqual([
      ['spell-cast', 'heal'],
      ['healed', 'heal'],
    ]);
    expect(spellOf(play(advancedAtEntrance(withSpells('mageArmor')), [5], cast('a4', 'mageArmor', 'a1')).events)).toEqual([
      ['spell-cast', 'mageArmor'],
      ['spell-cast', 'mageArmor'],
    ]);
    expect(spellOf(play(advancedAtEntrance(withSpells('strength')), [4], cast('a4', 'strength', 'a2')).events)).toEqual([
      ['spell-cast', 'strength'],
      ['strengthened', 'strength'],
    ]);
    const s = advancedAtEntrance(withSpells('neutralizePoison'));
    s.phase = { kind: 'trap', source: 'trapdoor' };
    const trapped = play(s, [3, 6], { type: 'open', who: 'a1' }).state;
    expect(spellOf(play(trapped, [], cast('a4', 'neutralizePoison', 'a1')).events)).toEqual([
      ['spell-cast', 'neutralizePoison'],
      ['healed', 'neutralizePoison'],
    ]);
  });

  it('11.3 Oratory names Oratory; Lock’s payment names Lock, the door shut (9.57 rules) is unmarked', () => {
    const met = encounterWith(advancedAtEntrance(withSpells('oratory')), [['orc', 3]]);
    expect(spellOf(play(met, [], cast('a4', 'oratory')).events)).toEqual([
      ['spell-cast', 'oratory'],
      ['spell-cast', 'oratory'],
    ]);
    const locked = play(lockEncounter(), [], cast('a4', 'lock'));
    expect(spellOf(locked.events)[0]).toEqual(['spell-cast', 'lock']);
    expect(locked.events.find((e) => e.kind === 'door-pegged')?.spell).toBeUndefined();
  });

  it('12.34 Stone-to-Flesh: the payment and the return to flesh name Stone-to-Flesh', () => {
    const s = advancedAtEntrance(withSpells('stoneToFlesh'));
    const brand = adv(s, 'a1');
    brand.alive = false;
    brand.stone = '0,0';
    s.party.order = s.party.order.map((row) => row.map((id) => (id === 'a1' ? null : id)));
    const out = play(s, [], cast('a4', 'stoneToFlesh', 'a1'));
    expect(adv(out.state, 'a1').alive).toBe(true);
    expect(out.events.map((e) => [e.kind, e.rule, e.spell])).toEqual([
      ['spell-cast', '11.22', 'stoneToFlesh'],
      ['healed', '12.34', 'stoneToFlesh'],
    ]);
  });

  it('12.2 the Evil Wizard’s Lightning: its casting, the blow and the wound name Lightning; a resist roll won too', () => {
    const duel = () => joinCombat(encounterWith(advancedAtEntrance([BRAND]), [['evilWizard', 6]]));
    const hit = play(duel(), [4, 3], hold('a1'));
    expect(hit.events.filter((e) => e.rule === '12.2').map((e) => [e.kind, e.spell])).toEqual([
      ['spell-cast', 'lightning'],
      ['attack', 'lightning'],
      ['wounded', 'lightning'],
    ]);
    const missed = play(duel(), [1], hold('a1'));
    expect(missed.events.filter((e) => e.spell !== undefined).map((e) => [e.kind, e.rule])).toEqual([
      ['spell-cast', '12.2'],
      ['resisted', '11.24'],
    ]);
  });

  it('11.3, 12.2 Mage Armor soaking the Evil Wizard’s Lightning: the soaked wound names Lightning', () => {
    const s = encounterWith(advancedAtEntrance([BRAND]), [['evilWizard', 6]]);
    adv(s, 'a1').mageArmor = 3;
    const out = play(joinCombat(s), [4, 3], hold('a1'));
    expect(out.events.filter((e) => e.kind === 'wounded').map((e) => [e.rule, e.amount, e.spell])).toEqual([
      ['11.3', 0, 'lightning'],
      ['12.2', 2, 'lightning'],
    ]);
  });
});

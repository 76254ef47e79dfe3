/**
 * Combat (8.0) and what follows it: line-up (8.1), opponents (8.3), attacks (8.4),
 * reorganization (8.5), experience (8.6) and treasure (9.1).
 *
 * The monsters are put on the party's segment directly with the Wound Points each test needs,
 * and the dice are scripted: each d6 the engine throws takes the next face, in order.
 */
import { describe, it, expect } from 'vitest';
import { legalActions, tryApply, type GameState, type Outcome } from '../../../../src/games/deathmaze/game';
import { cellKey } from '../../../../src/games/deathmaze/board/grid';
import type { MonsterId } from '../../../../src/games/deathmaze/data/monsters';
import type { AdventurerSpec, MarchingOrder } from '../../../../src/games/deathmaze/party/party';
import { adv, attack, encounterWith, engage, hold, PAIR, PARTY, play, refusedWith, TRIO, unit } from '../helpers';

// ---------------------------------------------------------------------------------------------
// Helpers (the shared ones, and the party constants PAIR, TRIO and PARTY, are in ./helpers)

const whoActs = (s: GameState): string[] => [...new Set(legalActions(s).flatMap((a) => ('who' in a ? [a.who] : [])))].sort();
const targetsOf = (s: GameState, who: string): string[] =>
  legalActions(s).flatMap((a) => (a.type === 'attack' && a.who === who ? [a.target] : []));
const lines = (o: MarchingOrder): string[][] => {
  const out = o.map((r) => r.filter((x): x is string => x !== null));
  while (out.length > 1 && out[out.length - 1]!.length === 0) out.pop();
  return out;
};

// ---------------------------------------------------------------------------------------------

describe('8.1 joining combat: the line-up', () => {
  it('8.13 the lineUp phase is offered when the player has a choice, and every option puts the three highest-WP monsters in front', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 5],
      ['skeleton', 3],
      ['skeleton', 4],
      ['skeleton', 2],
    ]);
    const out = play(s, [], { type: 'fight' });
    expect(out.state.phase).toEqual({ kind: 'lineUp', monstersFirst: false });
    const options = legalActions(out.state);
    expect(options.every((a) => a.type === 'lineUp')).toBe(true);
    expect(options).toHaveLength(6); // the three, in any order
    for (const o of options) if (o.type === 'lineUp') expect([...o.front].sort()).toEqual(['m1', 'm2', 'm3']);
  });

  it('8.13 a line-up with a weaker monster in front is refused with RuleError 8.13', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 5],
      ['skeleton', 3],
      ['skeleton', 4],
      ['skeleton', 2],
    ]);
    const lu = play(s, [], { type: 'fight' }).state;
    refusedWith(lu, { type: 'lineUp', front: ['m1', 'm2', 'm4'], facing: 0 }, '8.13');
    refusedWith(lu, { type: 'lineUp', front: ['m1', 'm3'], facing: 0 }, '8.13');
    const ok = play(lu, [], { type: 'lineUp', front: ['m3', 'm1', 'm2'], facing: 0 }).state;
    expect(lines(ok.combat!.monsterRows)).toEqual([['m3', 'm1', 'm2'], ['m4']]);
  });

  it('8.13 ties for the third front place: the player chooses among the tied (DATA ruling 28)', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 5],
      ['skeleton', 3],
      ['skeleton', 3],
      ['skeleton', 3],
    ]);
    const options = legalActions(play(s, [], { type: 'fight' }).state).filter((a) => a.type === 'lineUp');
    expect(options).toHaveLength(3 * 6);
    const fronts = new Set(options.map((o) => (o.type === 'lineUp' ? [...o.front].sort().join() : '')));
    expect(fronts).toEqual(new Set(['m1,m2,m3', 'm1,m2,m4', 'm1,m3,m4']));
  });

  it('8.14 two monsters both stand in front; the player orders them', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 2],
      ['skeleton', 6],
    ]);
    const lu = play(s, [], { type: 'fight' }).state;
    const options = legalActions(lu).map((a) => (a.type === 'lineUp' ? a.front.join() : '?'));
    expect(options.sort()).toEqual(['m1,m2', 'm2,m1']);
    const c = play(lu, [], { type: 'lineUp', front: ['m1', 'm2'], facing: 0 }).state;
    expect(lines(c.combat!.monsterRows)).toEqual([['m1', 'm2']]);
  });

  it('8.11 once joined, combat goes on: no moving away, no negotiating, no rearranging (DATA ruling 17)', () => {
    const c = engage(
      encounterWith(PAIR, [
        ['skeleton', 6],
        ['skeleton', 6],
      ]),
      ['m1', 'm2'],
    );
    const types = new Set(legalActions(c).map((a) => a.type));
    expect([...types].sort()).toEqual(['attack', 'hold', 'switch']);
    expect(tryApply(c, { type: 'move', dir: 1 }).ok).toBe(false);
    expect(tryApply(c, { type: 'negotiate' }).ok).toBe(false);
    refusedWith(c, { type: 'arrange', order: [['a2', 'a1', null]] }, '5.14');
  });

  it('8.13 with no choice to make, combat starts at once (one monster before a row of three)', () => {
    const s = encounterWith(TRIO, [['skeleton', 4]]);
    const out = play(s, [], { type: 'fight' });
    expect(out.state.phase.kind).toBe('combat');
    expect(out.state.combat).toMatchObject({ round: 1, step: 'party' });
  });

  it('8.13 one monster before two adventurers: the player says which one it faces (DATA ruling 49)', () => {
    const s = encounterWith(PAIR, [['skeleton', 4]]);
    const lu = play(s, [], { type: 'fight' }).state;
    expect(legalActions(lu)).toEqual(
      expect.arrayContaining([
        { type: 'lineUp', front: ['m1'], facing: 0 },
        { type: 'lineUp', front: ['m1'], facing: 1 },
      ]),
    );
    // facing Hild (a2): it attacks her (skeleton 6 + 2 → 1 wound)
    const c = play(engage(s, ['m1'], 1), [6], hold('a1'), hold('a2')).state;
    expect([adv(c, 'a1').wounds, adv(c, 'a2').wounds]).toEqual([0, 1]);
  });
});

describe('8.3 opponents', () => {
  const twoSkeletons = (): GameState =>
    encounterWith(PAIR, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);

  it('8.31 equal lines attack their opposite numbers; another monster is refused with 8.31', () => {
    const c = engage(twoSkeletons(), ['m2', 'm1']);
    expect(targetsOf(c, 'a1')).toEqual(['m2']);
    expect(targetsOf(c, 'a2')).toEqual(['m1']);
    refusedWith(c, attack('a1', 'm1'), '8.31');
  });

  it('8.31 in the Monster Combat Phase the monsters attack their opposite numbers too', () => {
    const c = engage(twoSkeletons(), ['m2', 'm1']);
    const out = play(c, [6, 1], hold('a1'), hold('a2'));
    const attacks = out.events.filter((e) => e.kind === 'attack');
    expect(attacks.map((e) => [e.who, e.target, e.amount])).toEqual([
      ['m2', 'a1', 1],
      ['m1', 'a2', 0],
    ]);
  });

  it('8.32 two adventurers against three monsters: each may choose between the two nearest (Example B)', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 6],
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    expect(targetsOf(c, 'a1')).toEqual(['m1', 'm2']);
    expect(targetsOf(c, 'a2')).toEqual(['m2', 'm3']);
    refusedWith(c, attack('a1', 'm3'), '8.32');
  });

  it('8.33 Example B: the middle monster rolls (1–3 the right-hand adventurer, 4–6 the left)', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 6],
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    // m1 → a1 (6: hit), m2 rolls 4 → a2 (6: hit), m3 → a2 (1: miss)
    const out = play(c, [6, 4, 6, 1], hold('a1'), hold('a2'));
    expect(out.events.filter((e) => e.kind === 'attack').map((e) => [e.who, e.target])).toEqual([
      ['m1', 'a1'],
      ['m2', 'a2'],
      ['m3', 'a2'],
    ]);
    expect([adv(out.state, 'a1').wounds, adv(out.state, 'a2').wounds]).toEqual([1, 1]);
  });

  it('8.34 a second-row adventurer with a bow may shoot any monster of the front line', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    adv(s, 'a3').ready = 1; // Sly readies his bow before the fight (8.41)
    const c = engage(s, ['m1', 'm2']);
    expect(targetsOf(c, 'a3')).toEqual(['m1', 'm2']);
    const out = play(c, [5], attack('a3', 'm2')); // Bow column, 5 → 1 wound
    expect(unit(out.state, 'm2').wounds).toBe(1);
  });

  it('8.34 a second-row adventurer with a dagger or sword cannot attack (he may only switch or hold)', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2']); // Sly holds his dagger
    expect(targetsOf(c, 'a3')).toEqual([]);
    expect(legalActions(c).filter((a) => 'who' in a && a.who === 'a3').map((a) => a.type).sort()).toEqual(['hold', 'switch']);
    refusedWith(c, attack('a3', 'm1'), '8.34');
  });

  it('DATA ruling 52: a front-row adventurer with a bow in hand cannot attack, but may switch', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    adv(s, 'a1').ready = 1; // Brand's bow
    const c = engage(s, ['m1', 'm2']);
    expect(targetsOf(c, 'a1')).toEqual([]);
    expect(legalActions(c).filter((a) => 'who' in a && a.who === 'a1').map((a) => a.type).sort()).toEqual(['hold', 'switch']);
    expect(tryApply(c, attack('a1', 'm1')).ok).toBe(false);
    const switched = play(c, [], { type: 'switch', who: 'a1' }).state;
    expect(adv(switched, 'a1').ready).toBe(0);
  });

  // 8.46 leaves the dead one's box empty until a Reorganization Phase, so the survivor still
  // stands opposite Hild (box 1): by 8.33 she is the adventurer closest to it.
  it('8.33 when a front monster dies, the survivor attacks the adventurer it stands before (the closest)', () => {
    // Two Skeletons face Brand and Hild one to one; Brand kills his. The other still stands
    // opposite Hild, so she is the adventurer closest to it (8.33) and the one it attacks.
    const s = encounterWith(PAIR, [
      ['skeleton', 1],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2']);
    const out = play(c, [6, 6], attack('a1', 'm1'), hold('a2'));
    const attacks = out.events.filter((e) => e.kind === 'attack' && e.who === 'm2');
    expect(attacks).toHaveLength(1);
    expect(attacks[0]!.target).toBe('a2');
  });

  // When Brand dies, Hild (box 1) is left alone before two Skeletons, m2 straight in front of
  // her: by 8.32 she attacks the monster closest to her (DATA ruling 49 would let the player
  // place the lone counter; either way m2 must be open to her).
  it('8.32 a lone adventurer left before two monsters may attack the one straight in front of her', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 9],
      ['skeleton', 9],
    ]);
    adv(s, 'a1').wounds = 7;
    const c = engage(s, ['m1', 'm2']);
    // m1 kills Brand (6), m2 misses Hild (1); the party stands still
    const mp = play(c, [6, 1], hold('a1'), hold('a2'));
    expect(adv(mp.state, 'a1').alive).toBe(false);
    const next = play(mp.state, [], { type: 'reorganize', order: mp.state.party.order }).state;
    expect(next.combat!.monsterRows[0]).toEqual(['m1', 'm2', null]);
    expect(next.party.order[0]).toEqual([null, 'a2', null]);
    expect(targetsOf(next, 'a2')).toContain('m2');
  });
});

describe('8.4 attacking', () => {
  it('8.41 switching weapons costs the attack of that phase; the new weapon strikes next round', () => {
    const s = encounterWith(PAIR, [['skeleton', 9]]);
    adv(s, 'a2').ready = 1; // Hild starts with her throwing dagger
    const c = engage(s, ['m1'], 0);
    const switched = play(c, [], { type: 'switch', who: 'a2' }).state;
    expect(adv(switched, 'a2').ready).toBe(0);
    expect(switched.combat!.acted).toContain('a2');
    expect(whoActs(switched)).toEqual(['a1']);
    refusedWith(switched, attack('a2', 'm1'), '8.22');
    // round 2: Brand holds, the Skeleton misses (1), the party stands still; Hild swings her axe (4 → 1)
    const r1 = play(switched, [1], hold('a1'));
    expect(r1.state.combat!.step).toBe('reorganize');
    const r2 = play(r1.state, [4], { type: 'reorganize', order: r1.state.party.order }, attack('a2', 'm1'));
    expect(r2.state.combat!.round).toBe(2);
    expect(unit(r2.state, 'm1').wounds).toBe(1);
  });

  it('8.47 a throwing dagger thrown from the second row is gone for the combat; the other weapon comes to hand free', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2']);
    expect(targetsOf(c, 'a4')).toEqual(['m1', 'm2']);
    const thrown = play(c, [6], attack('a4', 'm2')).state;
    expect(unit(thrown, 'm2').wounds).toBe(1);
    expect(thrown.combat!.thrown).toEqual(['a4:0']);
    expect(adv(thrown, 'a4').ready).toBe(1); // the dagger, without spending a phase
    expect(whoActs(thrown)).not.toContain('a4');
    // next round Wren, dagger in hand in the second row with her throwing dagger gone, has nothing to do
    const r1 = play(thrown, [1, 1], hold('a1'), hold('a2'), hold('a3'));
    const r2 = play(r1.state, [], { type: 'reorganize', order: r1.state.party.order }).state;
    expect(r2.combat!.round).toBe(2);
    expect(whoActs(r2)).toEqual(['a1', 'a2', 'a3']);
  });

  it('8.47 thrown daggers are back after the combat', () => {
    const s = encounterWith(PARTY, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2']);
    const thrown = play(c, [6], attack('a4', 'm2')).state;
    unit(thrown, 'm1').wounds = 5;
    unit(thrown, 'm2').wounds = 5;
    const won = play(thrown, [6, 6], attack('a1', 'm1'), attack('a2', 'm2')).state;
    expect(won.phase.kind).toBe('explore');
    expect(won.combat).toBeNull();
    expect(adv(won, 'a4').weapons).toEqual(['throwingDagger', 'dagger']);
    // she may take it up again, and throw it in the next fight
    const readied = play(won, [], { type: 'ready', who: 'a4', weapon: 0 }).state;
    readied.monsters[cellKey(readied.party.at)] = {
      units: [{ id: 'm9', monster: 'skeleton', woundPoints: 6, wounds: 0, alive: true, swordSkill: 0 }],
      origin: 'wandering',
      attitude: 'hostile',
      hoards: {},
    };
    readied.phase = { kind: 'encounter' };
    const again = engage(readied, ['m9'], 0);
    expect(targetsOf(again, 'a4')).toEqual(['m9']);
  });

  it('DATA ruling 52: a throwing dagger used from the front row is not thrown', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    adv(s, 'a2').ready = 1;
    const c = engage(s, ['m1', 'm2']);
    const out = play(c, [6], attack('a2', 'm2')).state;
    expect(unit(out, 'm2').wounds).toBe(1);
    expect(out.combat!.thrown).toEqual([]);
    expect(adv(out, 'a2').ready).toBe(1);
  });

  it('8.43 Weapon Skill is added to the die: Brand (+1 Sword) rolling 3 reads row 4 → 1 wound', () => {
    const c = engage(
      encounterWith(PAIR, [
        ['skeleton', 6],
        ['skeleton', 6],
      ]),
      ['m1', 'm2'],
    );
    // (then the Monster Combat Phase: both Skeletons miss)
    const out = play(c, [3, 3, 1, 1], attack('a1', 'm1'), attack('a2', 'm2'));
    expect(unit(out.state, 'm1').wounds).toBe(1); // 3 + 1 = 4 on the Sword column
    expect(unit(out.state, 'm2').wounds).toBe(0); // Hild's Axe, no skill: 3
    expect(out.events.find((e) => e.kind === 'attack' && e.who === 'a1')?.text).toMatch(/3 \+ 1 skill = 4/);
  });

  it.each([
    ['Dagger column: 5 → 1', 'a3', 5, 1],
    ['Dagger column: 4 → 0', 'a3', 4, 0],
    ['Sword column (unskilled Axe): 4 → 1', 'a2', 4, 1],
  ] as const)('8.43 the weapon picks the CRT column (%s)', (_label, who, face, n) => {
    const s = encounterWith(TRIO, [
      ['skeleton', 6],
      ['skeleton', 6],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    const target = who === 'a3' ? 'm3' : 'm2';
    const out = play(c, [face], attack(who, target));
    expect(unit(out.state, target).wounds).toBe(n);
  });

  /** One monster facing Brand; both heroes hold; the monster's attack die is `face`. */
  function monsterStrikes(monster: MonsterId, face: number, swordSkill = 0): Outcome {
    const s = encounterWith(PAIR, [[monster, 9]]);
    unit(s, 'm1').swordSkill = swordSkill;
    const c = engage(s, ['m1'], 0);
    return play(c, [face], hold('a1'), hold('a2'));
  }

  it.each([
    [4, 1],
    [3, 0],
  ])('8.44 an Orc in the front row swings its Axe on the Sword/Hammer/Axe column: %i → %i wound(s)', (face, n) => {
    const out = monsterStrikes('orc', face);
    expect(adv(out.state, 'a1').wounds).toBe(n);
    expect(out.events.find((e) => e.kind === 'attack')?.text).toMatch(/Axe/);
  });

  it.each([
    [4, 1], // 4 + 2 = 6
    [3, 0], // 3 + 2 = 5: the Monster column gives 0 at 5
  ])('8.44 a Skeleton (Combat Bonus 2) rolls on the Monster column: %i → %i wound(s)', (face, n) => {
    const out = monsterStrikes('skeleton', face);
    expect(adv(out.state, 'a1').wounds).toBe(n);
  });

  it('8.44 a Gargoyle (Combat Bonus 9) rolling 3 reads row 12 → 2 wounds', () => {
    const out = monsterStrikes('gargoyle', 3);
    expect(adv(out.state, 'a1').wounds).toBe(2);
  });

  it('8.9 the Evil Hero adds its sword skill to every attack (skill 4, die 1 → 5 → 1 wound), with no new roll', () => {
    const out = monsterStrikes('evilHero', 1, 4);
    expect(adv(out.state, 'a1').wounds).toBe(1);
    const r2 = play(out.state, [1], { type: 'reorganize', order: out.state.party.order }, hold('a1'), hold('a2'));
    expect(adv(r2.state, 'a1').wounds).toBe(2);
  });

  it('8.35 a second-row Orc shoots its bow at the front line (two in front: 1–3 right, 4–6 left)', () => {
    const s = encounterWith(PAIR, [
      ['orc', 5],
      ['orc', 5],
      ['orc', 5],
      ['orc', 1],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    expect(lines(c.combat!.monsterRows)).toEqual([['m1', 'm2', 'm3'], ['m4']]);
    // front: m1 → a1 (1), m2 rolls 4 → a2 (1), m3 → a2 (1); then m4 rolls 2 → a1 and shoots: Bow 5 → 1
    const out = play(c, [1, 4, 1, 1, 2, 5], hold('a1'), hold('a2'));
    const shot = out.events.filter((e) => e.kind === 'attack').at(-1)!;
    expect(shot).toMatchObject({ who: 'm4', target: 'a1', amount: 1, rule: '8.35', dice: [2, 5] });
    expect(shot.text).toMatch(/Bow/);
    expect([adv(out.state, 'a1').wounds, adv(out.state, 'a2').wounds]).toEqual([1, 0]);
  });

  it('8.35 the second-row bow reads the Bow column: a 4 misses (the Axe column would hit)', () => {
    const s = encounterWith(PAIR, [
      ['orc', 5],
      ['orc', 5],
      ['orc', 5],
      ['orc', 1],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    const out = play(c, [1, 4, 1, 1, 5, 4], hold('a1'), hold('a2'));
    expect(out.events.filter((e) => e.kind === 'attack').at(-1)).toMatchObject({ who: 'm4', target: 'a2', amount: 0 });
  });

  it('8.35 a second-row monster without a bow does not attack', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 5],
      ['skeleton', 5],
      ['skeleton', 5],
      ['skeleton', 1],
    ]);
    const c = engage(s, ['m1', 'm2', 'm3']);
    const out = play(c, [1, 4, 1, 1], hold('a1'), hold('a2'));
    expect(out.events.filter((e) => e.kind === 'attack').map((e) => e.who)).toEqual(['m1', 'm2', 'm3']);
  });

  it('8.46 a monster at its Wound Points dies and leaves the line', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 2],
      ['skeleton', 6],
    ]);
    const c = engage(s, ['m1', 'm2']);
    unit(c, 'm1').wounds = 1;
    const out = play(c, [6], attack('a1', 'm1'));
    expect(unit(out.state, 'm1')).toMatchObject({ alive: false, wounds: 2 });
    expect(out.state.combat!.monsterRows.flat()).not.toContain('m1');
    expect(out.events.find((e) => e.kind === 'died')).toMatchObject({ rule: '8.46', target: 'm1' });
    expect(out.state.phase.kind).toBe('combat');
    expect(targetsOf(out.state, 'a2')).toEqual(['m2']);
    // a dead monster does not strike back in the Monster Combat Phase (DATA ruling 42)
    const mp = play(out.state, [1], hold('a2'));
    expect(mp.events.filter((e) => e.kind === 'attack').map((e) => e.who)).toEqual(['m2']);
  });

  it('8.46 an adventurer at his Wound Points dies, leaves the marching order and never acts again', () => {
    const s = encounterWith(PAIR, [['skeleton', 9]]);
    adv(s, 'a1').wounds = 7; // Brand: 8 WP
    const c = engage(s, ['m1'], 0);
    const out = play(c, [6], hold('a1'), hold('a2'));
    expect(adv(out.state, 'a1')).toMatchObject({ alive: false, wounds: 8 });
    expect(out.state.party.order.flat()).not.toContain('a1');
    expect(out.state.phase.kind).toBe('combat');
    const afterReorg = play(out.state, [], { type: 'reorganize', order: out.state.party.order }).state;
    expect(whoActs(afterReorg)).toEqual(['a2']);
    refusedWith(afterReorg, attack('a1', 'm1'), '8.42');
  });

  it('4.0 the last adventurer killed in combat ends the game: phase over, reason dead', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 9],
      ['skeleton', 9],
    ]);
    adv(s, 'a1').wounds = 7;
    adv(s, 'a2').wounds = 8;
    const c = engage(s, ['m1', 'm2']);
    const out = play(c, [6, 6], hold('a1'), hold('a2'));
    expect(out.state.phase).toEqual({ kind: 'over', reason: 'dead' });
    expect(out.state.combat).toBeNull();
    expect(legalActions(out.state)).toEqual([]);
  });
});

describe('8.5 reorganization', () => {
  /** The four against one big Skeleton, after one Monster Combat Phase (it misses Brand). */
  function atReorganization(faceOfA2 = false): GameState {
    const s = encounterWith(PARTY, [['skeleton', 20]]);
    if (faceOfA2) adv(s, 'a2').wounds = 8; // Hild one wound from death
    const c = engage(s, ['m1'], faceOfA2 ? 1 : 0);
    const out = play(c, [faceOfA2 ? 6 : 1], hold('a1'), hold('a2'), hold('a3'), hold('a4'));
    expect(out.state.combat?.step).toBe('reorganize');
    return out.state;
  }

  it('8.24/8.52 the Party Reorganization Phase offers exactly the legal orders', () => {
    const s = atReorganization();
    expect(lines(s.party.order)).toEqual([['a1', 'a2'], ['a3', 'a4']]);
    const actions = legalActions(s);
    expect(actions.every((a) => a.type === 'reorganize')).toBe(true);
    const got = new Set(actions.map((a) => (a.type === 'reorganize' ? JSON.stringify(lines(a.order)) : '?')));
    // stand still; a3 or a4 steps into the front row at any place; a3 or a4 steps back to a third row.
    // Neither of the two in front may step back (8.52 exception).
    const want = [
      [['a1', 'a2'], ['a3', 'a4']],
      [['a3', 'a1', 'a2'], ['a4']],
      [['a1', 'a3', 'a2'], ['a4']],
      [['a1', 'a2', 'a3'], ['a4']],
      [['a4', 'a1', 'a2'], ['a3']],
      [['a1', 'a4', 'a2'], ['a3']],
      [['a1', 'a2', 'a4'], ['a3']],
      [['a1', 'a2'], ['a4'], ['a3']],
      [['a1', 'a2'], ['a3'], ['a4']],
    ].map((l) => JSON.stringify(l));
    expect([...got].sort()).toEqual([...want].sort());
    // and the engine accepts every order it offers
    for (const a of actions) expect(tryApply(s, a).ok).toBe(true);
  });

  it.each([
    ['a front-row adventurer steps back while two are in front', [['a1', null, null], ['a2', 'a3', 'a4']]],
    ['two adventurers change rows', [['a1', 'a2', 'a3'], [null, null, null], ['a4', null, null]]],
    ['an adventurer passes another in his row', [['a2', 'a1', null], ['a3', 'a4', null]]],
    ['a row of four', [['a1', 'a2', 'a3', 'a4']]],
    ['an adventurer goes missing', [['a1', 'a2', null], ['a3', null, null]]],
  ])('8.52 an illegal order is refused (%s)', (_label, order) => {
    refusedWith(atReorganization(), { type: 'reorganize', order }, '8.52');
  });

  it('8.24 with one adventurer left in front, one from the second row must step up (DATA ruling 46)', () => {
    const s = atReorganization(true);
    expect(adv(s, 'a2').alive).toBe(false);
    expect(lines(s.party.order)).toEqual([['a1'], ['a3', 'a4']]);
    const got = new Set(legalActions(s).map((a) => (a.type === 'reorganize' ? JSON.stringify(lines(a.order)) : '?')));
    const want = [
      [['a3', 'a1'], ['a4']],
      [['a1', 'a3'], ['a4']],
      [['a4', 'a1'], ['a3']],
      [['a1', 'a4'], ['a3']],
    ].map((l) => JSON.stringify(l));
    expect([...got].sort()).toEqual([...want].sort());
    refusedWith(s, { type: 'reorganize', order: s.party.order }, '8.52');
  });

  it('8.25/8.51 a monster from the second row steps into a gap in the front row', () => {
    const s = encounterWith(PAIR, [
      ['skeleton', 1],
      ['skeleton', 6],
      ['skeleton', 6],
      ['skeleton', 1],
    ]);
    const c = engage(s, ['m2', 'm3', 'm1']); // m1 on the left, m4 behind in the centre
    const killed = play(c, [6], attack('a2', 'm1')).state; // Hild may strike m3 or m1
    expect(killed.combat!.monsterRows[0]).toEqual(['m2', 'm3', null]);
    // Brand holds; m2 → a1 (1), m3 → a2 (1); then the party stands still and m4 steps up
    const mp = play(killed, [1, 1], hold('a1'));
    const next = play(mp.state, [], { type: 'reorganize', order: mp.state.party.order }).state;
    expect(lines(next.combat!.monsterRows)).toEqual([['m2', 'm3', 'm4']]);
    expect(next.combat!.round).toBe(2);
  });
});

describe('8.6 experience', () => {
  const threeSkeletons = (party: AdventurerSpec[]): GameState => {
    const s = encounterWith(party, [
      ['skeleton', 2],
      ['skeleton', 3],
      ['skeleton', 4],
    ]);
    // each one blow from death
    const g = s.monsters[cellKey(s.party.at)]!;
    for (const u of g.units) u.wounds = u.woundPoints! - 1;
    return s;
  };

  it('8.6 the worked example: Skeletons of 2, 3 and 4 Wound Points killed by three living adventurers → 18 XP each', () => {
    const c = engage(threeSkeletons(TRIO), ['m1', 'm2', 'm3']);
    const out = play(c, [6, 6, 6], attack('a1', 'm1'), attack('a2', 'm2'), attack('a3', 'm3'));
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([18, 18, 18]);
    expect(out.events.find((e) => e.kind === 'combat-won')).toMatchObject({ rule: '8.6', amount: 18 });
    expect(out.state.phase.kind).toBe('explore');
    expect(out.state.monsters[cellKey(out.state.party.at)]).toBeUndefined();
  });

  it('8.6 only the living share: with a fourth adventurer already dead, still 18 each and none for the dead', () => {
    const s = threeSkeletons(PARTY);
    const wren = adv(s, 'a4');
    wren.wounds = wren.woundPoints;
    wren.alive = false;
    s.party.order = [['a1', 'a2', null], ['a3', null, null]];
    adv(s, 'a3').ready = 1; // Sly's bow from the second row
    const c = engage(s, ['m1', 'm2', 'm3']);
    // Hild takes m3 first (she may strike m2 or m3), then Brand his m1, and Sly shoots m2
    const out = play(c, [6, 6, 6], attack('a2', 'm3'), attack('a1', 'm1'), attack('a3', 'm2'));
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([18, 18, 18, 0]);
  });

  it('8.6 fractions are rounded down: 54 shared by four living adventurers → 13 each', () => {
    const s = threeSkeletons(PARTY);
    adv(s, 'a3').ready = 1;
    const c = engage(s, ['m1', 'm2', 'm3']);
    const out = play(c, [6, 6, 6], attack('a2', 'm3'), attack('a1', 'm1'), attack('a3', 'm2'));
    expect(out.state.party.adventurers.map((a) => a.xp)).toEqual([13, 13, 13, 13]);
  });
});

describe('9.1 treasure after the fight', () => {
  /** A lone monster with 1 Wound Point before Brand and Hild; Brand kills it with a 6. */
  function kill(monster: MonsterId, origin: 'room' | 'wandering', treasureFaces: number[], party = PAIR): Outcome {
    const s = encounterWith(party, [[monster, 1]], origin);
    const c = engage(s, ['m1'], 0);
    return play(c, [6, ...treasureFaces], attack('a1', 'm1'));
  }

  it('9.12 Bezants go to the party\'s common pile (Goblin, type B: check 3, 1D6 → 5)', () => {
    const out = kill('goblin', 'wandering', [3, 5]);
    expect(out.state.party.bezants).toBe(5);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.11/9.14 a room Orc has type H: Bezants and gems go to the party (2D6 → 7; 1D3 → 2 gems of 150 and 1)', () => {
    const out = kill('orc', 'room', [1, 3, 4, 1, 3, 6, 6, 1, 1, 6]);
    expect(out.state.party.bezants).toBe(7);
    expect(out.state.party.gems).toEqual([150, 1]);
    expect(out.state.loot).toEqual([]);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.17 magic items wait in the loot phase until taken; `take` gives them to the chosen adventurer', () => {
    // room Orc, H: Bezants 2D6 → 2; no gems (6); one magic item (1): 9E column 3, a potion
    const out = kill('orc', 'room', [1, 1, 1, 6, 1, 3]);
    expect(out.state.phase.kind).toBe('loot');
    expect(out.state.loot).toEqual([{ kind: 'potion' }]);
    const actions = legalActions(out.state).filter((a) => a.type === 'take' || a.type === 'discard');
    expect(actions).toEqual([
      { type: 'take', item: 0, who: 'a1' },
      { type: 'take', item: 0, who: 'a2' },
      { type: 'discard', item: 0 },
    ]);
    refusedWith(out.state, { type: 'move', dir: 1 }, '5.28');
    // 9.41: whoever takes an untested potion tests it: row 1, Healing (1D6 healed: 3); one dose is left
    const taken = play(out.state, [1, 3], { type: 'take', item: 0, who: 'a2' }).state;
    expect(adv(taken, 'a2').items).toEqual([{ kind: 'knownPotion', potion: 'healing', doses: 1 }]);
    expect(adv(taken, 'a1').items).toEqual([]);
    expect(taken.loot).toEqual([]);
    expect(taken.phase.kind).toBe('explore');
  });

  it.each([1, 2, 3])('9.16 a type I chest (Mummy) is trapped on a %i: phase trap, source chest', (face) => {
    // I: 1D6x5 → 20 Bezants, no gems, no magic; then the chest's trap die
    const out = kill('mummy', 'wandering', [1, 4, 6, 6, face]);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'chest' });
    expect(out.state.party.bezants).toBe(0);
    // opening it: Flaming Oil on the opener, then the treasure is the party's
    const opened = play(out.state, [5], { type: 'open', who: 'a2' }).state;
    expect(adv(opened, 'a2').wounds).toBe(1);
    expect(opened.party.bezants).toBe(20);
    expect(opened.chests).toEqual([]);
    expect(opened.phase.kind).toBe('explore');
  });

  it.each([4, 5, 6])('9.16 a type I chest is not trapped on a %i and opens at once', (face) => {
    const out = kill('mummy', 'wandering', [1, 4, 6, 6, face]);
    expect(out.state.party.bezants).toBe(20);
    expect(out.state.phase.kind).toBe('explore');
  });

  it('9.16, 10.11 a Thief may detrap a chest (10.12): +10 Experience and the treasure', () => {
    const out = kill('mummy', 'wandering', [1, 4, 6, 6, 2], PARTY);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'chest' });
    const opened = play(out.state, [2], { type: 'detrap', who: 'a3' }).state;
    expect(adv(opened, 'a3').xp).toBe(1 + 10); // 6 XP shared by four, rounded down, then the detrap
    expect(opened.party.bezants).toBe(20);
    expect(opened.phase.kind).toBe('explore');
  });

  it('9.16 a type J chest (room Ogre, J/E) is trapped on 1–3 too', () => {
    // J: 1D6x20 → 40; gems (2:1D6) none; magic (3:1D3) none; chest die 3
    const out = kill('ogre', 'room', [1, 2, 6, 6, 3]);
    expect(out.state.phase).toEqual({ kind: 'trap', source: 'chest' });
    const opened = play(out.state, [1, 4], { type: 'open', who: 'a1' }).state; // Arrow, Bow 4: miss
    expect(opened.party.bezants).toBe(40);
  });
});

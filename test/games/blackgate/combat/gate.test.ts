import { describe, expect, it } from 'vitest';
import { applyFightAction, fightActions, guardianGroup, startFight, startGateRounds } from '../../../../src/games/blackgate/combat';
import { defaultOptions } from '../../../../src/games/blackgate/data/options';
import { namedGroup, type MonsterGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

/** The Nameless One and Demons with their WP set. */
function guardians(wps: number[]): MonsterGroup {
  const g = namedGroup('nameless', 1, 1, 'room');
  g.monsters.push(...namedGroup('demon', wps.length - 1, 1, 'room').monsters);
  g.monsters.forEach((m, i) => (m.woundPoints = wps[i]!));
  return g;
}

const atGate = { standing: true, here: true, placed: true };

describe('§15.4 the guardians', () => {
  it('the Demon count is rolled first; the WP when the fight starts, the Nameless One\'s first', () => {
    const c = ctx([5, 2, 1, 6, 3]);
    const g = guardianGroup(c.dice, 1, defaultOptions); // 1D3: 5 → 3 Demons
    expect(g.monsters.map((m) => m.id)).toEqual(['nameless1', 'demon1', 'demon2', 'demon3']);
    expect(g.monsters.every((m) => m.woundPoints === null)).toBe(true);
    startFight(sides([hero('lordDil')], [['lordDil']], g), c, { guardian: true });
    expect(g.monsters.map((m) => m.woundPoints)).toEqual([8, 3, 8, 5]); // 1+6, then 1+2 each
    expect(c.dice.script).toEqual([]);
  });
});

describe('§15.5 phase c: the Gate\'s Blast (B34, B35)', () => {
  it('on the Gate segment: a Blast at a front-row character, who resists on RV or takes 2', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], guardians([20]));
    const c = ctx([6, 2, 4], {}, atGate); // Nameless One: resist 6, Lightning 2+2; the Gate: resist 4 > 3
    const f = startFight(s, c, { guardian: true });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'gateBlast')).toMatchObject([{ rule: 'B35', target: 'lordDil', resisted: false, wounds: 2 }]);
    expect(dil.wounds).toBe(6);
    expect(c.dice.script).toEqual([]);
  });

  it('B35: two in front, the die picks 1–3 the right one; Magic Shield counts; gateBlasts sets the number', () => {
    const [dil, stephen] = [hero('lordDil'), hero('stephenPaladin')];
    const s = sides([dil, stephen], [['lordDil', 'stephenPaladin']], null);
    const c = ctx([4, 5, 4, 3], { gateBlasts: 2 }, atGate);
    const f = startGateRounds(s, c);
    f.shields.lordDil = 2;
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'gateBlast')).toMatchObject([
      { target: 'stephenPaladin', targetFaces: [4], face: 5, wounds: 2 },
      { target: 'stephenPaladin', targetFaces: [4], face: 3, wounds: 2 },
    ]);
    expect(c.dice.script).toEqual([]);
  });

  it('B34: away from the Gate segment there is no phase c; option afterFound plays it once the Gate is placed', () => {
    for (const [scope, blasts] of [['gateSegment', 0], ['afterFound', 1]] as const) {
      const s = sides([hero('lordDil')], [['lordDil']], group('skeleton', [5]));
      const c = ctx(scope === 'afterFound' ? [1, 1] : [1], { gatePhaseScope: scope }, { standing: true, here: false, placed: true });
      const f = startFight(s, c, { guardian: false });
      applyFightAction(f, s, c, { type: 'endAttacks' });
      expect(c.events.filter((e) => e.type === 'gateBlast')).toHaveLength(blasts);
      expect(c.dice.script).toEqual([]);
    }
  });
});

describe('§15.6 destroying the Gate (B36)', () => {
  it('a front-row Hellgate n character rolls 1D6 ≤ n instead of attacking, once per phase a', () => {
    const [dil, alric, gislan] = [hero('lordDil'), hero('alric'), hero('gislan')]; // Hellgate 2; Alric 1 behind; Gislan none
    const s = sides([dil, gislan, alric], [['lordDil', 'gislan'], ['alric']], guardians([20]));
    const c = ctx([3], {}, atGate);
    const f = startFight(s, c, { guardian: true });
    expect(() => applyFightAction(f, s, c, { type: 'destroyGate', by: 'alric' })).toThrow(/front row/);
    expect(() => applyFightAction(f, s, c, { type: 'destroyGate', by: 'gislan' })).toThrow(/Hellgate/);
    applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' });
    expect(c.events.at(-1)).toMatchObject({ type: 'gateAttempt', face: 3, hellgate: 2, destroyed: false });
    expect(() => applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' })).toThrow(/already acted/);
    expect(c.gate.standing).toBe(true);
    expect(c.dice.script).toEqual([]);
  });

  it('§15.7: when it falls the bound Demons vanish with nothing, the Nameless One fights on, the living get gateXp × the level', () => {
    const [dil, stephen] = [hero('lordDil'), hero('stephenPaladin')];
    const s = sides([dil, stephen], [['lordDil', 'stephenPaladin']], guardians([20, 5, 5]));
    const c = ctx([2], {}, atGate, 3);
    const f = startFight(s, c, { guardian: true });
    expect(applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' })).toBeNull();
    expect(c.gate.standing).toBe(false);
    expect(f.vanished).toEqual(['demon1', 'demon2']);
    expect(f.monsterRows).toEqual([['nameless1']]);
    expect([dil.xp, stephen.xp]).toEqual([100, 100]);
    expect(c.events.map((e) => e.type)).toContain('gateFell');
    expect(fightActions(f, s, c).some((a) => a.type === 'destroyGate')).toBe(false);
  });

  it('§15.7, B54: the Gate falls with the Nameless One dead: the fight is over, the vanished count nothing', () => {
    const [dil, stephen] = [hero('lordDil'), hero('stephenPaladin')];
    const s = sides([dil, stephen], [['lordDil', 'stephenPaladin']], guardians([1, 9]));
    const c = ctx([1, 1], {}, atGate);
    const f = startFight(s, c, { guardian: true });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'nameless1' });
    const end = applyFightAction(f, s, c, { type: 'destroyGate', by: 'stephenPaladin' });
    expect(end).toMatchObject({ kind: 'gateFallen', killed: [{ id: 'nameless1' }], xpEach: 3, vanished: [{ id: 'demon1' }], gateXpEach: 50 });
    expect([dil.xp, stephen.xp]).toEqual([53, 53]);
    expect(c.dice.script).toEqual([]);
  });

  it('B54, §15.6 step 6: the last guardian dead with the Gate standing: experience settled at once, phase c, d, then Gate rounds', () => {
    const [dil, stephen] = [hero('lordDil'), hero('stephenPaladin')];
    const s = sides([dil, stephen], [['lordDil', 'stephenPaladin']], guardians([1, 1]));
    const c = ctx([1, 1, 1, 6], {}, atGate);
    const f = startFight(s, c, { guardian: true });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'nameless1' });
    expect(applyFightAction(f, s, c, { type: 'strike', by: 'stephenPaladin', target: 'demon1' })).toBeNull();
    expect(f).toMatchObject({ gateRounds: true, phase: 'd', settled: { killed: ['nameless1', 'demon1'], xpEach: 6 } });
    expect([dil.xp, stephen.xp]).toEqual([6, 6]);
    expect(dil.wounds).toBe(2); // the rest of the round's phase c: 1 → the right one, 6 > RV 3
    applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil', 'stephenPaladin']] });
    const actions = fightActions(f, s, c);
    expect(actions).toEqual([{ type: 'destroyGate', by: 'lordDil' }, { type: 'destroyGate', by: 'stephenPaladin' }, { type: 'endAttacks' }, { type: 'leaveGate' }]);
    expect(applyFightAction(f, s, c, { type: 'leaveGate' })).toEqual({ kind: 'gateRoundsOver' });
    expect(c.dice.script).toEqual([]);
  });

  it('§15.6 step 5: Gate rounds at a later entry: attempts and Blasts until it falls; the bonus to the living only', () => {
    const [dil, stephen] = [hero('lordDil'), hero('stephenPaladin')];
    stephen.wounds = stephen.woundPoints;
    const s = sides([dil, stephen], [['lordDil']], null);
    const c = ctx([3, 1, 2], {}, atGate);
    const f = startGateRounds(s, c);
    expect(() => applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'x' })).toThrow(/§15.6/);
    applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' }); // 3 > 2
    expect(() => applyFightAction(f, s, c, { type: 'leaveGate' })).toThrow(/§15.6/);
    applyFightAction(f, s, c, { type: 'endAttacks' }); // resist 1 ≤ 3
    applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil']] });
    const end = applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' }); // 2 ≤ 2
    expect(end).toMatchObject({ kind: 'gateFallen', killed: [], xpEach: 0, gateXpEach: 50 });
    expect([dil.xp, stephen.xp]).toEqual([50, 0]);
    expect(c.dice.script).toEqual([]);
  });

  it('B57 option monster40: a front-row Hellgate character strikes it for the CRT result + n; it falls at 40', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], null);
    const c = ctx([6, 1], { gateModel: 'monster40' }, { ...atGate, wounds: 33 });
    const f = startGateRounds(s, c);
    expect(() => applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil' })).toThrow(/B57/);
    applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil', weapon: 'sword' }); // 6+7 = 13: 3 + 2
    expect(c.gate.wounds).toBe(38);
    applyFightAction(f, s, c, { type: 'endAttacks' }); // the Blast: resist 1
    applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil']] });
    c.dice.script!.push(1);
    expect(applyFightAction(f, s, c, { type: 'destroyGate', by: 'lordDil', weapon: 'sword' })).toMatchObject({ kind: 'gateFallen' }); // 8: 1 + 2
    expect(c.gate).toMatchObject({ standing: false, wounds: 40 });
    expect(c.dice.script).toEqual([]);
  });
});

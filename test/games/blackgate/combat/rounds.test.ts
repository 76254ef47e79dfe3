import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { applyFightAction, fightActions, startFight } from '../../../../src/games/blackgate/combat';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('LŚ 9.0 the round (§9.1)', () => {
  it('phases a, b, (c skipped away from the Gate), d, e in order; the fight is won when the last monster falls', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], group('orc', [4]));
    const c = ctx([6, 4, 1]); // Dil 6+7 = 13: 3 wounds; the Orc 4+3 = 7: 1; round 2 Dil 1+7 = 8: 1
    const f = startFight(s, c, { guardian: false });
    expect(f).toMatchObject({ round: 1, phase: 'a', monsterRows: [['orc1']] });
    expect(applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' })).toBeNull();
    expect(s.group!.monsters[0]!.wounds).toBe(3);
    expect(applyFightAction(f, s, c, { type: 'endAttacks' })).toBeNull();
    expect(f.phase).toBe('d');
    expect(dil.wounds).toBe(1);
    expect(applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil']] })).toBeNull();
    expect(f).toMatchObject({ round: 2, phase: 'a', acted: [] });
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' });
    expect(end).toMatchObject({ kind: 'won', xpEach: 24 });
    expect(c.dice.script).toEqual([]);
    expect(types(c.events).filter((t) => t === 'phase')).toEqual(['phase']); // phase b only: no Gate
    expect(fightActions(f, s, c)).toEqual([]);
  });

  it('B49: WP still unrolled are rolled when the fight starts, one monster after another', () => {
    const s = sides([hero('lordDil')], [['lordDil']], namedGroup('orc', 2, 1, 'room'));
    const c = ctx([3, 5]);
    startFight(s, c, { guardian: false });
    expect(s.group!.monsters.map((m) => m.woundPoints)).toEqual([3, 5]);
    expect(c.events.filter((e) => e.type === 'woundPointsRolled')).toHaveLength(2);
    expect(c.dice.script).toEqual([]);
  });

  it('B22: a fight opens with phase a; option monsterFirstStrike (DATA ruling 50) plays one phase b first', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], group('orc', [3]));
    const c = ctx([4]);
    const f = startFight(s, c, { guardian: false, monstersFirst: true });
    expect(dil.wounds).toBe(1);
    expect(f).toMatchObject({ round: 1, phase: 'a', end: null });
    expect(c.dice.script).toEqual([]);
    const dead = hero('lordDil');
    dead.wounds = 9;
    const s2 = sides([dead], [['lordDil']], group('orc', [3]));
    const f2 = startFight(s2, ctx([4]), { guardian: false, monstersFirst: true });
    expect(f2.end).toEqual({ kind: 'partyDead', thralls: [] });
  });

  it('DM 8.13: the three with most WP stand in front, ties in order; the rest behind', () => {
    const s = sides([hero('lordDil')], [['lordDil']], group('orc', [1, 5, 3, 5, 2]));
    const f = startFight(s, ctx([]), { guardian: false });
    expect(f.monsterRows).toEqual([['orc2', 'orc4', 'orc3'], ['orc5', 'orc1']]);
  });

  it('B58: the Nameless One always takes a front place, the Demons with most WP beside it', () => {
    const g = namedGroup('nameless', 1, 1, 'room');
    g.monsters.push(...namedGroup('demon', 3, 1, 'room').monsters);
    g.monsters.forEach((m, i) => (m.woundPoints = [2, 3, 9, 8][i]!));
    const f = startFight(sides([hero('lordDil')], [['lordDil']], g), ctx([]), { guardian: true });
    expect(f.monsterRows).toEqual([['nameless1', 'demon2', 'demon3'], ['demon1']]);
  });

  it('DATA ruling 42: a monster killed in phase a does not attack in phase b', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], group('orc', [1, 1]));
    const c = ctx([1, 1]);
    const f = startFight(s, c, { guardian: false });
    // ruling 49: one against two, Dil faces the rightmost only
    expect(fightActions(f, s, c).filter((a) => a.type === 'strike').map((a) => 'target' in a && a.target)).toEqual(['orc1', 'orc1']);
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' });
    expect(f.monsterRows).toEqual([['orc2']]);
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'monsterAttack').map((e) => e.monster)).toEqual(['orc2']);
    expect(dil.wounds).toBe(1);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 8.11: no retreat: an ordinary fight offers no way out', () => {
    const s = sides([hero('lordDil')], [['lordDil']], group('orc', [3]));
    const c = ctx([]);
    const f = startFight(s, c, { guardian: false });
    expect(fightActions(f, s, c).some((a) => a.type === 'leaveGate')).toBe(false);
    expect(() => applyFightAction(f, s, c, { type: 'leaveGate' })).toThrow(/§15.6/);
  });

  it('DM 8.47: a throwing dagger is thrown from row 2 once per fight', () => {
    const s = sides([hero('lordDil'), hero('stephenPaladin'), hero('alric')], [['lordDil', 'stephenPaladin'], ['alric']], group('orc', [10]));
    const c = ctx([6, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'alric', target: 'orc1', weapon: 'throwingDagger' });
    expect(c.events.at(-1)).toMatchObject({ type: 'strike', face: 6, bonus: 0, wounds: 1, thrown: true });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil', 'stephenPaladin'], ['alric']] });
    expect(() => applyFightAction(f, s, c, { type: 'strike', by: 'alric', target: 'orc1', weapon: 'throwingDagger' })).toThrow(/DM 8.47/);
    expect(fightActions(f, s, c).some((a) => a.type === 'strike' && a.by === 'alric')).toBe(false);
    expect(c.dice.script).toEqual([]);
  });

  it('DATA ruling 52: no bow in the front row; the weapon skill counts only with its weapon', () => {
    const gilith = hero('gilith'); // CB 4, bow skill +2
    const s = sides([gilith, hero('linfalas')], [['gilith'], ['linfalas']], group('orc', [10]));
    const c = ctx([3, 3]);
    const f = startFight(s, c, { guardian: false });
    expect(() => applyFightAction(f, s, c, { type: 'strike', by: 'gilith', target: 'orc1', weapon: 'bow' })).toThrow(/DATA ruling 52/);
    applyFightAction(f, s, c, { type: 'strike', by: 'gilith', target: 'orc1', weapon: 'dagger' });
    expect(c.events.at(-1)).toMatchObject({ weapon: 'dagger', bonus: 4, wounds: 1 }); // 3+4 = 7
    applyFightAction(f, s, c, { type: 'strike', by: 'linfalas', target: 'orc1', weapon: 'bow' }); // CB 5 + bow 2
    expect(c.events.at(-1)).toMatchObject({ weapon: 'bow', bonus: 7, wounds: 1 }); // 3+7 = 10 reads 1 on the Bow column
    expect(() => applyFightAction(f, s, c, { type: 'strike', by: 'linfalas', target: 'orc1' })).toThrow(/§11.2/);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 8.41: changing weapons costs the attack; after a throw the hand is empty and any weapon is free (DATA ruling 26)', () => {
    const s = sides([hero('lordDil'), hero('alric')], [['lordDil'], ['alric']], group('orc', [20]));
    const c = ctx([1, 6, 1, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'sword' });
    applyFightAction(f, s, c, { type: 'strike', by: 'alric', target: 'orc1', weapon: 'throwingDagger' });
    expect(f.inHand).toEqual({ lordDil: 'sword' });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil', 'alric']] }); // ruling 46: Alric must step up
    expect(() => applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'dagger' })).toThrow(/DM 8.41/);
    expect(fightActions(f, s, c)).toContainEqual({ type: 'ready', by: 'lordDil', weapon: 'dagger' });
    applyFightAction(f, s, c, { type: 'ready', by: 'lordDil', weapon: 'dagger' });
    expect(f.acted).toEqual(['lordDil']);
    applyFightAction(f, s, c, { type: 'strike', by: 'alric', target: 'orc1', weapon: 'sword' });
    expect(f.inHand).toEqual({ lordDil: 'dagger', alric: 'sword' });
    expect(c.dice.script).toEqual([]);
  });

  it('DM 8.35: a lone monster against three picks its target by one die: 5–6 the left one', () => {
    const [a, b, d] = [hero('lordDil'), hero('stephenPaladin'), hero('weldron')];
    const s = sides([a, b, d], [['lordDil', 'stephenPaladin', 'weldron']], group('orc', [5]));
    const c = ctx([5, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.find((e) => e.type === 'monsterTarget')).toMatchObject({ rule: 'DM 8.33', target: 'weldron', faces: [5] });
    expect([a.wounds, b.wounds, d.wounds]).toEqual([0, 0, 1]);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 8.24, ruling 46: with one in front the nearest behind must step up; DM 8.51: a monster steps up in phase e', () => {
    const s = sides([hero('lordDil'), hero('alric'), hero('gilith')], [['lordDil'], ['alric', 'gilith']], group('orc', [1, 5, 5, 5]));
    const c = ctx([1, 1, 1, 1]);
    const f = startFight(s, c, { guardian: false });
    expect(f.monsterRows).toEqual([['orc2', 'orc3', 'orc4'], ['orc1']]);
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc2' }); // 1+7 = 8: 1 wound of 5
    applyFightAction(f, s, c, { type: 'endAttacks' }); // 1 against 3: all attack Dil, 1+3 = 4: 1 each
    expect(() => applyFightAction(f, s, c, { type: 'reorganize', rows: [['lordDil'], ['alric', 'gilith']] })).toThrow(/DM 8.24/);
    const options = fightActions(f, s, c);
    expect(options.every((o) => o.type === 'reorganize' && o.rows[0]!.length === 2)).toBe(true);
    expect(c.dice.script).toEqual([]);
  });
});


describe('refusals', () => {
  it('junk actions are refused with a RuleError naming a case, and nothing changes', () => {
    const s = sides([hero('lordDil'), hero('curvenol')], [['lordDil'], ['curvenol']], group('orc', [4]));
    const c = ctx([]);
    const f = startFight(s, c, { guardian: false });
    const before = JSON.stringify({ f, s, e: c.events.length });
    const junk: unknown[] = [
      null, 7, 'strike', {}, { type: 'fly' }, { type: 'strike' }, { type: 'strike', by: 'lordDil', target: 'nobody' },
      { type: 'strike', by: 'nobody', target: 'orc1' }, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'nobody' },
      { type: 'cast', by: 'curvenol', spell: 'sleep' }, { type: 'cast', by: 'curvenol', spell: 42 }, { type: 'reorganize', rows: 'x' },
      { type: 'destroyGate', by: 'lordDil' }, { type: 'ready', by: 'lordDil', weapon: 'lance' },
    ];
    for (const a of junk) {
      expect(() => applyFightAction(f, s, c, a as never), JSON.stringify(a)).toThrow(RuleError);
    }
    expect(JSON.stringify({ f, s, e: c.events.length })).toBe(before);
  });
});

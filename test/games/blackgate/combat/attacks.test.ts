import { describe, expect, it } from 'vitest';
import { applyFightAction, startFight } from '../../../../src/games/blackgate/combat';
import { ctx, group, hero, sides } from './helpers';

describe('LŚ 9.2 attack rolls', () => {
  it('a character: 1D6 + CB + that weapon\'s skill + a magic weapon\'s bonus, on the weapon\'s column', () => {
    const dil = hero('lordDil'); // CB 5, sword +2
    dil.items.push({ id: 'item1', column: 'weapon', name: 'Sword', bonus: 2 });
    const s = sides([dil], [['lordDil']], group('orc', [10]));
    const c = ctx([1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'sword' });
    expect(c.events.at(-1)).toMatchObject({ face: 1, bonus: 9, wounds: 2 }); // 10 on the Sword column
  });

  it('§14.4: a magic weapon can be used even if not carried before, with its bonus but no skill', () => {
    const dil = hero('lordDil');
    dil.items.push({ id: 'item1', column: 'weapon', name: 'Hammer', bonus: 1 });
    const s = sides([dil], [['lordDil']], group('orc', [10]));
    const c = ctx([6]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1', weapon: 'hammer' });
    expect(c.events.at(-1)).toMatchObject({ weapon: 'hammer', bonus: 6, wounds: 3 }); // 12 on the Hammer column
  });

  it('§9.4: the Alcohol and Blood of the rest of the game and a Strength for this fight count; Strength ends with it (B62)', () => {
    const dil = hero('lordDil');
    dil.lasting.cb = -3;
    dil.strength = 4;
    const s = sides([dil], [['lordDil']], group('orc', [1]));
    const c = ctx([1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' });
    expect(c.events.find((e) => e.type === 'strike')).toMatchObject({ bonus: 8 });
    expect(dil.strength).toBeUndefined();
  });

  it('B24: a monster with a weapon adds its CB (and an Evil Hero its skill) on that weapon\'s column', () => {
    const dil = hero('lordDil');
    const g = group('evilHero', [9]);
    g.monsters[0]!.skill = 3;
    const s = sides([dil], [['lordDil']], g);
    const c = ctx([2]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.find((e) => e.type === 'monsterAttack')).toMatchObject({ column: 'sword', bonus: 8, wounds: 2 });
  });

  it('DM 8.44: a monster without one reads the Monster column (0 below 6)', () => {
    const s = sides([hero('lordDil')], [['lordDil']], group('skeleton', [3]));
    const c = ctx([3]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.find((e) => e.type === 'monsterAttack')).toMatchObject({ column: 'monster', bonus: 2, wounds: 0 });
  });

  it('B23: the Monster column from 10 is the Sword column; option dm reads the Deathmaze rows', () => {
    for (const [option, wounds] of [['sword', 2], ['dm', 1]] as const) {
      const s = sides([hero('lordDil')], [['lordDil']], group('gargoyle', [9]));
      const c = ctx([1], { monsterColumnAbove9: option });
      const f = startFight(s, c, { guardian: false });
      applyFightAction(f, s, c, { type: 'endAttacks' });
      expect(c.events.find((e) => e.type === 'monsterAttack')).toMatchObject({ bonus: 9, wounds });
    }
  });

  it('LŚ 6.8: a level adds its agility to the monster\'s CB', () => {
    const s = sides([hero('lordDil')], [['lordDil']], group('skeleton', [3], 3));
    const c = ctx([3]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.find((e) => e.type === 'monsterAttack')).toMatchObject({ bonus: 5, wounds: 1 });
  });

  it('DM 12.32: each character resists a Cronk\'s stench once at the start or fights at −2', () => {
    const dil = hero('lordDil'); // RV 3
    const stephen = hero('stephenPaladin'); // RV 2
    const s = sides([dil, stephen], [['lordDil', 'stephenPaladin']], group('cronk', [9]));
    const c = ctx([4, 2, 3]);
    const f = startFight(s, c, { guardian: false });
    expect(f.stench).toEqual(['lordDil']);
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'cronk1' });
    expect(c.events.at(-1)).toMatchObject({ bonus: 5, wounds: 1 });
    expect(c.dice.script).toEqual([]);
  });
});

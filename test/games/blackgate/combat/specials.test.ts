import { describe, expect, it } from 'vitest';
import { applyFightAction, startFight } from '../../../../src/games/blackgate/combat';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

const keep = { type: 'reorganize' as const };

describe('§7.5 specials in combat', () => {
  it('DM 12.33 fire breath: the Chimera\'s target resists or takes 1 more', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], group('chimera', [9]));
    const c = ctx([1, 4, 1, 3]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' }); // 1+7 = 8: 1; breath 4 > RV 3: 1 more
    expect(dil.wounds).toBe(2);
    applyFightAction(f, s, c, { ...keep, rows: [['lordDil']] });
    applyFightAction(f, s, c, { type: 'endAttacks' }); // 1; breath 3 resisted
    expect(dil.wounds).toBe(3);
    expect(c.events.filter((e) => e.type === 'fireBreath').map((e) => e.resisted)).toEqual([false, true]);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.34 flesh to stone: a 6 after the Medusa\'s attack turns its target to stone; it leaves the lines', () => {
    const dil = hero('lordDil');
    const s = sides([dil, hero('stephenPaladin')], [['lordDil', 'stephenPaladin']], group('medusa', [9]));
    const c = ctx([1, 6]);
    const f = startFight(s, c, { guardian: false });
    expect(applyFightAction(f, s, c, { type: 'endAttacks' })).toBeNull();
    expect(dil.petrified).toBe(true);
    expect(s.rows).toEqual([['stephenPaladin']]);
    expect(c.dice.script).toEqual([]);
  });

  it('LŚ 15.6 Hydra: it attacks every character of the front row, each on its own roll', () => {
    const party = [hero('lordDil'), hero('stephenPaladin'), hero('weldron')];
    const s = sides(party, [['lordDil', 'stephenPaladin', 'weldron']], group('hydra', [9]));
    const c = ctx([6, 1, 6]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(party.map((p) => p.wounds)).toEqual([1, 0, 1]);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.2, DATA ruling 22: the Evil Mage pays 2 WP for Lightning while that would not kill it, then uses its dagger', () => {
    const dil = hero('lordDil');
    const s = sides([dil], [['lordDil']], group('evilMage', [3]));
    const c = ctx([6, 1, 2]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' }); // resist 6 > 3; 1+2 = 3 wounds
    expect(dil.wounds).toBe(3);
    expect(s.group!.monsters[0]!.wounds).toBe(2);
    applyFightAction(f, s, c, { ...keep, rows: [['lordDil']] });
    applyFightAction(f, s, c, { type: 'endAttacks' }); // 2+2 ≥ 3: dagger, 2+4 = 6: 1
    expect(c.events.filter((e) => e.type === 'monsterAttack')).toMatchObject([{ column: 'dagger', wounds: 1 }]);
    expect(dil.wounds).toBe(4);
    expect(c.dice.script).toEqual([]);
  });

  it('§7.5 Lightning ×2: the Nameless One spends its 4 spell points on two Lightnings, then uses its sword', () => {
    const dil = hero('lordDil');
    const g = namedGroup('nameless', 1, 1, 'room');
    g.monsters[0]!.woundPoints = 20;
    const s = sides([dil], [['lordDil']], g);
    const c = ctx([6, 1, 2, 1]);
    const f = startFight(s, c, { guardian: true });
    expect(f.namelessSpellPoints).toBe(4);
    for (let round = 0; round < 3; round++) {
      applyFightAction(f, s, c, { type: 'endAttacks' });
      applyFightAction(f, s, c, { ...keep, rows: [['lordDil']] });
    }
    expect(c.events.filter((e) => e.type === 'monsterLightning').map((e) => e.resisted)).toEqual([false, true]);
    expect(c.events.filter((e) => e.type === 'monsterAttack')).toMatchObject([{ column: 'sword', wounds: 1 }]);
    expect(dil.wounds).toBe(4);
    expect(s.group!.monsters[0]!.wounds).toBe(0); // it pays no WP
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.35, ruling 55: a wounded Troll heals 1 at the end of every 3rd Monster Attack phase', () => {
    const s = sides([hero('lordDil')], [['lordDil']], group('troll', [20]));
    const c = ctx([1, 1, 1, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'troll1' });
    const troll = s.group!.monsters[0]!;
    expect(troll.wounds).toBe(1);
    for (let round = 0; round < 3; round++) {
      applyFightAction(f, s, c, { type: 'endAttacks' });
      if (round < 2) expect(troll.wounds).toBe(1);
      applyFightAction(f, s, c, { ...keep, rows: [['lordDil']] });
    }
    expect(troll.wounds).toBe(0);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.36: a Vampire\'s target resists or is held until the Vampire dies; then it comes back at the back', () => {
    const dil = hero('lordDil');
    const s = sides([dil, hero('stephenPaladin')], [['lordDil', 'stephenPaladin']], group('vampire', [1]));
    const c = ctx([1, 6, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' }); // 1+11 = 12: 2; charm 6 > RV 3
    expect(dil.wounds).toBe(2);
    expect(f.thralls).toEqual([{ character: 'lordDil', by: 'vampire1' }]);
    expect(s.rows).toEqual([['stephenPaladin']]);
    applyFightAction(f, s, c, { ...keep, rows: [['stephenPaladin']] });
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'stephenPaladin', target: 'vampire1' });
    expect(s.rows).toEqual([['stephenPaladin', 'lordDil']]);
    expect(end).toMatchObject({ kind: 'won', xpEach: 3 }); // 1 × 6 shared by two
    expect(c.dice.script).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyFightAction, startFight } from '../../../../src/games/blackgate/combat';
import { ctx, group, hero, sides } from './helpers';

describe('LŚ 12.0 experience (§12, B41)', () => {
  it('Σ starting WP × 6 × the level multiplier, shared by the living, rounded down; the petrified take no share (DATA ruling 24)', () => {
    const party = ['lordDil', 'stephenPaladin', 'weldron', 'curvenol', 'alric', 'zareth'].map(hero);
    party[5]!.petrified = true;
    const s = sides(party, [['lordDil', 'stephenPaladin', 'weldron'], ['curvenol', 'alric']], group('orc', [1, 1], 2));
    const c = ctx([1, 1]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' }); // level 2 Orc CB 4; 1+7 = 8 on the sword: 1
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'weldron', target: 'orc2' });
    expect(end).toMatchObject({ kind: 'won', xpEach: 2 }); // 12 × 1 ÷ 5
    expect(party.map((p) => p.xp)).toEqual([2, 2, 2, 2, 2, 0]);
    expect(c.dice.script).toEqual([]);
  });

  it('LŚ 6.8: level 3 doubles it; the dead of the fight take no share', () => {
    const [dil, curvenol] = [hero('lordDil'), hero('curvenol')];
    curvenol.spellPoints = 1;
    curvenol.wounds = curvenol.woundPoints - 1;
    const s = sides([dil, curvenol], [['lordDil', 'curvenol']], group('orc', [3], 3));
    const c = ctx([2, 2, 6]); // Explosion: the Orc 2 > RV 1: 1; Dil 2 ≤ 3; Curvenol 6 > 1: dead
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'explosion' });
    expect(s.rows).toEqual([['lordDil']]);
    c.dice.script!.push(6); // 6+7 = 13: 3, the Orc's last 2
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc1' });
    expect(end).toMatchObject({ kind: 'won', xpEach: 36 }); // 3 × 6 × 2 ÷ 1
    expect(curvenol.xp).toBe(0);
    expect(c.dice.script).toEqual([]);
  });

  it('every character dead: the party is lost', () => {
    const dil = hero('lordDil');
    dil.wounds = 9;
    const s = sides([dil], [['lordDil']], group('orc', [3]));
    const c = ctx([6]);
    const f = startFight(s, c, { guardian: false });
    expect(applyFightAction(f, s, c, { type: 'endAttacks' })).toEqual({ kind: 'partyDead', thralls: [] });
    expect(dil.xp).toBe(0);
  });
});

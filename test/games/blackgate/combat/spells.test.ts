import { describe, expect, it } from 'vitest';
import { applyFightAction, fightActions, startFight } from '../../../../src/games/blackgate/combat';
import { namedGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

/** Lord Dil in front, Curvenol (RV 1, 5 spell points) behind him; the dice scripted. */
function setup(g = group('orc', [4]), faces: number[] = []) {
  const curvenol = hero('curvenol');
  curvenol.spellPoints = 5;
  const dil = hero('lordDil');
  const s = sides([dil, curvenol], [['lordDil', 'curvenol']], g);
  const c = ctx(faces);
  const f = startFight(s, c, { guardian: g.monsters.some((m) => m.type === 'nameless') });
  return { s, c, f, dil, curvenol };
}

describe('§11.3 combat spells, paid in spell points (§11.1)', () => {
  it('Blast: 2 wounds to a front-row monster unless it resists (1D6 ≤ RV)', () => {
    const { s, c, f, curvenol } = setup(group('orc', [4]), [2]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'orc1' });
    expect(s.group!.monsters[0]!.wounds).toBe(2);
    expect(curvenol.spellPoints).toBe(4);
    expect(f.acted).toEqual(['curvenol']);
    expect(c.dice.script).toEqual([]);
  });

  it('§11.2 step 4: a resisted spell does nothing, its points spent', () => {
    const { s, c, f, curvenol } = setup(group('orc', [4]), [1]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'orc1' });
    expect(s.group!.monsters[0]!.wounds).toBe(0);
    expect(curvenol.spellPoints).toBe(4);
    expect(c.events.at(-1)).toMatchObject({ type: 'spellResisted', face: 1 });
  });

  it('Lightning reaches any monster, the rows behind too: 1D6+2', () => {
    const { s, c, f } = setup(group('orc', [9, 9, 9, 8]), [3, 6]);
    expect(f.monsterRows[1]).toEqual(['orc4']);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'lightning', target: 'orc4' });
    expect(s.group!.monsters[3]!.wounds).toBe(8);
    expect(f.killed).toEqual(['orc4']);
    expect(c.dice.script).toEqual([]);
  });

  it('Blast cannot reach the rows behind', () => {
    const { s, c, f } = setup(group('orc', [9, 9, 9, 8]));
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'orc4' })).toThrow(/§11.3/);
  });

  it('Explosion: every combatant, the caster too, resists or takes 1 (monsters first)', () => {
    const { s, c, f, dil, curvenol } = setup(group('orc', [4]), [2, 3, 2]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'explosion' });
    expect([s.group!.monsters[0]!.wounds, dil.wounds, curvenol.wounds]).toEqual([1, 0, 1]);
    expect(c.dice.script).toEqual([]);
  });

  it('Sleep (DATA ruling 23): the sleeper leaves the fight, and is slain and counted when it is won', () => {
    const { s, c, f, dil } = setup(group('orc', [4]), [4]);
    const end = applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'sleep', target: 'orc1' });
    expect(end).toMatchObject({ kind: 'won', xpEach: 12 });
    expect(dil.xp).toBe(12);
    expect(c.events.some((e) => e.type === 'sleeperSlain')).toBe(true);
  });

  it('Charm (DM 9.45): the monster joins the party behind, under its caster, is reported at the end and takes no share', () => {
    const { s, c, f } = setup(group('orc', [4, 1]), [5, 1]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'charm', target: 'orc1' });
    expect(f.monsterRows).toEqual([['orc2']]);
    expect(s.rows).toEqual([['lordDil', 'curvenol'], ['charmed-orc-1']]);
    expect(s.group!.monsters.map((m) => m.id)).toEqual(['orc2']);
    expect(s.charmed).toMatchObject([{ id: 'charmed-orc-1', type: 'orc', charmer: 'curvenol', woundPoints: 4 }]);
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'lordDil', target: 'orc2' }); // 1+7 = 8: 1 of 1
    expect(end).toMatchObject({ kind: 'won', xpEach: 3, killed: [{ id: 'orc2' }], charmed: [{ id: 'charmed-orc-1' }] });
    expect(c.dice.script).toEqual([]);
  });

  it('B53: Sleep, Charm and Cease Fire are refused at guardians before anything is spent; the caster may still act', () => {
    const g = namedGroup('nameless', 1, 1, 'room');
    g.monsters[0]!.woundPoints = 9;
    const { s, c, f, curvenol } = setup(g, [2]);
    for (const spell of ['sleep', 'charm']) {
      expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell, target: 'nameless1' })).toThrow(/B53/);
    }
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'ceaseFire' })).toThrow(/B53/);
    expect(curvenol.spellPoints).toBe(5);
    expect(f.acted).toEqual([]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'nameless1' }); // 2 ≤ RV 4: resisted
    expect(curvenol.spellPoints).toBe(4);
    expect(c.dice.script).toEqual([]);
  });

  it('Cease Fire: rolled against the group\'s highest RV; not resisted, the fight ends under Agreement', () => {
    const { s, c, f } = setup(group('orc', [4]), [3]);
    expect(applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'ceaseFire' })).toMatchObject({ kind: 'agreement' });
    expect(s.group!.attitude).toBe('agreed');
    expect(fightActions(f, s, c)).toEqual([]);
  });

  it('Magic Shield: +2 RV (cap 5) to a character of row 1 or 2 for this fight', () => {
    const { s, c, f } = setup();
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'magicShield', target: 'lordDil' });
    expect(f.shields).toEqual({ lordDil: 2 });
    expect(c.events.at(-1)).toMatchObject({ type: 'shielded', rv: 5 });
  });

  it('Hesitate: a monster that does not resist makes no attack in the next phase b', () => {
    const { s, c, f, dil } = setup(group('orc', [4]), [4]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'hesitate', target: 'orc1' });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(dil.wounds).toBe(0);
    expect(f.hesitating).toEqual([]);
    expect(c.dice.script).toEqual([]);
  });

  it('Mental Attack: 2D6 unless resisted, for 4 points', () => {
    const { s, c, f, curvenol } = setup(group('orc', [20]), [2, 3, 4]);
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'mentalAttack', target: 'orc1' });
    expect(s.group!.monsters[0]!.wounds).toBe(7);
    expect(curvenol.spellPoints).toBe(1);
  });

  it('Wrath of God: only after the Manuscript; every front-row monster resists or takes 1D6', () => {
    const { s, c, f, curvenol } = setup(group('orc', [9, 9]), [2, 5, 1]);
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'wrathOfGod' })).toThrow(/Manuscript/);
    curvenol.knows.push('wrathOfGod');
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'wrathOfGod' });
    expect(s.group!.monsters.map((m) => m.wounds)).toEqual([5, 0]);
    expect(c.dice.script).toEqual([]);
  });

  it('§11.1, §11.2: a spell costing more than the points left, a non-combat spell and a caster in row 3 are refused', () => {
    const { s, c, f, curvenol } = setup();
    curvenol.spellPoints = 1;
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'lightning', target: 'orc1' })).toThrow(/§11.1/);
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'heal', target: 'lordDil' })).toThrow(/§11.2/);
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'teleport' })).toThrow(/B27/);
    s.rows.splice(0, s.rows.length, ['lordDil'], ['alric'], ['curvenol']);
    s.characters.push(hero('alric'));
    expect(() => applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'blast', target: 'orc1' })).toThrow(/row 1 or 2/);
  });

  it('§11.4: a Sleep ring casts Sleep free once per expedition', () => {
    const { s, c, f, curvenol } = setup(group('orc', [4, 4]), [6]);
    curvenol.items.push({ id: 'item1', column: 'ring', name: 'Sleep' });
    expect(fightActions(f, s, c)).toContainEqual({ type: 'cast', by: 'curvenol', spell: 'sleep', target: 'orc2', ring: 'item1' });
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'sleep', target: 'orc2', ring: 'item1' });
    expect(curvenol.spellPoints).toBe(5);
    expect(curvenol.items[0]!.spent).toBe(true);
    expect(f.asleep).toEqual(['orc2']);
  });
});

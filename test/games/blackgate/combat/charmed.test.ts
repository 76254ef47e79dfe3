/** Monsters charmed into the party's service, in a fight (DM 9.45, 9.46, 12.36; §11.3 Charm). */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { applyFightAction, fightActions, startFight, type CharmedMonster, type FightAction } from '../../../../src/games/blackgate/combat';
import type { BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import type { BgCharacter } from '../../../../src/games/blackgate/party';
import { ctx, group, hero, sides } from './helpers';

/** A monster of `type` with `wp` Wound Points serving `charmer`, as the Charm left it. */
function charmed(type: BgMonsterId, wp: number, charmer: string, n = 1): CharmedMonster {
  return { ...group(type, [wp]).monsters[0]!, id: `charmed-${type}-${n}`, charmer, treasure: 'E' };
}

/** Lord Dil and a charmed Ogre (WP 8, CB 5, hammer) in front, against `foe`. */
function withOgre(rows: string[][], foe = group('orc', [6]), faces: number[] = [], more: BgCharacter[] = []) {
  const dil = hero('lordDil');
  const ogre = charmed('ogre', 8, 'lordDil');
  const s = { ...sides([dil, ...more], rows, foe), charmed: [ogre] };
  const c = ctx(faces);
  const f = startFight(s, c, { guardian: false });
  return { s, c, f, dil, ogre };
}

const rule = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('DM 9.45: a charmed monster fights for the party', () => {
  it('DM 9.45: from the front row it strikes a monster it is in contact with, as a monster strikes (1D6 + CB on its weapon’s column, B24)', () => {
    const { s, c, f } = withOgre([['lordDil', 'charmed-ogre-1']], group('orc', [6]), [6]);
    expect(fightActions(f, s, c)).toContainEqual({ type: 'strike', by: 'charmed-ogre-1', target: 'orc1' });
    // 6 + CB 5 = 11 on the Hammer column: 2 wounds
    applyFightAction(f, s, c, { type: 'strike', by: 'charmed-ogre-1', target: 'orc1' });
    expect(s.group!.monsters[0]!.wounds).toBe(2);
    expect(c.events.at(-1)).toMatchObject({ type: 'charmedStrike', rule: 'DM 9.45', by: 'charmed-ogre-1', column: 'hammer', face: 6, bonus: 5, wounds: 2 });
    expect(f.acted).toEqual(['charmed-ogre-1']);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 9.45: it only strikes — no weapon to choose, no spell, no potion, and not from the second row — each refused by its case', () => {
    const { s, c, f } = withOgre([['lordDil'], ['charmed-ogre-1']]);
    const listed = fightActions(f, s, c).filter((a) => 'by' in a && a.by === 'charmed-ogre-1');
    expect(listed).toEqual([]);
    expect(rule(() => applyFightAction(f, s, c, { type: 'strike', by: 'charmed-ogre-1', target: 'orc1' }))).toBe('DM 9.45');
    expect(rule(() => applyFightAction(f, s, c, { type: 'strike', by: 'charmed-ogre-1', target: 'orc1', weapon: 'hammer' }))).toBe('DM 9.45');
    expect(rule(() => applyFightAction(f, s, c, { type: 'cast', by: 'charmed-ogre-1', spell: 'blast', target: 'orc1' }))).toBe('DM 9.45');
    expect(rule(() => applyFightAction(f, s, c, { type: 'drink', by: 'charmed-ogre-1', item: 'item1' }))).toBe('DM 9.45');
  });

  it('DM 9.45, §12: the party gains the experience of a monster its charmed monster kills; the charmed take no share', () => {
    const { s, c, f, dil } = withOgre([['lordDil', 'charmed-ogre-1']], group('orc', [2]), [6]);
    const end = applyFightAction(f, s, c, { type: 'strike', by: 'charmed-ogre-1', target: 'orc1' });
    expect(end).toMatchObject({ kind: 'won', xpEach: 12 }); // 2 WP × 6, Lord Dil alone
    expect(dil.xp).toBe(12);
  });

  it('DM 9.45: a monster strikes a charmed monster in front as any member; at its Wound Points it is slain and leaves the lines', () => {
    // the Orc faces the rightmost, the Ogre: 6 + CB 3 = 9 on the Sword column, 1 wound, four times
    const { s, c, f, ogre } = withOgre([['charmed-ogre-1', 'lordDil']], group('orc', [20]), []);
    ogre.wounds = 7;
    c.dice.script!.push(6);
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'monsterAttack')).toMatchObject([{ monster: 'orc1', target: 'charmed-ogre-1', wounds: 1 }]);
    expect(c.events.at(-1)).toMatchObject({ type: 'charmedSlain', rule: 'LŚ 9.2', monster: 'charmed-ogre-1' });
    expect(s.rows).toEqual([['lordDil']]);
    expect(s.charmed).toEqual([]);
  });

  it('DM 9.45: when its charmer dies it turns on the party at once, into the monsters’ lines', () => {
    // the Orc (CB 3, sword) strikes Curvenol (WP 5, 4 wounds already): 6 + 3 = 9, 1 wound, dead
    const curvenol = hero('curvenol');
    curvenol.wounds = 4;
    const ogre = charmed('ogre', 8, 'curvenol');
    const s = { ...sides([curvenol, hero('lordDil')], [['curvenol', 'lordDil'], ['charmed-ogre-1']], group('orc', [9])), charmed: [ogre] };
    const c = ctx([6]);
    const f = startFight(s, c, { guardian: false });
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.map((e) => e.type)).toContain('charmBroken');
    expect(c.events.find((e) => e.type === 'charmBroken')).toMatchObject({ rule: 'DM 9.45', monster: 'charmed-ogre-1' });
    expect(f.monsterRows).toEqual([['orc1', 'charmed-ogre-1']]);
    expect(s.rows).toEqual([['lordDil']]);
    expect(s.charmed).toEqual([]);
    expect(s.group!.monsters.map((m) => m.id)).toEqual(['orc1', 'charmed-ogre-1']);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.36: a Vampire’s charm breaks the party’s: the charmed monster resists with its own RV or fights the party to the death', () => {
    // the Vampire (CB 11) strikes the Ogre: 1 + 11 = 12 on the Monster column, 2 wounds; the charm's die 6 > the Ogre's RV 2
    const { s, c, f } = withOgre([['charmed-ogre-1', 'lordDil']], group('vampire', [9]), [1, 6]);
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'vampireCharm')).toMatchObject([{ target: 'charmed-ogre-1', face: 6, resisted: false }]);
    expect(c.events.find((e) => e.type === 'charmBroken')).toMatchObject({ rule: 'DM 12.36' });
    expect(f.monsterRows).toEqual([['vampire1', 'charmed-ogre-1']]);
    expect(f.thralls).toEqual([]);
    expect(c.dice.script).toEqual([]);
  });

  it('§11.3 Explosion, B35: a charmed monster in the lines is a combatant too, resisting with its RV', () => {
    const curvenol = hero('curvenol');
    curvenol.spellPoints = 1;
    const { s, c, f, ogre } = withOgre([['lordDil', 'charmed-ogre-1'], ['curvenol']], group('orc', [6]), [], [curvenol]);
    c.dice.script!.push(6, 6, 1, 6); // the Orc; Lord Dil; the Ogre resists (1 ≤ RV 2); Curvenol
    applyFightAction(f, s, c, { type: 'cast', by: 'curvenol', spell: 'explosion' });
    expect(c.events.filter((e) => e.type === 'spellWounds').map((e) => [e.monster ?? e.character, e.wounds])).toEqual([['orc1', 1], ['lordDil', 1], ['charmed-ogre-1', 0], ['curvenol', 1]]);
    expect(ogre.wounds).toBe(0);
    expect(c.dice.script).toEqual([]);
  });

  it('§11.3 Magic Shield goes on a character, never on a charmed monster', () => {
    const curvenol = hero('curvenol');
    curvenol.spellPoints = 2;
    const { s, c, f } = withOgre([['lordDil', 'charmed-ogre-1'], ['curvenol']], group('orc', [6]), [], [curvenol]);
    const shield: FightAction = { type: 'cast', by: 'curvenol', spell: 'magicShield', target: 'charmed-ogre-1' };
    expect(rule(() => applyFightAction(f, s, c, shield))).toBe('§11.3');
    expect(fightActions(f, s, c)).not.toContainEqual(shield);
  });
});

/** A charmed monster fights for the party with its own specials (DM 9.45; §7.5: DM 12.33, 12.34, 12.35, LŚ 15.6), and without those it cannot turn round (DM 12.32, 12.36). */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../../src/engine/errors';
import { applyFightAction, fightActions, startFight, type CharmedMonster, type FightAction } from '../../../../src/games/blackgate/combat';
import type { BgMonsterId } from '../../../../src/games/blackgate/data/monsters';
import type { MonsterGroup } from '../../../../src/games/blackgate/encounter/group';
import { ctx, group, hero, sides } from './helpers';

/** Lord Dil and a charmed `type` (WP `wp`, serving him), side by side in front, against `foe`; the dice `faces`. */
function serving(type: BgMonsterId, wp: number, foe: MonsterGroup, faces: number[] = []) {
  const m: CharmedMonster = { ...group(type, [wp]).monsters[0]!, id: `charmed-${type}-1`, charmer: 'lordDil', treasure: 'E' };
  const s = { ...sides([hero('lordDil')], [[m.id, 'lordDil']], foe), charmed: [m] };
  const c = ctx(faces);
  const f = startFight(s, c, { guardian: false });
  return { s, c, f, m };
}

const strike = (by: string, target: string): FightAction => ({ type: 'strike', by, target });

const rule = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e.rule;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('DM 9.45: to all intents a member of the party, a charmed monster fights with its own specials', () => {
  it('DM 12.33: a charmed Chimera breathes fire at the monster it strikes, which resists with its own RV', () => {
    // 3 + CB 7 = 10 on the Monster column: 2 wounds; the Orc's die 4 > RV 1: 1 wound more
    const { s, c, f } = serving('chimera', 10, group('orc', [10]), [3, 4]);
    applyFightAction(f, s, c, strike('charmed-chimera-1', 'orc1'));
    expect(c.events.filter((e) => e.type === 'charmedStrike')).toMatchObject([{ rule: 'DM 9.45', column: 'monster', face: 3, bonus: 7, wounds: 2 }]);
    expect(c.events.filter((e) => e.type === 'fireBreath')).toMatchObject([{ rule: 'DM 12.33', monster: 'charmed-chimera-1', target: 'orc1', face: 4, resisted: false, wounds: 1 }]);
    expect(s.group!.monsters[0]!.wounds).toBe(3);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.33: the fire resisted (a die at or under the RV) does nothing, and a monster the blow has killed is breathed on no more', () => {
    const resisted = serving('chimera', 10, group('wight', [10]), [3, 2]); // the Wight's RV 2
    applyFightAction(resisted.f, resisted.s, resisted.c, strike('charmed-chimera-1', 'wight1'));
    expect(resisted.c.events.filter((e) => e.type === 'fireBreath')).toMatchObject([{ resisted: true, wounds: 0 }]);
    const slain = serving('chimera', 10, group('orc', [2]), [3]);
    applyFightAction(slain.f, slain.s, slain.c, strike('charmed-chimera-1', 'orc1'));
    expect(slain.c.events.some((e) => e.type === 'fireBreath')).toBe(false);
    expect(slain.c.dice.script).toEqual([]);
  });

  it('DM 12.34 (our ruling for the stone): a charmed Medusa’s gaze of 6 turns the monster to stone, lost for good and counted as slain (§12)', () => {
    // 1 + CB 2 = 3: no wound; the gaze, a 6
    const { s, c, f } = serving('medusa', 8, group('orc', [5]), [1, 6]);
    const end = applyFightAction(f, s, c, strike('charmed-medusa-1', 'orc1'));
    expect(c.events.filter((e) => e.type === 'petrified')).toMatchObject([{ rule: 'DM 12.34', monster: 'charmed-medusa-1', target: 'orc1', face: 6, petrified: true }]);
    expect(c.events.filter((e) => e.type === 'killed')).toMatchObject([{ rule: 'DM 12.34', monster: 'orc1' }]);
    expect(end).toMatchObject({ kind: 'won', xpEach: 30 }); // 5 WP × 6, Lord Dil alone
    expect(c.dice.script).toEqual([]);
  });

  it('LŚ 15.6: a charmed Hydra strikes every monster in the monsters’ front row once, on the Monster column, the one named first', () => {
    const { s, c, f } = serving('hydra', 12, group('orc', [5, 5, 5, 1]), [6, 6, 6]);
    expect(f.monsterRows).toEqual([['orc1', 'orc2', 'orc3'], ['orc4']]);
    const listed = fightActions(f, s, c).filter((a) => a.type === 'strike' && a.by === 'charmed-hydra-1');
    expect(listed).toEqual([strike('charmed-hydra-1', 'orc1'), strike('charmed-hydra-1', 'orc2'), strike('charmed-hydra-1', 'orc3')]);
    expect(rule(() => applyFightAction(f, s, c, strike('charmed-hydra-1', 'orc4')))).toBe('DATA ruling 49');
    applyFightAction(f, s, c, strike('charmed-hydra-1', 'orc2'));
    // 6 + CB 0 = 6: 1 wound a head
    expect(c.events.filter((e) => e.type === 'charmedStrike').map((e) => [e.target, e.column, e.wounds])).toEqual([['orc2', 'monster', 1], ['orc1', 'monster', 1], ['orc3', 'monster', 1]]);
    expect(c.dice.script).toEqual([]);
  });

  it('DM 12.35: a charmed Troll regenerates as any Troll, every 3rd Monster Attack phase after its first wound', () => {
    const { s, c, f, m } = serving('troll', 10, group('orc', [5]));
    m.wounds = 2;
    f.regeneration[m.id] = 2;
    f.hesitating = ['orc1']; // no blow, no die
    applyFightAction(f, s, c, { type: 'endAttacks' });
    expect(c.events.filter((e) => e.type === 'regenerated')).toMatchObject([{ rule: 'DM 12.35', monster: 'charmed-troll-1' }]);
    expect(m.wounds).toBe(1);
  });

  it('DM 12.35: a wounded Troll charmed by a potion keeps its count under its new name', () => {
    const { s, c, f } = serving('ogre', 8, group('troll', [10]));
    s.characters[0]!.items = [{ id: 'item1', column: 'potion', name: 'Charm Monster', doses: 1 }];
    s.group!.monsters[0]!.wounds = 1;
    f.regeneration.troll1 = 1;
    c.dice.script!.push(6); // the Troll's die, over RV 3
    applyFightAction(f, s, c, { type: 'drink', by: 'lordDil', item: 'item1', target: 'troll1' });
    expect(f.regeneration).toEqual({ 'charmed-troll-1': 1 });
  });

  it('DM 12.36, DM 12.32: a charmed Evil Mage casts no Lightning but strikes with its dagger; a charmed Vampire’s blow charms no one', () => {
    const mage = serving('evilMage', 6, group('orc', [10]), [6]);
    expect(fightActions(mage.f, mage.s, mage.c).filter((a) => 'by' in a && a.by === 'charmed-evilMage-1')).toEqual([strike('charmed-evilMage-1', 'orc1')]);
    expect(rule(() => applyFightAction(mage.f, mage.s, mage.c, { type: 'cast', by: 'charmed-evilMage-1', spell: 'lightning', target: 'orc1' }))).toBe('DM 9.45');
    applyFightAction(mage.f, mage.s, mage.c, strike('charmed-evilMage-1', 'orc1'));
    expect(mage.c.events.filter((e) => e.type === 'charmedStrike')).toMatchObject([{ column: 'dagger', face: 6, bonus: 4 }]);
    expect(mage.c.dice.script).toEqual([]);
    // 1 + CB 11 = 12 on the Monster column: 2 wounds, and no charm's die
    const vampire = serving('vampire', 12, group('orc', [10]), [1]);
    applyFightAction(vampire.f, vampire.s, vampire.c, strike('charmed-vampire-1', 'orc1'));
    expect(vampire.c.events.filter((e) => e.type === 'charmedStrike')).toMatchObject([{ wounds: 2 }]);
    expect(vampire.c.events.some((e) => e.type === 'vampireCharm')).toBe(false);
    expect(vampire.c.dice.script).toEqual([]);
    // DM 12.32: the stench is the party's trial against cronks, not the monsters' against a cronk in the party
    const cronk = serving('cronk', 5, group('orc', [10]));
    expect(cronk.c.events.some((e) => e.type === 'stench')).toBe(false);
  });
});

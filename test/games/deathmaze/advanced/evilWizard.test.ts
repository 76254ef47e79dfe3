/**
 * Evil Wizards in the Advanced Game (12.2, 7.15): they are met like other monsters, and in each
 * Monster Combat Phase they cast Lightning at the one they would attack (8.33) while paying 2
 * wounds cannot kill them, then fight with a dagger (DATA §5.2, ruling 22). The target resists
 * with its Magic Resistance (11.24, 12.3E). Also 11.25: Red Pepper and charm potions resisted.
 */
import { describe, it, expect } from 'vitest';
import { apply, legalActions, type GameState } from '../../../../src/games/deathmaze/game';
import { scriptDice, stackCup } from '../../../../src/games/deathmaze/builders';
import { adv, advancedAtEntrance, BRAND, EAST, encounterWith, engage, give, groupHere, hold, joinCombat, kinds, play, potion, spice, unit } from '../helpers';

/** Brand alone (Hero, 8 Wound Points, MR 1) in the Party Combat Phase against these Evil Wizards. */
function duel(wps: number[], front?: string[]): GameState {
  const s = encounterWith(advancedAtEntrance([BRAND]), wps.map((wp) => ['evilWizard', wp] as ['evilWizard', number]));
  return joinCombat(s, front ?? ['m1']);
}

describe('12.2 Evil Wizards', () => {
  it('7.15, 12.2 in the Advanced Game an Evil Wizard from the Wandering table is met; its 1+3 Wound Points are rolled when it is fought (7.14)', () => {
    const s = advancedAtEntrance();
    stackCup(s, 'corridor', ['C-S0']);
    scriptDice(s, [1, 2, 1]);
    const drawn = apply(s, { type: 'move', dir: EAST }).state;
    const out = apply(drawn, legalActions(drawn)[0]!);
    expect(out.state.dice.script).toEqual([]);
    expect(out.state.phase.kind).toBe('encounter');
    expect(groupHere(out.state)!.units).toStrictEqual([{ id: 'm1', monster: 'evilWizard', wounds: 0, alive: true, swordSkill: 0 }]);
    const fought = play(out.state, [3], { type: 'fight' });
    expect(groupHere(fought.state)!.units).toEqual([{ id: 'm1', monster: 'evilWizard', woundPoints: 6, wounds: 0, alive: true, swordSkill: 0 }]);
  });

  it('12.2 in the Monster Combat Phase it casts Lightning, paying 2 wounds; Brand fails to resist (4 > MR 1) and takes 3 + 2', () => {
    const out = play(duel([6]), [4, 3], hold('a1'));
    expect(unit(out.state, 'm1').wounds).toBe(2);
    expect(adv(out.state, 'a1').wounds).toBe(5);
    expect(out.events.filter((e) => e.rule === '12.2').map((e) => e.kind)).toEqual(['spell-cast', 'attack', 'wounded']);
  });

  it('12.2, 11.24 the adventurer may resist: 1 ≤ MR 1, no Lightning wounds (the Evil Wizard still pays)', () => {
    const out = play(duel([6]), [1], hold('a1'));
    expect(adv(out.state, 'a1').wounds).toBe(0);
    expect(unit(out.state, 'm1').wounds).toBe(2);
    expect(out.events.find((e) => e.kind === 'resisted')).toMatchObject({ rule: '11.24', who: 'a1', dice: [1] });
  });

  it('12.2, DATA ruling 22: when 2 wounds would kill it, it fights with its dagger (8.44: a 5 on the Dagger column, 1 wound)', () => {
    const c = duel([6]);
    unit(c, 'm1').wounds = 4;
    const out = play(c, [5], hold('a1'));
    expect(unit(out.state, 'm1').wounds).toBe(4);
    expect(adv(out.state, 'a1').wounds).toBe(1);
    expect(out.events.find((e) => e.kind === 'attack')).toMatchObject({ rule: '8.44', who: 'm1', amount: 1 });
    expect(kinds(out.events)).not.toContain('spell-cast');
  });

  it('12.2 ruling: from the second row an Evil Wizard casts too, its target chosen as a bow’s (8.35)', () => {
    const c = duel([6, 6, 6, 5], ['m1', 'm2', 'm3']);
    expect(c.combat!.monsterRows[1]).toContain('m4');
    // the three in front and the one behind all cast at Brand; each time he resists
    const out = play(c, [1, 1, 1, 1], hold('a1'));
    expect(out.events.filter((e) => e.kind === 'spell-cast').map((e) => e.who)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(unit(out.state, 'm4').wounds).toBe(2);
    expect(adv(out.state, 'a1').wounds).toBe(0);
  });
});

describe('11.25 monsters resist Red Pepper and charm potions in the Advanced Game', () => {
  it('11.25 Red Pepper: the Ant rolls 1 ≤ MR 1 and shrugs it off; the pepper is spent and Brand has acted', () => {
    const c = engage(encounterWith(give(advancedAtEntrance(), 'a1', spice('redPepper')), [['giantAnt', 7]]));
    const out = play(c, [1], { type: 'pepper', who: 'a1', target: 'm1' });
    expect(unit(out.state, 'm1').wounds).toBe(0);
    expect(adv(out.state, 'a1').items).toEqual([]);
    expect(out.events[0]).toMatchObject({ kind: 'resisted', rule: '11.25' });
    expect(out.state.combat!.acted).toContain('a1');
  });

  it('11.25 Red Pepper: a roll over the MR lets it burn: 1D6 wounds', () => {
    const c = engage(encounterWith(give(advancedAtEntrance(), 'a1', spice('redPepper')), [['giantAnt', 7]]));
    const out = play(c, [3, 5], { type: 'pepper', who: 'a1', target: 'm1' });
    expect(unit(out.state, 'm1').wounds).toBe(5);
  });

  it('11.25 a Charm Monster potion: the chosen Ant resists on 1, stays with its group, and the encounter goes on', () => {
    const met = encounterWith(give(advancedAtEntrance(), 'a1', potion('charmMonster')), [['giantAnt', 7]]);
    const out = play(met, [1], { type: 'use', who: 'a1', item: 0, target: 'm1' });
    expect(out.events.find((e) => e.kind === 'resisted')).toMatchObject({ rule: '11.25', target: 'm1' });
    expect(out.state.party.charmed).toEqual([]);
    expect(groupHere(out.state)!.units.map((u) => u.id)).toEqual(['m1']);
    expect(out.state.phase.kind).toBe('encounter');
  });

  it('11.25 a Charm Monster potion: a roll over the MR takes the Ant (9.46)', () => {
    const met = encounterWith(give(advancedAtEntrance(), 'a1', potion('charmMonster')), [['giantAnt', 7]]);
    const out = play(met, [2], { type: 'use', who: 'a1', item: 0, target: 'm1' });
    expect(out.state.party.charmed.map((c) => c.unit.id)).toEqual(['m1']);
    expect(out.events.find((e) => e.kind === 'charmed')).toMatchObject({ dice: [2] });
  });

  it('Basic Game: Red Pepper throws no resistance die', () => {
    const s = give(encounterWith([BRAND], [['giantAnt', 7]]), 'a1', spice('redPepper'));
    // the pepper's 5, then the Ant's own attack (1 + 3 = 4: no wound) as Brand was the only one to act
    const out = play(engage(s), [5, 1], { type: 'pepper', who: 'a1', target: 'm1' });
    expect(unit(out.state, 'm1').wounds).toBe(5);
    expect(kinds(out.events)).not.toContain('resisted');
  });
});

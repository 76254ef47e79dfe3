/**
 * The combat view (src/games/deathmaze/combat/view.ts): what the combat table draws and offers
 * for a state — who touches whom and with what odds (8.31–8.35), the weapon in each hand and
 * the one a switch takes up (8.41, 8.47), who may act and at whom (8.22, 8.34, DATA ruling 52),
 * the line-ups with a lone counter's facing (8.13, 8.53), and standing fast (8.24).
 *
 * The monsters are put on the party's segment with the Wound Points each test needs; every die
 * the engine throws is scripted.
 */
import { describe, expect, it } from 'vitest';
import { combatView, contactLines, switchWeapon, weaponInHand, type ContactLine } from '../../../../src/games/deathmaze/combat/view';
import type { GameState } from '../../../../src/games/deathmaze/game';
import { adv, attack, encounterWith, engage, hold, PAIR, PARTY, play, TRIO } from '../helpers';

/** The lines as [adventurer, monster, adventurer strikes, monster strikes, faces]. */
const drawn = (lines: ContactLine[]) => lines.map((l) => [l.adventurer, l.monster, l.adventurerStrikes, l.monsterStrikes, l.faces]);

const skeletons = (n: number): ['skeleton', number][] => Array.from({ length: n }, () => ['skeleton', 6] as ['skeleton', number]);

describe('8.3 who touches whom: the lines across the front rows', () => {
  it('8.31 equal lines: each adventurer and the monster opposite strike one another, no die for the target', () => {
    const c = engage(encounterWith(PAIR, skeletons(2)), ['m2', 'm1']);
    expect(drawn(combatView(c).lines)).toEqual([
      ['a1', 'm2', true, 'fixed', null],
      ['a2', 'm1', true, 'fixed', null],
    ]);
  });

  it('8.32, 8.33 Example B: two against three; the middle monster rolls, 1–3 the right-hand adventurer, 4–6 the left', () => {
    const c = engage(encounterWith(PAIR, skeletons(3)), ['m1', 'm2', 'm3']);
    expect(drawn(combatView(c).lines)).toEqual([
      ['a1', 'm1', true, 'fixed', null],
      ['a1', 'm2', true, 'roll', [1, 3]],
      ['a2', 'm2', true, 'roll', [4, 6]],
      ['a2', 'm3', true, 'fixed', null],
    ]);
  });

  it('8.35, Example D: three adventurers against one monster; its victim is rolled 1–2, 3–4, 5–6, right to left', () => {
    const c = engage(encounterWith(TRIO, [['skeleton', 4]]));
    expect(drawn(combatView(c).lines)).toEqual([
      ['a1', 'm1', true, 'roll', [1, 2]],
      ['a2', 'm1', true, 'roll', [3, 4]],
      ['a3', 'm1', true, 'roll', [5, 6]],
    ]);
  });

  it('8.13, 8.53 one monster before two adventurers: the line-up chosen says whom it faces; both may strike it', () => {
    const lu = play(encounterWith(PAIR, [['skeleton', 4]]), [], { type: 'fight' }).state;
    const first = combatView(lu);
    expect(first.step).toBe('lineUp');
    expect(first.lineUp?.options.map((o) => o.facing)).toEqual([0, 1]);
    expect(first.lineUp?.facing).toEqual({ lone: 'm1', faces: 'a1', facing: 0, flip: 1 });
    expect(drawn(first.lines)).toEqual([
      ['a1', 'm1', true, 'fixed', null],
      ['a2', 'm1', true, null, null],
    ]);
    const other = combatView(lu, { lineUp: 1 });
    expect(other.lineUp?.facing).toEqual({ lone: 'm1', faces: 'a2', facing: 1, flip: 0 });
    expect(drawn(other.lines)).toEqual([
      ['a1', 'm1', true, null, null],
      ['a2', 'm1', true, 'fixed', null],
    ]);
  });

  it('8.53 once the line-up choice has lapsed, the boxes say whom a lone monster faces: the nearer of the two', () => {
    const c = engage(encounterWith(PAIR, [['skeleton', 4]]), ['m1'], 0);
    c.combat!.facingChosen = false; // as after a death or a move (combat.ts clears it then)
    c.combat!.monsterRows = [[null, null, 'm1']]; // the leftmost box: nearer Hild (box 1) than Brand (box 0)
    expect(drawn(contactLines(c))).toEqual([
      ['a1', 'm1', true, null, null],
      ['a2', 'm1', true, 'fixed', null],
    ]);
  });

  it('8.13 a line-up shows the front monsters as chosen and the others behind them', () => {
    const lu = play(encounterWith(PARTY, [['skeleton', 5], ['skeleton', 3], ['skeleton', 4], ['skeleton', 2]]), [], { type: 'fight' }).state;
    const view = combatView(lu, { lineUp: 2 });
    const front = view.lineUp!.chosen.front;
    expect(view.monsterRows[0]!.filter((x) => x !== null)).toEqual(front);
    expect(view.monsterRows.slice(1).flat().filter((x) => x !== null)).toEqual(['m4']);
    expect(combatView(lu, { lineUp: 99 }).lineUp?.index).toBe(5); // clamped to the six on offer
  });

  it('no lines outside a fight, nor in a line-up with none on show', () => {
    const s = encounterWith(PAIR, skeletons(1));
    expect(contactLines(s)).toEqual([]);
    expect(combatView(s).step).toBe('none');
  });
});

describe('8.4 weapons in hand and who may strike with them', () => {
  it('8.41 the weapon in hand and the one a switch takes up', () => {
    const c = engage(encounterWith(PAIR, skeletons(2)), ['m1', 'm2']);
    const view = combatView(c);
    expect(view.fighters.a2).toMatchObject({ weapon: 'axe', switchTo: 'throwingDagger', targets: ['m2'], mayAct: true, acted: false });
    expect(view.fighters.a1).toMatchObject({ weapon: 'sword', switchTo: 'bow', targets: ['m1'] });
  });

  it('8.34 from the second row a bow reaches every front monster; a dagger reaches none (switch or hold only)', () => {
    const s = encounterWith(PARTY, skeletons(2));
    adv(s, 'a3').ready = 1; // Sly's bow
    const c = engage(s, ['m1', 'm2']);
    const view = combatView(c);
    expect(view.fighters.a3).toMatchObject({ weapon: 'bow', switchTo: 'dagger', targets: ['m1', 'm2'] });
    adv(s, 'a3').ready = 0;
    const withDagger = combatView(engage(s, ['m1', 'm2']));
    expect(withDagger.fighters.a3).toMatchObject({ weapon: 'dagger', switchTo: 'bow', targets: [], mayAct: true });
  });

  it('DATA ruling 52: a bow in the front row strikes nobody, but the adventurer may switch', () => {
    const s = encounterWith(PAIR, skeletons(2));
    adv(s, 'a1').ready = 1;
    const view = combatView(engage(s, ['m1', 'm2']));
    expect(view.fighters.a1).toMatchObject({ weapon: 'bow', switchTo: 'sword', targets: [], mayAct: true });
    // the lines still show whom Brand touches: the weapon is another matter (8.31)
    expect(view.lines.find((l) => l.adventurer === 'a1')?.adventurerStrikes).toBe(true);
  });

  it('8.47 a throwing dagger thrown from the second row leaves the hand; the other weapon is taken up and none is left to switch to', () => {
    const c = engage(encounterWith(PARTY, skeletons(2)), ['m1', 'm2']);
    const thrown = play(c, [6], attack('a4', 'm2')).state;
    expect(weaponInHand(thrown, 'a4')).toBe('dagger');
    expect(switchWeapon(thrown, 'a4')).toBeNull();
    expect(combatView(thrown).fighters.a4).toMatchObject({ weapon: 'dagger', switchTo: null, acted: true, mayAct: false });
    // with both hands' weapons thrown, the hand is empty
    thrown.combat!.thrown.push('a4:1');
    expect(weaponInHand(thrown, 'a4')).toBe('none');
  });

  it('8.22 those with something left to do, front row first, right to left; who has acted is marked', () => {
    const c = engage(encounterWith(PARTY, skeletons(2)), ['m1', 'm2']);
    expect(combatView(c).actors).toEqual(['a1', 'a2', 'a3', 'a4']);
    const after = play(c, [], hold('a1')).state;
    const view = combatView(after);
    expect(view.actors).toEqual(['a2', 'a3', 'a4']);
    expect(view.fighters.a1).toMatchObject({ acted: true, mayAct: false });
  });
});

describe('8.24 the Party Reorganization Phase', () => {
  const toReorganize = (s: GameState, faces: number[], ...who: string[]): GameState => {
    const out = play(s, faces, ...who.map(hold)).state;
    expect(out.combat?.step).toBe('reorganize');
    return out;
  };

  it('8.24 two in front: standing fast keeps the marching order', () => {
    const c = engage(encounterWith(PAIR, skeletons(2)), ['m1', 'm2']);
    const r = toReorganize(c, [1, 1], 'a1', 'a2');
    const view = combatView(r);
    expect(view.step).toBe('reorganize');
    expect(view.reorganizations.length).toBeGreaterThan(1);
    expect(view.standFast?.order).toEqual(r.party.order);
  });

  it('8.24 one in front with others behind: someone must step up, so there is no standing fast', () => {
    const s = encounterWith(PARTY, [['skeleton', 4]]);
    s.party.order = [[null, 'a1', null], ['a2', 'a3', 'a4']];
    const c = engage(s);
    const r = toReorganize(c, [1], ...combatView(c).actors);
    const view = combatView(r);
    expect(view.reorganizations.length).toBeGreaterThan(0);
    expect(view.standFast).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/engine/dice';
import { RuleError } from '../../../../src/engine/errors';
import { defaultOptions } from '../../../../src/games/blackgate/data/options';
import { monsterCheck, namedGroup, rollGroupWoundPoints, type GroupEvent } from '../../../../src/games/blackgate/encounter/group';

describe('LŚ 5.0 C.1 the monster check', () => {
  it('a new room meets the room table on 1–3: 2 Chimeras become 4 on level 3, with CB, NV, WP code and treasure shifted (LŚ 6.8)', () => {
    const dice = scriptedDice([3, 4, 2]);
    const { group, events } = monsterCheck(dice, 'newRoom', 3, defaultOptions);
    expect(dice.script).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'monsterCheck', face: 3, on: 3, table: 'room', met: true });
    expect(events[1]).toMatchObject({ type: 'groupRolled', monster: 'chimera', count: '2', rolled: 2, size: 4 });
    expect(group!.monsters).toHaveLength(4);
    expect(group!.monsters[0]).toMatchObject({ cb: 10, nv: 9, woundCode: '2+6', woundPoints: null });
    expect(group!.treasureLetter).toBe('K');
  });
  it('a new room meets nothing on 4', () => {
    const dice = scriptedDice([4]);
    expect(monsterCheck(dice, 'newRoom', 1, defaultOptions).group).toBeNull();
    expect(dice.script).toEqual([]);
  });
  it('a corridor meets the wandering table on 1: the 2nd die picks the row, 1D3+2 Harpies roll their count', () => {
    const dice = scriptedDice([1, 3, 6, 5]);
    const { group, events } = monsterCheck(dice, 'corridorOrVisitedRoom', 1, defaultOptions);
    expect(dice.script).toEqual([]);
    expect(events[1]).toMatchObject({ monster: 'harpy', count: '1D3+2', rolled: 5, size: 5 });
    expect(group!.source).toBe('wandering');
    expect(group!.treasureLetter).toBe('A');
  });
  it('a corridor meets nothing on 2', () => {
    expect(monsterCheck(scriptedDice([2]), 'corridorOrVisitedRoom', 2, defaultOptions).group).toBeNull();
  });
  it('B15: the PS room table puts a Medusa at (6, 6)', () => {
    const { group } = monsterCheck(scriptedDice([1, 6, 6]), 'newRoom', 1, { ...defaultOptions, roomMonsterTable: 'PS' });
    expect(group!.type).toBe('medusa');
  });
  it('LŚ 6.7: a level outside 1–3 is refused before a die is thrown', () => {
    expect(() => monsterCheck(scriptedDice([1, 1, 1]), 'newRoom', 0, defaultOptions)).toThrow(RuleError);
  });
});

describe('§7.6 step 6, B49: Wound Points when first needed', () => {
  it('each monster rolls its level-adjusted code in turn; an Evil Hero rolls its skill right after its WP; rolled WP are kept', () => {
    const group = namedGroup('evilHero', 2, 2, 'room'); // 1+4 becomes 1+6 on level 2
    const dice = scriptedDice([3, 5, 1, 2]);
    const events: GroupEvent[] = [];
    rollGroupWoundPoints(dice, group, events);
    expect(dice.script).toEqual([]);
    expect(group.monsters.map((m) => [m.woundPoints, m.skill])).toEqual([[9, 5], [7, 2]]);
    rollGroupWoundPoints(scriptedDice([]), group, events);
    expect(events).toHaveLength(2);
  });
});

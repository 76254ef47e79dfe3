import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { levelCb, levelExperience, levelGroupSize, levelNv, levelTreasure, levelWoundCode } from '../../../src/games/blackgate/levels';

describe('LŚ 6.8 Maze Levels table, level by level', () => {
  it('level 1 changes nothing', () => {
    expect(levelWoundCode('2+2', 1)).toBe('2+2');
    expect(levelCb(7, 1)).toBe(7);
    expect(levelNv(7, 1)).toBe(7);
    expect(levelGroupSize(2, 1, true)).toBe(2);
    expect(levelTreasure('C', 1)).toBe('C');
    expect(levelExperience(30, 1)).toBe(30);
  });
  it('level 2: strength +2 (2+2 becomes 2+4, ½+1 becomes ½+3), CB +1, NV +1, ×1, one treasure step, ×1 experience', () => {
    expect(levelWoundCode('2+2', 2)).toBe('2+4');
    expect(levelWoundCode('½+1', 2)).toBe('½+3');
    expect(levelCb(7, 2)).toBe(8);
    expect(levelNv(7, 2)).toBe(8);
    expect(levelGroupSize(2, 2, true)).toBe(2);
    expect(levelTreasure('C', 2)).toBe('D');
    expect(levelExperience(30, 2)).toBe(30);
  });
  it('level 3: strength +4, CB +3, NV +2, 2 Chimeras become 4, type C becomes E, experience doubled', () => {
    expect(levelWoundCode('2+2', 3)).toBe('2+6');
    expect(levelCb(7, 3)).toBe(10);
    expect(levelNv(7, 3)).toBe(9);
    expect(levelGroupSize(2, 3, true)).toBe(4);
    expect(levelTreasure('C', 3)).toBe('E');
    expect(levelExperience(30, 3)).toBe(60);
  });
  it('B11: groups outside the encounter tables are never multiplied', () => {
    expect(levelGroupSize(3, 3, false)).toBe(3);
  });
  it('§5 edge case 4: type A stays A and shifts stop at L', () => {
    expect(levelTreasure('A', 3)).toBe('A');
    expect(levelTreasure('K', 3)).toBe('L');
    expect(levelTreasure('L', 2)).toBe('L');
  });
  it('a monster that never negotiates still never does', () => {
    expect(levelNv(null, 3)).toBeNull();
  });
  it('LŚ 6.7: a level outside 1–3 is refused', () => {
    expect(() => levelCb(1, 4)).toThrow(RuleError);
    expect(() => levelCb(1, 4)).toThrow(/LŚ 6.7/);
  });
});

/** When the board's still picture is taken (src/ui/boardSnapshotRule.ts). */
import { describe, expect, it } from 'vitest';
import { modeOf, pictureWorthIt, SLOW_FRAME } from '../../src/ui/boardSnapshotRule';

describe('the still picture of the board', () => {
  it('by default only where the live board draws slowly: a device at the display’s rate never pays for it', () => {
    expect(pictureWorthIt('auto', 1000 / 60)).toBe(false);
    expect(pictureWorthIt('auto', 1000 / 120)).toBe(false);
    expect(pictureWorthIt('auto', SLOW_FRAME)).toBe(false);
    expect(pictureWorthIt('auto', 50)).toBe(true); // 150 chits in software WebGL
  });

  it('?boardcache=on or off forces it either way; anything else is the default', () => {
    expect(modeOf('?test=1&boardcache=on')).toBe('on');
    expect(modeOf('?boardcache=off')).toBe('off');
    expect(modeOf('?boardcache=maybe')).toBe('auto');
    expect(modeOf('')).toBe('auto');
    expect(pictureWorthIt('on', 1000 / 60)).toBe(true);
    expect(pictureWorthIt('off', 50)).toBe(false);
  });
});

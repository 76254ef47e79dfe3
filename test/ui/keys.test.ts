/**
 * The one list of shortcuts (src/ui/keys.ts): what `pressed` answers, and what the sheet shows.
 */
import { describe, expect, it } from 'vitest';
import { keyLabels, pressed, SHORTCUTS } from '../../src/ui/keys';

describe('the shortcut registry', () => {
  it('matches a key whatever its case, and Ctrl only where the shortcut asks for it', () => {
    expect(pressed({ key: 'L' }, 'log')).toBe(true);
    expect(pressed({ key: 'l', ctrlKey: true }, 'log')).toBe(false);
    expect(pressed({ key: 'z', ctrlKey: true }, 'undo.ctrl')).toBe(true);
    expect(pressed({ key: 'z', metaKey: true }, 'undo.ctrl')).toBe(true);
    expect(pressed({ key: 'z' }, 'undo.ctrl')).toBe(false);
    expect(pressed({ key: 'ArrowLeft' }, 'watch.back')).toBe(true);
    expect(pressed({ key: '7' }, 'prompt.choose')).toBe(true);
    expect(pressed({ key: '0' }, 'prompt.choose')).toBe(false);
    expect(pressed({ key: 'Escape' }, 'close')).toBe(true);
  });

  it('names every key for the sheet, and every shortcut has words', () => {
    expect(keyLabels(SHORTCUTS['fight.hold'])).toEqual(['Space']);
    expect(keyLabels(SHORTCUTS['undo.ctrl'])).toEqual(['Ctrl Z']);
    expect(keyLabels(SHORTCUTS['prompt.choose'])).toEqual(['1–9']);
    expect(keyLabels(SHORTCUTS['board.zoomIn'])).toEqual(['+', '=']);
    for (const s of Object.values(SHORTCUTS)) {
      expect(s.words.length).toBeGreaterThan(3);
      expect(s.keys.length).toBeGreaterThan(0);
      for (const k of s.keys) expect(k).toBe(k.toLowerCase());
    }
  });

  it('gives one meaning to a key in a place, but for the modes of a fight (the dice rolling, a line-up, a reorganization)', () => {
    const modal = new Set(['fight.skip', 'fight.lineUpNext', 'fight.lineUpPrevious', 'fight.flip', 'fight.confirm', 'fight.standFast']);
    const seen = new Map<string, string>();
    for (const [id, s] of Object.entries(SHORTCUTS)) {
      if (modal.has(id)) continue;
      for (const k of s.keys) {
        const at = `${s.place}:${'ctrl' in s ? 'ctrl+' : ''}${k}`;
        expect(seen.get(at), `${id} and ${seen.get(at)} both on ${at}`).toBeUndefined();
        seen.set(at, id);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createDismissStack, handleEscape, type EscapeKey, type Layer } from '../../src/ui/dismiss';

/** A layer that records its closing in `closed`, open until closed (or until `gone` says so). */
function layer(name: string, closed: string[], gone = () => false): Layer & { open: boolean } {
  const l = {
    open: true,
    close() {
      l.open = false;
      closed.push(name);
    },
    isOpen: () => l.open && !gone(),
  };
  return l;
}

/** A keydown as the document listener receives it; records whether it was stopped. */
function key(k: string, extra: Partial<EscapeKey> = {}): EscapeKey & { prevented: boolean; stopped: boolean } {
  const e = {
    key: k,
    repeat: false,
    defaultPrevented: false,
    isComposing: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    prevented: false,
    stopped: false,
    preventDefault() {
      e.prevented = true;
    },
    stopPropagation() {
      e.stopped = true;
    },
    ...extra,
  };
  return e;
}

describe('the Escape stack of the overlay', () => {
  it('closes the layer opened last first, then the one under it, one per press', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    stack.push(layer('log', closed));
    stack.push(layer('sheets', closed));
    stack.push(layer('rules', closed));
    expect(stack.dismissTop()).toBe(true);
    expect(closed).toEqual(['rules']);
    expect(stack.size()).toBe(2);
    expect(stack.dismissTop()).toBe(true);
    expect(stack.dismissTop()).toBe(true);
    expect(closed).toEqual(['rules', 'sheets', 'log']);
    expect(stack.dismissTop()).toBe(false);
  });

  it('a layer registered again (brought forward) moves to the top', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    const log = layer('log', closed);
    stack.push(log);
    stack.push(layer('end screen', closed));
    stack.push(log);
    expect(stack.size()).toBe(2);
    stack.dismissTop();
    expect(closed).toEqual(['log']);
    stack.dismissTop();
    expect(closed).toEqual(['log', 'end screen']);
  });

  it('a layer closed another way unregisters, and Escape then closes the next', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    stack.push(layer('log', closed));
    const off = stack.push(layer('chooser', closed));
    off();
    off(); // twice is harmless
    expect(stack.size()).toBe(1);
    stack.dismissTop();
    expect(closed).toEqual(['log']);
  });

  it('passes over a layer that is gone without unregistering (a panel cleared with the overlay)', () => {
    const closed: string[] = [];
    let cleared = false;
    const stack = createDismissStack();
    stack.push(layer('settings', closed));
    stack.push(layer('cup panel', closed, () => cleared));
    cleared = true;
    expect(stack.size()).toBe(1);
    expect(stack.dismissTop()).toBe(true);
    expect(closed).toEqual(['settings']);
  });

  it('closes every open layer at once, top first, passing over those gone (leaving the table for the title)', () => {
    const closed: string[] = [];
    let cleared = false;
    const stack = createDismissStack();
    stack.push(layer('rules', closed));
    stack.push(layer('cup panel', closed, () => cleared));
    stack.push(layer('settings', closed));
    cleared = true;
    expect(stack.dismissAll()).toBe(2);
    expect(closed).toEqual(['settings', 'rules']);
    expect(stack.size()).toBe(0);
    expect(stack.dismissTop()).toBe(false);
  });

  it('takes a layer off before closing it, so a close that unregisters or opens another is safe', () => {
    const stack = createDismissStack();
    const order: string[] = [];
    let off = (): void => undefined;
    const marching: Layer = {
      close() {
        off();
        order.push('counter put down');
        // closing may open something else: it goes on top
        stack.push({ close: () => order.push('toast') });
      },
    };
    stack.push({ close: () => order.push('arrange panel') });
    off = stack.push(marching);
    stack.dismissTop();
    stack.dismissTop();
    stack.dismissTop();
    expect(order).toEqual(['counter put down', 'toast', 'arrange panel']);
  });
});

describe('Escape on the document', () => {
  it('with something open: closes the top only and keeps the key from the scenes', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    stack.push(layer('log', closed));
    stack.push(layer('rules', closed));
    const e = key('Escape');
    expect(handleEscape(stack, e)).toBe(true);
    expect(closed).toEqual(['rules']);
    expect(e.prevented && e.stopped).toBe(true);
  });

  it('with nothing open: goes on to the scene untouched (combat drops a spell, the board its own)', () => {
    const e = key('Escape');
    expect(handleEscape(createDismissStack(), e)).toBe(false);
    expect(e.prevented || e.stopped).toBe(false);
  });

  it('a held Escape closes nothing more, but does not reach the scene while a layer is open', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    stack.push(layer('log', closed));
    stack.push(layer('sheets', closed));
    expect(handleEscape(stack, key('Escape'))).toBe(true);
    const held = key('Escape', { repeat: true });
    expect(handleEscape(stack, held)).toBe(true);
    expect(closed).toEqual(['sheets']);
    expect(held.stopped).toBe(true);
  });

  it('leaves alone other keys, an Escape a field already used (the rules filter clearing), composing text and shortcuts', () => {
    const closed: string[] = [];
    const stack = createDismissStack();
    stack.push(layer('rules', closed));
    for (const e of [
      key('l'),
      key('Escape', { defaultPrevented: true }),
      key('Escape', { isComposing: true }),
      key('Escape', { ctrlKey: true }),
      key('Escape', { altKey: true }),
      key('Escape', { metaKey: true }),
    ]) {
      expect(handleEscape(stack, e)).toBe(false);
      expect(e.stopped).toBe(false);
    }
    expect(closed).toEqual([]);
    expect(handleEscape(stack, key('Escape', { shiftKey: true } as Partial<EscapeKey>))).toBe(true);
    expect(closed).toEqual(['rules']);
  });
});

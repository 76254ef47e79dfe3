/**
 * Escape for the DOM overlay. Whatever Escape can dismiss (a panel, the action chooser, a
 * counter picked up in the marching order) registers how to close itself while it is open;
 * together they form a stack, and one press of Escape closes the top one only: the one opened,
 * or brought forward, last. Panels opened with `openPanel` (dom.ts) register themselves.
 *
 * One keydown listener on the document does it, in the bubbling phase, so a field that gives
 * Escape a meaning of its own (the rules filter clears its text first) claims the key with
 * `preventDefault` before the stack sees it. When something was on the stack the key stops
 * there: the scenes (board, combat dock) never see it. With nothing open it goes on to them.
 *
 * Rules of the stack:
 * - registering puts a layer on top; registering it again (brought forward) moves it there;
 * - the returned unregister takes it off, for layers closed some other way (a button, a click);
 * - a layer whose `isOpen` says it is gone (a panel removed with the overlay) is passed over;
 * - a held Escape (key repeat) closes nothing more, but is still kept from the scenes while
 *   anything is open: one press, one layer.
 */
import { pressed } from './keys';

export interface Layer {
  /** Closes it. The stack takes the layer off before calling this. */
  close(): void;
  /** Whether it is still there; a layer that is gone is passed over. Open when not given. */
  isOpen?(): boolean;
}

export interface DismissStack {
  /** Puts `layer` on top (moving it there when it is already in); returns its unregister. */
  push(layer: Layer): () => void;
  /** Closes the top layer still open; false when there is none. */
  dismissTop(): boolean;
  /** Closes every layer open now, top first (what their closing opens stays); how many it closed. */
  dismissAll(): number;
  /** How many layers are open. */
  size(): number;
}

export function createDismissStack(): DismissStack {
  const layers: Layer[] = [];
  const isOpen = (l: Layer): boolean => l.isOpen?.() ?? true;
  const remove = (l: Layer): void => {
    const i = layers.indexOf(l);
    if (i >= 0) layers.splice(i, 1);
  };
  const prune = (): void => {
    for (let i = layers.length - 1; i >= 0; i--) if (!isOpen(layers[i]!)) layers.splice(i, 1);
  };
  return {
    push(layer) {
      remove(layer);
      prune();
      layers.push(layer);
      return () => remove(layer);
    },
    dismissTop() {
      prune();
      const top = layers.pop();
      if (!top) return false;
      top.close();
      return true;
    },
    dismissAll() {
      prune();
      const open = layers.splice(0).reverse();
      for (const l of open) if (isOpen(l)) l.close();
      return open.length;
    },
    size() {
      prune();
      return layers.length;
    },
  };
}

/** The parts of a keydown the stack reads (a KeyboardEvent has them all). */
export interface EscapeKey {
  key: string;
  repeat: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  preventDefault(): void;
  stopPropagation(): void;
}

/**
 * One keydown against the stack. Escape with something open: the top layer closes (not on a key
 * repeat) and the key goes no further; true. Any other key, an Escape already claimed, composing
 * text, or a browser shortcut (Ctrl, Alt, Meta held): left alone; false.
 */
export function handleEscape(stack: DismissStack, e: EscapeKey): boolean {
  if (!pressed(e, 'close') || e.defaultPrevented || e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return false;
  if (stack.size() === 0) return false;
  e.preventDefault();
  e.stopPropagation();
  if (!e.repeat) stack.dismissTop();
  return true;
}

const overlay = createDismissStack();
let listening = false;

/**
 * Registers `layer` on the overlay's stack (or brings it to the top when it is there already);
 * returns the unregister to call when it closes any other way.
 */
export function dismissible(layer: Layer): () => void {
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('keydown', (e) => handleEscape(overlay, e));
    listening = true;
  }
  return overlay.push(layer);
}

/** Closes everything on the overlay's stack: the player is leaving the table for the title. */
export function dismissEverything(): void {
  overlay.dismissAll();
}

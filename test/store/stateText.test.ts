/**
 * The autosave's texts made from what the last save already wrote (src/store/stateText.ts,
 * ActionChain.json): always the very texts a save written from scratch would hold, however the
 * state or the list changed in between, in place included.
 */
import { describe, expect, it } from 'vitest';
import { ActionChain, CHAIN_SEGMENT } from '../../src/store/actionCode';
import { canonicalJson } from '../../src/store/checksum';
import { StateTexts } from '../../src/store/stateText';
import { playDelve } from './helpers';

const delve = playDelve('state-texts', { cap: 160 });

describe('the state as its parts already written', () => {
  it('writes every state of a delve exactly as JSON.stringify does, and each part canonically', () => {
    const texts = new StateTexts();
    for (const state of delve.states) {
      const out = texts.of(state);
      expect(out.plain).toBe(JSON.stringify(state));
      for (const chit of Object.values(state.maze.chits)) expect(out.canonical(chit)).toBe(canonicalJson(chit));
      for (const group of Object.values(state.monsters)) expect(out.canonical(group)).toBe(canonicalJson(group));
    }
  });

  it('writes a group of monsters changed in place as it is now, not as it was', () => {
    const texts = new StateTexts();
    const state = structuredClone(delve.states.find((s) => Object.keys(s.monsters).length > 0)!);
    texts.of(state);
    const group = Object.values(state.monsters)[0]! as unknown as Record<string, unknown>;
    group.attitude = 'changed in place';
    const out = texts.of(state);
    expect(out.plain).toBe(JSON.stringify(state));
    expect(out.canonical(group)).toBe(canonicalJson(group));
    expect(out.plain).toContain('"attitude":"changed in place"');
  });

  it('writes a chit changed in place as it is now, not as it was', () => {
    const texts = new StateTexts();
    const state = structuredClone(delve.states[delve.states.length - 1]!);
    texts.of(state);
    const chit = Object.values(state.maze.chits)[0]! as unknown as Record<string, unknown>;
    chit.rot = 99;
    const out = texts.of(state);
    expect(out.plain).toBe(JSON.stringify(state));
    expect(out.canonical(chit)).toBe(canonicalJson(chit));
    expect(out.plain).toContain('"rot":99');
  });

  it('writes a chit the engine changed (a copy, as it always makes) as it is now', () => {
    const texts = new StateTexts();
    const state = structuredClone(delve.states[delve.states.length - 1]!);
    texts.of(state);
    const [key] = Object.keys(state.maze.chits);
    const changed = { ...state.maze.chits[key!]!, pegged: 3 };
    state.maze.chits = { ...state.maze.chits, [key!]: changed };
    const out = texts.of(state);
    expect(out.plain).toBe(JSON.stringify(state));
    expect(out.canonical(changed)).toBe(canonicalJson(changed));
  });

  it('knows only the objects of the state it was given', () => {
    const texts = new StateTexts();
    const before = delve.states[40]!;
    texts.of(before);
    const out = texts.of(structuredClone(before));
    for (const chit of Object.values(before.maze.chits)) expect(out.canonical(chit)).toBeUndefined();
  });
});

describe('the action texts as a JSON list', () => {
  it('is JSON.stringify of the texts while the list grows, is taken back and grows again', () => {
    const chain = new ActionChain();
    const actions = delve.actions;
    expect(chain.json()).toBe('[]');
    for (let n = 1; n <= actions.length; n++) {
      chain.sync(actions.slice(0, n));
      expect(chain.json()).toBe(JSON.stringify(chain.texts));
    }
    // undo past a seal, then a different action where the old one was
    const back = CHAIN_SEGMENT + 3;
    chain.sync(actions.slice(0, back));
    expect(chain.json()).toBe(JSON.stringify(chain.texts));
    chain.sync([...actions.slice(0, CHAIN_SEGMENT - 1), actions[CHAIN_SEGMENT + 1]!, ...actions.slice(CHAIN_SEGMENT)]);
    expect(chain.json()).toBe(JSON.stringify(chain.texts));
    expect(chain.length).toBe(actions.length);
  });
});

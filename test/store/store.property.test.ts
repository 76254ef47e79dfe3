/**
 * A property over random delves: saving a game, loading it in a new session and playing on
 * gives exactly the states and events of never having saved. Each run plays a delve with the
 * autoplay policy (random seed, party of 1 to 6, random point to save at), saves it through
 * localforage into IndexedDB, reopens the store, loads, and replays the rest of the delve.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { playSensibly } from '../../src/games/deathmaze/autoplay';
import { seedDice } from '../../src/games/deathmaze/dice';
import { apply } from '../../src/games/deathmaze/game';
import { localforageBackend } from '../../src/store/backend';
import { createSaveStore } from '../../src/store/store';
import { freshDbName, fullLog, playDelve } from './helpers';

const RUNS = 20;

it('save → load → continue gives the same states and events as never saving', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.integer(), fc.string({ unit: 'binary', maxLength: 16 })),
      fc.integer({ min: 1, max: 6 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      async (seed, party, where) => {
        const d = playDelve(seed, { party, cap: 400 });
        const k = Math.floor(where * d.actions.length);
        const name = freshDbName();
        const saved = await createSaveStore(localforageBackend({ name }), { persistence: null }).save('delve', d.setup, d.actions.slice(0, k), d.states[k]!);
        expect(saved.ok).toBe(true);

        // a new session: a new store over the same database
        const back = await createSaveStore(localforageBackend({ name }), { persistence: null }).load('delve');
        if (!back.ok) throw new Error(`seed ${JSON.stringify(seed)}: ${back.reason} ${back.detail ?? ''}`);
        expect(back.state).toEqual(d.states[k]);
        expect(back.log).toEqual(fullLog(d, k));

        let state = back.state;
        for (let i = k; i < d.actions.length; i++) {
          const out = apply(state, d.actions[i]!);
          // compared as text for speed; toEqual only to show a difference
          if (JSON.stringify(out) !== JSON.stringify({ state: d.states[i + 1], events: d.events[i + 1] })) {
            expect(out.events, `action ${i}`).toEqual(d.events[i + 1]);
            expect(out.state, `action ${i}`).toEqual(d.states[i + 1]);
          }
          state = out.state;
        }
        // and the policy, given the same stream, decides the same from the loaded state
        const a = playSensibly(back.state, seedDice('then'));
        const b = playSensibly(d.states[k]!, seedDice('then'));
        expect(a).toEqual(b);
      },
    ),
    { numRuns: RUNS },
  );
});

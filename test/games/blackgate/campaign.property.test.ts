/**
 * Whole campaigns played by the ruleset's own player through the kernel's runner, every action
 * checked against the campaign's invariants (tiles conserved in the one container, stairwells
 * identical on all three levels, one Gate at most, the party on a placed tile of its level) and
 * a JSON round trip; a failure names the seed. The simulator's `--ruleset blackgate` runs the
 * same over 2 000 campaigns.
 */
import { describe, expect, it } from 'vitest';
import { History } from '../../../src/engine/history';
import { playOut } from '../../../src/engine/runners';
import { canonicalJson } from '../../../src/engine/canonical';
import { blackGate } from '../../../src/games/blackgate/ruleset';
import { campaignSetup } from '../../../scripts/simulateBlackGate';

const CAMPAIGNS = 40;

describe('Black Gate campaigns, played whole (issue 14 proof)', () => {
  it(`${CAMPAIGNS} seeded campaigns end, with every invariant holding after every action`, () => {
    let over = 0;
    for (let seed = 1; seed <= CAMPAIGNS; seed++) {
      let played;
      try {
        played = playOut(blackGate, campaignSetup(seed), `simulate-${seed}`, { maxActions: 6000 });
      } catch (e) {
        throw new Error(`seed ${seed}: ${(e as Error).message}`, { cause: e });
      }
      expect(played.ended, `seed ${seed}`).not.toBe('stuck');
      if (played.ended === 'over') over++;
    }
    expect(over).toBe(CAMPAIGNS);
  });

  it('§2.6: campaigns with a Deathmaze party (the option) play through as well', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const setup = {
        ruleset: 'blackgate' as const, seed,
        request: {
          options: { party: 'deathmaze' as const },
          adventurers: [
            { cls: 'hero' as const, weapons: ['sword', 'dagger'] as const },
            { cls: 'hero' as const, weapons: ['axe', 'dagger'] as const },
            { cls: 'thief' as const, weapons: ['dagger', 'bow'] as const },
            { cls: 'wizard' as const, weapons: ['dagger', 'throwingDagger'] as const },
          ],
        },
      };
      const played = playOut(blackGate, setup, `dm-${seed}`, { maxActions: 6000 });
      expect(played.ended, `seed ${seed}`).toBe('over');
      expect(played.state.sun).toBeNull();
    }
  });

  it('a campaign is its setup and its actions: replayed through the kernel history, it comes to the same state', () => {
    const played = playOut(blackGate, campaignSetup(3), 'simulate-3', { maxActions: 6000 });
    const again = History.replay(blackGate, campaignSetup(3), played.actions);
    expect(canonicalJson(again.state)).toBe(canonicalJson(played.state));
  });

  it('§0.4: a campaign dealt again from the setup it keeps (its options written in) is the same campaign, and replays the same', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const played = playOut(blackGate, campaignSetup(seed), `simulate-${seed}`, { maxActions: 120 });
      const kept = JSON.parse(JSON.stringify(blackGate.setupOf!(played.state))) as ReturnType<NonNullable<typeof blackGate.setupOf>>;
      expect(kept.request.options, `seed ${seed}`).toEqual(played.state.options);
      const dealt = blackGate.newGame(campaignSetup(seed)).state;
      expect(canonicalJson(blackGate.newGame(kept).state), `seed ${seed}`).toBe(canonicalJson(dealt));
      expect(canonicalJson(History.replay(blackGate, kept, played.actions).state), `seed ${seed}`).toBe(canonicalJson(played.state));
    }
  });

  it('undo never goes back across a reveal: a die thrown or a tile drawn', () => {
    const h = History.start(blackGate, campaignSetup(5));
    let undone = 0;
    for (let i = 0; i < 300 && !blackGate.isOver(h.state); i++) {
      const action = blackGate.policy!(h.state, { s: [1, 2, 3, i + 1], script: null });
      if (!action) break;
      const before = h.state;
      expect(h.play(action).ok).toBe(true);
      if (blackGate.isReveal(before, h.state)) expect(h.undoable).toBe(0);
      else if (h.undo()) {
        undone++;
        expect(canonicalJson(h.state)).toBe(canonicalJson(before));
        h.play(action);
      }
    }
    expect(undone).toBeGreaterThan(0);
  });
});

/** The rules edition a campaign is dealt under (edition.ts): written into the setup by the deal, so that a later change that alters replays can be marked. */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/engine/errors';
import { BG_CURRENT_EDITION, bgEditionOf } from '../../../src/games/blackgate/edition';
import { blackGate } from '../../../src/games/blackgate/ruleset';
import type { BgSetup } from '../../../src/games/blackgate/state';

const SETUP: BgSetup = { ruleset: 'blackgate', seed: 5, request: { heroes: ['lordDil', 'gislan', 'wendolyn'], initiateRaces: ['human', 'elf', 'dwarf'] } };

const refusal = (setup: unknown): RuleError => {
  try {
    blackGate.newGame(setup as BgSetup);
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('expected the deal to refuse');
};

describe('the rules edition of a campaign', () => {
  it('a new deal names none and gets the current edition written into its setup, which deals the same campaign again', () => {
    const dealt = blackGate.newGame(SETUP).state;
    expect(BG_CURRENT_EDITION).toBe(2);
    expect(dealt.setup.edition).toBe(BG_CURRENT_EDITION);
    expect(bgEditionOf(dealt)).toBe(BG_CURRENT_EDITION);
    expect(blackGate.setupOf!(dealt)).toMatchObject({ edition: 2 });
    const again = blackGate.newGame(blackGate.setupOf!(dealt)).state;
    expect(again).toEqual(dealt);
  });

  it('edition 1, the rules before bdb0416, is no longer played: refused as an earlier version of the rules', () => {
    expect(refusal({ ...SETUP, edition: 1 }).reason).toMatch(/rules edition 1, an earlier version of the rules that this version of the game no longer plays/);
  });

  it('a newer edition, or one that is no edition, is refused before anything is dealt', () => {
    expect(refusal({ ...SETUP, edition: 3 }).reason).toMatch(/rules edition 3, newer than this version of the game plays \(2\): update the game/);
    expect(refusal({ ...SETUP, edition: 'two' }).reason).toMatch(/a rules edition is a whole number/);
    expect(refusal({ ...SETUP, edition: 2.5 }).reason).toMatch(/a rules edition is a whole number/);
  });
});

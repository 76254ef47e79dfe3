/**
 * The campaign save format's replay (campaignFormat.ts) against the rules edition the deal
 * writes (the Black Gate's edition.ts): a save written before the rules recorded their edition,
 * or under an earlier one, that no longer replays is refused as saved by an earlier version of
 * the rules; one that still replays opens, its edition then written in.
 */
import { describe, expect, it } from 'vitest';
import { playOut } from '../../src/engine/runners';
import { blackGate } from '../../src/games/blackgate/ruleset';
import type { BgSetup } from '../../src/games/blackgate/state';
import type { BgAction } from '../../src/games/blackgate/stage/listing';
import { encodeCampaign, readEnvelope, replayCampaign, type CampaignRefusal } from '../../src/store/campaignFormat';

const SETUP: BgSetup = { ruleset: 'blackgate', seed: 7, request: { heroes: ['lordDil', 'gislan', 'wendolyn'], initiateRaces: ['human', 'elf', 'dwarf'] } };
const STAMP = '2026-01-01T00:00:00.000Z';

/** Sealed and read back as the store would: `setup` and `actions` as given, `state` the digest's. */
async function reload(setup: unknown, actions: readonly BgAction[], state: unknown) {
  const encoded = await encodeCampaign({ app: 'test', ruleset: 'blackgate', name: 'Run', created: STAMP, updated: STAMP, setup, actions: [...actions] }, state);
  if (!encoded.ok) throw new Error(encoded.reason);
  const read = await readEnvelope(encoded.text, 'blackgate');
  if (!read.ok) throw new Error(read.reason);
  return replayCampaign(blackGate, read.envelope);
}

const refused = (r: { ok: boolean }): CampaignRefusal => {
  if (r.ok) throw new Error('expected a refusal');
  return r as CampaignRefusal;
};

/** A campaign played by the ruleset's own player until after its first treasure is shared out (§14.5). */
function played() {
  const out = playOut(blackGate, SETUP, 'policy-7', { maxActions: 400 });
  const first = out.actions.findIndex((a) => a.type === 'share');
  if (first < 0) throw new Error('no treasure was shared');
  let after = first;
  while (out.actions[after]?.type === 'share') after++;
  // as an action list of the rules before bdb0416 would have it: the treasure shared out by itself, no `share` actions
  const withoutShares = [...out.actions.slice(0, first), ...out.actions.slice(after)];
  return { ...out, first, withoutShares, setup: blackGate.setupOf!(out.state) };
}

describe('campaign saves across rules editions', () => {
  it('a campaign saved before the rules wrote their edition that no longer replays is refused as saved by an earlier version of the rules', async () => {
    const c = played();
    const { edition: _edition, ...unmarked } = c.setup;
    const r = refused(await reload(unmarked, c.withoutShares, c.state));
    expect(r.code).toBe('replay');
    expect(r.reason).toMatch(/^This campaign was saved by an earlier version of the rules \(before the game wrote the edition of its rules into its saves\)/);
    expect(r.reason).toContain(`move ${c.first + 1} is refused by §14.5`);
    expect(r.reason).toMatch(/Nothing was changed\.$/);
    // moves that all replay but to another position say so in the same words
    const cut = refused(await reload(unmarked, c.actions.slice(0, -1), c.state));
    expect(cut.reason).toMatch(/^This campaign was saved by an earlier version of the rules .*another position than the one saved/);
  });

  it('the same moves under the current edition are refused as before: the rules have not changed, the save has', async () => {
    const c = played();
    const r = refused(await reload(c.setup, c.withoutShares, c.state));
    expect(r.reason).toMatch(new RegExp(`^Move ${c.first + 1} of this campaign is against the rules \\(§14\\.5: `));
    expect(r.reason).not.toMatch(/earlier version/);
  });

  it('a campaign saved before the edition was written that still replays opens, and its setup comes back with the edition', async () => {
    const c = played();
    const { edition: _edition, ...unmarked } = c.setup;
    const r = await reload(unmarked, c.actions, c.state);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.setup).toMatchObject({ edition: 2 });
  });

  it('a setup of an edition no longer played, or not yet, is refused at the deal in those words', async () => {
    const c = played();
    const old = refused(await reload({ ...c.setup, edition: 1 }, [], c.state));
    expect(old.reason).toMatch(/rules edition 1, an earlier version of the rules that this version of the game no longer plays/);
    const future = refused(await reload({ ...c.setup, edition: 9 }, [], c.state));
    expect(future.reason).toMatch(/update the game/);
  });
});

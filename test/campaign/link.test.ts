import { describe, expect, it } from 'vitest';
import { campaignLink, checkLinkSetup, readCampaignLink } from '../../src/campaign/link';
import { blackGate } from '../../src/games/blackgate';

const request = { heroes: ['almuric', 'alric', 'curvenol'], initiateRaces: ['elf', 'dwarf', 'human'] };

describe('campaign share links', () => {
  it('carries the seed readable and the party chosen, and deals the same campaign back', () => {
    const setup = { ruleset: 'blackgate', seed: 'crypt-7', request };
    const link = campaignLink('blackgate', setup, 'https://example.org/play/?test=1');
    const url = new URL(link);
    expect(url.searchParams.get('ruleset')).toBe('blackgate');
    expect(url.searchParams.get('seed')).toBe('crypt-7');
    expect(url.searchParams.has('test')).toBe(false);
    const read = readCampaignLink(url.search);
    expect(read?.ok).toBe(true);
    if (!read?.ok) return;
    expect(read.target.setup).toEqual({ request });
    const checked = checkLinkSetup(blackGate, read.target);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const again = blackGate.newGame(checked.setup as never).state;
    expect(again.party.characters.map((c) => c.id)).toEqual(blackGate.newGame(setup as never).state.party.characters.map((c) => c.id));
    expect(again.sun).toBe(blackGate.newGame(setup as never).state.sun);
  });

  it('reads an address without a ruleset as no link, and a damaged one as a reason, never a throw', () => {
    expect(readCampaignLink('?seed=4')).toBeNull();
    for (const bad of ['?ruleset=Black%20Gate', '?ruleset=blackgate&setup=%%%', '?ruleset=blackgate&setup=WzFd', `?ruleset=blackgate&seed=${'9'.repeat(80)}`]) {
      const read = readCampaignLink(bad);
      expect(read?.ok, bad).toBe(false);
    }
  });

  it('refuses a setup the ruleset refuses, naming its rule (B48: three heroes)', () => {
    const checked = checkLinkSetup(blackGate, { ruleset: 'blackgate', seed: '3', setup: { request: { heroes: ['almuric'], initiateRaces: ['elf', 'elf', 'human'] } } });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.reason).toMatch(/^B48: /);
    expect(checkLinkSetup(blackGate, { ruleset: 'deathmaze', seed: '3', setup: {} }).ok).toBe(false);
  });
});

/**
 * "Share this maze" (issue 5, "Replay"): the link carries the seed (and the Advanced Game's
 * switch, 11.0) and nothing else, and the party setup reads them back from it.
 */
import { describe, expect, it } from 'vitest';
import { seedLink, sharedAdvanced, sharedSeed } from '../../src/ui/shareMaze';

describe('seedLink', () => {
  it('keeps the page and drops every other parameter and the hash', () => {
    expect(seedLink({ seed: 238 }, 'https://example.org/deathmaze/?test=1&start=9#x')).toBe('https://example.org/deathmaze/?seed=238');
  });

  it('round-trips number and text seeds through the address', () => {
    for (const seed of [238, -7, 'Grim hall', 'a&b=c?', '0042', 'ß🙂']) {
      const link = new URL(seedLink({ seed }, 'http://127.0.0.1:4173/'));
      expect(sharedSeed(link.search)).toBe(String(seed));
    }
  });
});

describe('the Advanced Game in the link (11.0)', () => {
  it('is switched on by the link of an Advanced delve, and only by it', () => {
    const advanced = new URL(seedLink({ seed: 12, advanced: true }, 'http://127.0.0.1:4173/'));
    expect(advanced.search).toBe('?seed=12&advanced=1');
    expect(sharedAdvanced(advanced.search)).toBe(true);
    expect(sharedSeed(advanced.search)).toBe('12');
    const basic = new URL(seedLink({ seed: 12, advanced: false }, 'http://127.0.0.1:4173/'));
    expect(sharedAdvanced(basic.search)).toBe(false);
    expect(sharedAdvanced('?seed=12&advanced=yes')).toBe(false);
  });
});

describe('sharedSeed', () => {
  it('is null without a seed, or with a blank one', () => {
    expect(sharedSeed('')).toBeNull();
    expect(sharedSeed('?start=3')).toBeNull();
    expect(sharedSeed('?seed=%20%20')).toBeNull();
  });

  it('trims the seed and keeps at most 40 characters (the setup field holds 40)', () => {
    expect(sharedSeed('?seed=%2012%20')).toBe('12');
    expect(sharedSeed(`?seed=${'x'.repeat(60)}`)).toBe('x'.repeat(40));
  });
});

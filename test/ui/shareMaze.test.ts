/**
 * "Share this maze" (issue 5, "Replay"): the link carries the seed and nothing else, and the
 * party setup reads the same seed back from it.
 */
import { describe, expect, it } from 'vitest';
import { seedLink, sharedSeed } from '../../src/ui/shareMaze';

describe('seedLink', () => {
  it('keeps the page and drops every other parameter and the hash', () => {
    expect(seedLink(238, 'https://example.org/deathmaze/?test=1&start=9#x')).toBe('https://example.org/deathmaze/?seed=238');
  });

  it('round-trips number and text seeds through the address', () => {
    for (const seed of [238, -7, 'Grim hall', 'a&b=c?', '0042', 'ß🙂']) {
      const link = new URL(seedLink(seed, 'http://127.0.0.1:4173/'));
      expect(sharedSeed(link.search)).toBe(String(seed));
    }
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

/**
 * Share links for a campaign of any ruleset: `?ruleset=<id>&seed=<seed>&setup=<the rest>`. The
 * seed stays readable in the address; the rest of the setup (the party chosen, the options) is
 * JSON in base64url. Reading a link never throws: a damaged or foreign one is a value saying why,
 * and the table then opens as if no link had been given.
 */
import type { AnyRuleset } from '../engine/ruleset';

export interface LinkTarget {
  readonly ruleset: string;
  readonly seed: string;
  /** The setup's fields other than the seed and the ruleset, as the link carried them. */
  readonly setup: Record<string, unknown>;
}

export type LinkRead = { ok: true; target: LinkTarget } | { ok: false; reason: string };

const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(code: string): string {
  const padded = code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0)));
}

/** The address of a campaign dealt from `setup` (its `seed` and `ruleset` fields are the link's own). */
export function campaignLink(rulesetId: string, setup: Record<string, unknown>, base: string): string {
  const { seed, ruleset: _ruleset, ...rest } = setup;
  const url = new URL(base);
  url.search = '';
  url.searchParams.set('ruleset', rulesetId);
  url.searchParams.set('seed', typeof seed === 'string' || typeof seed === 'number' ? String(seed) : '');
  if (Object.keys(rest).length > 0) url.searchParams.set('setup', toBase64Url(JSON.stringify(rest)));
  return url.toString();
}

/** The campaign a page address names; null when it names none (no `ruleset`). */
export function readCampaignLink(search: string): LinkRead | null {
  const params = new URLSearchParams(search);
  const ruleset = params.get('ruleset');
  if (ruleset === null) return null;
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(ruleset)) return { ok: false, reason: 'the link names no game this table knows' };
  const seed = params.get('seed') ?? '';
  if (seed.length > 64) return { ok: false, reason: 'the seed in the link is too long' };
  const code = params.get('setup');
  if (code === null) return { ok: true, target: { ruleset, seed, setup: {} } };
  if (code.length > 8192) return { ok: false, reason: 'the setup in the link is too long' };
  let setup: unknown;
  try {
    setup = JSON.parse(fromBase64Url(code));
  } catch {
    return { ok: false, reason: 'the setup in the link is damaged' };
  }
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) return { ok: false, reason: 'the setup in the link is damaged' };
  return { ok: true, target: { ruleset, seed, setup: setup as Record<string, unknown> } };
}

/**
 * Whether the ruleset deals a campaign from the link's setup: the setup as dealt, or the rule
 * that refuses it. The deal is pure, so trying it changes nothing.
 */
export function checkLinkSetup(rules: AnyRuleset, target: LinkTarget): { ok: true; setup: unknown } | { ok: false; reason: string } {
  if (target.ruleset !== rules.id) return { ok: false, reason: `the link is for another game ("${target.ruleset}")` };
  const setup = { ...target.setup, ruleset: rules.id, seed: target.seed === '' ? 1 : target.seed };
  try {
    const dealt = rules.newGame(setup);
    return { ok: true, setup: rules.setupOf ? rules.setupOf(dealt.state) : setup };
  } catch (e) {
    const rule = (e as { rule?: string }).rule;
    return { ok: false, reason: `${rule ? `${rule}: ` : ''}${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * Between stages (§3, §11.2 step 2, DM 9.17): non-combat spells paid in spell points (or a spell
 * ring's free casting), items used (a potion drunk, a ring's spell), and items handed over.
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import { bgSpells } from '../data/magic';
import { standing, type BgCharacter } from '../party';
import { castNonCombat, useItem, type CastingContext } from '../treasure/use';
import { handOver } from '../treasure/items';
import type { BgEvent, BgState } from '../state';
import { defineBgMove, id } from './moveRecord';

export type CareAction =
  | { type: 'spell'; by: string; spell: string; target: string; ring?: boolean }
  | { type: 'use'; by: string; item: string; target: string }
  | { type: 'give'; by: string; item: string; to: string };

function member(s: BgState, who: string, rule: string): BgCharacter {
  const c = s.party.characters.find((x) => x.id === who);
  if (!c) throw new RuleError(rule, `there is no character "${who}" in the party`);
  return c;
}

function between(s: BgState, rule: string): void {
  if (s.phase.kind !== 'explore') throw new RuleError(rule, 'this is done between stages, outside a fight or a parley');
}

const context = (s: BgState): CastingContext => ({ poisoned: s.poisoned?.[0]?.amount, diedHere: s.diedHere });

function cast(s: BgState, a: Extract<CareAction, { type: 'spell' }>, events: BgEvent[]): void {
  between(s, '§11.2');
  const target = member(s, a.target, '§11.3');
  if (a.spell === 'neutralizePoison' && s.poisoned?.[0]?.who !== target.id) throw new RuleError('§11.3', `${target.name} has not just been poisoned`);
  castNonCombat(member(s, a.by, '§11.2'), a.spell, target, s.party.characters, s.dice, events as never[], { ...context(s), byRing: a.ring === true });
}

function use(s: BgState, a: Extract<CareAction, { type: 'use' }>, events: BgEvent[]): void {
  between(s, 'DM 9.17');
  useItem(member(s, a.by, 'DM 9.17'), a.item, member(s, a.target, 'DM 9.17'), s.party.characters, s.dice, events as never[], context(s));
}

function give(s: BgState, a: Extract<CareAction, { type: 'give' }>, events: BgEvent[]): void {
  between(s, 'DM 9.17');
  const from = member(s, a.by, 'DM 9.17');
  if (!standing(from)) throw new RuleError('DM 9.17', `${from.name} cannot hand anything over now`);
  handOver(from, a.item, member(s, a.to, 'DM 9.17'), events as never[]);
}

const cost = (spell: string) => bgSpells.find((x) => x.id === spell)!.cost;

/** The care the party can give itself now: healing the hurt, and a potion of Healing drunk by the hurt. */
export function careListing(s: BgState): CareAction[] {
  const out: CareAction[] = [];
  const up = s.party.characters.filter(standing);
  const hurt = up.filter((c) => c.wounds > 0);
  for (const c of up) {
    for (const spell of ['heal', 'rejuvenate'] as const) {
      if (c.spellPoints >= cost(spell)) for (const t of hurt) out.push({ type: 'spell', by: c.id, spell, target: t.id });
    }
    for (const item of c.items) {
      if (item.column === 'potion' && item.name === 'Healing' && (item.doses ?? 0) > 0) for (const t of hurt) out.push({ type: 'use', by: c.id, item: item.id, target: t.id });
    }
  }
  return out;
}

const nameOf = (s: BgState, who: string) => s.party.characters.find((c) => c.id === who)?.name ?? who;

export const careMoves = {
  spell: defineBgMove({
    type: 'spell', schema: v.object({ type: v.literal('spell'), by: id, spell: id, target: id, ring: v.optional(v.boolean()) }),
    apply: cast, title: (a, s) => `${nameOf(s, a.by)} casts ${a.spell}`,
  }),
  use: defineBgMove({
    type: 'use', schema: v.object({ type: v.literal('use'), by: id, item: id, target: id }),
    apply: use, title: (a, s) => `${nameOf(s, a.by)} uses an item`,
  }),
  give: defineBgMove({
    type: 'give', schema: v.object({ type: v.literal('give'), by: id, item: id, to: id }),
    apply: give, title: (a, s) => `${nameOf(s, a.by)} hands an item to ${nameOf(s, a.to)}`,
  }),
};

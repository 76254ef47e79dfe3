/**
 * Between stages (§3, §11.2 step 2, DM 9.17): non-combat spells paid in spell points (or a spell
 * ring's free casting), items used (a potion drunk, a ring's spell; a Charm potion at a monster
 * of a group at peace here, DM 9.45), and items handed over.
 */
import * as v from 'valibot';
import { RuleError } from '../../../engine/errors';
import { bgSpells } from '../data/magic';
import { standing, type BgCharacter } from '../party';
import { castNonCombat, useItem, type CastingContext } from '../treasure/use';
import { handOver } from '../treasure/items';
import { namer } from '../eventWords';
import type { BgEvent, BgState } from '../state';
import { CHARM_POTIONS, charmBetweenStages, charmTargetsHere, checkCharmHere, isCharmPotion } from './charming';
import { defineBgMove, id } from './moveRecord';

export type CareAction =
  | { type: 'spell'; by: string; spell: string; target: string; ring?: boolean }
  /** `target` drinks (or is the ring's); `monster`: the one a Charm potion takes (DM 9.45, 9.46). */
  | { type: 'use'; by: string; item: string; target: string; monster?: string }
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
  const holder = member(s, a.by, 'DM 9.17');
  const item = holder.items.find((i) => i.id === a.item);
  const taken = a.monster !== undefined && item ? checkCharmHere(s, item, a.monster) : undefined;
  const charm = (drinker: BgCharacter) => {
    const potion = item!.name;
    if (taken) charmBetweenStages(s, drinker, taken, CHARM_POTIONS[potion]!, events);
    else if (charmTargetsHere(s, potion).length > 0) events.push({ type: 'noEffect', rule: CHARM_POTIONS[potion]!, who: drinker.id, text: `${drinker.name} drinks ${potion} and lets the charm pass unused.` });
    else events.push({ type: 'noEffect', rule: 'DATA ruling 34', who: drinker.id, text: `${drinker.name} drinks ${potion}, but there is no monster here to charm.` });
  };
  useItem(holder, a.item, member(s, a.target, 'DM 9.17'), s.party.characters, s.dice, events as never[], { ...context(s), charm });
}

function give(s: BgState, a: Extract<CareAction, { type: 'give' }>, events: BgEvent[]): void {
  between(s, 'DM 9.17');
  const from = member(s, a.by, 'DM 9.17');
  if (!standing(from)) throw new RuleError('DM 9.17', `${from.name} cannot hand anything over now`);
  handOver(from, a.item, member(s, a.to, 'DM 9.17'), events as never[]);
}

const cost = (spell: string) => bgSpells.find((x) => x.id === spell)!.cost;

/** The care the party can give itself now: healing the hurt, a potion of Healing drunk by the hurt, a Charm potion at a monster here. */
export function careListing(s: BgState): CareAction[] {
  const out: CareAction[] = [];
  const up = s.party.characters.filter(standing);
  const hurt = up.filter((c) => c.wounds > 0);
  for (const c of up) {
    for (const spell of ['heal', 'rejuvenate'] as const) {
      if (c.spellPoints >= cost(spell)) for (const t of hurt) out.push({ type: 'spell', by: c.id, spell, target: t.id });
    }
    for (const item of c.items) {
      if ((item.doses ?? 0) <= 0) continue;
      if (item.column === 'potion' && item.name === 'Healing') for (const t of hurt) out.push({ type: 'use', by: c.id, item: item.id, target: t.id });
      // DM 9.45, 9.46: whoever drinks it may take one monster of its kind here
      if (isCharmPotion(item)) for (const m of charmTargetsHere(s, item.name)) for (const t of up) out.push({ type: 'use', by: c.id, item: item.id, target: t.id, monster: m.id });
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
    type: 'use', schema: v.object({ type: v.literal('use'), by: id, item: id, target: id, monster: v.optional(id) }),
    apply: use, title: (a, s) => (a.monster ? `${nameOf(s, a.target)} drinks a charm at ${namer(s)(a.monster)}` : `${nameOf(s, a.by)} uses an item`),
  }),
  give: defineBgMove({
    type: 'give', schema: v.object({ type: v.literal('give'), by: id, item: id, to: id }),
    apply: give, title: (a, s) => `${nameOf(s, a.by)} hands an item to ${nameOf(s, a.to)}`,
  }),
};

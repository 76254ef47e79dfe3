/**
 * Spells cast before a talk or a bribe (§11.2 step 3, §11.3): each by a different caster, paid in
 * spell points, of the attempt's own kind; what they and the party's medallions and talismans add.
 */
import { RuleError } from '../../../engine/errors';
import { bgSpells, briberySpellBonus, type BgSpellKind } from '../data/magic';
import type { NegotiationAids } from '../encounter/negotiation';
import { standing } from '../party';
import { mindTalismanBonus, oratoryMedallions } from '../treasure/items';
import type { BgState } from '../state';

export interface TalkSpell {
  by: string;
  spell: string;
}

function pay(s: BgState, spells: readonly TalkSpell[], kind: BgSpellKind): string[] {
  const casters = new Set<string>();
  const ids: string[] = [];
  for (const { by, spell } of spells) {
    const def = bgSpells.find((x) => x.id === spell);
    if (!def || def.kind !== kind || !def.enabled) throw new RuleError('§11.2', `${spell} is not a ${kind} spell`);
    const c = s.party.characters.find((x) => x.id === by);
    if (!c || !standing(c)) throw new RuleError('§11.2', `only a character who can act casts, not "${by}"`);
    if (casters.has(by)) throw new RuleError('§11.2', `${c.name} casts one spell an attempt`);
    if (c.spellPoints < def.cost) throw new RuleError('§11.1', `${def.name} costs ${def.cost} spell points; ${c.name} has ${c.spellPoints}`);
    casters.add(by);
    ids.push(spell);
  }
  for (const { by, spell } of spells) s.party.characters.find((x) => x.id === by)!.spellPoints -= bgSpells.find((x) => x.id === spell)!.cost;
  return ids;
}

export function negotiationAids(s: BgState, negotiator: string, spells: readonly TalkSpell[]): NegotiationAids {
  const cast = pay(s, spells, 'negotiation');
  const speaker = s.party.characters.find((c) => c.id === negotiator);
  return {
    oratorySpells: cast.filter((x) => x === 'oratory').length,
    oratoryMedallions: oratoryMedallions(s.party.characters),
    spellBonus: speaker ? mindTalismanBonus(speaker) : 0,
    cowSpell: cast.includes('cow'),
    daunt: cast.includes('daunt'),
  };
}

export function bribeBonus(s: BgState, spells: readonly TalkSpell[]): number {
  return pay(s, spells, 'bribery').reduce((n, id) => n + briberySpellBonus[id as 'sway' | 'cajole'], 0);
}

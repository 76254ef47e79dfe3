/**
 * The sensible player meeting a group (§8.1, B20): it weighs its one attempt, a talk helped by
 * Oratory (§8.2, §11.3: +4 a caster, each caster once) or a bribe helped by Sway and Cajole
 * (§8.4), against the fight the group would give, and takes the likelier; it fights a group it
 * can beat cheaply (for the treasure and the experience), and shuts the door on one it could not
 * survive when no attempt is likely to work (Lock, §11.3). Every action it returns is legal.
 */
import { bgSpells } from '../data/magic';
import { bandResult, bribeTarget, bribeTargetCap, dmNegotiationBands, lsNegotiationBands, minimumBribe, negotiationNumbers, briberyTable } from '../data/negotiation';
import { livingMonsters, type MonsterGroup } from '../encounter/group';
import { oratoryMedallions, mindTalismanBonus } from '../treasure/items';
import { skillOf, standing, type BgCharacter } from '../party';
import type { BgState } from '../state';
import type { BgAction } from '../stage/listing';
import type { TalkSpell } from '../stage/talkSpells';
import { groupHere } from '../stage/where';
import { expectedWoundPoints, fightCost } from './odds';

const cost = (id: string): number => bgSpells.find((x) => x.id === id)!.cost;

/** §8.2: the chance that 2D6 + `modifier` reads as an Agreement or better. */
function talkChance(s: BgState, modifier: number): number {
  const bands = s.options.negotiationBands === 'dm' ? dmNegotiationBands : lsNegotiationBands;
  let ok = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (bandResult(bands, a + b + modifier) !== 'failure') ok++;
  return ok / 36;
}

/** Casters for one spell each, the poorest first (the rich keep their points for the fights). */
const castersFor = (up: BgCharacter[], spell: string): BgCharacter[] => up.filter((c) => c.spellPoints >= cost(spell)).sort((a, b) => a.spellPoints - b.spellPoints);

interface Attempt {
  action: BgAction;
  chance: number;
}

/** §8.2: the best negotiator, and as many Oratories as bring the odds to 9 in 10 (or as many as there are casters). */
function bestTalk(s: BgState, g: MonsterGroup, up: BgCharacter[]): Attempt {
  const nv = livingMonsters(g)[0]!.nv!;
  const cap = negotiationNumbers.skillCap;
  const skill = (c: BgCharacter) => (s.options.negotiationSkill === 'sum' ? up.reduce((n, x) => n + Math.min(cap, skillOf(x, 'negotiation')), 0) : Math.min(cap, skillOf(c, 'negotiation')));
  const speaker = up.reduce((a, b) => (skill(b) + mindTalismanBonus(b) > skill(a) + mindTalismanBonus(a) ? b : a));
  const base = skill(speaker) + mindTalismanBonus(speaker) + oratoryMedallions(s.party.characters) * negotiationNumbers.oratoryMedallion - nv;
  const casters = castersFor(up, 'oratory');
  const withOratories = (n: number) => talkChance(s, base + n * negotiationNumbers.oratorySpell);
  let n = 0;
  // points are spent only where they can buy fair odds
  if (withOratories(casters.length) >= 0.25) while (n < casters.length && withOratories(n) < 0.9) n++;
  const spells: TalkSpell[] = casters.slice(0, n).map((c) => ({ by: c.id, spell: 'oratory' }));
  return { action: { type: 'negotiate', by: speaker.id, ...(spells.length > 0 && { spells }) }, chance: withOratories(n) };
}

/** §8.4: the least offer the party can pay that reaches the best target it can, with Sway or Cajole, against the strongest it expects. */
function bestBribe(s: BgState, g: MonsterGroup, up: BgCharacter[]): Attempt | null {
  const purse = up.reduce((n, c) => n + c.gold, 0);
  if (purse < minimumBribe) return null;
  const strength = Math.max(...livingMonsters(g).map((m) => (m.woundPoints ?? Math.round(expectedWoundPoints(m.woundCode))) + (m.nv ?? 0)));
  const spells: TalkSpell[] = [];
  let bonus = 0;
  for (const spell of ['cajole', 'sway'] as const) {
    const c = castersFor(up, spell).find((x) => !spells.some((t) => t.by === x.id));
    if (c) {
      spells.push({ by: c.id, spell });
      bonus += spell === 'cajole' ? 2 : 1;
    }
  }
  let best: { gold: number; target: number } | null = null;
  for (const row of briberyTable) {
    if (row.minGold > purse) break;
    const target = Math.min(bribeTargetCap, bribeTarget(row.minGold, strength) + bonus);
    if (!best || target > best.target) best = { gold: row.minGold, target };
  }
  if (!best || best.target <= 0) return null;
  // the richest pay first
  const payments: Record<string, number> = {};
  let due = best.gold;
  for (const c of [...up].sort((a, b) => b.gold - a.gold)) {
    if (due === 0) break;
    const paid = Math.min(c.gold, due);
    if (paid > 0) payments[c.id] = paid;
    due -= paid;
  }
  return { action: { type: 'bribe', payments, ...(spells.length > 0 && { spells }) }, chance: best.target / 6 };
}

/** Stage C: talk, bribe, fight or shut the door, as the odds say. */
export function meetGroup(s: BgState, legal: BgAction[]): BgAction {
  const g = groupHere(s)!;
  const up = s.party.characters.filter(standing);
  const fight = legal.find((a) => a.type === 'fight')!;
  const lock = legal.find((a) => a.type === 'lock'); // listed only where the way home stays open (§11.3)
  const talks = legal.some((a) => a.type === 'negotiate');
  const danger = fightCost(s, g);
  if (!talks || up.length === 0) return danger > 1 && lock ? lock : fight;
  if (danger < 0.2) return fight; // cheap: its treasure and experience are worth the blows
  const options = [bestTalk(s, g, up), bestBribe(s, g, up)].filter((x): x is Attempt => x !== null);
  const best = options.reduce((a, b) => (b.chance > a.chance ? b : a));
  if (lock && (1 - best.chance) * danger > 0.3) return lock; // the likely fight is too dear: shut the door on it
  return best.action;
}

/**
 * The party's one attempt to avoid a fight (§8.1, B20): negotiation by bands with one negotiator's
 * skill (§8.2, B18, B19), the Cow and its payers (§8.3, B21, B52) and bribery (§8.4, B49).
 */
import type { DiceState } from '../../../engine/dice';
import { RuleError } from '../../../engine/errors';
import { d6 } from '../../deathmaze/dice';
import { cowPayers } from '../data/monsters';
import {
  bandResult, bribeTarget, bribeTargetCap, dmNegotiationBands, lsNegotiationBands, minimumBribe, negotiationNumbers,
  type BgNegotiationResult,
} from '../data/negotiation';
import type { BlackGateOptions } from '../data/options';
import { alive, skillOf, type BgCharacter } from '../party';
import { rollHoard } from '../treasure';
import { livingMonsters, rollGroupWoundPoints, type GroupEvent, type MonsterGroup } from './group';

/** The slice of a delve these rules read and change. */
export interface EncounterSlice {
  readonly options: BlackGateOptions;
  readonly party: BgCharacter[];
  readonly group: MonsterGroup;
  readonly dice: DiceState;
  /** §8.3, §14.5: where a Cow's gold goes to be shared out (the players' pool); without it, shared at once by `shareGold`. */
  readonly takeGold?: (gm: number) => void;
}

export type TalkEvent =
  | GroupEvent
  | { readonly type: 'negotiated'; readonly rule: 'LŚ 8.2'; readonly faces: readonly [number, number]; readonly nv: number; readonly skill: number; readonly bonus: number; readonly total: number; readonly result: BgNegotiationResult }
  | { readonly type: 'cowPaid'; readonly rule: 'LŚ 8.3'; readonly monster: string; readonly hoardGold: number; readonly paid: number }
  | { readonly type: 'goldShared'; readonly rule: 'LŚ 5.0 C.4'; readonly amount: number; readonly each: number; readonly remainder: number; readonly remainderTo: string | null }
  | { readonly type: 'bribeOffered'; readonly rule: 'LŚ 8.4'; readonly gold: number; readonly strongest: string; readonly strength: number; readonly target: number; readonly face: number; readonly accepted: boolean }
  | { readonly type: 'combatBegins'; readonly rule: 'B22'; readonly opensWith: 'partyAttack' | 'monsterAttack' };

export interface NegotiationAids {
  readonly oratorySpells?: number;
  readonly oratoryMedallions?: number;
  /** Other §11.3 negotiation spells, as a roll modifier. */
  readonly spellBonus?: number;
  /** §11.3 Cow (the spell): an Agreement is read as a Cow. */
  readonly cowSpell?: boolean;
  /** §11.3 Daunt: the 2D6 are thrown twice and the better pair kept. */
  readonly daunt?: boolean;
  /** Who gets the gold left over when a Cow's gold is shared (§14.5 step 1). */
  readonly remainderTo?: string;
}

/** §8.1, §7.5: who may be talked to or bribed at all. */
function checkAttempt(s: EncounterSlice, rule: string): void {
  if (s.group.attempted) throw new RuleError('B20', 'the party has already tried once to avoid this fight');
  if (s.group.attitude !== 'hostile') throw new RuleError(rule, 'the party can only talk to a group it is not already fighting or at peace with');
  if (livingMonsters(s.group).some((m) => m.nv === null)) throw new RuleError('LŚ 15.0', 'guardians never negotiate or take bribes');
  if (!s.party.some(alive)) throw new RuleError(rule, 'no living character can speak for the party');
}

/** A failed attempt: combat is joined, so WP are rolled (§7.6 step 6); phase a opens unless the option says otherwise (B22). */
function joinCombat(s: EncounterSlice, events: TalkEvent[]): void {
  s.group.attitude = 'fighting';
  rollGroupWoundPoints(s.dice, s.group, events as GroupEvent[]);
  events.push({ type: 'combatBegins', rule: 'B22', opensWith: s.options.monsterFirstStrike ? 'monsterAttack' : 'partyAttack' });
}

/** §14.5 step 1: gold split equally among the living, rounded down; the rest to the players' choice. */
export function shareGold(party: BgCharacter[], amount: number, remainderTo: string | undefined, events: TalkEvent[]): void {
  const living = party.filter(alive);
  const each = Math.floor(amount / living.length);
  const remainder = amount - each * living.length;
  for (const c of living) c.gold += each;
  const to = remainder > 0 ? (living.find((c) => c.id === remainderTo) ?? living[0]!) : null;
  if (to) to.gold += remainder;
  events.push({ type: 'goldShared', rule: 'LŚ 5.0 C.4', amount, each, remainder, remainderTo: to?.id ?? null });
}

/** §8.2: 2D6 − NV + the negotiator's skill (or every living character's, option `sum`) + aids, read on the bands. */
export function negotiate(s: EncounterSlice, negotiatorId: string, aids: NegotiationAids = {}): TalkEvent[] {
  checkAttempt(s, 'LŚ 8.2');
  const negotiator = s.party.find((c) => c.id === negotiatorId);
  if (!negotiator || !alive(negotiator)) throw new RuleError('B19', `the negotiator must be a living character, not "${negotiatorId}"`);
  for (const n of [aids.oratorySpells ?? 0, aids.oratoryMedallions ?? 0]) {
    if (!Number.isInteger(n) || n < 0) throw new RuleError('LŚ 8.2', 'Oratory spells and medallions are counted in whole numbers');
  }
  s.group.attempted = true;
  const events: TalkEvent[] = [];
  let first = d6(s.dice);
  let second = d6(s.dice);
  if (aids.daunt) {
    const a = d6(s.dice);
    const b = d6(s.dice);
    if (a + b > first + second) [first, second] = [a, b];
  }
  const nv = livingMonsters(s.group)[0]!.nv!; // one monster type per group
  const cap = negotiationNumbers.skillCap;
  const skill = s.options.negotiationSkill === 'sum'
    ? s.party.filter(alive).reduce((sum, c) => sum + Math.min(cap, skillOf(c, 'negotiation')), 0)
    : Math.min(cap, skillOf(negotiator, 'negotiation'));
  const bonus = (aids.oratorySpells ?? 0) * negotiationNumbers.oratorySpell + (aids.oratoryMedallions ?? 0) * negotiationNumbers.oratoryMedallion + (aids.spellBonus ?? 0);
  const total = first + second - nv + skill + bonus;
  const read = bandResult(s.options.negotiationBands === 'dm' ? dmNegotiationBands : lsNegotiationBands, total);
  const result = read === 'agreement' && aids.cowSpell ? 'cow' : read;
  events.push({ type: 'negotiated', rule: 'LŚ 8.2', faces: [first, second], nv, skill, bonus, total, result });
  if (result === 'failure') joinCombat(s, events);
  else s.group.attitude = 'agreed';
  if (result === 'cow') cow(s, aids.remainderTo, events);
  return events;
}

/** §8.3, B21, B52: each payer's whole hoard is rolled now and it hands over ¼ of its gold; chests stay shut. */
function cow(s: EncounterSlice, remainderTo: string | undefined, events: TalkEvent[]): void {
  if (!cowPayers.includes(s.group.type)) return; // other monsters read a Cow as an Agreement
  let taken = 0;
  for (const m of livingMonsters(s.group)) {
    m.hoard ??= rollHoard(s.dice, s.group.treasureLetter, s.options);
    const paid = Math.floor(m.hoard.gold * negotiationNumbers.cowShare);
    events.push({ type: 'cowPaid', rule: 'LŚ 8.3', monster: m.id, hoardGold: m.hoard.gold, paid });
    m.hoard.gold -= paid;
    taken += paid;
  }
  if (taken === 0) return;
  if (s.takeGold) s.takeGold(taken);
  else shareGold(s.party, taken, remainderTo, events);
}

/** §8.4: an offer of gold from named payers; WP rolled first (B49); 1D6 ≤ the table's target buys an Agreement. */
export function bribe(s: EncounterSlice, payments: Readonly<Record<string, number>>, swayBonus = 0): TalkEvent[] {
  checkAttempt(s, 'LŚ 8.4');
  let gold = 0;
  for (const [who, amount] of Object.entries(payments)) {
    const payer = s.party.find((c) => c.id === who);
    if (!payer || !alive(payer)) throw new RuleError('LŚ 8.4', `only a living character pays a bribe, not "${who}"`);
    if (!Number.isInteger(amount) || amount < 0) throw new RuleError('LŚ 8.4', 'a bribe is paid in whole gold marks');
    if (amount > payer.gold) throw new RuleError('LŚ 8.4', `${payer.name} has ${payer.gold} GM, not ${amount}`);
    gold += amount;
  }
  if (gold < minimumBribe) throw new RuleError('LŚ 8.4', `a bribe is at least ${minimumBribe} GM`);
  s.group.attempted = true;
  const events: TalkEvent[] = [];
  rollGroupWoundPoints(s.dice, s.group, events as GroupEvent[]);
  let strongest = livingMonsters(s.group)[0]!;
  const strength = (m: typeof strongest) => m.woundPoints! + m.nv!;
  for (const m of livingMonsters(s.group)) if (strength(m) > strength(strongest)) strongest = m;
  const target = Math.min(bribeTargetCap, bribeTarget(gold, strength(strongest)) + swayBonus);
  const face = d6(s.dice);
  const accepted = target > 0 && face <= target; // step 5: a target of 0 still rolls, for the log
  events.push({ type: 'bribeOffered', rule: 'LŚ 8.4', gold, strongest: strongest.id, strength: strength(strongest), target, face, accepted });
  if (accepted) {
    for (const [who, amount] of Object.entries(payments)) s.party.find((c) => c.id === who)!.gold -= amount;
    s.group.bribes += gold;
    s.group.attitude = 'agreed';
  } else {
    joinCombat(s, events);
  }
  return events;
}

/** §4.6 (LŚ 6.9): a group left behind is met afresh, so a new attempt is allowed. */
export function leaveGroup(group: MonsterGroup): void {
  group.attempted = false;
  group.attitude = 'hostile';
}

/**
 * Traps (BLACKGATE §6, LŚ 7.0–7.1): the door's trap die, a Detrap character's one try (B14) and
 * table 7.1 sprung on the delegate, with its Roll Twice queue (DATA ruling 6) and the
 * flaming-oil option (B13). The trigger for a door (§6.1) is the stage loop's; chests (§6.4)
 * and trap doors (§13.2) come here too. Characters are mutated in place.
 */
import type { DiceState } from '../../engine/dice';
import { RuleError } from '../../engine/errors';
import { d6, halveUp, rollCode, ROLL_TWICE_CAP } from '../deathmaze/dice';
import { bgCrtResult } from './data/combat';
import { bgMonsters, type BgMonsterId } from './data/monsters';
import type { BlackGateOptions } from './data/options';
import { bgTrapTable, trapNumbers, type BgTrapId } from './data/traps';
import { faceRow } from './data/characters';
import { alive, skillOf, standing, woundCharacter, type BgCharacter } from './party';

/** What these rules tell: the kind, the case it follows, a sentence of ours, and the dice thrown. */
export interface RuleEvent {
  readonly type: string;
  readonly rule: string;
  readonly text: string;
  readonly who?: string;
  readonly faces?: readonly number[];
  readonly amount?: number;
}

export const trapNames: Readonly<Record<BgTrapId, string>> = {
  arrow: 'Arrow', poisonedArrow: 'Poisoned arrow', poisonGas: 'Poison gas', explosion: 'Explosion', flamingOil: 'Flaming oil', rollTwice: 'Roll twice',
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Ordinary wounds to one character (Mage Armor first, §11.3), told; a character they kill is told
 * too. Returns the wounds taken.
 */
export function hurt(c: BgCharacter, n: number, rule: string, cause: string, faces: readonly number[], events: RuleEvent[]): number {
  if (!alive(c)) return 0;
  const warded = c.ward ?? 0;
  const taken = woundCharacter(c, n);
  const absorbed = Math.min(warded, n);
  const armour = absorbed > 0 ? ` (Mage Armor takes ${absorbed})` : '';
  events.push({ type: 'wounded', rule, who: c.id, faces, amount: taken, text: `${c.name} takes ${plural(taken, 'wound')} from ${cause}${armour}: ${c.wounds}/${c.woundPoints}.` });
  if (!alive(c)) events.push({ type: 'died', rule, who: c.id, text: `${c.name} dies of ${cause}.` });
  return taken;
}

/** DM 9.62: a worn Neutralize Poison medallion stops any poison (every medallion held is worn). */
export const wearsNeutralizer = (c: BgCharacter): boolean => c.items.some((i) => i.column === 'medallion' && i.name === 'Neutralize Poison');

/**
 * 1D3 poison wounds (§6.3, §13.2 Fountain 1), unless a Neutralize Poison medallion is worn, when
 * no die is thrown. The event's type is `poisoned`, so a Neutralize Poison spell cast at once
 * can undo exactly what it took (§11.3).
 */
export function poison(c: BgCharacter, dice: DiceState, rule: string, cause: string, events: RuleEvent[]): number {
  if (!alive(c)) return 0;
  if (wearsNeutralizer(c)) {
    events.push({ type: 'poisonNeutralized', rule: 'DM 9.62', who: c.id, amount: 0, text: `${c.name}'s medallion neutralizes the ${cause}.` });
    return 0;
  }
  const face = d6(dice);
  const before = events.length;
  const taken = hurt(c, halveUp(face), rule, cause, [face], events);
  events[before] = { ...events[before]!, type: 'poisoned' };
  return taken;
}

/** §6.1: the door's trap die (1D6, trapped on `trapNumbers.trappedOn`). */
export function doorTrapRoll(dice: DiceState, events: RuleEvent[]): boolean {
  const face = d6(dice);
  const trapped = face <= trapNumbers.trappedOn;
  events.push({ type: 'trapRoll', rule: 'LŚ 7.0', faces: [face], text: trapped ? `A trap (${face}).` : `No trap (${face}).` });
  return trapped;
}

/** §6.4, B30: a chest of types I–L is trapped on 1D6 ≤ `trapNumbers.chestTrappedOn`. */
export function chestTrapRoll(dice: DiceState, events: RuleEvent[]): boolean {
  const face = d6(dice);
  const trapped = face <= trapNumbers.chestTrappedOn;
  events.push({ type: 'chestTrapRoll', rule: 'B30', faces: [face], text: trapped ? `The chest is trapped (${face}).` : `The chest is not trapped (${face}).` });
  return trapped;
}

/** §6.2 step 2, B14: only a standing character with Detrap n tries; 1D6 ≤ n disarms and earns the disarm experience. */
export function tryDisarm(c: BgCharacter, dice: DiceState, events: RuleEvent[]): boolean {
  if (!standing(c)) throw new RuleError('LŚ 7.0', `${c.name} cannot deal with the trap`);
  const skill = skillOf(c, 'detrap');
  if (skill <= 0) throw new RuleError('B14', `${c.name} has no Detrap skill: only such a character may try to disarm a trap`);
  const face = d6(dice);
  const disarmed = face <= skill;
  if (disarmed) c.xp += trapNumbers.disarmXp;
  events.push({
    type: disarmed ? 'trapDisarmed' : 'disarmFailed', rule: 'B14', who: c.id, faces: [face], amount: disarmed ? trapNumbers.disarmXp : 0,
    text: disarmed ? `${c.name} disarms the trap (${face} against Detrap ${skill}): +${trapNumbers.disarmXp} experience.` : `${c.name} fails to disarm the trap (${face} against Detrap ${skill}).`,
  });
  return disarmed;
}

/** A monster charmed into the party's service, as a trap's Explosion finds it (§6.3 row 4). */
export interface CharmedInParty {
  readonly id: string;
  readonly type: BgMonsterId;
  wounds: number;
  woundPoints: number | null;
}

/** §6.3 row 4: the Explosion's wound to a charmed monster (DM 10.25); at its total it dies. */
function blastCharmed(m: CharmedInParty, events: RuleEvent[]): void {
  if (m.woundPoints === null || m.wounds >= m.woundPoints) return;
  m.wounds += 1;
  const name = `the charmed ${bgMonsters[m.type].name}`;
  events.push({ type: 'charmedWounded', rule: 'LŚ 7.1', text: `${name[0]!.toUpperCase()}${name.slice(1)} takes 1 wound from the explosion${m.wounds >= m.woundPoints ? ' and dies' : ''}.` });
}

/** One trap of table 7.1 on the victim (the Explosion on every living character and charmed monster). */
function oneTrap(
  trap: Exclude<BgTrapId, 'rollTwice'>, victim: BgCharacter, party: BgCharacter[], dice: DiceState, options: BlackGateOptions, events: RuleEvent[], charmed: readonly CharmedInParty[],
): void {
  switch (trap) {
    case 'arrow':
    case 'poisonedArrow': {
      const face = d6(dice); // §9.4: arrow traps take no modifier at all
      const wounds = bgCrtResult('bow', face);
      hurt(victim, wounds, 'LŚ 7.1', trapNames[trap].toLowerCase(), [face], events);
      if (trap === 'poisonedArrow' && wounds > 0) poison(victim, dice, 'B13', 'the arrow\'s poison', events); // B13: only on a hit
      return;
    }
    case 'poisonGas':
      poison(victim, dice, 'LŚ 7.1', 'poison gas', events);
      return;
    case 'explosion':
      for (const c of party) if (alive(c)) hurt(c, 1, 'LŚ 7.1', 'the explosion', [], events);
      for (const m of charmed) blastCharmed(m, events); // §6.3: "and charmed monster"
      return;
    case 'flamingOil': {
      if (options.flamingOil === '1D3') {
        const roll = rollCode(dice, '1D3');
        hurt(victim, roll.total, 'B13', 'flaming oil', roll.faces, events);
      } else {
        hurt(victim, 1, 'B13', 'flaming oil', [], events);
      }
    }
  }
}

/**
 * §6.2 step 3, §6.3: the trap goes off on the delegate. Table 7.1 is rolled through the Roll
 * Twice queue (a 6 is no trap but two more rolls, DATA ruling 6); each trap is resolved as it
 * comes, so its own dice follow its table die. An Explosion also wounds the party's `charmed`
 * monsters (§6.3 row 4).
 */
export function springTrap(
  victim: BgCharacter, party: BgCharacter[], dice: DiceState, options: BlackGateOptions, events: RuleEvent[], charmed: readonly CharmedInParty[] = [],
): BgTrapId[] {
  const sprung: BgTrapId[] = [];
  let pending = 1;
  let rolls = 0;
  while (pending > 0 && rolls < ROLL_TWICE_CAP) {
    pending--;
    rolls++;
    const face = d6(dice);
    const trap = faceRow(bgTrapTable, face, 'Table 7.1');
    events.push({ type: 'trapSprung', rule: 'LŚ 7.1', who: victim.id, faces: [face], text: `The trap goes off: ${trapNames[trap]} (${face}).` });
    if (trap === 'rollTwice') {
      pending += 2;
      continue;
    }
    sprung.push(trap);
    oneTrap(trap, victim, party, dice, options, events, charmed);
  }
  return sprung;
}

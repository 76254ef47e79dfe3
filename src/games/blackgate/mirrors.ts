/**
 * Mirrors and the Gate's level (BLACKGATE §13.3 steps 1–3, LŚ 13.7): a mirror effect (a Mirror
 * room, Statue 6, Furniture 6, Trap door 6) fixes the Gate's level by 1D6 if unknown and, on
 * that level, starts the countdown 1D6 + 2; option `gateCountdown = onArrival` starts it on a
 * stair arrival instead (B32, B59). Step 4, counting down and laying the Gate, is the stage
 * loop's. The Gate's state is returned, never changed in place (the board is copied on write).
 */
import type { DiceState } from '../../engine/dice';
import { d6, rollCode } from '../deathmaze/dice';
import { faceRow } from './data/characters';
import { gateCountdown, gateLevelTable } from './data/finds';
import type { MazeLevel } from './data/levels';
import type { BlackGateOptions } from './data/options';
import type { GateState } from './board/maze';
import type { RuleEvent } from './traps';

export interface GateAndCountdown {
  gate: GateState;
  countdown: number | null;
}

/** §13.3 step 3: c = 1D6 + 2. */
function startCountdown(dice: DiceState, rule: string, events: RuleEvent[]): number {
  const roll = rollCode(dice, gateCountdown.dice);
  events.push({ type: 'countdownStarted', rule, faces: roll.faces, amount: roll.total, text: `The Gate is near: ${roll.total} new segments to go on this level.` });
  return roll.total;
}

/**
 * §13.3: step 1, nothing once the Gate is laid or a countdown runs; step 2, the Gate's level by
 * 1D6 (1 → 1, 2–3 → 2, 4–6 → 3) if unknown; step 3, the countdown starts if the party is on
 * that level. Under `onArrival` a mirror on the known Gate level finds the countdown already
 * running (B59), except after a re-entry by the Gateway, which is no stair arrival: it then
 * starts here as under the default.
 */
export function mirrorEffect(
  gate: GateState, countdown: number | null, partyLevel: MazeLevel, options: BlackGateOptions, dice: DiceState, events: RuleEvent[],
): GateAndCountdown {
  if (gate.placed || countdown !== null) {
    events.push({ type: 'mirror', rule: '§13.3', text: gate.placed ? 'The mirror shows nothing: the Gate is already found.' : 'The mirror shows nothing new: the countdown is running.' });
    return { gate, countdown };
  }
  let next = gate;
  if (gate.level === null) {
    const face = d6(dice);
    const level = faceRow(gateLevelTable, face, 'the Gate level table');
    next = { ...gate, level };
    events.push({ type: 'gateLevelKnown', rule: '§13.3', faces: [face], amount: level, text: `The mirror shows the Black Gate on level ${level} (${face}).` });
  }
  if (next.level !== partyLevel) {
    events.push({ type: 'mirror', rule: options.gateCountdown === 'onArrival' ? 'B59' : 'B32', text: `The party is on level ${partyLevel}; the Gate lies on level ${next.level}.` });
    return { gate: next, countdown };
  }
  return { gate: next, countdown: startCountdown(dice, '§13.3', events) };
}

/**
 * B33, §13.2 Trap door 6: an unknown Gate level becomes the level below the trap door (level 3
 * stays 3); then it acts as a mirror.
 */
export function trapDoorGate(
  gate: GateState, countdown: number | null, level: MazeLevel, partyLevel: MazeLevel, options: BlackGateOptions, dice: DiceState, events: RuleEvent[],
): GateAndCountdown {
  let next = gate;
  if (!gate.placed && gate.level === null) {
    const below = Math.min(3, level + 1) as MazeLevel;
    next = { ...gate, level: below };
    events.push({ type: 'gateLevelKnown', rule: 'B33', amount: below, text: `Far below, the Black Gate: it lies on level ${below}.` });
  }
  return mirrorEffect(next, countdown, partyLevel, options, dice, events);
}

/**
 * B59, option `onArrival`: the party arrives by the stairs on the known Gate level with no
 * countdown yet: its die is rolled now, before the stage's monster check. Otherwise nothing.
 */
export function countdownOnArrival(
  gate: GateState, countdown: number | null, arrivalLevel: MazeLevel, options: BlackGateOptions, dice: DiceState, events: RuleEvent[],
): number | null {
  if (options.gateCountdown !== 'onArrival' || gate.placed || countdown !== null || gate.level !== arrivalLevel) return countdown;
  return startCountdown(dice, 'B59', events);
}

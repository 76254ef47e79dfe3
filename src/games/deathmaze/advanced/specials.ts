/**
 * Monsters' special abilities in the Advanced Game (12.3, 12.3E; DATA §5.3): the Cronks'
 * stench, the Hellhound's fire breath, the Medusa's gaze and the Troll's regeneration. (The
 * Evil Wizard's Lightning, 12.2, is in spells.ts.) An adventurer resists on 1D6 ≤ their Magic
 * Resistance (11.24, DATA ruling 19). Functions mutate the draft state.
 */
import { d6, resistRoll } from '../dice';
import { woundAdventurer, type MonsterGroup, type MonsterUnit } from '../encounter/encounters';
import type { GameEvent } from '../events';
import { magicResistanceOf, type Adventurer } from '../party/party';
import { cellKey } from '../board/grid';
import { isAdvanced, type GameState } from '../state';
import { tables, type Tables } from '../tables';

/** 12.34: where a petrified adventurer stands: the segment (a trap door's room below counts as the room above). */
export const statueKey = (s: GameState): string => cellKey(s.party.at);

/** What a Cronk's stench takes off every attack roll (12.32). */
export const STENCH_PENALTY = 2;

const has = (t: Tables, u: MonsterUnit, special: string): boolean => t.monsters[u.monster].special === special;

/** 12.32: as a fight with Cronks begins, each adventurer resists the stench or is nauseated until it ends. */
export function smellCronks(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  if (!isAdvanced(s) || !g.units.some((u) => u.alive && has(tables(s), u, 'stench'))) return;
  for (const a of s.party.adventurers) {
    if (!a.alive) continue;
    const mr = magicResistanceOf(a);
    const { resisted, face } = resistRoll(s.dice, mr);
    if (resisted) {
      events.push({ kind: 'resisted', rule: '12.32', text: `${a.name} bears the Cronks' stench: ${face} against Magic Resistance ${mr}.`, dice: [face], who: a.id });
      continue;
    }
    a.nauseated = true;
    events.push({ kind: 'wounded', rule: '12.32', text: `${a.name} is sickened by the Cronks' stench: −${STENCH_PENALTY} to every attack in this fight (${face} against Magic Resistance ${mr}).`, dice: [face], who: a.id, amount: 0 });
  }
}

/**
 * 12.34: each time a Medusa attacks, 1D6 as well as her blow (edition 1: before it, in its
 * place): on a 6 the adventurer turns to stone, with the wounds they have, leaves the marching
 * order, and is lost unless a Wizard restores them after the fight. Returns true when the
 * adventurer was petrified.
 */
export function medusaGaze(s: GameState, u: MonsterUnit, a: Adventurer, events: GameEvent[]): boolean {
  if (!isAdvanced(s) || !has(tables(s), u, 'fleshToStone') || !a.alive) return false;
  const face = d6(s.dice);
  if (face !== 6) {
    events.push({ kind: 'resisted', rule: '12.34', text: `${a.name} meets the Medusa's gaze and stays flesh (${face}).`, dice: [face], who: a.id });
    return false;
  }
  a.alive = false;
  a.stone = statueKey(s);
  events.push({ kind: 'died', rule: '12.34', text: `The Medusa's gaze turns ${a.name} to stone!`, dice: [face], who: a.id, cause: 'the Medusa’s gaze' });
  return true;
}

/** 12.33: after its attack, a Hellhound breathes fire at the same adventurer: resisted, or 1 wound. */
export function fireBreath(s: GameState, u: MonsterUnit, a: Adventurer, events: GameEvent[]): void {
  if (!isAdvanced(s) || !has(tables(s), u, 'fireBreath') || !a.alive) return;
  const mr = magicResistanceOf(a);
  const { resisted, face } = resistRoll(s.dice, mr);
  if (resisted) {
    events.push({ kind: 'resisted', rule: '12.33', text: `${a.name} dodges the Hellhound's flames: ${face} against Magic Resistance ${mr}.`, dice: [face], who: a.id });
    return;
  }
  events.push(...woundAdventurer(a, 1, '12.33', 'the Hellhound’s flames', [face]));
}

/**
 * 12.35, DATA ruling 55: at the end of each Monster Combat Phase a Troll counts the phases since
 * it was first wounded; at the end of every third it heals 1 wound.
 */
export function regenerate(s: GameState, g: MonsterGroup, events: GameEvent[]): void {
  if (!isAdvanced(s)) return;
  for (const u of g.units) {
    if (!u.alive || !has(tables(s), u, 'regen') || (u.regen === undefined && u.wounds === 0)) continue;
    u.regen = (u.regen ?? 0) + 1;
    if (u.regen % 3 === 0 && u.wounds > 0) {
      u.wounds -= 1;
      events.push({ kind: 'healed', rule: '12.35', text: `The Troll's wounds knit: it heals 1 (${u.wounds}/${u.woundPoints}).`, target: u.id, amount: 1 });
    }
  }
}

/**
 * 12.34: a petrified adventurer whom nobody can restore is dead for good once the fight is over:
 * no Wizard left alive knows Stone-to-Flesh.
 */
export function settlePetrified(s: GameState, canRestore: boolean, events: GameEvent[]): void {
  if (canRestore) return;
  for (const a of s.party.adventurers) {
    if (a.stone !== statueKey(s)) continue;
    a.stone = 'lost';
    events.push({ kind: 'petrified', rule: '12.34', text: `No Wizard here can undo the Medusa's work: ${a.name} stays stone forever.`, who: a.id });
  }
}

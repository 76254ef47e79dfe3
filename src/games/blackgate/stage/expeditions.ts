/**
 * Out and in again (BLACKGATE §16, §17, B39, B40): the party leaves through the Gateway of Evil,
 * personal victories are checked, improvements bought; then it goes in again, healed, under a
 * new sun, into the same maze, or the players end the game.
 */
import { RuleError } from '../../../engine/errors';
import { d6 } from '../../deathmaze/dice';
import { faceRow, initiateMagicTable, initiates, maxInitiatesPerRace, predominantSunTable, type InitiateRace, type Sun } from '../data/characters';
import { experienceNumbers } from '../data/magic';
import { personalVictory } from '../data/victory';
import { sameLevelCell } from '../board/levels';
import { alive, initiateCharacter, spellPointsFor, type BgCharacter } from '../party';
import { expeditionTalismans } from '../treasure/items';
import type { BgEvent, BgState } from '../state';
import { wanderOff } from './charmedParty';
import { groupHere } from './where';

export const worth = (c: BgCharacter): number => c.gold + c.jewels.reduce((a, b) => a + b, 0);

/** §16: only from the Gateway, outside combat, with no unfriendly monsters about. */
export function leave(s: BgState, events: BgEvent[]): void {
  if (s.phase.kind !== 'explore') throw new RuleError('§16', 'the party can leave only between stages');
  if (!sameLevelCell(s.party.at, s.board.gateway)) throw new RuleError('§16', 'the way out is the Gateway of Evil');
  const g = groupHere(s);
  if (g && g.attitude !== 'agreed') throw new RuleError('§16', 'the monsters here must be dealt with first');
  const out = s.party.characters.filter(alive);
  events.push({ type: 'leftMaze', rule: '§16', text: `${out.length} of the party come out through the Gateway of Evil.` });
  wanderOff(s, events); // DM 13.22
  for (const c of out) {
    if (s.victory.personal.includes(c.id)) continue;
    if (c.xp >= personalVictory.xp && worth(c) >= personalVictory.gm) {
      s.victory.personal.push(c.id);
      events.push({ type: 'victory', rule: 'LŚ 17.0', text: `${c.name} wins a personal victory: ${c.xp} experience and ${worth(c)} GM brought out.` });
    }
  }
  if (s.gateFallen && out.length > 0) {
    s.victory.team = true;
    events.push({ type: 'victory', rule: 'LŚ 17.0', text: 'The Black Gate is destroyed and the party is out alive: a team victory.' });
    s.phase = { kind: 'over', why: 'victory' };
    return;
  }
  s.phase = { kind: 'outside' };
}

export type Improvement =
  | { kind: 'woundPoint' }
  | { kind: 'weapon' }
  | { kind: 'resistance' }
  | { kind: 'skill'; skill: 'detrap' | 'negotiation' | 'hellgate' }
  | { kind: 'magic'; sun: Sun };

/** B40 (DM 13.11): one point bought for 75 XP and 100 GM, between expeditions, after victories are counted. */
export function improve(s: BgState, who: string, what: Improvement, events: BgEvent[]): void {
  if (s.phase.kind !== 'outside') throw new RuleError('B40', 'improvements are bought between expeditions, outside the maze');
  const i = s.party.characters.findIndex((c) => c.id === who && alive(c));
  if (i < 0) throw new RuleError('B40', `there is no living character "${who}"`);
  const c = s.party.characters[i]!;
  const n = experienceNumbers;
  if (c.xp < n.improvementXp || c.gold < n.improvementGold) {
    throw new RuleError('B40', `an improvement costs ${n.improvementXp} experience and ${n.improvementGold} GM; ${c.name} has ${c.xp} and ${c.gold}`);
  }
  let next: BgCharacter;
  switch (what.kind) {
    case 'woundPoint':
      next = { ...c, woundPoints: c.woundPoints + 1 };
      break;
    case 'weapon':
      if (!c.weaponSkill) throw new RuleError('B40', `${c.name} has no weapon skill to raise`);
      next = { ...c, weaponSkill: { ...c.weaponSkill, bonus: c.weaponSkill.bonus + 1 } };
      break;
    case 'resistance':
      if (c.rv >= n.rvCap) throw new RuleError('B40', `resistance is at most ${n.rvCap}`);
      next = { ...c, rv: c.rv + 1 };
      break;
    case 'skill': {
      const skill = c.skills.find((k) => k.kind === what.skill);
      if (!skill) throw new RuleError('B40', `${c.name} has no ${what.skill} skill to raise`);
      if (skill.value >= n.skillCap) throw new RuleError('B40', `a skill is at most ${n.skillCap}`);
      next = { ...c, skills: c.skills.map((k) => (k === skill ? { ...k, value: k.value + 1 } : k)) };
      break;
    }
    case 'magic':
      if (c.magicPotential[what.sun] >= n.mpCap) throw new RuleError('B40', `magic potential is at most ${n.mpCap}`);
      next = { ...c, magicPotential: { ...c.magicPotential, [what.sun]: c.magicPotential[what.sun] + 1 } };
      break;
  }
  next.xp -= n.improvementXp;
  next.gold -= n.improvementGold;
  s.party.characters[i] = next;
  events.push({ type: 'improved', rule: 'B40', text: `${c.name} improves (${what.kind}).` });
}

/**
 * B39, B48 (option `reentryReplacements`): before going in again the party is filled up to six
 * with new initiates, made as at setup (the race chosen, the magic-potential die), at most three
 * living initiates of a race.
 */
export function recruit(s: BgState, race: InitiateRace, events: BgEvent[]): void {
  if (s.phase.kind !== 'outside') throw new RuleError('B39', 'new initiates join between expeditions, outside the maze');
  if (!s.options.reentryReplacements) throw new RuleError('B39', 'the party is not refilled unless the option reentryReplacements is on');
  if (!(race in initiates)) throw new RuleError('LŚ 4.0', `an initiate is a human, an elf or a dwarf, not ${String(race)}`);
  const living = s.party.characters.filter(alive);
  if (living.length >= 6) throw new RuleError('B48', 'the party is already six strong');
  if (living.filter((c) => c.kind === 'initiate' && c.race === race).length >= maxInitiatesPerRace) {
    throw new RuleError('B48', `at most ${maxInitiatesPerRace} living initiates of one race`);
  }
  const face = d6(s.dice);
  const id = `initiate${s.party.characters.filter((c) => c.kind === 'initiate').length + 1}`;
  s.party.characters.push(initiateCharacter(initiates[race], id, faceRow(initiateMagicTable, face, 'Initiate magic potential (§2.3)')));
  events.push({ type: 'initiateMade', rule: 'B39', face, text: `A new ${race} initiate joins the party.` });
}

/** §16, B39: the survivors go in again, healed, under a sun rolled anew; the maze is as they left it. */
export function reenter(s: BgState, events: BgEvent[]): void {
  if (s.phase.kind !== 'outside') throw new RuleError('§16', 'the party is not outside the maze');
  const living = s.party.characters.filter(alive);
  if (living.length === 0) throw new RuleError('§16', 'no one is left to go in');
  for (const c of living) {
    c.wounds = 0;
    delete c.ward;
    delete c.strength;
    for (const item of c.items) delete item.spent;
  }
  if (s.sun !== null) {
    const face = d6(s.dice);
    s.sun = faceRow(predominantSunTable, face, 'Predominant sun (§2.4)');
    for (const c of living) c.spellPoints = spellPointsFor(c.magicPotential, s.sun);
    events.push({ type: 'sunRolled', rule: 'LŚ 4.0', face, text: `A ${s.sun} sun rules this expedition.` });
    for (const c of living) expeditionTalismans(c, s.sun, s.dice, events as never[]); // §11.1
  }
  s.expedition++;
  s.party.at = { ...s.board.gateway };
  s.party.cameIn = null;
  s.party.back = null;
  s.phase = { kind: 'explore' };
  events.push({ type: 'reentered', rule: '§16', text: `Expedition ${s.expedition}: the party goes in again.` });
}

/** §16: the players end the game outside. */
export function endGame(s: BgState, events: BgEvent[]): void {
  if (s.phase.kind !== 'outside') throw new RuleError('§16', 'the game is ended outside the maze, between expeditions');
  s.phase = { kind: 'over', why: 'ended' };
  events.push({ type: 'gameOver', rule: '§16', text: 'The players end the campaign.' });
}

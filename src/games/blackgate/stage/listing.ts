/** Everything a Black Gate player may do now, by phase (the driver's legal list; the table offers it). */
import { maxInitiatesPerRace } from '../data/characters';
import { minimumBribe } from '../data/negotiation';
import { sameLevelCell } from '../board/levels';
import { legalFacings, wallToDoorChoices } from '../board/maze';
import { stairLevels } from '../board/stairs';
import { livingMonsters } from '../encounter/group';
import { experienceNumbers } from '../data/magic';
import { alive, standing } from '../party';
import type { BgState } from '../state';
import type { StageAction } from './actions';
import { careListing, type CareAction } from './caring';
import { fightListing, type FightMoveAction } from './fighting';
import { findHere, type FindAction } from './finding';
import { shareListing, sharePending, type ShareAction } from './sharing';
import { trapListing, type TrapAction } from './trapping';
import { exitsFrom } from './walking';
import { lockKeepsWayHome } from './meeting';
import { gateStandsAt, groupHere, here } from './where';
import type { Improvement } from './expeditions';

export type BgAction = StageAction | FightMoveAction | TrapAction | FindAction | CareAction | ShareAction | { type: 'improve'; who: string; what: Improvement };

function explore(s: BgState): BgAction[] {
  if (sharePending(s)) return shareListing(s); // §14.5: the treasure is shared out first
  const out: BgAction[] = exitsFrom(s).map((dir) => ({ type: 'go', dir }));
  for (const level of stairLevels(s.board, s.party.at)) out.push({ type: 'stairs', way: level < s.party.at.level ? 'up' : 'down' });
  const g = groupHere(s);
  if (findHere(s) && (!g || g.attitude === 'agreed')) {
    for (const c of s.party.characters.filter(standing)) out.push({ type: 'investigate', by: c.id });
  }
  if (g?.attitude === 'agreed' || (!g && gateStandsAt(s, s.party.at))) out.push({ type: 'fight' });
  if (sameLevelCell(s.party.at, s.board.gateway) && (!g || g.attitude === 'agreed')) out.push({ type: 'leave' });
  out.push(...careListing(s));
  return out;
}

function lay(s: BgState): BgAction[] {
  const out: BgAction[] = [];
  for (const rot of legalFacings(s.board)) {
    const doors = wallToDoorChoices(s.board, rot);
    if (doors.length === 0) out.push({ type: 'lay', rot });
    else for (const door of doors) out.push({ type: 'lay', rot, door });
  }
  return out;
}

function meet(s: BgState): BgAction[] {
  const g = groupHere(s)!;
  const out: BgAction[] = [];
  const talks = !g.attempted && livingMonsters(g).every((m) => m.nv !== null);
  const speakers = s.party.characters.filter(standing);
  if (talks) {
    for (const c of speakers) out.push({ type: 'negotiate', by: c.id });
    // §8.4: the least offer, from the richest purse that can pay it
    const payer = [...speakers].sort((a, b) => b.gold - a.gold)[0];
    if (payer && payer.gold >= minimumBribe) out.push({ type: 'bribe', payments: { [payer.id]: minimumBribe } });
  }
  const came = s.party.cameIn;
  // §11.3 Lock shuts the door the party came in by, never its way home (our ruling); the sealed room below has none (DATA ruling 14)
  if (!s.below && s.party.back && came !== null && here(s).sides[came] === 'D' && lockKeepsWayHome(s)) {
    for (const c of speakers) if (c.spellPoints >= 1) out.push({ type: 'lock', by: c.id });
  }
  out.push({ type: 'fight' });
  return out;
}

function outside(s: BgState): BgAction[] {
  const out: BgAction[] = [];
  const n = experienceNumbers;
  for (const c of s.party.characters.filter(alive)) {
    if (c.xp < n.improvementXp || c.gold < n.improvementGold) continue;
    out.push({ type: 'improve', who: c.id, what: { kind: 'woundPoint' } });
    if (c.weaponSkill) out.push({ type: 'improve', who: c.id, what: { kind: 'weapon' } });
    if (c.rv < n.rvCap) out.push({ type: 'improve', who: c.id, what: { kind: 'resistance' } });
    for (const k of c.skills) if (k.value < n.skillCap) out.push({ type: 'improve', who: c.id, what: { kind: 'skill', skill: k.kind } });
  }
  const living = s.party.characters.filter(alive);
  if (s.options.reentryReplacements && living.length > 0 && living.length < 6) {
    for (const race of ['human', 'elf', 'dwarf'] as const) {
      if (living.filter((c) => c.kind === 'initiate' && c.race === race).length < maxInitiatesPerRace) out.push({ type: 'recruit', race });
    }
  }
  if (living.length > 0) out.push({ type: 'reenter' });
  out.push({ type: 'end' });
  return out;
}

export function legalBgActions(s: BgState): BgAction[] {
  switch (s.phase.kind) {
    case 'explore': return explore(s);
    case 'lay': return lay(s);
    case 'trap': return trapListing(s);
    case 'meet': return meet(s);
    case 'fight': return fightListing(s);
    case 'outside': return outside(s);
    case 'over': return [];
  }
}


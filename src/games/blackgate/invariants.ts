/**
 * What every Black Gate campaign must hold after any action (issue: the 2 000-campaign fuzz):
 * the board's own (tiles conserved in the one container, stairwells identical on all three
 * levels, one Gate at most), the party on a placed tile of its level, characters, charmed
 * monsters and groups within their bounds, and the phase agreeing with what lies on the table
 * (the treasure waiting to be shared, a chest's trap, the room below a trap door, a group standing
 * aside while turned monsters fight, DM 9.45), and a live campaign always with something to do.
 */
import { boardInvariants } from './board/invariants';
import { levelKey } from './board/levels';
import { tileAt } from './board/maze';
import { partyMembers } from './stage/charmedParty';
import { legalBgActions } from './stage/listing';
import type { BgState } from './state';

export function campaignInvariants(s: BgState): string[] {
  const out = boardInvariants(s.board);
  if (!tileAt(s.board, s.party.at)) out.push(`the party stands at ${levelKey(s.party.at)}, where no tile is laid`);
  if ((s.phase.kind === 'lay') !== (s.board.hand !== null)) out.push(`the phase is ${s.phase.kind} with ${s.board.hand ? 'a' : 'no'} tile in hand`);
  for (const c of s.party.characters) {
    if (c.wounds < 0 || c.wounds > c.woundPoints) out.push(`${c.id} has ${c.wounds} wounds of ${c.woundPoints}`);
    if (c.gold < 0 || !Number.isInteger(c.gold)) out.push(`${c.id} holds ${c.gold} GM`);
    if (c.spellPoints < 0) out.push(`${c.id} has ${c.spellPoints} spell points`);
  }
  if (s.phase.kind !== 'fight' && s.phase.kind !== 'over') {
    const listed = s.party.rows.flat();
    const ids = partyMembers(s);
    if (listed.length !== ids.length || !ids.every((id) => listed.includes(id))) out.push(`the marching order ${JSON.stringify(s.party.rows)} is not the standing party`);
  }
  const charmedIds = s.party.charmed.map((m) => m.id);
  if (new Set(charmedIds).size !== charmedIds.length) out.push(`a charmed monster is listed twice: ${charmedIds.join(', ')}`);
  for (const m of s.party.charmed) {
    if (m.woundPoints === null || m.wounds < 0 || m.wounds >= m.woundPoints) out.push(`${m.id} serves the party with ${m.wounds} wounds of ${String(m.woundPoints)}`);
    if (!s.party.characters.some((c) => c.id === m.charmer)) out.push(`${m.id} is charmed by no character "${m.charmer}"`);
    for (const g of Object.values(s.groups)) if (g.monsters.some((x) => x.id === m.id)) out.push(`${m.id} serves the party and stands in a group`);
  }
  const pool = s.pool;
  if (pool && (s.phase.kind === 'lay' || s.phase.kind === 'outside')) out.push(`treasure waits to be shared in phase ${s.phase.kind}`);
  if (pool && (pool.gold < 0 || !Number.isInteger(pool.gold))) out.push(`the pool holds ${pool.gold} GM`);
  if (s.phase.kind === 'trap' && s.phase.source === 'chest' && pool?.chests[0]?.trapped !== true) out.push('a chest trap is dealt with but no trapped chest waits');
  if (s.below && s.phase.kind !== 'meet' && s.phase.kind !== 'fight' && s.phase.kind !== 'over') out.push(`the party is in the room below in phase ${s.phase.kind}`);
  const asideWaits = s.phase.kind === 'fight' || s.phase.kind === 'over' || (pool !== undefined && (s.phase.kind === 'explore' || s.phase.kind === 'trap'));
  if (s.standingAside && !asideWaits) out.push(`a group stands aside in phase ${s.phase.kind} with no fight or treasure to wait for`);
  for (const key of Object.keys(s.groups)) {
    if (!s.board.tiles[key]) out.push(`a group stands at ${key}, where no tile is laid`);
    const g = s.groups[key]!;
    for (const m of g.monsters) if (m.woundPoints !== null && (m.wounds < 0 || m.woundPoints < 1)) out.push(`${m.id} at ${key} has ${m.wounds} wounds of ${m.woundPoints}`);
  }
  const here = s.groups[levelKey(s.party.at)];
  if (s.phase.kind === 'meet' && !here) out.push('the party meets a group that is not there');
  if (s.phase.kind === 'explore' && here && here.attitude !== 'agreed') out.push(`the party is free to move on beside a group that is ${here.attitude}`);
  if ((s.phase.kind === 'fight') !== (s.fight !== null)) out.push(`the phase is ${s.phase.kind} with ${s.fight === null ? 'no' : 'a'} fight`);
  // §16: only the end of the campaign leaves nothing to do (a party shut in would be stuck for good)
  if (s.phase.kind !== 'over' && legalBgActions(s).length === 0) out.push(`a live campaign has no legal action in phase ${s.phase.kind}`);
  if (s.countdown !== null && (s.countdown < 1 || s.board.gate.placed)) out.push(`the Gate countdown is ${s.countdown} with the Gate ${s.board.gate.placed ? 'laid' : 'not laid'}`);
  return out;
}

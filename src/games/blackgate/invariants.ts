/**
 * What every Black Gate campaign must hold after any action (issue: the 2 000-campaign fuzz):
 * the board's own (tiles conserved in the one container, stairwells identical on all three
 * levels, one Gate at most), the party on a placed tile of its level, characters and groups
 * within their bounds, and the phase agreeing with what lies on the table.
 */
import { boardInvariants } from './board/invariants';
import { levelKey } from './board/levels';
import { tileAt } from './board/maze';
import { standing } from './party';
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
    const ids = s.party.characters.filter(standing).map((c) => c.id);
    if (listed.length !== ids.length || !ids.every((id) => listed.includes(id))) out.push(`the marching order ${JSON.stringify(s.party.rows)} is not the standing party`);
  }
  for (const key of Object.keys(s.groups)) {
    if (!s.board.tiles[key]) out.push(`a group stands at ${key}, where no tile is laid`);
    const g = s.groups[key]!;
    for (const m of g.monsters) if (m.woundPoints !== null && (m.wounds < 0 || m.woundPoints < 1)) out.push(`${m.id} at ${key} has ${m.wounds} wounds of ${m.woundPoints}`);
  }
  const here = s.groups[levelKey(s.party.at)];
  if (s.phase.kind === 'meet' && !here) out.push('the party meets a group that is not there');
  if (s.phase.kind === 'explore' && here && here.attitude !== 'agreed') out.push(`the party is free to move on beside a group that is ${here.attitude}`);
  if ((s.phase.kind === 'fight') !== (s.fight !== null)) out.push(`the phase is ${s.phase.kind} with ${s.fight === null ? 'no' : 'a'} fight`);
  if (s.countdown !== null && (s.countdown < 1 || s.board.gate.placed)) out.push(`the Gate countdown is ${s.countdown} with the Gate ${s.board.gate.placed ? 'laid' : 'not laid'}`);
  return out;
}

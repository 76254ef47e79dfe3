/**
 * The marching order between stages (DM 5.12): rows of at most three, front first, every standing
 * character once, and every monster serving the party (DM 9.45: a member of the marching order).
 */
import { RuleError } from '../../../engine/errors';
import type { BgEvent, BgState } from '../state';
import { partyMembers } from './charmedParty';

export function checkRows(s: BgState, rows: readonly (readonly string[])[]): void {
  const ids = partyMembers(s);
  const listed = rows.flat();
  if (rows.some((r) => r.length === 0 || r.length > 3)) throw new RuleError('DM 5.12', 'each row of the marching order holds one to three characters');
  if (listed.length !== ids.length || new Set(listed).size !== listed.length || !listed.every((id) => ids.includes(id))) {
    throw new RuleError('DM 5.12', 'the marching order lists every standing character, and every charmed monster, once');
  }
}

export function setOrder(s: BgState, rows: string[][], events: BgEvent[]): void {
  if (s.phase.kind !== 'explore') throw new RuleError('LŚ 5.0', 'the marching order is changed between stages');
  checkRows(s, rows);
  s.party.rows = rows.map((r) => [...r]);
  events.push({ type: 'orderChanged', rule: 'DM 5.12', text: 'The party changes its marching order.' });
}

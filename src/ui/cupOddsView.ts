/**
 * The cup panel's odds: for each way out of the party's segment onto unknown ground, how
 * likely the next chit drawn for it can be laid as it comes. Every number is the engine's
 * `cupOdds` view; this file only words it.
 */
import { DIR_NAMES, type CupOdds, type ExitOdds } from '../games/deathmaze';
import { el } from './dom';

const cupName = (cup: 'room' | 'corridor') => (cup === 'room' ? 'Room cup' : 'Corridor cup');
const pct = (p: number) => `${Math.round(p * 100)} %`;

function line(x: ExitOdds): string {
  const side = `${DIR_NAMES[x.dir][0]!.toUpperCase()}${DIR_NAMES[x.dir].slice(1)} ${x.via === 'door' ? 'door' : 'open end'}`;
  const rule = x.via === 'door' ? '5.23' : '5.22';
  if (x.cup === null) return `${side}: both cups are empty, nothing can be drawn (${rule}).`;
  if (x.noneFit) return `${side} (${cupName(x.cup)}): no chit that can come out fits; the closest match would be laid and its odd sides walled off (5.25).`;
  let text = `${side} (${cupName(x.cup)}, ${rule}): ${x.fits} of ${x.total} fit as drawn`;
  if (x.swapped > 0) text += `, and ${x.swapped} "Corridor" chit${x.swapped === 1 ? '' : 's'} would be traded for a Corridor-cup chit (${x.swapFits} of ${x.swapTotal} fit)`;
  return `${text}: ${pct(x.chance)} chance of no throw-back (5.25, 5.29).`;
}

/** The odds section of the cup panel, or a note when the party's segment has no unexplored way out. */
export function cupOddsSection(view: CupOdds): HTMLElement {
  const rows = view.exits.map((x) =>
    el('li', { 'data-testid': 'cup-odds-row', 'data-dir': String(x.dir), 'data-fits': String(x.fits), 'data-total': String(x.total), 'data-chance': pct(x.chance) }, line(x)),
  );
  return el(
    'section',
    { class: 'cup-odds', 'data-testid': 'cup-odds' },
    el('h3', { class: 'goal-sub' }, 'The next draw, by way out'),
    rows.length > 0 ? el('ul', { class: 'plain-list cup-odds-list' }, ...rows) : el('p', { class: 'cup-note' }, 'No way out of this segment leads to unexplored ground.'),
  );
}

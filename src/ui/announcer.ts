/**
 * The page's one live region for the game's events: each event of the log is read out once by a
 * screen reader, as it happens, with its rule case. Nothing is read again when the table only
 * redraws: a delve opened or picked up, an undo, a replay watched (the events told then were
 * told when they happened, or are the viewer's to read in the log). The log strip, the log panel
 * and the prompt cards show the same lines without a live region of their own.
 */
import { listen } from '../bus';
import type { GameEvent } from '../games/deathmaze';
import type { TablePort } from '../tablePort';
import { el, uiRoot } from './dom';

/** Lines kept in the region (older ones go; a removal is never read out). */
const KEPT = 40;

let mounted: HTMLElement | null = null;

/** Mounts the region once for the page (later calls return the same one). */
export function mountAnnouncer(port: TablePort): HTMLElement {
  if (mounted?.isConnected) return mounted;
  const region = el('div', { class: 'announcer', 'aria-live': 'polite', 'aria-relevant': 'additions', 'data-testid': 'announcer', 'data-told': '0' });
  uiRoot().append(region);
  mounted = region;
  const tell = (events: readonly GameEvent[]) => {
    for (const e of events) {
      region.append(el('p', {}, `${e.text}${e.rule ? ` (${e.rule})` : ''}`));
      region.dataset.told = String(Number(region.dataset.told) + 1);
    }
    while (region.childElementCount > KEPT) region.firstElementChild?.remove();
  };
  listen('game:changed', ({ events }) => {
    if (!port.watching) tell(events);
  });
  return region;
}

/**
 * Opening a saved delve for play, from the title's Continue or the Saved delves panel (issue 12).
 * Wherever it starts, the player hears of every fallback to an older copy, and a delve another
 * tab is playing is not simply opened a second time: the player is asked whether to take it over
 * here (the other tab stops saving it and says so) or to watch it read-only.
 */
import { ask, bus } from '../bus';
import type { Loaded, RefusalCode, TablePort } from '../tablePort';
import { button, el, openPanel, toast } from './dom';
import { openReplay } from './replayBar';

/** What the player is told when the latest copy of a slot could not be used and the one before it was loaded. */
export function fallbackMessage(because: RefusalCode | null): string {
  if (because === 'future') {
    return 'The latest copy of this delve was written by a newer version of the game, so the copy before it was loaded. The newer copy is kept in Saved delves, marked “from a newer version”.';
  }
  return 'The latest copy of this delve was damaged, so the copy before it was loaded (one step or so back).';
}

/** Tells the player about a fallback to an older copy, if the load made one. */
export function tellFallback(loaded: Loaded): void {
  if (loaded.fromPrevious) toast(fallbackMessage(loaded.previousBecause), 'error');
}

/**
 * Plays `loaded` on this tab: at once when no other tab plays it, else after asking. `onOpen`
 * runs once the delve is on the table (or being watched), so the caller can close its panel.
 * `port` reads the saves (a delve taken over is read again as the other tab left it).
 */
export async function playSaved(port: TablePort, loaded: Loaded, onOpen: () => void = () => undefined): Promise<void> {
  // a slot the player kept branches off as a delve of its own (controller.resume): nobody else plays it
  if (!loaded.slot.autosave || (await ask('intent:claims', 'claim', loaded.save.delve)) === 'owned') {
    onOpen();
    tellFallback(loaded);
    bus.emit('intent:resume', loaded);
    return;
  }
  askElsewhere(port, loaded, onOpen);
}

function askElsewhere(port: TablePort, loaded: Loaded, onOpen: () => void): void {
  const panel = openPanel('delve-elsewhere', 'Open in another tab');
  panel.root.classList.add('panel-opaque', 'delve-elsewhere');
  const takeOver = async (): Promise<void> => {
    for (const b of panel.root.querySelectorAll('button')) b.disabled = true;
    await ask('intent:claims', 'takeOver', loaded.save.delve);
    // the other tab has stored its last step: read the delve as it stands now
    const fresh = await port.saves.load(loaded.slot.id);
    panel.close();
    if (!fresh.ok) {
      toast(fresh.reason, 'error');
      return;
    }
    onOpen();
    tellFallback(fresh);
    bus.emit('intent:resume', fresh);
  };
  const watch = (): void => {
    panel.close();
    onOpen();
    if (!openReplay(loaded.setup, loaded.actions, loaded.actions.length)) toast('This delve could not be replayed.', 'error');
  };
  panel.body.append(
    el('p', { class: 'panel-message', 'data-testid': 'delve-elsewhere-message' }, 'This delve is being played in another tab of this browser. Play it here instead (the other tab stops saving it), or watch it here without changing it.'),
    el(
      'div',
      { class: 'panel-foot' },
      button('Cancel', () => panel.close(), { testId: 'delve-elsewhere-cancel' }),
      button('Watch here', watch, { testId: 'delve-elsewhere-watch', title: 'A read-only replay, up to the last step saved' }),
      button('Play it here', () => void takeOver(), { kind: 'primary', testId: 'delve-elsewhere-take', title: 'The other tab stops saving this delve' }),
    ),
  );
  panel.root.querySelector<HTMLButtonElement>('[data-testid="delve-elsewhere-take"]')?.focus();
}

/**
 * While this tab no longer saves the delve on its table (another tab took it over), a notice
 * says so for as long as the table shows it, with the way back to the title.
 */
export function mountDetachedNotice(port: TablePort): void {
  let notice: HTMLElement | null = null;
  const hide = (): void => {
    notice?.remove();
    notice = null;
  };
  bus.on('game:detached', ({ reason }) => {
    hide();
    notice = el(
      'div',
      { class: 'delve-detached', role: 'alert', 'data-testid': 'delve-detached' },
      el('span', {}, reason),
      button('To the title', () => bus.emit('intent:title'), { testId: 'delve-detached-title' }),
    );
    document.getElementById('ui')?.append(notice);
  });
  bus.on('game:started', () => {
    if (port.detached === null) hide();
  });
  bus.on('intent:title', hide);
}

/**
 * "Share this maze": a link that opens a new delve's setup with the same seed filled in. The
 * seed fixes the dice and the order the chits come out of the cups, so the same party making
 * the same choices meets the same maze; any other choice soon leads somewhere else. The panel
 * says so plainly, copies the link when the browser lets us, and always shows it to select.
 */
import './replay.css';
import type { GameSetup } from '../games/deathmaze';
import { button, el, openPanel, toast, type Panel } from './dom';

const PANEL_ID = 'share-panel';
let panel: Panel | null = null;

/**
 * The address that opens the party setup with the delve's seed filled in (`?seed=`), and the
 * Advanced Game switched on when the delve played it (`&advanced=1`): its rules (11.0–12.3)
 * make the same dice fall out differently.
 */
export function seedLink(setup: Pick<GameSetup, 'seed' | 'advanced'>, base: string = window.location.href): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  url.searchParams.set('seed', String(setup.seed));
  if (setup.advanced) url.searchParams.set('advanced', '1');
  return url.toString();
}

/** Whether a shared link asks for the Advanced Game (`advanced=1`). */
export function sharedAdvanced(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('advanced') === '1';
}

/** The `?seed=` of the address, when the page was opened from a shared link. */
export function sharedSeed(search: string = window.location.search): string | null {
  const s = new URLSearchParams(search).get('seed');
  return s && s.trim() ? s.trim().slice(0, 40) : null;
}

async function copy(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function closeSharePanel(): void {
  panel?.close();
  panel = null;
}

/** Opens the share panel for the delve set up as `setup` and tries to copy the link at once. */
export function shareMaze(setup: Pick<GameSetup, 'seed' | 'advanced'>): void {
  const seed = setup.seed;
  const link = seedLink(setup);
  panel?.close();
  // Escape closes it like any panel (dismiss.ts), from inside the link's box too.
  const p = openPanel(PANEL_ID, 'Share this maze', {
    onClose: () => {
      if (panel === p) panel = null;
    },
  });
  panel = p;
  p.root.classList.add('dm-panel', 'share-panel');
  const field = el('input', { type: 'text', readonly: '', class: 'share-link', 'data-testid': 'share-link', 'aria-label': 'Link to this maze', spellcheck: 'false' });
  field.value = link;
  const selectAll = () => field.select();
  field.addEventListener('focus', selectAll);
  field.addEventListener('click', selectAll);
  const status = el('p', { class: 'share-status', 'data-testid': 'share-status', role: 'status' }, 'Copying the link…');
  const again = button('Copy link', () => void copyNow(), { kind: 'primary', testId: 'share-copy' });
  const copyNow = async () => {
    const ok = await copy(link);
    status.textContent = ok ? 'Copied: paste it to whoever you like.' : 'This browser did not let us copy it: select the link above and copy it yourself.';
    status.dataset.copied = String(ok);
    if (!ok) {
      field.focus();
      field.select();
    }
  };
  p.body.append(
    el('p', { class: 'share-seed' }, 'Maze seed ', el('strong', { 'data-testid': 'share-seed' }, String(seed))),
    field,
    status,
    el(
      'p',
      { class: 'share-note' },
      `The link opens a new delve with this seed filled in${setup.advanced ? ' and the Advanced Game switched on' : ''}. The seed decides every die and the order the chits leave the cups: the same party making the same choices meets exactly this maze. Any other choice, or another party, soon takes the delve somewhere new.`,
    ),
    el('div', { class: 'share-actions' }, again, button('Close', () => closeSharePanel(), { testId: 'share-close' })),
  );
  // The link selected, ready to copy by hand too (and Escape from there closes the panel).
  field.focus();
  field.select();
  void copyNow();
}

/**
 * Opened from a shared link (the address holds a seed and nothing else but `test`): says where
 * the seed will be used. Other addresses with a seed (quick starts, test pages) are not links.
 */
export function announceSharedSeed(search: string = window.location.search): void {
  const params = new URLSearchParams(search);
  const seed = sharedSeed(search);
  if (!seed || [...params.keys()].some((k) => k !== 'seed' && k !== 'advanced' && k !== 'test')) return;
  toast(`A shared maze: New delve starts on seed ${seed}${sharedAdvanced(search) ? ', in the Advanced Game' : ''}.`, 'info');
}

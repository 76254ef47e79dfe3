/**
 * Saved campaigns, for any ruleset: the player's side of a campaign store. Every slot is listed,
 * the autosave first among equals, with what the ruleset says of it, when it was saved and
 * whether it is over; a slot can be continued, watched from the deal, exported as a `.json` file or deleted after a
 * confirmation, and a file imported into a new slot, checked by the store exactly as a load is.
 * The campaign on the table, if any, can be saved into a named slot of its own. A refusal is
 * the store's own reason, shown in the panel; nothing else is touched.
 */
import type { CampaignShelf, CampaignSlot } from '../../campaign/shelf';
import { button, downloadText, el, openPanel, type Panel } from '../dom';
import { savedLine } from '../slotsText';
import './savesPanel.css';

export interface CampaignSavesOptions {
  shelf: CampaignShelf;
  /** "campaign" — what one save holds, in the panel's words. */
  noun?: string;
  /** A slot was opened on the session (the panel has closed): put the table up for it, and watch it from the deal if asked. */
  opened: (fromPrevious: boolean, watch: boolean) => void;
  /** Told after anything in the collection changed. */
  changed?: () => void;
}

/** The largest file the import reads: far more than a long campaign needs. */
const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
const PANEL_ID = 'campaign-saves';

export function closeCampaignSaves(): void {
  document.getElementById(PANEL_ID)?.remove();
}

export function openCampaignSaves(opts: CampaignSavesOptions): Panel {
  const store = opts.shelf;
  const noun = opts.noun ?? 'campaign';
  const panel = openPanel(PANEL_ID, `Saved ${noun}s`, { wide: true });
  panel.root.classList.add('campaign-saves', 'panel-opaque');
  const message = el('p', { class: 'panel-message', 'data-testid': 'cs-message', 'aria-live': 'polite', hidden: '' });
  const list = el('ul', { class: 'cs-list', 'data-testid': 'cs-list', 'aria-label': `Saved ${noun}s` });
  const file = el('input', { type: 'file', accept: '.json,application/json', class: 'cs-file', 'data-testid': 'cs-import-file', tabindex: '-1', 'aria-hidden': 'true' });
  const name = el('input', { type: 'text', maxlength: '60', 'data-testid': 'cs-name', 'aria-label': `Name for this ${noun}`, placeholder: `Name this ${noun}` });
  const saveHere = el('div', { class: 'cs-save-here', 'data-testid': 'cs-save-here' }, name, button('Save', () => saveCurrent(), { kind: 'primary', testId: 'cs-save' }));
  const foot = el('div', { class: 'cs-foot panel-foot' }, button('Import a file…', () => file.click(), { testId: 'cs-import' }), file);
  const memoryOnly = el('p', { class: 'panel-message panel-message-error', 'data-testid': 'cs-memory', hidden: '' }, `This browser gives the game no storage, so ${noun}s are kept in memory only until this page closes: export one to keep it.`);
  panel.body.append(memoryOnly, store.canSave ? saveHere : '', message, list, foot);

  const say = (text: string, error = false) => {
    message.textContent = text;
    message.hidden = false;
    message.classList.toggle('panel-message-error', error);
  };

  async function refresh(): Promise<void> {
    const slots = await store.list();
    memoryOnly.hidden = store.kept !== 'memory';
    const ordered = [...slots.filter((s) => s.id === 'autosave'), ...slots.filter((s) => s.id !== 'autosave')];
    list.replaceChildren(...(ordered.length > 0 ? ordered.map(row) : [el('li', { class: 'cs-empty', 'data-testid': 'cs-empty' }, `No saved ${noun}s yet.`)]));
  }

  function row(slot: CampaignSlot): HTMLElement {
    const state = slot.damaged ? 'Label unreadable' : slot.finished ? 'Finished' : 'In progress';
    const confirmBox = el('span', { class: 'cs-confirm', hidden: '' },
      `Delete “${slot.name}”? `,
      button('Delete', () => void remove(slot), { kind: 'danger', testId: `cs-delete-yes-${slot.id}` }),
      button('Keep', () => { confirmBox.hidden = true; }, { testId: `cs-delete-no-${slot.id}` }),
    );
    return el('li', { class: 'cs-slot', 'data-testid': `cs-slot-${slot.id}`, 'data-slot': slot.id },
      el('strong', {}, slot.name),
      el('span', { class: 'cs-summary' }, [slot.summary, `${slot.actions} steps`, state].filter(Boolean).join(' · ')),
      el('span', { class: 'cs-when' }, savedLine(slot.updated, new Date())),
      el('span', { class: 'cs-buttons' },
        button('Continue', () => void load(slot, false), { kind: 'primary', testId: `cs-continue-${slot.id}`, disabled: slot.finished }),
        button('Watch', () => void load(slot, true), { testId: `cs-watch-${slot.id}`, disabled: slot.actions === 0 }),
        button('Export', () => void exportOne(slot), { testId: `cs-export-${slot.id}` }),
        button('Delete…', () => { confirmBox.hidden = false; }, { testId: `cs-delete-${slot.id}` }),
      ),
      confirmBox,
    );
  }

  async function load(slot: CampaignSlot, watch: boolean): Promise<void> {
    const opened = await store.open(slot.id);
    if (!opened.ok) return say(opened.reason, true);
    panel.close();
    opts.opened(opened.fromPrevious, watch);
  }

  async function exportOne(slot: CampaignSlot): Promise<void> {
    const out = await store.exportSlot(slot.id);
    if (!out.ok) return say(out.reason, true);
    downloadText(out.text, out.fileName);
    say(`“${slot.name}” is downloading as ${out.fileName}.`);
  }

  async function remove(slot: CampaignSlot): Promise<void> {
    const out = await store.remove(slot.id);
    if (!out.ok) return say(out.reason, true);
    say(`“${slot.name}” was deleted.`);
    opts.changed?.();
    await refresh();
  }

  function saveCurrent(): void {
    void store.saveCurrent(name.value.trim() || undefined).then(async (saved) => {
      if (!saved.ok) return say(saved.reason, true);
      say(`Saved as “${saved.slot.name}”.`);
      name.value = '';
      opts.changed?.();
      await refresh();
    });
  }
  name.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') saveCurrent();
  });

  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) return say(`This file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB, far more than any ${noun} needs, so it was not opened. Nothing was changed.`, true);
    void chosen.text().then(async (text) => {
      const saved = await store.importText(text);
      if (!saved.ok) return say(`This file was not imported: ${saved.reason} Nothing was changed.`, true);
      say(`Imported as “${saved.slot.name}”.`);
      opts.changed?.();
      await refresh();
    }, () => say('The file could not be read. Nothing was changed.', true));
  });

  void refresh();
  return panel;
}

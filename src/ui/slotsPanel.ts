/**
 * Saved delves: the player's side of the save store (issue 5). The panel lists every slot, the
 * autosave first among equals, with its party, the segments explored, when it was saved and
 * whether the delve is over; each slot can be continued, renamed in place, duplicated, exported
 * as a `.json` file or deleted after a confirmation. The whole collection can be exported, and
 * a file (one save or a collection) imported into new slots, checked by the store exactly as a
 * load is; a refused file changes nothing and the store's own reason is shown.
 *
 * `openSaveToSlot` is the in-game "Save to a slot": the current delve into a new named slot.
 */
import { ask, bus, type BusEvents } from '../bus';
import type { SlotInfo, StoreRefusal, StoreStatus, TablePort } from '../tablePort';
import { button, downloadText, el, openPanel, toast, type Panel } from './dom';
import { playSaved, tellFallback } from './openDelve';
import { openReplay } from './replayBar';
import { plural } from './labels';
import { importReport, outcomeLabel, partyLine, progressLine, savedLine, statusLabel } from './slotsText';
import './slotsPanel.css';

export interface SlotsPanelOptions {
  /** Called after anything in the collection changed (the title refreshes its Continue). */
  onChange?: () => void;
}

let shown: Panel | null = null;

const oversizedFile = (maxBytes: number): StoreRefusal => ({
  ok: false,
  code: 'oversized',
  reason: `This file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, far more than any collection of delves needs, so it was not opened. Nothing was changed.`,
});

/** The Saved delves panel over whatever is on screen (the title opens it): the saves `port` reads. */
export function openSlotsPanel(port: TablePort, options: SlotsPanelOptions = {}): Panel {
  const store = port.saves;
  const offs: (() => void)[] = [];
  const panel = openPanel('saves-panel', 'Saved delves', {
    wide: true,
    onClose: () => {
      for (const off of offs.splice(0)) off();
      if (shown === panel) shown = null;
    },
  });
  shown = panel;
  panel.root.classList.add('saves-panel', 'panel-opaque');

  const statusLabelEl = el('span', { class: 'saves-status-label', 'data-testid': 'saves-status-label' });
  const statusText = el('span', { class: 'saves-status-text', 'data-testid': 'saves-status-text' });
  const statusExport = button('Export all saves now', () => void exportAll(), { kind: 'primary', testId: 'saves-status-export' });
  const status = el('div', { class: 'saves-status', 'data-testid': 'saves-status', role: 'status' }, el('span', { class: 'saves-status-words' }, statusLabelEl, statusText), statusExport);
  const message = el('p', { class: 'panel-message', 'data-testid': 'saves-message', 'aria-live': 'polite', hidden: '' });
  const list = el('ul', { class: 'saves-list', 'data-testid': 'saves-list', 'aria-label': 'Saved delves' });
  const fileInput = el('input', { type: 'file', accept: '.json,application/json', class: 'saves-file', 'data-testid': 'saves-import-file', tabindex: '-1', 'aria-hidden': 'true' });
  const exportAllButton = button('Export all', () => void exportAll(), { testId: 'saves-export-all', title: 'Download every saved delve as one .json file' });
  const importButton = button('Import…', () => fileInput.click(), { testId: 'saves-import', title: 'Open a .json save or collection into new slots' });
  const collection = el('div', { class: 'saves-collection panel-foot panel-foot-sticky' }, importButton, exportAllButton, fileInput);
  panel.body.append(status, message, list, collection);

  /** Slots in the list as last shown. */
  let count = 0;

  const showStatus = (s: StoreStatus): void => {
    status.dataset.kind = s.kind;
    statusLabelEl.textContent = statusLabel(s.kind);
    statusText.textContent = s.message;
    statusExport.hidden = s.kind !== 'memory';
  };
  showStatus(store.status);
  offs.push(store.onStatus(showStatus));

  const say = (text: string, error = false): void => {
    message.textContent = text;
    message.hidden = text === '';
    message.classList.toggle('panel-message-error', error);
  };

  const changed = async (): Promise<void> => {
    await render();
    options.onChange?.();
  };

  /** Runs one store operation with the panel's buttons held, so a double tap does nothing twice. */
  const busy = async (work: () => Promise<void>): Promise<void> => {
    panel.root.classList.add('saves-busy');
    const buttons = [...panel.root.querySelectorAll<HTMLButtonElement>('.panel-body button')].filter((b) => !b.disabled);
    for (const b of buttons) b.disabled = true;
    try {
      await work();
    } finally {
      for (const b of buttons) b.disabled = false;
      exportAllButton.disabled = count === 0;
      panel.root.classList.remove('saves-busy');
    }
  };

  async function exportAll(): Promise<void> {
    await busy(async () => {
      let out;
      try {
        out = await store.exportAll();
      } catch {
        say('The saves could not be read from this browser just now, so nothing was exported. Try again in a moment.', true);
        return;
      }
      if (out.count === 0) {
        say(out.skipped.length > 0 ? 'No save could be read, so there is nothing to export.' : 'There are no saves to export yet.', true);
        return;
      }
      downloadText(out.text, out.fileName);
      const skipped = out.skipped.length > 0 ? ` ${out.skipped.length} unreadable save${out.skipped.length === 1 ? ' was' : 's were'} left out.` : '';
      say(`Exported ${plural(out.count, 'save')} as ${out.fileName}.${skipped}`, out.skipped.length > 0);
    });
  }

  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = ''; // the same file may be chosen again
    if (!file) return;
    void busy(async () => {
      let result;
      if (file.size > store.maxImportBytes) result = oversizedFile(store.maxImportBytes);
      else {
        let text: string;
        try {
          text = await file.text();
        } catch {
          say('This file could not be read. Nothing was changed.', true);
          return;
        }
        // one save or a whole collection: the store tells them apart and checks every save
        result = await ask('intent:saves', 'importAll', text);
      }
      const report = importReport(result);
      say(report.text, report.error);
      if (result.ok && result.imported.length > 0) await changed();
    });
  });

  function row(slot: SlotInfo, now: Date): HTMLElement {
    const name = el('span', { class: 'slot-name', 'data-testid': 'slot-name', title: slot.name }, slot.name);
    const badges = el(
      'span',
      { class: 'slot-badges' },
      slot.autosave ? el('span', { class: 'slot-badge slot-badge-auto', 'data-testid': 'slot-autosave' }, 'Autosave') : null,
      el('span', { class: `slot-badge ${slot.finished ? 'slot-badge-over' : 'slot-badge-open'}`, 'data-testid': 'slot-outcome' }, outcomeLabel(slot)),
    );
    const head = el('div', { class: 'slot-head' }, name, badges);
    const details = el(
      'div',
      { class: 'slot-details' },
      el('span', { class: 'slot-party', 'data-testid': 'slot-party' }, partyLine(slot)),
      el('span', { class: 'slot-progress', 'data-testid': 'slot-progress' }, `${progressLine(slot)} · `, el('span', { 'data-testid': 'slot-saved' }, savedLine(slot.updated, now))),
    );
    const actions = el('div', { class: 'slot-actions' });
    const item = el('li', { class: `slot panel-card${slot.autosave ? ' slot-autosave-row' : ''}`, 'data-testid': 'slot-row', 'data-slot': slot.id }, head, details, actions);

    const open = button(slot.finished || slot.damaged ? 'Open' : 'Continue', () => void openSlot(slot), { kind: 'primary', testId: 'slot-open', title: 'Pick this delve up where it was saved' });
    const rename = button('Rename', () => startRename(), { testId: 'slot-rename' });
    const duplicate = button('Duplicate', () => void duplicateSlot(slot), { testId: 'slot-duplicate', title: 'A second slot with the same delve' });
    const exportOne = button('Export', () => void exportSlot(slot), { testId: 'slot-export', title: 'Download this delve as a .json file' });
    const watch = button('Watch', () => void watchSlot(slot), { testId: 'slot-watch', title: 'Watch this delve again from its first step (nothing is changed)', disabled: slot.damaged });
    const remove = button('Delete', () => confirmDelete(), { kind: 'danger', testId: 'slot-delete' });
    // the autosave keeps its name: it is rewritten after every step of the delve being played
    actions.append(open, watch, ...(slot.autosave ? [] : [rename]), duplicate, exportOne, remove);

    function startRename(): void {
      const input = el('input', { type: 'text', class: 'slot-rename-input', 'data-testid': 'slot-rename-input', maxlength: '60', 'aria-label': 'New name', enterkeyhint: 'done' });
      input.value = slot.name;
      const cancel = (): void => form.replaceWith(head);
      const save = button('Save', () => void submit(), { kind: 'primary', testId: 'slot-rename-save' });
      const form = el('div', { class: 'slot-rename' }, input, save, button('Cancel', cancel, { testId: 'slot-rename-cancel' }));
      const submit = async (): Promise<void> => {
        await busy(async () => {
          const out = await ask('intent:saves', 'rename', slot.id, input.value);
          if (!out.ok) say(out.reason, true);
          else {
            say(`Renamed to “${out.slot.name}”.`);
            await changed();
          }
        });
      };
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') void submit();
        if (e.key === 'Escape') {
          e.stopPropagation();
          cancel();
        }
      });
      head.replaceWith(form);
      input.focus();
      input.select();
    }

    function confirmDelete(): void {
      const confirm = el(
        'div',
        { class: 'panel-confirm', role: 'alertdialog', 'aria-label': 'Confirm delete', 'data-testid': 'slot-delete-confirmation' },
        el('span', {}, slot.autosave ? 'Delete the autosave? Its delve cannot be continued afterwards.' : `Delete “${slot.name}” for good?`),
        button('Delete', () => void deleteSlot(slot), { kind: 'danger', testId: 'slot-delete-confirm' }),
        button('Keep', () => confirm.replaceWith(actions), { testId: 'slot-delete-cancel' }),
      );
      actions.replaceWith(confirm);
      confirm.querySelector<HTMLButtonElement>('[data-testid="slot-delete-cancel"]')?.focus();
    }

    return item;
  }

  async function openSlot(slot: SlotInfo): Promise<void> {
    await busy(async () => {
      void ask('intent:saves', 'requestPersistence'); // a user gesture: the moment to ask the browser to keep our saves
      const loaded = await store.load(slot.id);
      if (!loaded.ok) {
        say(loaded.reason, true);
        return;
      }
      await playSaved(port, loaded, () => panel.close());
    });
  }

  /** The replay of a saved delve, from its first step; the slot itself is only read. */
  async function watchSlot(slot: SlotInfo): Promise<void> {
    await busy(async () => {
      const loaded = await store.load(slot.id);
      if (!loaded.ok) {
        say(loaded.reason, true);
        return;
      }
      panel.close();
      tellFallback(loaded);
      if (!openReplay(loaded.setup, loaded.actions)) say('This delve could not be replayed.', true);
    });
  }

  async function duplicateSlot(slot: SlotInfo): Promise<void> {
    await busy(async () => {
      const out = await ask('intent:saves', 'duplicate', slot.id);
      if (!out.ok) say(out.reason, true);
      else {
        say(`Duplicated as “${out.slot.name}”.`);
        await changed();
      }
    });
  }

  async function exportSlot(slot: SlotInfo): Promise<void> {
    await busy(async () => {
      const out = await store.exportSlot(slot.id);
      if (!out.ok) {
        say(out.reason, true);
        return;
      }
      downloadText(out.text, out.fileName);
      say(`Exported “${slot.name}” as ${out.fileName}.`);
    });
  }

  async function deleteSlot(slot: SlotInfo): Promise<void> {
    await busy(async () => {
      const out = await ask('intent:saves', 'remove', slot.id);
      say(out.ok ? `Deleted “${slot.name}”.` : out.reason, !out.ok);
      await changed();
    });
  }

  async function render(): Promise<void> {
    let slots: SlotInfo[];
    try {
      slots = await store.list();
    } catch {
      list.replaceChildren(el('li', { class: 'saves-empty', 'data-testid': 'saves-empty' }, 'The saves cannot be read in this browser right now.'));
      return;
    }
    const now = new Date();
    // the autosave first: it is what Continue on the title resumes
    const ordered = [...slots.filter((s) => s.autosave), ...slots.filter((s) => !s.autosave)];
    list.replaceChildren(...ordered.map((s) => row(s, now)));
    if (ordered.length === 0) list.append(el('li', { class: 'saves-empty', 'data-testid': 'saves-empty' }, 'No saved delves yet. A new delve saves itself as you play.'));
    count = ordered.length;
    exportAllButton.disabled = count === 0;
    list.setAttribute('aria-busy', 'false');
  }

  list.setAttribute('aria-busy', 'true');
  list.append(el('li', { class: 'saves-empty' }, 'Reading the saves…'));
  void render().then(() => ask('intent:saves', 'requestPersistence'));
  importButton.focus({ preventScroll: true });
  return panel;
}

export function closeSlotsPanel(): void {
  shown?.close();
}

/**
 * "Save to a slot", in game: the delve being played into a new slot under a name the player
 * gives (the party's names to start with). The autosave goes on as before.
 */
function openSaveToSlot(port: TablePort): Panel | null {
  const setup = port.setup;
  if (!setup || !port.state) {
    toast('There is no delve in progress to save.', 'error');
    return null;
  }
  if (port.lesson) {
    toast('The lesson is not kept among your saved delves: Learn to play picks it up at the step you left it.', 'info');
    return null;
  }
  const panel = openPanel('save-slot-panel', 'Save to a slot');
  panel.root.classList.add('saves-panel', 'panel-opaque', 'save-slot-panel');
  const input = el('input', { type: 'text', id: 'save-slot-name', class: 'slot-rename-input', 'data-testid': 'save-slot-name', maxlength: '60', enterkeyhint: 'done' });
  input.value = port.saves.partyName(setup);
  const message = el('p', { class: 'panel-message panel-message-error', 'data-testid': 'save-slot-message', hidden: '' });
  const submit = async (): Promise<void> => {
    const setupNow = port.setup;
    const state = port.state;
    if (!setupNow || !state) {
      panel.close();
      return;
    }
    save.disabled = true;
    // the game as it stands at the tap; the controller goes on pushing to its own list
    const out = await ask('intent:saves', 'create', setupNow, [...port.actions], state, input.value, port.delve ?? undefined);
    save.disabled = false;
    if (!out.ok) {
      message.textContent = out.reason;
      message.hidden = false;
      return;
    }
    panel.close();
    toast(`Saved as “${out.slot.name}”. Find it under Saved delves on the title.`);
  };
  const save = button('Save', () => void submit(), { kind: 'primary', testId: 'save-slot-confirm' });
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') void submit();
  });
  panel.body.append(
    el('label', { class: 'save-slot-label', for: 'save-slot-name' }, 'Name of the new slot'),
    input,
    message,
    el('div', { class: 'panel-foot' }, button('Cancel', () => panel.close(), { testId: 'save-slot-cancel' }), save),
  );
  input.focus();
  input.select();
  return panel;
}

/** The in-game Settings panel asks for "Save to a slot" over the bus: the delve `port` reads. Returns the unmount. */
export function mountSaveToSlot(port: TablePort): () => void {
  const open = (which: BusEvents['ui:open']): void => {
    if (which === 'save-slot') openSaveToSlot(port);
  };
  bus.on('ui:open', open);
  return () => bus.off('ui:open', open);
}

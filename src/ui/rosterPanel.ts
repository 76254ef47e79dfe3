/**
 * The roster panel (13.0): every veteran kept in this browser with class, Wound Points, weapon
 * skills, Magic Resistance, Detrap, spells, magic items, Experience and Bezants at home and
 * delves survived. Improve spends 75 Experience and 100 Bezants on one point of ability (13.11),
 * refused with the rule's reason; Retire deletes after a confirmation; a veteran away on an
 * unfinished delve can be called home. The roster exports to and imports from a .json file.
 */
import './roster.css';
import { ABILITY_BEZANTS, ABILITY_XP, affordablePoints } from '../games/deathmaze';
import { spells } from '../games/deathmaze';
import { improvementOptions, type RosterEntry } from '../games/deathmaze';
import { ask } from '../bus';
import type { RosterRefusal, TablePort } from '../tablePort';
import { button, downloadText, el, openPanel, type Panel } from './dom';
import { classLabel, itemsText, plural, skillsText } from './labels';

let shown: Panel | null = null;

const fact = (label: string, value: string, testId: string): HTMLElement =>
  el('div', { class: 'roster-fact', 'data-testid': testId }, el('dt', {}, label), el('dd', {}, value));

/** The Roster panel over whatever is on screen (the title opens it): the roster `port` reads. */
export function openRosterPanel(port: TablePort): Panel {
  const store = port.roster;
  const panel = openPanel('roster-panel', 'Roster of veterans', {
    wide: true,
    onClose: () => {
      if (shown === panel) shown = null;
    },
  });
  shown = panel;
  panel.root.classList.add('roster-panel', 'panel-opaque');

  const intro = el(
    'p',
    { class: 'roster-intro' },
    `Adventurers who got out alive wait here between delves, healed, with their magic items (13.0). Each ${ABILITY_XP} Experience and ${ABILITY_BEZANTS} Bezants at home buys one point of ability (13.11); whoever dies on a later delve loses what was left at home (13.21).`,
  );
  const message = el('p', { class: 'panel-message', 'data-testid': 'roster-message', 'aria-live': 'polite', hidden: '' });
  const list = el('ul', { class: 'roster-list', 'data-testid': 'roster-list', 'aria-label': 'Veterans' });
  const fileInput = el('input', { type: 'file', accept: '.json,application/json', class: 'roster-file', 'data-testid': 'roster-import-file', tabindex: '-1', 'aria-hidden': 'true' });
  const exportButton = button('Export', () => void exportRoster(), { testId: 'roster-export', title: 'Download the roster as a .json file' });
  const importButton = button('Import…', () => fileInput.click(), { testId: 'roster-import', title: 'Add the veterans of a roster file' });
  panel.body.append(intro, message, list, el('div', { class: 'panel-foot panel-foot-sticky' }, importButton, exportButton, fileInput));

  const say = (text: string, error = false): void => {
    message.textContent = text;
    message.hidden = text === '';
    message.classList.toggle('panel-message-error', error);
  };
  const refused = (r: RosterRefusal): void => say(r.reason, true);

  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (!file) return;
    if (file.size > store.maxImportBytes) {
      say('This file is larger than 2 MB, far more than any roster needs, so it was not opened. Nothing was changed.', true);
      return;
    }
    void file.text().then(async (text) => {
      const out = await ask('intent:roster', 'importText', text);
      if (!out.ok) return refused(out);
      render(out.roster.entries);
      const parts = [`${plural(out.added, 'veteran')} added`];
      if (out.skipped > 0) parts.push(`${out.skipped} already here`);
      if (out.setAside) parts.push('the damaged roster was set aside, not deleted');
      say(`Imported: ${parts.join('; ')}.`);
    });
  });

  async function exportRoster(): Promise<void> {
    const out = await store.exportText();
    if (!out.ok) return refused(out);
    if (out.roster.entries.length === 0) {
      say('The roster is empty: nothing to export yet.', true);
      return;
    }
    downloadText(out.text, out.fileName);
    say(`Exported ${plural(out.roster.entries.length, 'veteran')} to ${out.fileName}.`);
  }

  function card(entry: RosterEntry, index: number): HTMLElement {
    const v = entry.veteran;
    const cls = classLabel(v.class);
    const facts = el(
      'dl',
      { class: 'roster-facts' },
      fact('Wound Points', String(v.woundPoints), 'roster-wp'),
      fact('Magic Resistance', String(v.magicResistance), 'roster-mr'),
      v.class === 'thief' ? fact('Detrap', String(v.detrap), 'roster-detrap') : null,
      fact('Weapon skills', skillsText(v), 'roster-skills'),
      v.class === 'wizard' ? fact('Spells', v.spells.map((s) => spells[s]?.name ?? s).join(', '), 'roster-spells') : null,
      fact('Magic items', itemsText(v), 'roster-items'),
    );
    const purse = el(
      'p',
      { class: 'roster-purse', 'data-testid': 'roster-purse' },
      el('span', {}, `${v.xp} Experience`),
      el('span', {}, `${plural(v.bezants, 'Bezant')} at home`),
      el('span', {}, `${plural(v.delves, 'delve')} survived`),
    );
    const li = el(
      'li',
      { class: `roster-vet panel-card${entry.away ? ' roster-away' : ''}`, 'data-testid': `roster-vet-${index}`, 'data-id': entry.id, 'data-name': v.name },
      el('div', { class: 'roster-head' }, el('span', { class: 'roster-name', 'data-testid': 'roster-name', title: v.name }, v.name), el('span', { class: 'roster-class' }, cls)),
      facts,
      purse,
    );
    if (entry.away) li.append(el('p', { class: 'roster-away-note', 'data-testid': 'roster-away' }, `Away on a delve that is not over. Call them home if that delve will not be finished: its end will then leave ${v.name}'s record as it is.`));

    const actions = el('div', { class: 'roster-actions' });
    const improve = button('Improve…', () => openImprove(), { kind: 'primary', testId: 'roster-improve', disabled: entry.away !== null });
    const retireButton = button('Retire', () => confirmRetire(), { kind: 'danger', testId: 'roster-retire' });
    actions.append(improve, retireButton);
    if (entry.away) actions.append(button('Call home', () => void act(() => ask('intent:roster', 'callHome', entry.id), `${v.name} is home.`), { testId: 'roster-call-home' }));
    li.append(actions);

    function openImprove(): void {
      const options = improvementOptions(v);
      const select = el('select', { 'data-testid': 'roster-improve-choice', 'aria-label': `Ability for ${v.name}` });
      options.forEach((o, i) => select.append(el('option', { value: String(i) }, o.problem ? `${o.label} — not now` : o.label)));
      const firstOpen = options.findIndex((o) => o.problem === null);
      select.selectedIndex = Math.max(0, firstOpen);
      const points = affordablePoints(v);
      const cost = el(
        'p',
        { class: 'roster-cost', 'data-testid': 'roster-cost' },
        `Costs ${ABILITY_XP} Experience and ${ABILITY_BEZANTS} Bezants (13.11). ${v.name} has ${v.xp} and ${v.bezants} at home: ${points === 0 ? 'not enough for a point yet' : `enough for ${plural(points, 'point')}`}.`,
      );
      const why = el('div', { class: 'roster-why', 'data-testid': 'roster-refusal', role: 'alert' });
      const showWhy = (): void => {
        const p = options[select.selectedIndex]?.problem ?? null;
        why.replaceChildren(...(p ? [el('strong', {}, '13.11'), ` ${p}`] : []));
        why.hidden = !p;
        // 13.11: Buy stays shut while the point chosen cannot be had; the reason stands beside it
        buy.disabled = p !== null;
      };
      const buy = button('Buy', () => {
        const choice = options[select.selectedIndex]?.choice;
        if (choice) void act(() => ask('intent:roster', 'improve', entry.id, choice), `${v.name}: ${options[select.selectedIndex]!.label}.`);
      }, { kind: 'primary', testId: 'roster-improve-buy' });
      select.addEventListener('change', showWhy);
      showWhy();
      const form = el(
        'div',
        { class: 'roster-improve-form', 'data-testid': 'roster-improve-form' },
        el('label', { class: 'field' }, el('span', { class: 'field-label' }, 'One point of ability'), select),
        cost,
        why,
        el('div', { class: 'roster-actions' }, buy, button('Cancel', () => form.replaceWith(actions), { testId: 'roster-improve-cancel' })),
      );
      actions.replaceWith(form);
      select.focus();
    }

    function confirmRetire(): void {
      const confirm = el(
        'div',
        { class: 'panel-confirm', role: 'alertdialog', 'aria-label': 'Confirm retirement', 'data-testid': 'roster-retire-confirmation' },
        el('span', {}, `Retire ${v.name} for good? Their record, items and ${v.bezants} Bezants at home leave the roster.`),
        button('Retire', () => void act(() => ask('intent:roster', 'retire', entry.id), `${v.name} has retired.`), { kind: 'danger', testId: 'roster-retire-confirm' }),
        button('Keep', () => confirm.replaceWith(actions), { testId: 'roster-retire-cancel' }),
      );
      actions.replaceWith(confirm);
    }
    return li;
  }

  /** Runs one store change with the panel's buttons held, then redraws or says why not. */
  async function act(work: () => Promise<{ ok: true; roster: { entries: RosterEntry[] } } | RosterRefusal>, done: string): Promise<void> {
    const buttons = [...panel.root.querySelectorAll<HTMLButtonElement>('.panel-body button')].filter((b) => !b.disabled);
    for (const b of buttons) b.disabled = true;
    try {
      const out = await work();
      if (!out.ok) {
        refused(out);
        return;
      }
      render(out.roster.entries);
      say(done);
    } finally {
      for (const b of buttons) if (b.isConnected) b.disabled = false;
    }
  }

  function render(entries: RosterEntry[]): void {
    list.replaceChildren(
      ...(entries.length > 0
        ? entries.map((e, i) => card(e, i))
        : [el('li', { class: 'roster-empty', 'data-testid': 'roster-empty' }, 'No veterans yet. Whoever gets out of a delve alive joins the roster.')]),
    );
    exportButton.disabled = entries.length === 0;
  }

  list.append(el('li', { class: 'roster-empty' }, 'Reading the roster…'));
  void store.load().then((out) => {
    if (out.ok) render(out.roster.entries);
    else {
      list.replaceChildren();
      refused(out);
    }
  });
  return panel;
}

export function closeRosterPanel(): void {
  shown?.close();
  shown = null;
}

/**
 * Veterans in the party form (13.0): a veteran's row, with its record as it stands and the
 * weapons to restock; and "From the roster", the veterans at home who are not in the party yet.
 */
import { adventurerClasses, defaultWeapons, itemName, MAX_ADVENTURERS, mayUseWeapon, weaponIds, weaponNames, weaponsTakenDown, type RosterEntry, type WeaponId } from '../games/deathmaze';
import type { RosterReader } from '../tablePort';
import { button, el } from './dom';
import { ruleNote, select } from './formFields';
import { itemsText, plural, skillsText } from './labels';
import { counterElement } from './marchingOrder';
import { WIZARD_SPELLS, type Row } from './partyRows';

/** What a veteran's row and the roster's picker read and change of the party form. */
export interface PartyShape {
  /** The party's rows as they stand now (changed in place). */
  rows(): Row[];
  /** A choice that changes the form's shape: apply it, redraw, tell the listeners. */
  update(fn: () => void): void;
  /** Shares the adventurers out among the players again. */
  equalSplit(): void;
  render(): void;
  announce(): void;
  /** 3.2: who controls a row's adventurer, when more than one player shares the party. */
  playerField(i: number, r: Row): HTMLElement | null;
  /** The form is on the page. */
  connected(): boolean;
}

/** 13.0: a veteran's row: the record as it stands, the weapons to restock (those a magical one leaves room for), the player. */
export function veteranCard(form: PartyShape, r: Row, entry: RosterEntry, i: number, msg: string | null): HTMLElement {
  const v = entry.veteran;
  const own = weaponIds.filter((w) => mayUseWeapon(v, w)).map((w) => ({ value: w, label: weaponNames[w] }));
  const inHand = weaponsTakenDown(v);
  const remove = button('✕', () => form.update(() => {
      form.rows().splice(i, 1);
      form.equalSplit();
    }), { testId: `adv-remove-${i}`, title: `Send ${v.name} back to the roster`, disabled: form.rows().length <= 1 });
  remove.classList.add('adv-remove');
  const stats = adventurerClasses[v.class];
  return el(
    'div',
    { class: `adv-card adv-veteran${msg ? ' adv-invalid' : ''}`, 'data-row': String(i), 'data-testid': `adv-row-${i}`, 'data-veteran': entry.id },
    el(
      'div',
      { class: 'adv-top' },
      el('div', { class: 'adv-token' }, counterElement({ id: `a${i + 1}`, name: v.name, kind: v.class })),
      el('div', { class: 'field field-name' }, el('span', { class: 'field-label' }, `Adventurer ${i + 1}`), el('strong', { class: 'adv-vet-name', 'data-testid': `adv-name-${i}` }, v.name)),
      el('span', { class: 'adv-veteran-badge' }, `Veteran · ${plural(v.delves, 'delve')}`),
      remove,
    ),
    el(
      'div',
      { class: 'adv-fields' },
      // 13.0, 9.23: a magical weapon comes back in hand; only the others are restocked
      ...inHand.map((w, k) => el('div', { class: 'field', 'data-testid': `adv-magic-weapon-${i}-${k}` }, el('span', { class: 'field-label' }, k === 0 ? 'First weapon' : 'Second weapon'), el('strong', {}, itemName(w)))),
      // the rules restock from the first of the two chosen (continuity.ts)
      ...[0, 1].slice(0, 2 - inHand.length).map((k) =>
        select<WeaponId>(`adv-weapon${inHand.length + k + 1}-${i}`, inHand.length + k === 0 ? 'First weapon' : 'Second weapon', own, r.weapons[k]!, (w) => form.update(() => (r.weapons = k === 0 ? [w, r.weapons[1]] : [r.weapons[0], w]))),
      ),
      form.playerField(i, r),
    ),
    el(
      'div',
      { class: 'adv-stats', 'data-testid': `adv-stats-${i}` },
      `${stats.name}: ${v.woundPoints} Wound Points · Magic Resistance ${v.magicResistance}` +
        (v.class === 'thief' ? ` · Detrap ${v.detrap}` : '') +
        ` · Skills: ${skillsText(v)}` +
        (v.spells.length > 0 ? ` · Spells: ${v.spells.length}` : '') +
        ` · Items: ${itemsText(v)}`,
    ),
    el('div', { class: 'row-problem' }, msg ? ruleNote(msg, `adv-error-${i}`) : null),
  );
}

/** "From the roster", over `roster`: closed until the player opens it; the roster is read at once. */
export function rosterPicker(roster: RosterReader, form: PartyShape): { box(): HTMLElement } {
  let rosterOpen = false;
  let veteransHere: RosterEntry[] | null = null;
  let rosterRefusal: string | null = null;
  void roster
    .load()
    .then((out) => {
      if (out.ok) veteransHere = out.roster.entries;
      else rosterRefusal = out.reason;
      if (rosterOpen && form.connected()) form.render();
    });

  /** "From the roster": the veterans at home who are not in the party yet. */
  function veteranBox(): HTMLElement {
    const box = el('div', { class: 'vet-box', 'data-testid': 'vet-box' });
    const head = el('div', { class: 'vet-box-head' }, el('h3', {}, 'From the roster'));
    box.append(head);
    if (!rosterOpen) {
      head.append(button('Choose veterans…', () => {
          rosterOpen = true;
          form.render();
        }, { testId: 'vet-open', title: 'Veterans of earlier delves (13.0)' }));
      return box;
    }
    if (veteransHere === null) {
      box.append(el('p', { class: 'vet-note' }, rosterRefusal ?? 'Reading the roster…'));
      return box;
    }
    const inParty = new Set(form.rows().flatMap((r) => (r.veteran ? [r.veteran.id] : [])));
    const home = veteransHere.filter((e) => !e.away && !inParty.has(e.id));
    const away = veteransHere.filter((e) => e.away).length;
    box.append(
      el(
        'p',
        { class: 'vet-note' },
        'Veterans come back healed, with their magic items and ability, and restock two ordinary weapons of your choice. A party with a veteran plays the Advanced Game (13.0).',
        away > 0 ? ` ${away} more ${away === 1 ? 'is' : 'are'} away on a delve that is not over.` : '',
      ),
    );
    if (home.length === 0) {
      box.append(el('p', { class: 'vet-note', 'data-testid': 'vet-none' }, veteransHere.length === 0 ? 'No veterans yet: whoever gets out of a delve alive joins the roster.' : 'Every veteran at home is already in the party.'));
      return box;
    }
    const full = form.rows().length >= MAX_ADVENTURERS;
    box.append(
      el(
        'ul',
        { class: 'vet-pick-list plain-list' },
        ...home.map((e) =>
          el(
            'li',
            { class: 'vet-pick', 'data-testid': 'vet-pick', 'data-id': e.id },
            el('span', {}, el('span', { class: 'vet-pick-name' }, e.veteran.name), ` · ${adventurerClasses[e.veteran.class].name} · ${e.veteran.woundPoints} WP · ${e.veteran.xp} XP · ${e.veteran.bezants} B`),
            button('Add', () => {
                if (form.rows().length >= MAX_ADVENTURERS) return;
                form.rows().push({ class: e.veteran.class, name: e.veteran.name, weapons: defaultWeapons(e.veteran), initial: 'woundPoint', skill: 'dagger', spells: [...WIZARD_SPELLS], player: 0, veteran: e });
                form.equalSplit();
                form.render();
                form.announce();
              }, { testId: `vet-add-${e.id}`, disabled: full, title: full ? 'A party has at most six adventurers (3.0)' : `Add ${e.veteran.name} to the party` }),
          ),
        ),
      ),
    );
    if (full) box.append(el('p', { class: 'vet-note' }, `The party is full: at most ${MAX_ADVENTURERS} adventurers (3.0).`));
    return box;
  }

  return { box: veteranBox };
}

/**
 * The party form (3.0–3.2): one to six adventurers, each with a class, a name, two weapons from
 * the Combat Results Table and one piece of initial experience; the number of players and who
 * controls whom. The engine judges every choice: each row goes through `createAdventurer` and
 * the split through `assignPlayers`, and their refusals (which name the rule case) are shown
 * inline where the problem is.
 *
 * "From the roster" adds veterans of earlier delves (13.0): their record gives everything but
 * the two ordinary weapons, restocked here; each veteran marches once, and one away on another
 * delve is not offered. A party with a veteran plays the Advanced Game (13.0 belongs to it).
 *
 * The Advanced Game switch (11.0) lets Wizards join: daggers only (11.11), one spell, or two
 * when the second is their initial experience (11.12, 11.13).
 *
 * A row is partyRows.ts; a veteran's row and the roster's picker are partyVeterans.ts.
 */
import { adventurerClasses, MAX_ADVENTURERS } from '../games/deathmaze';
import { weaponIds, weaponNames, type SpellId, type WeaponId } from '../games/deathmaze';
import { adventurerFromVeteran } from '../games/deathmaze';
import { assignPlayers, createAdventurer, initialExperienceKinds, mayUseWeapon, SetupError, type AdventurerSpec } from '../games/deathmaze';
import { RosterError } from '../games/deathmaze';
import type { RosterReader } from '../tablePort';
import { button, el } from './dom';
import { ruleNote, select } from './formFields';
import { newcomerText } from './labels';
import './roster.css';
import { counterElement } from './marchingOrder';
import { INITIAL_LABELS, NAME_POOL, rowFromSpec, specOf, SPELL_OPTIONS, type BasicClass, type InitialKind, type Row } from './partyRows';
import { rosterPicker, veteranCard, type PartyShape } from './partyVeterans';
import './setup.css';

/** Two Heroes and two Thieves: a sword-and-bow Hero, an axe Hero, a Thief to find traps, a tough Thief. */
export const STANDARD_PARTY: readonly AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'throwingDagger'], initial: { kind: 'woundPoint' } },
];

export interface PartyFormValue {
  party: AdventurerSpec[];
  players: number;
  /** 13.0: a party with veterans plays the Advanced Game. */
  advanced?: boolean;
  /** The veterans' roster ids and their places in the party. */
  veterans?: Record<string, number>;
}

export interface PartyProblems {
  /** The engine's refusal for each adventurer ("3.1: ..."), or null. */
  rows: (string | null)[];
  /** The engine's refusal of the players' split ("3.0: ..."), or null. */
  players: string | null;
  any: boolean;
}

export interface PartyForm {
  value(): PartyFormValue;
  problems(): PartyProblems;
  onChange(cb: (value: PartyFormValue, problems: PartyProblems) => void): () => void;
  /** Fills the form with the standard party of four. */
  standard(): void;
  destroy(): void;
}

/** Mounts the party form in `host`, starting from `initial` (or one Hero); "From the roster" reads `roster`. */
export function mountPartyForm(host: HTMLElement, roster: RosterReader, initial?: PartyFormValue): PartyForm {
  let players = initial?.players ?? 1;
  /** 11.0: the Advanced Game (always, when a veteran marches: 13.0). */
  let advancedChosen = initial?.advanced ?? false;
  let rows: Row[] = [];
  const advanced = (): boolean => advancedChosen || rows.some((r) => r.veteran);
  const listeners = new Set<(value: PartyFormValue, problems: PartyProblems) => void>();

  const equalSplit = (): void => {
    const n = rows.length;
    rows.forEach((r, i) => (r.player = n % players === 0 ? Math.floor(i / (n / players)) : Math.min(players - 1, Math.floor((i * players) / n))));
  };

  if (initial && initial.party.length > 0) {
    let owners: number[] | null = null;
    try {
      owners = assignPlayers(initial.party, players);
    } catch {
      owners = null;
    }
    rows = initial.party.map((s, i) => rowFromSpec(s, owners?.[i] ?? s.player ?? 0));
  } else {
    rows = [rowFromSpec({ name: NAME_POOL[0]!, class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } }, 0)];
  }

  const root = el('div', { class: 'party-form', 'data-testid': 'party-form' });
  host.append(root);

  const value = (): PartyFormValue => {
    const party = rows.map((r) => specOf(r, players));
    const veterans: Record<string, number> = {};
    rows.forEach((r, i) => {
      if (r.veteran) veterans[r.veteran.id] = i;
    });
    if (Object.keys(veterans).length > 0) return { party, players, advanced: true, veterans };
    return advanced() ? { party, players, advanced: true } : { party, players };
  };

  const problems = (): PartyProblems => {
    const out: (string | null)[] = rows.map((r, i) => {
      try {
        const spec = specOf(r, players);
        if (spec.veteran) adventurerFromVeteran(spec.veteran, spec.weapons, `a${i + 1}`, 0);
        else createAdventurer(spec, `a${i + 1}`, 0, advanced());
        return null;
      } catch (e) {
        return e instanceof SetupError || e instanceof RosterError ? e.message : String(e);
      }
    });
    let split: string | null = null;
    try {
      assignPlayers(value().party, players);
    } catch (e) {
      split = e instanceof SetupError ? e.message : String(e);
    }
    return { rows: out, players: split, any: split !== null || out.some((x) => x !== null) };
  };

  /** Tells the listeners; `p` when the caller has just worked the problems out. */
  const announce = (p: PartyProblems = problems()): void => {
    const v = value();
    for (const cb of listeners) cb(v, p);
  };

  /** A choice that changes the form's shape: apply it, redraw, tell the listeners. */
  const update = (fn: () => void): void => {
    fn();
    render();
    announce();
  };

  const unusedName = (): string => NAME_POOL.find((n) => !rows.some((r) => r.name.trim().toLowerCase() === n.toLowerCase())) ?? `Delver ${rows.length + 1}`;

  /** 11.11: a Wizard's list holds daggers only (a weapon not allowed still shows, to be refused). */
  const weaponsFor = (r: Row) => weaponIds.filter((w) => r.class !== 'wizard' || mayUseWeapon(r, w) || r.weapons.includes(w)).map((w) => ({ value: w, label: weaponNames[w] }));

  /** 3.2: who controls this adventurer, when more than one player shares the party. */
  const playerField = (i: number, r: Row): HTMLElement | null =>
    players > 1
      ? select<number>(
          `adv-player-${i}`,
          'Player',
          Array.from({ length: players }, (_, k) => ({ value: k, label: `Player ${k + 1}` })),
          r.player,
          (v) => update(() => (r.player = v)),
        )
      : null;

  /** Updates what depends on a row without rebuilding it (keeps the caret in the name field). */
  const refreshRow = (i: number): void => {
    const p = problems();
    const card = root.querySelector<HTMLElement>(`[data-row="${i}"]`);
    if (card) {
      const slot = card.querySelector<HTMLElement>('.row-problem');
      const msg = p.rows[i];
      slot?.replaceChildren(...(msg ? [ruleNote(msg, `adv-error-${i}`)] : []));
      card.classList.toggle('adv-invalid', !!msg);
      const token = card.querySelector<HTMLElement>('.adv-token');
      const r = rows[i];
      if (token && r) token.replaceChildren(counterElement({ id: `a${i + 1}`, name: r.name.trim() || '?', kind: r.class }));
    }
    refreshPlayers(p);
    announce(p);
  };

  const playersSlot = el('div', { class: 'players-problem' });
  const refreshPlayers = (p: PartyProblems): void => {
    playersSlot.replaceChildren(...(p.players ? [ruleNote(p.players, 'players-problem')] : []));
  };

  const render = (): void => {
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.testid;
    root.replaceChildren();
    const p = problems();

    const head = el(
      'div',
      { class: 'party-head' },
      el('p', { class: 'party-intro' }, 'Up to six adventurers (3.0). Four is about the fewest with a fair chance (3.2).'),
      button('Standard party', () => form.standard(), { testId: 'setup-standard', title: 'Two Heroes and two Thieves' }),
    );
    root.append(head, advancedSwitch());

    const list = el('div', { class: 'adv-list' });
    rows.forEach((r, i) => {
      if (r.veteran) {
        list.append(veteranCard(shape, r, r.veteran, i, p.rows[i] ?? null));
        return;
      }
      const name = el('input', { type: 'text', 'data-testid': `adv-name-${i}`, maxlength: '24', autocomplete: 'off', spellcheck: 'false', 'aria-label': `Name of adventurer ${i + 1}` });
      name.value = r.name;
      name.addEventListener('input', () => {
        r.name = name.value;
        refreshRow(i);
      });
      const remove = button('✕', () => update(() => {
          rows.splice(i, 1);
          equalSplit();
        }), { testId: `adv-remove-${i}`, title: `Remove ${r.name || 'this adventurer'}`, disabled: rows.length <= 1 });
      remove.classList.add('adv-remove');
      const fields = el(
        'div',
        { class: 'adv-fields' },
        select<BasicClass>(
          `adv-class-${i}`,
          'Class',
          (advanced() || r.class === 'wizard' ? (['hero', 'thief', 'wizard'] as const) : (['hero', 'thief'] as const)).map((c) => ({ value: c, label: adventurerClasses[c].name })),
          r.class,
          (v) =>
            update(() => {
              r.class = v;
              if (v === 'wizard') {
                // 11.11: daggers only
                r.weapons = ['dagger', 'throwingDagger'];
                r.skill = 'dagger';
              }
              // 3.1, 11.13: what the new class may not take falls back to a Wound Point
              if (!initialExperienceKinds(v).includes(r.initial)) r.initial = 'woundPoint';
            }),
        ),
        select<InitialKind>(
          `adv-initial-${i}`,
          'Initial experience',
          initialExperienceKinds(r.class).map((id) => ({ value: id, label: INITIAL_LABELS[id] })),
          r.initial,
          (v) => update(() => (r.initial = v)),
          'field-initial',
        ),
        select<WeaponId>(`adv-weapon1-${i}`, 'First weapon', weaponsFor(r), r.weapons[0], (v) => update(() => (r.weapons = [v, r.weapons[1]]))),
        select<WeaponId>(`adv-weapon2-${i}`, 'Second weapon', weaponsFor(r), r.weapons[1], (v) => update(() => (r.weapons = [r.weapons[0], v]))),
        r.initial === 'weaponSkill' ? select<WeaponId>(`adv-skill-${i}`, 'Skill with', weaponsFor(r), r.skill, (v) => update(() => (r.skill = v))) : null,
        r.class === 'wizard' ? select<SpellId>(`adv-spell1-${i}`, 'Spell', SPELL_OPTIONS, r.spells[0], (v) => update(() => (r.spells = [v, r.spells[1]])), 'field-spell') : null,
        r.class === 'wizard' && r.initial === 'spell'
          ? select<SpellId>(`adv-spell2-${i}`, 'Second spell', SPELL_OPTIONS, r.spells[1], (v) => update(() => (r.spells = [r.spells[0], v])), 'field-spell')
          : null,
        playerField(i, r),
      );
      const msg = p.rows[i];
      const card = el(
        'div',
        { class: `adv-card${msg ? ' adv-invalid' : ''}`, 'data-row': String(i), 'data-testid': `adv-row-${i}` },
        el(
          'div',
          { class: 'adv-top' },
          el('div', { class: 'adv-token' }, counterElement({ id: `a${i + 1}`, name: r.name.trim() || '?', kind: r.class })),
          el('label', { class: 'field field-name' }, el('span', { class: 'field-label' }, `Adventurer ${i + 1}`), name),
          remove,
        ),
        fields,
        el('div', { class: 'adv-stats' }, newcomerText(specOf(r, 1), advanced())),
        el('div', { class: 'row-problem' }, msg ? ruleNote(msg, `adv-error-${i}`) : null),
      );
      list.append(card);
    });
    root.append(list);

    const add = button(
      '+ Add an adventurer',
      () => {
        const n = rows.length;
        rows.push(rowFromSpec({ name: unusedName(), class: n % 2 === 0 ? 'hero' : 'thief', weapons: n % 2 === 0 ? ['sword', 'bow'] : ['dagger', 'throwingDagger'], initial: n % 2 === 0 ? { kind: 'woundPoint' } : { kind: 'detrap' } }, 0));
        equalSplit();
        render();
        announce();
      },
      { testId: 'adv-add', disabled: rows.length >= MAX_ADVENTURERS },
    );
    root.append(el('div', { class: 'adv-add-row' }, add, el('span', { class: 'adv-count' }, `${rows.length} of ${MAX_ADVENTURERS}`)));
    root.append(picker.box());

    const playersSelect = select<number>(
      'players',
      'Players',
      Array.from({ length: 6 }, (_, k) => ({ value: k + 1, label: String(k + 1) })),
      players,
      (v) => {
        players = v;
        equalSplit();
        render();
        announce();
      },
    );
    playersSlot.replaceChildren();
    refreshPlayers(p);
    root.append(
      el(
        'div',
        { class: 'players-box' },
        playersSelect,
        el(
          'p',
          { class: 'players-hint' },
          players > 1 ? 'Each player controls the same number of adventurers (3.0): pick a player for each above.' : 'One player controls the whole party.',
          ' Suggested (3.2): two players take three each, three take two, four to six take one.',
        ),
        playersSlot,
      ),
    );
    if (focused) root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(focused)}"]`)?.focus();
  };

  /** 11.0: the Advanced Game on or off (on for good while a veteran marches, 13.0). */
  function advancedSwitch(): HTMLElement {
    const box = el('input', { type: 'checkbox', 'data-testid': 'setup-advanced', 'aria-describedby': 'setup-advanced-hint' });
    box.checked = advanced();
    box.disabled = rows.some((r) => r.veteran);
    box.addEventListener('change', () => {
      advancedChosen = box.checked;
      render();
      announce();
    });
    return el(
      'label',
      { class: 'advanced-switch' },
      box,
      el(
        'span',
        {},
        el('strong', {}, 'Advanced Game'),
        el(
          'span',
          { class: 'field-label', id: 'setup-advanced-hint' },
          box.disabled ? ' — a veteran marches, so the party plays it (13.0).' : ' — Wizards and their spells, rings, and the monsters’ special abilities (11.0–12.3).',
        ),
      ),
    );
  }

  /** What the veterans' rows and the roster's picker change of the form (partyVeterans.ts). */
  const shape: PartyShape = { rows: () => rows, update, equalSplit, render, announce, playerField, connected: () => root.isConnected };
  const picker = rosterPicker(roster, shape);

  const form: PartyForm = {
    value,
    problems,
    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    standard() {
      rows = STANDARD_PARTY.map((s) => rowFromSpec(s, 0));
      equalSplit();
      render();
      announce();
    },
    destroy() {
      listeners.clear();
      root.remove();
    },
  };
  render();
  return form;
}

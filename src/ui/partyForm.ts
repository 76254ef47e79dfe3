/**
 * The party form (3.0–3.2): one to six adventurers, each with a class, a name, two weapons from
 * the Combat Results Table and one piece of initial experience; the number of players and who
 * controls whom. The engine judges every choice: each row goes through `createAdventurer` and
 * the split through `assignPlayers`, and their refusals (which name the rule case) are shown
 * inline where the problem is.
 */
import { adventurerClasses, MAX_ADVENTURERS } from '../rules/data/adventurers';
import { weaponIds, weaponNames, type WeaponId } from '../rules/data/weapons';
import { assignPlayers, createAdventurer, SetupError, type AdventurerSpec } from '../rules/party';
import { button, el } from './dom';
import { counterElement } from './marchingOrder';
import './setup.css';

type BasicClass = AdventurerSpec['class'];
type InitialKind = AdventurerSpec['initial']['kind'];

/** Two Heroes and two Thieves: a sword-and-bow Hero, an axe Hero, a Thief to find traps, a tough Thief. */
export const STANDARD_PARTY: readonly AdventurerSpec[] = [
  { name: 'Aldric', class: 'hero', weapons: ['sword', 'bow'], initial: { kind: 'woundPoint' } },
  { name: 'Brenna', class: 'hero', weapons: ['axe', 'throwingDagger'], initial: { kind: 'weaponSkill', weapon: 'axe' } },
  { name: 'Corvin', class: 'thief', weapons: ['dagger', 'bow'], initial: { kind: 'detrap' } },
  { name: 'Dace', class: 'thief', weapons: ['sword', 'throwingDagger'], initial: { kind: 'woundPoint' } },
];

const NAME_POOL = ['Aldric', 'Brenna', 'Corvin', 'Dace', 'Edda', 'Fenwick', 'Gisla', 'Hollis', 'Ivo', 'Jessamy', 'Kell', 'Linnet'];

interface Row {
  class: BasicClass;
  name: string;
  weapons: [WeaponId, WeaponId];
  initial: InitialKind;
  /** The weapon of a +1 weapon skill. */
  skill: WeaponId;
  player: number;
}

export interface PartyFormValue {
  party: AdventurerSpec[];
  players: number;
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

const INITIAL_OPTIONS: { id: InitialKind; label: string }[] = [
  { id: 'woundPoint', label: '+1 Wound Point' },
  { id: 'weaponSkill', label: '+1 Weapon skill' },
  { id: 'detrap', label: '+1 Detrap (Thief)' },
];

function rowFromSpec(spec: AdventurerSpec, player: number): Row {
  return {
    class: spec.class,
    name: spec.name,
    weapons: [spec.weapons[0], spec.weapons[1]],
    initial: spec.initial.kind,
    skill: spec.initial.kind === 'weaponSkill' ? spec.initial.weapon : spec.weapons[0],
    player,
  };
}

function specOf(row: Row, players: number): AdventurerSpec {
  const initial: AdventurerSpec['initial'] = row.initial === 'weaponSkill' ? { kind: 'weaponSkill', weapon: row.skill } : { kind: row.initial };
  const spec: AdventurerSpec = { name: row.name, class: row.class, weapons: [row.weapons[0], row.weapons[1]], initial };
  if (players > 1) spec.player = row.player;
  return spec;
}

/** The rule case and the sentence of an engine refusal. */
export function splitRule(message: string): { rule: string; text: string } {
  const m = /^(\d+(?:\.\d+)*):\s*(.*)$/s.exec(message);
  return m ? { rule: m[1]!, text: m[2]! } : { rule: '', text: message };
}

export function ruleNote(message: string, testId: string): HTMLElement {
  const { rule, text } = splitRule(message);
  return el('div', { class: 'rule-note', role: 'alert', 'data-testid': testId }, rule ? el('strong', { class: 'mo-rule' }, rule) : null, ' ', text);
}

function select<T extends string | number>(testId: string, label: string, options: { value: T; label: string }[], current: T, onChange: (v: T) => void, cls = ''): HTMLElement {
  const s = el('select', { 'data-testid': testId, 'aria-label': label });
  for (const o of options) {
    const opt = el('option', { value: String(o.value) }, o.label);
    if (o.value === current) opt.selected = true;
    s.append(opt);
  }
  s.addEventListener('change', () => {
    const picked = options[s.selectedIndex];
    if (picked) onChange(picked.value);
  });
  return el('label', { class: `field ${cls}`.trim() }, el('span', { class: 'field-label' }, label), s);
}

/** Mounts the party form in `host`, starting from `initial` (or one Hero). */
export function mountPartyForm(host: HTMLElement, initial?: PartyFormValue): PartyForm {
  let players = initial?.players ?? 1;
  let rows: Row[] = [];
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

  const value = (): PartyFormValue => ({ party: rows.map((r) => specOf(r, players)), players });

  const problems = (): PartyProblems => {
    const out: (string | null)[] = rows.map((r, i) => {
      try {
        createAdventurer(specOf(r, players), `a${i + 1}`, 0);
        return null;
      } catch (e) {
        return e instanceof SetupError ? e.message : String(e);
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

  const announce = (): void => {
    const v = value();
    const p = problems();
    for (const cb of listeners) cb(v, p);
  };

  const unusedName = (): string => NAME_POOL.find((n) => !rows.some((r) => r.name.trim().toLowerCase() === n.toLowerCase())) ?? `Delver ${rows.length + 1}`;

  const weaponOptions = weaponIds.map((w) => ({ value: w, label: weaponNames[w] }));

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
    announce();
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
    root.append(head);

    const list = el('div', { class: 'adv-list' });
    rows.forEach((r, i) => {
      const name = el('input', { type: 'text', 'data-testid': `adv-name-${i}`, maxlength: '24', autocomplete: 'off', spellcheck: 'false', 'aria-label': `Name of adventurer ${i + 1}` });
      name.value = r.name;
      name.addEventListener('input', () => {
        r.name = name.value;
        refreshRow(i);
      });
      const change = (fn: () => void) => () => {
        fn();
        render();
        announce();
      };
      const remove = button('✕', change(() => {
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
          (['hero', 'thief'] as const).map((c) => ({ value: c, label: adventurerClasses[c].name })),
          r.class,
          (v) => change(() => (r.class = v))(),
        ),
        select<InitialKind>(
          `adv-initial-${i}`,
          'Initial experience',
          INITIAL_OPTIONS.map((o) => ({ value: o.id, label: o.label })),
          r.initial,
          (v) => change(() => (r.initial = v))(),
          'field-initial',
        ),
        select<WeaponId>(`adv-weapon1-${i}`, 'First weapon', weaponOptions, r.weapons[0], (v) => change(() => (r.weapons = [v, r.weapons[1]]))()),
        select<WeaponId>(`adv-weapon2-${i}`, 'Second weapon', weaponOptions, r.weapons[1], (v) => change(() => (r.weapons = [r.weapons[0], v]))()),
        r.initial === 'weaponSkill' ? select<WeaponId>(`adv-skill-${i}`, 'Skill with', weaponOptions, r.skill, (v) => change(() => (r.skill = v))()) : null,
        players > 1
          ? select<number>(
              `adv-player-${i}`,
              'Player',
              Array.from({ length: players }, (_, k) => ({ value: k, label: `Player ${k + 1}` })),
              r.player,
              (v) => change(() => (r.player = v))(),
            )
          : null,
      );
      const stats = adventurerClasses[r.class];
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
        el(
          'div',
          { class: 'adv-stats' },
          `${stats.name}: ${stats.woundPoints + (r.initial === 'woundPoint' ? 1 : 0)} Wound Points · Magic Resistance ${stats.magicResistance}` +
            (stats.detrap || (r.class === 'thief' && r.initial === 'detrap') ? ` · Detrap ${stats.detrap + (r.initial === 'detrap' && r.class === 'thief' ? 1 : 0)}` : '') +
            (r.initial === 'weaponSkill' ? ` · +1 ${weaponNames[r.skill]}` : ''),
        ),
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

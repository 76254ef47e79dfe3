/**
 * The Black Gate's setup options (§0.4), folded away under the party: every choice the rulings
 * leave open, with its default first and the ruling that names it, and the Deathmaze party
 * instead of heroes and initiates (B1, §2.6) with each adventurer's class and two weapons. The
 * form only gathers the choice; the ruleset refuses what it must when the party goes in.
 */
import { defaultOptions, type BgWeapon, type BlackGateOptions } from '../../games/blackgate';
import type { AdventurerClass } from '../../games/deathmaze';
import { button, el } from '../dom';

type Choice = { value: string; words: string };
interface OptionRow {
  key: keyof BlackGateOptions;
  ruling: string;
  label: string;
  /** The values to choose from, default first; none for a number or a dice code typed in. */
  choices?: Choice[];
}

/** Our words for each option and its values (the rulings themselves are in the rules reference). */
const ROWS: readonly OptionRow[] = [
  { key: 'roomMonsterTable', ruling: 'B15', label: 'Room monster table', choices: [{ value: 'MB', words: 'with the Hydra' }, { value: 'PS', words: 'Harpies and a Medusa instead' }] },
  { key: 'negotiationBands', ruling: 'B18', label: 'Talk bands', choices: [{ value: 'ls', words: '≤6 / 7–9 / ≥10' }, { value: 'dm', words: 'Deathmaze’s ≤5 / 6–8 / ≥9' }] },
  { key: 'negotiationSkill', ruling: 'B19', label: 'Negotiation skill', choices: [{ value: 'negotiator', words: 'the speaker’s own' }, { value: 'sum', words: 'the whole party’s summed' }] },
  { key: 'monsterFirstStrike', ruling: 'B22', label: 'After failed talks', choices: [{ value: 'false', words: 'the party strikes first' }, { value: 'true', words: 'the monsters strike at once' }] },
  { key: 'monsterColumnAbove9', ruling: 'B23', label: 'Monsters above 9', choices: [{ value: 'sword', words: 'the Sword column' }, { value: 'dm', words: 'Deathmaze’s rows' }] },
  { key: 'flamingOil', ruling: 'B13', label: 'Flaming oil', choices: [{ value: '1', words: '1 wound' }, { value: '1D3', words: '1D3 wounds' }] },
  { key: 'treasureCells', ruling: 'B29', label: 'Treasure types C–H', choices: [{ value: 'default', words: 'our default cells' }, { value: 'MB', words: 'the alternative cells' }] },
  { key: 'gateCountdown', ruling: 'B32', label: 'The Gate’s countdown starts', choices: [{ value: 'mirrorOnGateLevel', words: 'with a mirror on its level' }, { value: 'onArrival', words: 'on first reaching its level' }] },
  { key: 'gatePhaseScope', ruling: 'B34', label: 'The Gate attacks', choices: [{ value: 'gateSegment', words: 'in fights on its own tile' }, { value: 'afterFound', words: 'in every fight once found' }] },
  { key: 'gateModel', ruling: 'B36', label: 'Destroying the Gate', choices: [{ value: 'skillRoll', words: 'a Hellgate roll' }, { value: 'monster40', words: '40 wound points' }] },
  { key: 'gateBlasts', ruling: 'B35', label: 'Gate Blasts a round' },
  { key: 'guardianDemons', ruling: '§15.4', label: 'Guardian Demons (dice)' },
  { key: 'gateXp', ruling: 'B37', label: 'XP for the Gate' },
  { key: 'reentryReplacements', ruling: 'B39', label: 'Going back in', choices: [{ value: 'false', words: 'the survivors only' }, { value: 'true', words: 'initiates may fill the gaps' }] },
];

const CLASSES: readonly AdventurerClass[] = ['hero', 'thief', 'wizard'];
const WEAPONS: readonly BgWeapon[] = ['sword', 'dagger', 'throwingDagger', 'bow', 'axe', 'hammer'];
const WEAPON_WORD: Record<BgWeapon, string> = { sword: 'sword', dagger: 'dagger', throwingDagger: 'throwing dagger', bow: 'bow', axe: 'axe', hammer: 'hammer' };
const MAX_ADVENTURERS = 6;

export interface Adventurer {
  cls: AdventurerClass;
  weapons: [BgWeapon, BgWeapon];
}

export interface OptionsForm {
  readonly element: HTMLElement;
  /** The options changed from their defaults (the party's kind and hero choice are the panel's). */
  options(): Partial<BlackGateOptions>;
  /** The Deathmaze party, when that is the party chosen; null for heroes and initiates. */
  adventurers(): Adventurer[] | null;
}

function select(testId: string, label: string, choices: readonly { value: string; words: string }[], value: string, onChange: (value: string) => void = () => undefined): HTMLSelectElement {
  const s = el('select', { 'data-testid': testId, 'aria-label': label }, ...choices.map((c) => el('option', { value: c.value }, c.words)));
  s.value = value;
  s.addEventListener('change', () => onChange(s.value));
  return s;
}

/** `given`: the options a share link or the last deal carried. `onParty` tells the panel which party is chosen. */
export function optionsForm(given: Partial<BlackGateOptions> | undefined, adventurersGiven: readonly Adventurer[] | undefined, onParty: (deathmaze: boolean) => void): OptionsForm {
  const fields = new Map<keyof BlackGateOptions, HTMLSelectElement | HTMLInputElement>();
  const rows = ROWS.map((r) => {
    const current = String(given?.[r.key] ?? defaultOptions[r.key]);
    const field = r.choices
      ? select(`bg-option-${r.key}`, r.label, r.choices.map((c, i) => ({ value: c.value, words: `${c.words}${i === 0 ? ' (default)' : ''}` })), current)
      : el('input', { type: r.key === 'guardianDemons' ? 'text' : 'number', min: '0', value: current, 'data-testid': `bg-option-${r.key}`, 'aria-label': r.label, class: 'bg-option-number' });
    fields.set(r.key, field);
    return el('label', { class: 'bg-option' }, el('span', { class: 'bg-option-name' }, el('span', { class: 'bg-case' }, r.ruling), ` ${r.label}`), field);
  });

  // the Deathmaze party (B1, §2.6): 1–6 adventurers by class, two weapons each
  let party: Adventurer[] = adventurersGiven?.map((a) => ({ cls: a.cls, weapons: [...a.weapons] as [BgWeapon, BgWeapon] })) ?? [
    { cls: 'hero', weapons: ['sword', 'dagger'] },
    { cls: 'thief', weapons: ['dagger', 'bow'] },
    { cls: 'wizard', weapons: ['dagger', 'throwingDagger'] },
  ];
  const list = el('ol', { class: 'bg-adventurers', 'data-testid': 'bg-adventurers' });
  const add = button('Add an adventurer', () => { party.push({ cls: 'hero', weapons: ['sword', 'dagger'] }); drawParty(); }, { testId: 'bg-adventurer-add' });
  function drawParty(): void {
    list.replaceChildren(...party.map((a, i) => el('li', { 'data-testid': `bg-adventurer-${i}` },
      select(`bg-adventurer-${i}-class`, `Adventurer ${i + 1}: class`, CLASSES.map((c) => ({ value: c, words: c })), a.cls, (v) => { a.cls = v as AdventurerClass; }),
      ...[0, 1].map((w) => select(`bg-adventurer-${i}-weapon-${w}`, `Adventurer ${i + 1}: weapon ${w + 1}`, WEAPONS.map((x) => ({ value: x, words: WEAPON_WORD[x] })), a.weapons[w]!, (v) => { a.weapons[w] = v as BgWeapon; })),
      button('Remove', () => { party = party.filter((_, k) => k !== i); drawParty(); }, { testId: `bg-adventurer-${i}-remove`, disabled: party.length <= 1 }),
    )));
    add.disabled = party.length >= MAX_ADVENTURERS;
  }
  drawParty();
  const adventurersBox = el('div', { class: 'bg-dm-party', 'data-testid': 'bg-dm-party' },
    el('p', { class: 'bg-note' }, 'One to six Deathmaze adventurers go down instead of heroes and initiates; there is no sun, so no spell points (§2.6).'),
    list, add);

  const deathmaze = el('input', { type: 'checkbox', 'data-testid': 'bg-party-deathmaze' });
  deathmaze.checked = given?.party === 'deathmaze';
  const showParty = () => {
    adventurersBox.hidden = !deathmaze.checked;
    onParty(deathmaze.checked);
  };
  deathmaze.addEventListener('change', showParty);

  const element = el('details', { class: 'bg-options', 'data-testid': 'bg-options' },
    el('summary', {}, 'Options (§0.4): the party, and the rulings left open'),
    el('label', { class: 'bg-random' }, deathmaze, ' A Deathmaze party instead (B1)'),
    adventurersBox,
    el('div', { class: 'bg-option-grid' }, ...rows),
  );
  if (given && Object.keys(given).some((k) => k !== 'heroChoice')) (element).open = true;
  queueMicrotask(showParty);

  return {
    element,
    options() {
      const out: Record<string, unknown> = {};
      for (const r of ROWS) {
        const raw = fields.get(r.key)!.value.trim();
        const def = defaultOptions[r.key];
        const value = typeof def === 'boolean' ? raw === 'true' : typeof def === 'number' ? Number(raw) : raw;
        if (value !== def) out[r.key] = value;
      }
      if (deathmaze.checked) out.party = 'deathmaze';
      return out;
    },
    adventurers: () => (deathmaze.checked ? party.map((a) => ({ cls: a.cls, weapons: [...a.weapons] as [BgWeapon, BgWeapon] })) : null),
  };
}

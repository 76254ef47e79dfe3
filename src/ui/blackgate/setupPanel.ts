/**
 * The Black Gate's party setup (BLACKGATE §2): three heroes chosen from the 23 cards (or dealt at
 * random, B47), three initiates by race, and the campaign's seed. Each hero card shows what the
 * rules deal with: wound points, resistance, combat bonus, weapons and skill, and the spell points
 * under each of the three suns (the sun itself is rolled as the party goes in, §2.4). The deal is
 * the ruleset's: a setup it refuses comes back as its rule and reason, shown here.
 */
import { PARTY_HEROES, PARTY_INITIATES, heroes, initiates, maxInitiatesPerRace, type BlackGateSetupRequest, type HeroTemplate, type InitiateRace } from '../../games/blackgate';
import { button, el, uiRoot } from '../dom';
import { openBlackGateRules } from './rulesPanel';
import { optionsForm, type Adventurer } from './optionsForm';
import './blackgate.css';

export interface SetupChoice {
  seed: string;
  request: BlackGateSetupRequest;
}

export interface SetupPanelOptions {
  seed: string;
  /** The choice a share link or the last deal filled in. */
  given?: BlackGateSetupRequest;
  /** Shown when a campaign is autosaved: resumes it. */
  resume?: { label: string; go: () => void };
  /** Opens the saved campaigns (continue one, import a file, export, delete). */
  saves: () => void;
  /** Deals the campaign; returns the refusal to show, or null once it is dealt. */
  start: (choice: SetupChoice) => string | null;
  back: () => void;
}

const RACES: readonly InitiateRace[] = ['human', 'elf', 'dwarf'];
const WEAPON_WORD: Record<string, string> = { sword: 'sword', dagger: 'dagger', throwingDagger: 'throwing dagger', bow: 'bow', axe: 'axe', hammer: 'hammer' };
const SKILL_WORD = { detrap: 'Detrap', negotiation: 'Negotiation +', hellgate: 'Hellgate' } as const;

const PANEL_ID = 'bg-setup';

export function closeBlackGateSetup(): void {
  document.getElementById(PANEL_ID)?.remove();
}

function heroCard(h: HeroTemplate, toggle: () => void): HTMLButtonElement {
  const skill = `${SKILL_WORD[h.skill.kind]}${h.skill.kind === 'negotiation' ? '' : ' '}${h.skill.value}`;
  const weapons = h.weapons.map((w) => WEAPON_WORD[w]).join(' & ');
  const magic = h.mp.red + h.mp.yellow + h.mp.blue === 0 ? 'no magic' : `SP ${h.mp.red} / ${h.mp.yellow} / ${h.mp.blue}`;
  const card = el(
    'button',
    { type: 'button', class: 'bg-hero', 'data-testid': `bg-hero-${h.id}`, 'aria-pressed': 'false', title: `${h.name}: red / yellow / blue sun spell points` },
    el('strong', {}, h.name),
    el('span', { class: 'bg-hero-race' }, h.race),
    el('span', { class: 'bg-hero-stats' }, `WP ${h.wp} · RV ${h.rv} · CB ${h.cb}`),
    el('span', {}, weapons + (h.weaponSkill ? ` (${WEAPON_WORD[h.weaponSkill.weapon]} +${h.weaponSkill.bonus})` : '')),
    el('span', {}, `${skill} · ${magic}`),
  );
  card.addEventListener('click', toggle);
  return card;
}

/** Opens the setup over the table; `start` deals the campaign. */
export function openBlackGateSetup(opts: SetupPanelOptions): void {
  closeBlackGateSetup();
  const picked: string[] = [...(opts.given?.heroes ?? [])].filter((id) => heroes.some((h) => h.id === id)).slice(0, PARTY_HEROES);
  const races: InitiateRace[] = [...(opts.given?.initiateRaces ?? ['human', 'elf', 'dwarf'])].slice(0, PARTY_INITIATES);
  let random = opts.given?.options?.heroChoice === 'random';
  const message = el('p', { class: 'bg-setup-message', role: 'status', 'data-testid': 'bg-setup-message' });
  const count = el('span', { class: 'bg-setup-count', 'data-testid': 'bg-hero-count' });
  const cards = el('div', { class: 'bg-hero-grid', role: 'group', 'aria-label': 'Heroes' });
  const cardOf = new Map<string, HTMLButtonElement>();
  const refresh = () => {
    count.textContent = random ? 'dealt at random as you go in' : `${picked.length} of ${PARTY_HEROES} chosen`;
    for (const [id, card] of cardOf) {
      const on = picked.includes(id);
      card.setAttribute('aria-pressed', String(on));
      card.disabled = random || (!on && picked.length >= PARTY_HEROES);
    }
    goIn.disabled = !deathmazeParty && !random && picked.length !== PARTY_HEROES;
  };
  let deathmazeParty = opts.given?.options?.party === 'deathmaze';
  const heroSection: HTMLElement[] = [];
  const options = optionsForm(opts.given?.options, opts.given?.adventurers as Adventurer[] | undefined, (on) => {
    deathmazeParty = on;
    for (const part of heroSection) part.hidden = on;
    refresh();
  });
  for (const h of heroes) {
    const card = heroCard(h, () => {
      const i = picked.indexOf(h.id);
      if (i >= 0) picked.splice(i, 1);
      else if (picked.length < PARTY_HEROES) picked.push(h.id);
      message.textContent = '';
      refresh();
    });
    cardOf.set(h.id, card);
    cards.append(card);
  }
  const randomBox = el('input', { type: 'checkbox', 'data-testid': 'bg-random-heroes' });
  randomBox.checked = random;
  randomBox.addEventListener('change', () => {
    random = randomBox.checked;
    refresh();
  });
  const raceSelects = races.map((race, i) => {
    const select = el('select', { 'data-testid': `bg-initiate-${i + 1}`, 'aria-label': `Initiate ${i + 1}` });
    for (const r of RACES) select.append(el('option', { value: r }, `${r} (WP ${initiates[r].wp}, ${WEAPON_WORD[initiates[r].weaponSkill.weapon]} +${initiates[r].weaponSkill.bonus})`));
    select.value = race;
    select.addEventListener('change', () => {
      races[i] = select.value as InitiateRace;
      message.textContent = '';
    });
    return el('label', { class: 'bg-initiate' }, `Initiate ${i + 1}`, select);
  });
  const seed = el('input', { type: 'text', value: opts.seed, 'data-testid': 'bg-seed', 'aria-label': 'Campaign seed', maxlength: '40', spellcheck: 'false' });
  const goIn = button('Go in', () => {
    const chosen = options.options();
    const adventurers = options.adventurers();
    const request: BlackGateSetupRequest = adventurers
      ? { options: chosen, adventurers }
      : random
        ? { options: { ...chosen, heroChoice: 'random' }, initiateRaces: [...races] }
        : { heroes: [...picked], initiateRaces: [...races], ...(Object.keys(chosen).length > 0 ? { options: chosen } : {}) };
    const refused = opts.start({ seed: seed.value.trim() || opts.seed, request });
    if (refused) message.textContent = refused;
    else closeBlackGateSetup();
  }, { kind: 'primary', testId: 'bg-go-in' });
  const heroBlock = el('div', { class: 'bg-hero-block', 'data-testid': 'bg-hero-block' },
    el('h3', {}, 'Heroes ', count),
    el('label', { class: 'bg-random' }, randomBox, ' Deal the three heroes at random instead'),
    cards,
    el('h3', {}, 'Initiates'),
    el('p', { class: 'bg-note' }, `Each initiate's magic is rolled as they join. At most ${maxInitiatesPerRace} of one race.`),
    el('div', { class: 'bg-initiates' }, ...raceSelects),
  );
  heroSection.push(heroBlock);
  const panel = el(
    'section',
    { id: PANEL_ID, class: 'bg-setup', role: 'dialog', 'aria-label': 'The Black Gate: choose the party', 'data-testid': PANEL_ID },
    el('header', { class: 'bg-setup-head' },
      el('h2', {}, 'The Black Gate'),
      el('p', {}, 'Three heroes and three initiates go down through three levels to find the Black Gate and destroy it. The sun that rules magic on this expedition is rolled as you go in: SP shows each hero’s spell points under a red, yellow or blue sun.'),
    ),
    el('div', { class: 'bg-setup-resume' },
      opts.resume ? button(opts.resume.label, opts.resume.go, { kind: 'primary', testId: 'bg-resume' }) : null,
      button('Saved campaigns…', opts.saves, { testId: 'bg-saves' }),
      button('The rules', () => openBlackGateRules(), { testId: 'bg-setup-rules' }),
    ),
    heroBlock,
    options.element,
    el('label', { class: 'bg-seed' }, 'Seed ', seed),
    message,
    el('footer', { class: 'bg-setup-foot' }, button('Back', () => {
      closeBlackGateSetup();
      opts.back();
    }, { testId: 'bg-setup-back' }), goIn),
  );
  uiRoot().append(panel);
  refresh();
}

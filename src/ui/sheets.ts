/**
 * Character sheets: one card per adventurer (class, player, wounds as pips, resistance,
 * weapons, skills, items, Experience, what ails or helps them) and the party's purse and
 * charmed monsters. They follow the game live while open.
 */
import './panels.css';
import { listen } from '../bus';
import { adventurerClasses, WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import { monsters } from '../games/deathmaze';
import { weaponNames } from '../games/deathmaze';
import type { GameEvent, GameState } from '../games/deathmaze';
import type { Adventurer } from '../games/deathmaze';
import { itemName } from '../games/deathmaze';
import { el, openPanel, type Panel } from './dom';
import type { TablePort } from '../tablePort';

const PANEL_ID = 'sheets-panel';
let panel: Panel | null = null;

function isSheetsOpen(): boolean {
  return panel !== null && panel.root.isConnected;
}

/** Wound pips: one per Wound Point, the wounds taken filled in. */
function pips(wounds: number, total: number): HTMLElement {
  const row = el('span', { class: 'pips', role: 'img', 'aria-label': `${wounds} wounds of ${total} Wound Points` });
  for (let i = 0; i < total; i++) row.append(el('span', { class: i < wounds ? 'pip pip-wound' : 'pip' }));
  return row;
}

const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);

/** "Front row", "Row 2", or null when not in the marching order. */
function rowOf(s: GameState, id: string): string | null {
  const r = s.party.order.findIndex((row) => row.includes(id));
  if (r < 0) return null;
  return r === 0 ? 'Front row' : `Row ${r + 1}`;
}

function causeOfDeath(log: readonly GameEvent[], id: string): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.kind === 'died' && e.who === id) return e.cause ?? null;
  }
  return null;
}

function stat(label: string, value: Node | string, testId?: string): HTMLElement {
  return el('div', { class: 'sheet-stat', ...(testId ? { 'data-testid': testId } : {}) }, el('span', { class: 'sheet-label' }, label), el('span', { class: 'sheet-value' }, value));
}

function card(s: GameState, a: Adventurer, log: readonly GameEvent[]): HTMLElement {
  const players = s.setup.players ?? 1;
  const cls = adventurerClasses[a.class]?.name ?? a.class;
  const thrown = new Set(s.combat?.thrown ?? []);
  const head = el(
    'header',
    { class: 'sheet-head' },
    el('h3', { class: 'sheet-name', title: a.name }, a.name),
    el('span', { class: `sheet-class sheet-class-${a.class}` }, cls),
    players > 1 ? el('span', { class: 'sheet-player' }, `Player ${a.player + 1}`) : null,
    el('span', { class: a.alive ? 'sheet-status sheet-alive' : 'sheet-status sheet-dead', 'data-testid': 'sheet-status' }, a.alive ? (rowOf(s, a.id) ?? 'Alive') : 'Dead'),
  );

  const weapons = el(
    'ul',
    { class: 'sheet-weapons' },
    ...a.weapons.map((w, i) => {
      const bonus = a.weaponBonus[i] ?? 0;
      const skill = a.skills[w] ?? 0;
      const inHand = i === a.ready;
      const gone = thrown.has(`${a.id}:${i}`);
      return el(
        'li',
        { class: inHand ? 'weapon weapon-ready' : 'weapon', 'data-testid': 'sheet-weapon' },
        el('span', { class: 'weapon-name' }, weaponNames[w] ?? w),
        bonus ? el('span', { class: 'chip chip-magic', title: 'Magic combat bonus (9.2)' }, `${signed(bonus)} magic`) : null,
        skill ? el('span', { class: 'chip chip-skill', title: 'Weapon skill (3.1)' }, `${signed(skill)} skill`) : null,
        inHand ? el('span', { class: 'chip chip-hand', title: 'The weapon in hand (8.41)' }, 'in hand') : null,
        gone ? el('span', { class: 'chip chip-gone', title: 'Thrown this fight (8.47)' }, 'thrown') : null,
      );
    }),
  );

  // Weapon skills (3.1); Detrap has its own box above.
  const skills = Object.entries(a.skills)
    .filter(([, v]) => (v ?? 0) !== 0)
    .map(([w, v]) => `${signed(v ?? 0)} ${weaponNames[w as keyof typeof weaponNames] ?? w}`);

  const states: HTMLElement[] = [];
  if (a.drunk) states.push(el('span', { class: 'chip chip-bad', title: '6.14: −2 to every attack' }, 'Drunk −2'));
  if (a.strength) states.push(el('span', { class: 'chip chip-good', title: '9.44: bonus to every attack this or the next fight' }, `Strength ${signed(a.strength)}`));
  if (a.cannabis) {
    const when = { next: 'next fight', now: 'this fight', both: 'this and next fight' }[a.cannabis];
    states.push(el('span', { class: 'chip chip-good', title: '9.56: two attacks each Party Combat Phase' }, `Cannabis: ${when}`));
  }

  const items = a.items.length ? el('ul', { class: 'sheet-items' }, ...a.items.map((i) => el('li', { 'data-testid': 'sheet-item' }, itemName(i)))) : el('span', { class: 'sheet-none' }, 'none');
  const cause = a.alive ? null : causeOfDeath(log, a.id);

  return el(
    'article',
    {
      class: a.alive ? 'sheet' : 'sheet sheet-is-dead',
      'data-testid': `sheet-${a.id}`,
      'data-id': a.id,
      'data-wounds': String(a.wounds),
      'data-wound-points': String(a.woundPoints),
      'data-xp': String(a.xp),
      'data-alive': String(a.alive),
      'data-items': String(a.items.length),
    },
    head,
    !a.alive ? el('p', { class: 'sheet-death' }, cause ? `Killed by ${cause}.` : 'Died in the Deathmaze.') : null,
    el(
      'div',
      { class: 'sheet-wounds' },
      el('span', { class: 'sheet-label' }, 'Wounds'),
      pips(Math.min(a.wounds, a.woundPoints), a.woundPoints),
      el('span', { class: 'sheet-value', 'data-testid': 'sheet-wound-text' }, `${a.wounds} / ${a.woundPoints}`),
    ),
    el(
      'div',
      { class: 'sheet-stats' },
      stat('Experience', el('span', { 'data-testid': 'sheet-xp' }, String(a.xp), el('span', { class: 'sheet-of' }, ` / ${WIN_XP}`))),
      stat('Magic res.', String(a.magicResistance)),
      stat('Detrap', a.detrap > 0 ? String(a.detrap) : '—'),
    ),
    el('div', { class: 'sheet-row' }, el('span', { class: 'sheet-label' }, 'Weapons'), weapons),
    el('div', { class: 'sheet-row' }, el('span', { class: 'sheet-label' }, 'Skill'), skills.length ? el('span', {}, skills.join(', ')) : el('span', { class: 'sheet-none' }, 'none')),
    el('div', { class: 'sheet-row' }, el('span', { class: 'sheet-label' }, 'Items'), items),
    states.length ? el('div', { class: 'sheet-row sheet-states' }, ...states) : null,
  );
}

function partyBlock(s: GameState): HTMLElement {
  const gems = s.party.gems;
  const gemTotal = gems.reduce((n, g) => n + g, 0);
  const living = s.party.adventurers.filter((a) => a.alive).length;
  const total = s.party.bezants + gemTotal;
  const share = living > 0 ? Math.floor(total / living) : 0;
  const charmed = s.party.charmed.map((c) => {
    const charmer = s.party.adventurers.find((a) => a.id === c.charmer)?.name ?? c.charmer;
    return el(
      'li',
      { 'data-testid': 'sheet-charmed' },
      el('strong', {}, monsters[c.unit.monster]?.name ?? c.unit.monster),
      ` · wounds ${c.unit.wounds} / ${c.unit.woundPoints} · under ${charmer}'s control`,
    );
  });
  return el(
    'section',
    { class: 'sheet sheet-party', 'data-testid': 'sheet-party', 'data-bezants': String(s.party.bezants), 'data-gems': String(gems.length) },
    el('header', { class: 'sheet-head' }, el('h3', { class: 'sheet-name' }, 'The party'), el('span', { class: 'sheet-class' }, 'Purse (9.18)')),
    el(
      'div',
      { class: 'sheet-stats' },
      stat('Bezants', String(s.party.bezants), 'sheet-bezants'),
      stat('Gems', gems.length ? `${gems.length} worth ${gemTotal}` : 'none', 'sheet-gems'),
      stat('Share now', `${share} each`, 'sheet-share'),
    ),
    gems.length ? el('p', { class: 'sheet-gem-list' }, `Gem values: ${gems.join(', ')} Bezants`) : null,
    el('p', { class: 'sheet-goal' }, `To win (4.0) each survivor needs ${WIN_XP} Experience and a ${WIN_BEZANTS}-Bezant share.`),
    el(
      'div',
      { class: 'sheet-row' },
      el('span', { class: 'sheet-label' }, 'Charmed'),
      charmed.length ? el('ul', { class: 'sheet-items' }, ...charmed) : el('span', { class: 'sheet-none' }, 'none (9.45)'),
    ),
  );
}

function render(port: TablePort, body: HTMLElement): void {
  const s = port.state;
  const scroll = body.scrollTop;
  if (!s) {
    body.replaceChildren(el('p', { class: 'log-empty' }, 'No delve in progress: the sheets fill in once the party sets out.'));
    return;
  }
  body.replaceChildren(el('div', { class: 'sheets-grid' }, ...s.party.adventurers.map((a) => card(s, a, port.log)), partyBlock(s)));
  body.scrollTop = scroll;
}

/** Opens the character sheets (or brings them forward). */
export function openSheets(port: TablePort): void {
  if (isSheetsOpen()) {
    panel!.raise();
    return;
  }
  const offs: (() => void)[] = [];
  const p = openPanel(PANEL_ID, 'Character sheets', {
    wide: true,
    onClose: () => {
      for (const off of offs) off();
      if (panel === p) panel = null;
    },
  });
  panel = p;
  p.root.classList.add('dm-panel', 'dm-tall', 'sheets-panel');
  render(port, p.body);
  offs.push(
    listen('game:started', () => render(port, p.body)),
    listen('game:changed', () => render(port, p.body)),
  );
}

export function closeSheets(): void {
  if (isSheetsOpen()) panel!.close();
  panel = null;
}

export function toggleSheets(port: TablePort): void {
  if (isSheetsOpen()) closeSheets();
  else openSheets(port);
}

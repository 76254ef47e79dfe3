/**
 * Small drawn pieces for the prompts: monster counters (a square of coloured card with an ink
 * figure, Combat Bonus and Wound Points in the corners, as on the counter sheet), adventurer
 * badges and the action tray's icons. All SVG written here, sharp at any pixel ratio.
 */
import { monsters, type MonsterId } from '../games/deathmaze';
import type { AdventurerClass } from '../games/deathmaze';

const NS = 'http://www.w3.org/2000/svg';

function svg(viewBox: string, cls: string, inner: string): SVGSVGElement {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', viewBox);
  s.setAttribute('class', cls);
  s.setAttribute('aria-hidden', 'true');
  s.setAttribute('focusable', 'false');
  // The markup is our own constant art; nothing here comes from the game state but numbers.
  s.innerHTML = inner;
  return s;
}

type Family = 'undead' | 'beast' | 'humanoid' | 'brute';

const family: Record<MonsterId, Family> = {
  skeleton: 'undead',
  mummy: 'undead',
  vampire: 'undead',
  vampireBat: 'undead',
  alligator: 'beast',
  giantAnt: 'beast',
  giantSpider: 'beast',
  hellhound: 'beast',
  werewolf: 'beast',
  evilHero: 'humanoid',
  evilThief: 'humanoid',
  evilWizard: 'humanoid',
  orc: 'humanoid',
  goblin: 'humanoid',
  ogre: 'brute',
  troll: 'brute',
  cronk: 'brute',
  gargoyle: 'brute',
  medusa: 'brute',
};

/** Card colours by kind of monster: face, and a darker edge. */
const cardColours: Record<Family, [string, string]> = {
  undead: ['#b9b3c9', '#6d6584'],
  beast: ['#a9bf86', '#5d7040'],
  humanoid: ['#d39a7c', '#86462c'],
  brute: ['#98aebb', '#4d6574'],
};

const INK = '#1d1713';

/** Each figure is drawn in a 64×64 box, centred on (32, 28), in ink. */
const figures: Record<MonsterId, string> = {
  skeleton: `<path d="M32 12c-8 0-13 5-13 12 0 4 2 7 5 8v5h16v-5c3-1 5-4 5-8 0-7-5-12-13-12z" fill="${INK}"/>
    <circle cx="27" cy="24" r="3.2" fill="#e9e3d3"/><circle cx="37" cy="24" r="3.2" fill="#e9e3d3"/>
    <path d="M30 30l2-3 2 3z" fill="#e9e3d3"/><path d="M27 34v3M30 34v3M34 34v3M37 34v3" stroke="#e9e3d3" stroke-width="1.4"/>`,
  mummy: `<rect x="21" y="11" width="22" height="29" rx="9" fill="${INK}"/>
    <path d="M22 18l20 4M22 26l20-3M22 33l20 3" stroke="#cfc6ad" stroke-width="2.2"/>
    <circle cx="28" cy="24" r="2" fill="#e8c06a"/><circle cx="36" cy="23" r="2" fill="#e8c06a"/>`,
  vampire: `<path d="M12 40l10-20 10 6 10-6 10 20-20-6z" fill="${INK}"/>
    <circle cx="32" cy="18" r="7" fill="${INK}"/>
    <path d="M29 22l1 3 1-3M33 22l1 3 1-3" stroke="#fff" stroke-width="1.2" fill="none"/>`,
  vampireBat: `<path d="M32 20c-3 0-4 3-4 6-5-6-12-8-18-6 4 3 5 7 4 11 4-3 8-2 10 1 2-3 5-4 8-3 3-1 6 0 8 3 2-3 6-4 10-1-1-4 0-8 4-11-6-2-13 0-18 6 0-3-1-6-4-6z" fill="${INK}"/>
    <path d="M29 18l1-4 2 3 2-3 1 4" fill="${INK}"/>`,
  alligator: `<path d="M8 30c6-6 16-8 30-7l18-6-4 8 4 1-16 9c-10 2-22 1-32-5z" fill="${INK}"/>
    <path d="M40 26l2 3 2-3 2 3 2-3" stroke="#f2ead8" stroke-width="1.3" fill="none"/>
    <circle cx="30" cy="25" r="1.8" fill="#e8c06a"/>`,
  giantAnt: `<ellipse cx="18" cy="29" rx="7" ry="5" fill="${INK}"/><ellipse cx="31" cy="28" rx="5" ry="4" fill="${INK}"/>
    <circle cx="43" cy="25" r="5" fill="${INK}"/>
    <path d="M27 31l-5 9M31 32v9M35 31l5 9M27 25l-5-7M35 25l5-7M46 21l5-8M44 20l1-9" stroke="${INK}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  giantSpider: `<ellipse cx="32" cy="31" rx="8" ry="7" fill="${INK}"/><circle cx="32" cy="21" r="5" fill="${INK}"/>
    <path d="M25 27L12 18M25 31L10 30M26 35l-12 9M28 37l-6 9M39 27l13-9M39 31l15-1M38 35l12 9M36 37l6 9" stroke="${INK}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
    <circle cx="30" cy="20" r="1.3" fill="#d7262b"/><circle cx="34" cy="20" r="1.3" fill="#d7262b"/>`,
  hellhound: `<path d="M14 36l4-16 6 6h12l8-12 2 10 6 6-6 8H30z" fill="${INK}"/>
    <circle cx="42" cy="24" r="1.8" fill="#ff8a2a"/>
    <path d="M50 34c4-1 7-4 8-8-1 4-1 6 1 8-3 1-6 1-9 0z" fill="#e0571c"/>`,
  werewolf: `<path d="M20 40l2-14-6-12 10 5h12l10-5-6 12 2 14-12-4z" fill="${INK}"/>
    <circle cx="27" cy="24" r="1.9" fill="#e8c06a"/><circle cx="37" cy="24" r="1.9" fill="#e8c06a"/>
    <path d="M29 32l3 3 3-3" stroke="#f2ead8" stroke-width="1.3" fill="none"/>`,
  evilHero: `<path d="M24 14h16v10c0 5-4 8-8 8s-8-3-8-8z" fill="${INK}"/>
    <path d="M26 20h12" stroke="#d39a7c" stroke-width="2"/>
    <path d="M20 44l4-10h16l4 10z" fill="${INK}"/>
    <path d="M48 8v26M44 30h8" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  evilThief: `<path d="M32 10l11 12c0 8-5 12-11 12s-11-4-11-12z" fill="${INK}"/>
    <path d="M27 23h10" stroke="#d39a7c" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M20 44l5-10h14l5 10z" fill="${INK}"/>
    <path d="M47 24l-6 12" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`,
  evilWizard: `<path d="M32 4l9 20H23z" fill="${INK}"/><path d="M20 24h24" stroke="${INK}" stroke-width="3"/>
    <circle cx="32" cy="29" r="5" fill="${INK}"/><path d="M22 46l5-12h10l5 12z" fill="${INK}"/>
    <path d="M32 11l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3z" fill="#e8c06a"/>`,
  orc: `<path d="M20 16h24l-2 16c-2 5-6 7-10 7s-8-2-10-7z" fill="${INK}"/>
    <circle cx="27" cy="23" r="2" fill="#d7262b"/><circle cx="37" cy="23" r="2" fill="#d7262b"/>
    <path d="M27 31l1 5 2-4M37 31l-1 5-2-4" fill="#f2ead8"/>`,
  goblin: `<path d="M10 18l14 6 8-6 8 6 14-6-10 12c-2 6-7 9-12 9s-10-3-12-9z" fill="${INK}"/>
    <circle cx="28" cy="27" r="2" fill="#e8c06a"/><circle cx="36" cy="27" r="2" fill="#e8c06a"/>
    <path d="M29 33h6" stroke="#f2ead8" stroke-width="1.4"/>`,
  ogre: `<circle cx="30" cy="20" r="9" fill="${INK}"/><path d="M16 46l4-16h20l4 16z" fill="${INK}"/>
    <path d="M46 12l6 22" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="27" cy="19" r="1.6" fill="#f2ead8"/><circle cx="33" cy="19" r="1.6" fill="#f2ead8"/>`,
  troll: `<path d="M20 12l4 6 4-6 4 6 4-6 4 6 4-6v16c0 7-6 11-12 11s-12-4-12-11z" fill="${INK}"/>
    <circle cx="27" cy="24" r="2" fill="#9bd35a"/><circle cx="37" cy="24" r="2" fill="#9bd35a"/>
    <path d="M26 32c4 3 8 3 12 0" stroke="#f2ead8" stroke-width="1.4" fill="none"/>`,
  cronk: `<path d="M16 38c-2-10 4-20 16-20s18 10 16 20c-6 3-26 3-32 0z" fill="${INK}"/>
    <circle cx="26" cy="28" r="2.4" fill="#f2ead8"/><circle cx="38" cy="28" r="2.4" fill="#f2ead8"/>
    <path d="M20 14c2-3-2-5 0-8M32 12c2-3-2-5 0-8M44 14c2-3-2-5 0-8" stroke="${INK}" stroke-width="1.6" fill="none"/>`,
  gargoyle: `<path d="M8 20l14 4 4-8 6 6 6-6 4 8 14-4-8 16-10-2-6 10-6-10-10 2z" fill="${INK}"/>
    <circle cx="29" cy="24" r="1.6" fill="#e8c06a"/><circle cx="35" cy="24" r="1.6" fill="#e8c06a"/>`,
  medusa: `<circle cx="32" cy="26" r="8" fill="${INK}"/>
    <path d="M24 22c-6-2-8-8-4-11M28 18c-2-5 0-9 4-10M36 18c2-5 0-9-4-10M40 22c6-2 8-8 4-11M24 28c-6 1-9 5-8 9M40 28c6 1 9 5 8 9" stroke="${INK}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
    <circle cx="29" cy="25" r="1.6" fill="#9bd35a"/><circle cx="35" cy="25" r="1.6" fill="#9bd35a"/>
    <path d="M24 46l4-12h8l4 12z" fill="${INK}"/>`,
};

/**
 * A monster counter, 64 units square: the figure, its Combat Bonus (or W) bottom left and its
 * Wound Points bottom right, with wounds taken as a red notch count when there are any. Before
 * its Wound Points are rolled (7.14) the corner shows the wound code, as the cardboard does.
 */
export function monsterCounter(id: MonsterId, cb: string, woundPoints: number | undefined, wounds = 0): SVGSVGElement {
  const [face, edge] = cardColours[family[id]];
  const wp = woundPoints === undefined ? monsters[id].woundCode : wounds > 0 ? `${woundPoints - wounds}/${woundPoints}` : `${woundPoints}`;
  return svg(
    '0 0 64 64',
    'dmp-counter-art',
    `<rect x="1.5" y="1.5" width="61" height="61" rx="5" fill="${face}" stroke="${edge}" stroke-width="3"/>
     <rect x="4" y="4" width="56" height="56" rx="3" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="1"/>
     <g transform="translate(0 -2)">${figures[id]}</g>
     <rect x="3" y="47" width="58" height="14" rx="2" fill="rgba(255,250,235,0.78)"/>
     <text x="8" y="58" font-size="11" font-weight="700" font-family="Georgia, serif" fill="${INK}">${cb}</text>
     <text x="56" y="58" font-size="11" font-weight="700" font-family="Georgia, serif" fill="${wounds > 0 ? '#9a1b1b' : INK}" text-anchor="end">${wp}</text>`,
  );
}

const classColours: Record<AdventurerClass, [string, string]> = {
  hero: ['#3f6fa8', '#20395a'],
  thief: ['#4f7d45', '#263f21'],
  wizard: ['#7a4fa0', '#3d2552'],
};

/** An adventurer's round badge: class colour, initial, a small class mark. */
export function adventurerBadge(cls: AdventurerClass, name: string, alive = true): SVGSVGElement {
  const [fill, edge] = classColours[cls];
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"]/g, '?');
  const mark =
    cls === 'thief'
      ? `<path d="M32 48l6 6h-12z" fill="#eadfc4"/>` // a hood's point
      : cls === 'wizard'
        ? `<path d="M32 46l3 6h-6z" fill="#eadfc4"/>`
        : `<path d="M27 49h10v3c0 2-2 4-5 4s-5-2-5-4z" fill="#eadfc4"/>`; // a shield
  return svg(
    '0 0 64 64',
    'dmp-badge-art',
    `<circle cx="32" cy="32" r="29" fill="${alive ? fill : '#555'}" stroke="${edge}" stroke-width="4"/>
     <text x="32" y="40" text-anchor="middle" font-size="24" font-weight="700" font-family="Georgia, serif" fill="#fff4dc">${initial}</text>
     ${mark}`,
  );
}

export type TrayIcon = 'leave' | 'abandon' | 'investigate' | 'fight' | 'use' | 'give' | 'wield' | 'ready' | 'order' | 'cast' | 'drop';

const icons: Record<TrayIcon, string> = {
  leave: `<path d="M6 21V4h9v17" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M13 12h9m-3-3 3 3-3 3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><path d="M3 21h12" stroke="currentColor" stroke-width="1.8"/>`,
  abandon: `<path d="M6 22V3" stroke="currentColor" stroke-width="1.8"/><path d="M6 4h12l-3 4 3 4H6" fill="currentColor" opacity="0.85"/>`,
  investigate: `<circle cx="10" cy="10" r="6" fill="none" stroke="currentColor" stroke-width="2"/><path d="M14.5 14.5 21 21" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>`,
  fight: `<path d="M4 4l12 12M20 4 8 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path d="M14 18l4-4M10 18l-4-4M5 19l-1.5 1.5M19 19l1.5 1.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`,
  use: `<path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><path d="M7 15h10l2 4H5z" fill="currentColor" opacity="0.7"/>`,
  give: `<path d="M3 14h5l4 2h5a2 2 0 0 1 0 4H9" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/><path d="M17 18l4-2" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/><rect x="11" y="4" width="8" height="7" rx="1" fill="currentColor" opacity="0.8"/>`,
  wield: `<path d="M19 3l-9 9M17 3h2v2M8 12l4 4M6 14l4 4M4 20l3-3" stroke="currentColor" stroke-width="2" stroke-linecap="round" fill="none"/>`,
  ready: `<path d="M4 8h13l-3-3M20 16H7l3 3" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`,
  // a pot tipped over, its drop falling out
  drop: `<path d="M5 7l9-3 2 6-9 3z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><path d="M15 13c1.5 2 2.5 3.3 2.5 4.6a2.5 2.5 0 0 1-5 0c0-1.3 1-2.6 2.5-4.6z" fill="currentColor"/><path d="M3 21h18" stroke="currentColor" stroke-width="1.8"/>`,
  cast: `<path d="M4 20 15 9" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><path d="M17 2.5l1.2 2.8 2.8 1.2-2.8 1.2L17 10.5l-1.2-2.8-2.8-1.2 2.8-1.2z" fill="currentColor"/><circle cx="20" cy="13" r="1.2" fill="currentColor"/><circle cx="10.5" cy="4.5" r="1.2" fill="currentColor"/>`,
  order: `<rect x="3" y="4" width="5" height="6" rx="1" fill="currentColor" opacity="0.85"/><rect x="10" y="4" width="5" height="6" rx="1" fill="none" stroke="currentColor" stroke-width="1.6"/><rect x="10" y="14" width="5" height="6" rx="1" fill="currentColor" opacity="0.85"/><path d="M17 7h3v10h-3m1.5-1.5L17 17l1.5 1.5" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export function trayIcon(kind: TrayIcon): SVGSVGElement {
  return svg('0 0 24 24', 'dmp-icon', icons[kind]);
}

/** A die face, for the outcome card. */
export function dieFace(n: number): SVGSVGElement {
  const pips: Record<number, [number, number][]> = {
    1: [[12, 12]],
    2: [[7, 7], [17, 17]],
    3: [[7, 7], [12, 12], [17, 17]],
    4: [[7, 7], [17, 7], [7, 17], [17, 17]],
    5: [[7, 7], [17, 7], [12, 12], [7, 17], [17, 17]],
    6: [[7, 6], [17, 6], [7, 12], [17, 12], [7, 18], [17, 18]],
  };
  const dots = (pips[n] ?? []).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="#1d1713"/>`).join('');
  const s = svg('0 0 24 24', 'dmp-die', `<rect x="1" y="1" width="22" height="22" rx="4" fill="#f3ead6" stroke="#8a7a5a" stroke-width="1.2"/>${dots}`);
  s.setAttribute('data-face', String(n));
  return s;
}

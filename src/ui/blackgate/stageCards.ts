/**
 * The dock's cards for the stage in progress (BLACKGATE §3): the tile in hand and its facings
 * (LŚ 6.2, 6.6), the group met with the bribe's odds (LŚ 8.4), the fight with the Gate and its
 * guardians (§9, §15), and a room's find with its die (§13). Each reads the rules' view and
 * offers only actions the rules list; what it plays goes back through `play`.
 */
import { type BgAction, type BgFight, type BgState, DIR_NAMES, type HandView, type Level, bgMonsters, bribeOdds, bribePayments, gateStandsAt, groupHere, livingMonsters, minimumBribe, namer, partyGold } from '../../games/blackgate';
import { button, el } from '../dom';

export interface CardContext {
  state: BgState;
  legal: readonly BgAction[];
  label: (a: BgAction) => string;
  play: (a: BgAction) => void;
}

export const DIE = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const ARROW = ['↑', '→', '↓', '←'];

/** LŚ 6.2, 6.6: the facings of the tile in hand, each marked as the rules judge it, and the Lay button. */
export function handCard(
  ctx: CardContext,
  hand: HandView,
  chosen: number,
  choose: (i: number) => void,
): HTMLElement {
  const f = hand.facings[chosen] ?? hand.facings[0]!;
  const name = hand.staircase ? 'a staircase' : hand.segment === 'room' ? `a room${hand.feature ? ` (${hand.feature})` : ''}` : 'a corridor';
  const facings = el('div', { class: 'bg-facings', role: 'group', 'aria-label': 'Facings' });
  hand.facings.forEach((x, i) => {
    const sides = x.sides.map((s, d) => `${ARROW[d]}${s === 'W' ? 'wall' : s === 'D' ? 'door' : 'open'}`).join(' ');
    const b = button(`${i + 1} ${x.legal ? '✓' : '✗'}`, () => choose(i), { testId: `bg-facing-${i}`, title: `${sides}${x.refusal ? ` — ${x.refusal.rule}: ${x.refusal.reason}` : ''}` });
    b.setAttribute('aria-pressed', String(i === chosen));
    b.classList.add(x.legal ? 'bg-fits' : 'bg-misfits');
    facings.append(b);
  });
  const parts: (HTMLElement | null)[] = [
    el('p', {}, `In hand: ${name}${hand.bestMatch ? ', the best match (B46)' : ''}. Tap it on the board, or a number, to turn it.`),
    facings,
    el('p', { class: f.legal ? 'bg-ok' : 'bg-refusal', 'data-testid': 'bg-facing-why' }, f.legal ? 'This facing fits.' : `${f.refusal!.rule}: ${f.refusal!.reason}.`),
  ];
  if (f.stair) {
    parts.push(el('p', { class: 'bg-stair-fit', 'data-testid': 'bg-stair-fit' },
      'LŚ 6.6, on all three levels: ',
      ...f.stair.map((s) => el('span', { class: s.fits ? 'bg-ok' : 'bg-refusal' }, ` level ${s.level} ${s.fits ? '✓' : s.why === 'occupied' ? '✗ taken' : '✗ no match'}`)),
    ));
  }
  const lays = ctx.legal.filter((a): a is Extract<BgAction, { type: 'lay' }> => a.type === 'lay' && a.rot === f.rot);
  if (lays.length > 1) {
    parts.push(el('div', { class: 'bg-actions' }, ...lays.map((a) => button(`Lay, door ${DIR_NAMES[a.door!]}`, () => ctx.play(a), { kind: 'primary', testId: `bg-lay-door-${a.door}` }))));
  } else {
    // a refused facing is still offered: the rules say why, in the log and a toast (LŚ 6.1, 6.6)
    parts.push(el('div', { class: 'bg-actions' }, button('Lay the tile', () => ctx.play(lays[0] ?? { type: 'lay', rot: f.rot }), { kind: 'primary', testId: 'bg-lay' })));
  }
  return el('section', { class: 'bg-card', 'data-testid': 'bg-hand' }, ...parts);
}

/** §8: the group met, who may talk to it, and a bribe with its odds (LŚ 8.4). */
export function meetCard(ctx: CardContext, gold: number, setGold: (n: number) => void): HTMLElement {
  const s = ctx.state;
  const g = groupHere(s);
  if (!g) return el('section', { class: 'bg-card' });
  const kind = bgMonsters[g.type];
  const living = livingMonsters(g);
  const rows = living.map((m) => el('li', {}, `${kind.name} · CB ${m.cb} · NV ${m.nv ?? '—'} · WP ${m.woundPoints === null ? '?' : `${m.woundPoints - m.wounds}/${m.woundPoints}`}`));
  const parts: (HTMLElement | null)[] = [
    el('h3', {}, `${living.length} ${kind.name}${living.length === 1 ? '' : 's'} (level ${g.level}, ${g.attitude})`),
    el('ul', { class: 'bg-monsters' }, ...rows),
  ];
  const talks = ctx.legal.filter((a) => a.type === 'negotiate');
  if (talks.length > 0) parts.push(el('div', { class: 'bg-actions' }, ...talks.map((a) => button(ctx.label(a), () => ctx.play(a), { testId: `bg-negotiate-${(a as { by: string }).by}` }))));
  const purse = partyGold(s);
  if (ctx.legal.some((a) => a.type === 'bribe') && purse >= minimumBribe) {
    const offer = Math.max(minimumBribe, Math.min(purse, gold));
    const odds = bribeOdds(s, offer)!;
    const input = el('input', { type: 'range', min: String(minimumBribe), max: String(purse), step: '5', value: String(offer), 'aria-label': 'Gold offered', 'data-testid': 'bg-bribe-gold' });
    input.addEventListener('change', () => setGold(Number(input.value)));
    const bands = odds.bands.map((b) => el('li', { class: odds.known === null ? '' : 'bg-dim' }, `WP+NV ${b.from}${b.to === null ? '+' : `–${b.to}`}: ${b.target} in 6`));
    parts.push(
      el('h3', {}, `A bribe of ${offer} GM (LŚ 8.4)`),
      input,
      odds.known !== null
        ? el('p', { class: 'bg-odds', 'data-testid': 'bg-bribe-odds' }, `Accepted on ${odds.known} in 6.`)
        : el('div', { 'data-testid': 'bg-bribe-odds' }, el('p', { class: 'bg-note' }, 'Their strength is rolled as the gold is offered (B49); the chance by the strongest one’s WP + NV:'), el('ul', { class: 'bg-bands' }, ...bands)),
      el('div', { class: 'bg-actions' }, button(`Offer ${offer} GM`, () => ctx.play({ type: 'bribe', payments: bribePayments(s, offer) }), { testId: 'bg-bribe' })),
    );
  }
  return el('section', { class: 'bg-card', 'data-testid': 'bg-meet' }, ...parts);
}

/** §9, §15: the monsters by line, their wounds, and the Gate while it stands. */
export function fightCard(ctx: CardContext): HTMLElement {
  const s = ctx.state;
  const fight = s.fight as BgFight | null;
  const name = namer(s);
  const g = groupHere(s);
  const parts: HTMLElement[] = [el('h3', {}, fight ? `Round ${fight.round}, ${fight.phase === 'a' ? 'the party attacks' : 'reorganise the lines'}${fight.guardian ? ' — the Gate’s guardians' : ''}` : 'Fight')];
  if (fight && g) {
    fight.monsterRows.forEach((row, i) => {
      const line = row.map((id) => {
        const m = g.monsters.find((x) => x.id === id);
        return m ? `${name(id)} ${m.woundPoints === null ? '' : `${m.woundPoints - m.wounds}/${m.woundPoints} WP`}` : name(id);
      });
      parts.push(el('p', { class: 'bg-line' }, `Line ${i + 1}: ${line.join(', ')}`));
    });
  }
  if (gateStandsAt(s, s.party.at)) {
    const wounds = s.options.gateModel === 'monster40' ? ` · ${40 - (s.gateWounds ?? 0)}/40 WP (B57)` : ' · destroyed by a Hellgate roll (§15.6)';
    parts.push(el('p', { class: 'bg-gate', 'data-testid': 'bg-gate' }, `The Black Gate stands: ${s.options.gateBlasts} Blast${s.options.gateBlasts === 1 ? '' : 's'} a round at the front line (B35)${wounds}`));
  }
  return el('section', { class: 'bg-card', 'data-testid': 'bg-fight' }, ...parts);
}

/** §13: the room's find, investigated once by one character, with the die it was read by. */
export function findCard(ctx: CardContext, feature: string, lastFace: number | null): HTMLElement {
  const who = ctx.legal.filter((a) => a.type === 'investigate');
  return el(
    'section',
    { class: 'bg-card bg-find', 'data-testid': 'bg-find' },
    el('h3', {}, `A ${feature === 'trapdoor' ? 'trap door' : feature} to investigate`),
    el('p', { class: 'bg-note' }, feature === 'mirror' ? 'A mirror shows how far off the Gate lies (§13.3).' : 'One character looks into it, once (B43); one die decides what it holds (LŚ 13.9).'),
    lastFace !== null ? el('p', { class: 'bg-die', 'aria-label': `last die ${lastFace}` }, DIE[lastFace - 1] ?? String(lastFace)) : null,
    el('div', { class: 'bg-actions' }, ...who.map((a) => button(ctx.label(a), () => ctx.play(a), { testId: `bg-investigate-${(a as { by: string }).by}` }))),
  );
}

/** The level switcher's button text. */
export const levelButtonText = (level: Level, tiles: number, partyHere: boolean): string => `Level ${level}${partyHere ? ' ●' : ''} (${tiles})`;

/**
 * The Black Gate table's dock (BLACKGATE §3): where the party is (level, expedition, the sun),
 * the level switcher, each character's wound points, spell points, gold and experience, the card
 * of the stage in progress, every other action the rules list now, undo, "decide for me", the
 * share link, and the log with the case each line applies. It plays through the session and
 * draws what the session tells; a refusal comes back as the rule and its reason.
 */
import type { CampaignSession } from '../../campaign/session';
import { LEVELS, alive, eventLine, findOnHand, handView, levelView, namer, type BgAction, type BgEvent, type BgSetup, type BgState, type FacingView, type Level, type LevelView } from '../../games/blackgate';
import { button, el, notForUs, toast, typingIn, uiRoot } from '../dom';
import { pressed, type ShortcutId } from '../keys';
import { toggleShortcuts } from '../shortcutSheet';
import { openBlackGateRules, toggleBlackGateRules } from './rulesPanel';
import { giveCard, linesCard, orderCard } from './partyForms';
import { DIE, fightCard, findCard, handCard, levelButtonText, meetCard, type CardContext } from './stageCards';
import './blackgate.css';

export type BgSession = CampaignSession<BgSetup, BgState, BgAction, BgEvent>;

export interface DockBoard {
  show(view: LevelView, facing: FacingView | null): void;
  zoomBy(factor: number): void;
  recentre(): void;
  /** How much of the board the dock lies over, in CSS pixels from its right and bottom edges. */
  setCover(cover: { right: number; bottom: number }): void;
}

export interface DockOptions {
  board: DockBoard;
  share: () => void;
  saves: () => void;
  /** Watch the campaign from the deal (the dock steps aside meanwhile). */
  watch: () => void;
  leave: () => void;
}

const SUN_WORD = { red: 'a red sun', yellow: 'a yellow sun', blue: 'a blue sun' } as const;
const PHASE_WORD: Record<BgState['phase']['kind'], string> = {
  explore: 'Choose the way on: tap a lit cell, or an action below.',
  lay: 'A tile is drawn for the cell ahead: choose how it faces (LŚ 6.2).',
  trap: 'The way is trapped: choose who deals with it (§6.2).',
  meet: 'Monsters stand here: talk, bribe or fight (§8.1).',
  fight: 'Combat (§9).',
  outside: 'Out of the maze (§16): improve, go in again, or end the campaign.',
  over: 'The campaign is over.',
};
/** Actions a card of its own offers; the rest are listed as buttons. */
const CARDED = new Set(['go', 'lay', 'negotiate', 'bribe', 'investigate', 'reorganize']);
const LOG_LINES = 14;

export interface StageDock {
  /** The level on view (the party's unless the player looks at another). */
  readonly shown: Level;
  look(level: Level | null): void;
  /** Turns the tile in hand to its next facing (the board's tap on it). */
  turn(): void;
  /** Steps aside (while a campaign is watched) or comes back, drawing the table afresh. */
  setHidden(hidden: boolean): void;
  destroy(): void;
}

/** A log line's case: opens the rules reference at it. */
function caseLink(rule: string): HTMLElement {
  const a = el('a', { href: '#', class: 'bg-case', title: `Read ${rule} in the rules` }, rule);
  a.addEventListener('click', (e) => {
    e.preventDefault();
    openBlackGateRules(rule);
  });
  return a;
}

export function mountStageDock(session: BgSession, opts: DockOptions): StageDock {
  const root = el('aside', { class: 'bg-dock', 'aria-label': 'The Black Gate: the party and what it may do', 'data-testid': 'bg-dock', 'data-keys-owner': 'blackgate' });
  const head = el('header', { class: 'bg-dock-head' });
  const strip = el('ul', { class: 'bg-party', 'aria-label': 'The party', 'data-testid': 'bg-party' });
  const phase = el('p', { class: 'bg-phase', 'data-testid': 'bg-phase', 'aria-live': 'polite' });
  const rolled = el('p', { class: 'bg-rolled', 'data-testid': 'bg-rolled', 'aria-live': 'polite' });
  const card = el('div', { class: 'bg-stage' });
  const actions = el('div', { class: 'bg-actions', 'data-testid': 'bg-actions' });
  const controls = el('div', { class: 'bg-controls' });
  const log = el('ol', { class: 'bg-log', 'aria-label': 'Log', 'data-testid': 'bg-log' });
  root.append(head, strip, phase, rolled, card, actions, controls, log);
  uiRoot().append(root);
  // beside the board on a desktop, over its lower part on a phone: the board centres what is left
  const measure = () => {
    const r = root.getBoundingClientRect();
    if (root.hidden || r.width === 0) return opts.board.setCover({ right: 0, bottom: 0 });
    const across = r.width >= window.innerWidth * 0.9;
    opts.board.setCover({ right: across ? 0 : Math.max(0, window.innerWidth - r.left), bottom: across ? Math.max(0, window.innerHeight - r.top) : 0 });
  };
  const cover = new ResizeObserver(measure);
  cover.observe(root);

  let looking: Level | null = null;
  let facing = 0;
  let handKey = '';
  let bribeGold = 0;
  let lastFace: number | null = null;

  const shown = (): Level => looking ?? session.state?.party.at.level ?? 1;
  const play = (a: BgAction) => void session.play(a);
  const label = (a: BgAction): string => {
    const s = session.state!;
    const name = namer(s);
    const base = session.rules.describe?.(s, a) ?? a.type;
    const d = a as { target?: string; weapon?: string; what?: { kind: string; skill?: string }; ring?: string };
    return `${base}${d.target ? ` → ${name(d.target)}` : ''}${d.weapon ? ` (${d.weapon})` : ''}${d.what ? ` (${d.what.skill ?? d.what.kind})` : ''}${d.ring ? ' (ring)' : ''}`;
  };

  function facingNow(s: BgState): FacingView | null {
    const hand = handView(s);
    if (!hand) return null;
    const key = `${hand.tile}@${hand.x},${hand.y},${hand.level}:${s.turn}`;
    if (key !== handKey) {
      handKey = key;
      // the first facing the rules allow, so a player who only taps Lay lays a legal one
      facing = Math.max(0, hand.facings.findIndex((f) => f.legal));
    }
    return hand.facings[facing] ?? null;
  }

  function render(): void {
    const s = session.state;
    if (!s) return;
    const level = shown();
    const view = levelView(s, level);
    const f = facingNow(s);
    opts.board.show(view, f);
    head.replaceChildren(
      el('p', { class: 'bg-where', 'data-testid': 'bg-where' },
        s.phase.kind === 'outside' ? `Outside the maze after expedition ${s.expedition}` : `Level ${s.party.at.level} · expedition ${s.expedition}`,
        s.sun ? ` · ${SUN_WORD[s.sun]}` : '',
        s.countdown !== null ? ` · Gate countdown ${s.countdown}` : ''),
      el('div', { class: 'bg-levels', role: 'group', 'aria-label': 'Level on view' },
        ...LEVELS.map((l) => {
          const b = button(levelButtonText(l, view.counts[l], l === s.party.at.level), () => dock.look(l === s.party.at.level ? null : l), { testId: `bg-level-${l}` });
          b.setAttribute('aria-pressed', String(l === level));
          return b;
        }),
        button('−', () => opts.board.zoomBy(1 / 1.25), { testId: 'bg-zoom-out', title: 'Zoom out' }),
        button('+', () => opts.board.zoomBy(1.25), { testId: 'bg-zoom-in', title: 'Zoom in' }),
        button('◎', () => opts.board.recentre(), { testId: 'bg-centre', title: 'Back to the party' }),
      ),
    );
    strip.replaceChildren(...s.party.characters.map((c) => el('li', { class: alive(c) ? (c.petrified ? 'bg-stone' : '') : 'bg-dead', 'data-testid': `bg-char-${c.id}` },
      el('strong', {}, c.name),
      ` WP ${Math.max(0, c.woundPoints - c.wounds)}/${c.woundPoints}`,
      c.spellPoints > 0 || c.magicPotential.red + c.magicPotential.yellow + c.magicPotential.blue > 0 ? ` · SP ${c.spellPoints}` : '',
      ` · ${c.gold} GM · ${c.xp} XP`,
      alive(c) ? (c.petrified ? ' · stone' : '') : ' · dead',
    )));
    phase.textContent = level === s.party.at.level || s.phase.kind === 'outside' ? PHASE_WORD[s.phase.kind] : `Looking at level ${level}; the party is on level ${s.party.at.level}.`;
    const legal = session.legal;
    const ctx: CardContext = { state: s, legal, label, play };
    const cards: HTMLElement[] = [];
    const hand = handView(s);
    if (hand && f) cards.push(handCard(ctx, hand, facing, (i) => { facing = i; render(); }));
    if (s.phase.kind === 'meet') cards.push(meetCard(ctx, bribeGold, (n) => { bribeGold = n; render(); }));
    if (s.phase.kind === 'fight') cards.push(fightCard(ctx));
    for (const form of [linesCard(ctx), giveCard(ctx), level === s.party.at.level ? orderCard(ctx) : null]) if (form) cards.push(form);
    const find = findOnHand(s);
    if (find && legal.some((a) => a.type === 'investigate')) cards.push(findCard(ctx, find, lastFace));
    card.replaceChildren(...cards);
    const goes = legal.filter((a) => a.type === 'go');
    actions.replaceChildren(
      ...goes.map((a) => button(label(a), () => play(a), { testId: `bg-go-${(a as { dir: number }).dir}` })),
      ...legal.filter((a) => !CARDED.has(a.type)).map((a, i) => {
        const b = button(label(a), () => play(a), { testId: `bg-act-${a.type}-${i}`, kind: a.type === 'fight' ? 'danger' : 'secondary' });
        b.dataset.action = JSON.stringify(a); // the record it plays, for whoever needs to find one action among many
        return b;
      }),
    );
    controls.replaceChildren(
      button('Undo', () => { if (!session.undo()) toast('Nothing to take back: a die or a tile has come into view since (undo never goes back across one).'); }, { testId: 'bg-undo', disabled: session.undoable === 0 }),
      button('Decide for me', () => { if (!session.decide()) toast('There is nothing to decide now.'); }, { testId: 'bg-decide', disabled: legal.length === 0 }),
      button('Watch', opts.watch, { testId: 'bg-watch', disabled: session.actions.length === 0 }),
      button('Saves', opts.saves, { testId: 'bg-saves' }),
      button('Rules', () => openBlackGateRules(), { testId: 'bg-rules', title: 'The rules of the Black Gate, in our words' }),
      button('Share', opts.share, { testId: 'bg-share' }),
      button('Title', opts.leave, { testId: 'bg-title' }),
    );
    const name = namer(s);
    const lines = session.log.slice(-LOG_LINES).map((e) => {
      const line = eventLine(e, name);
      return el('li', {}, line.rule ? caseLink(line.rule) : null, ` ${line.text}`);
    });
    log.replaceChildren(...lines);
  }

  /** The dice of the last step, shown as they fell (a find's die stays in view after it is read). */
  function showRolled(events: readonly BgEvent[]): void {
    const s = session.state;
    const name = namer(s);
    const thrown = events.filter((e) => Array.isArray((e as { faces?: unknown }).faces) || typeof (e as { face?: unknown }).face === 'number');
    const last = thrown[thrown.length - 1] as { faces?: number[]; face?: number } | undefined;
    if (!last) return void (rolled.textContent = '');
    const faces = last.faces ?? [last.face!];
    const find = thrown.find((e) => (e as { type?: string }).type === 'findRolled');
    if (find) lastFace = (find as unknown as { faces: number[] }).faces[0] ?? null;
    rolled.textContent = `${faces.map((n) => DIE[n - 1] ?? n).join(' ')} ${eventLine(find ?? (last as BgEvent), name).text}`;
  }

  const offs = [
    () => session.events.off('changed', onChanged),
    () => session.events.off('started', onStarted),
    () => session.events.off('refused', onRefused),
    () => session.events.off('unsaved', onUnsaved),
  ];
  function onChanged({ events, state }: { events: readonly BgEvent[]; state: BgState }): void {
    if (looking === state.party.at.level) looking = null;
    showRolled(events);
    render();
  }
  function onStarted(): void {
    looking = null;
    rolled.textContent = '';
    render();
  }
  function onRefused({ rule, reason }: { rule: string; reason: string }): void {
    toast(`${rule}: ${reason}`, 'error');
  }
  function onUnsaved({ reason }: { reason: string }): void {
    toast(`Not saved: ${reason}. The campaign goes on; it will try again at the next step.`, 'error');
  }
  // the table's keys, as the Deathmaze's (src/ui/keys.ts): each one presses what a button would
  const press = (testId: string) => root.querySelector<HTMLButtonElement>(`[data-testid=${testId}]:not(:disabled)`)?.click();
  const keyed: [ShortcutId, () => void][] = [
    ['board.north', () => play({ type: 'go', dir: 0 })],
    ['board.east', () => play({ type: 'go', dir: 1 })],
    ['board.south', () => play({ type: 'go', dir: 2 })],
    ['board.west', () => play({ type: 'go', dir: 3 })],
    ['board.rotate', () => dock.turn()],
    ['board.lay', () => press('bg-lay')],
    ['board.zoomIn', () => opts.board.zoomBy(1.25)],
    ['board.zoomOut', () => opts.board.zoomBy(1 / 1.25)],
    ['board.recentre', () => opts.board.recentre()],
    ['decide', () => press('bg-decide')],
    ['undo', () => press('bg-undo')],
    ['rules', () => toggleBlackGateRules()],
    ['keys', () => toggleShortcuts()],
  ];
  const onKey = (e: KeyboardEvent) => {
    if (root.hidden || !root.isConnected) return; // watching: the bar has the keys
    if (pressed(e, 'undo.ctrl') && !typingIn(e.target)) {
      e.preventDefault();
      return press('bg-undo');
    }
    if (notForUs(e) || e.repeat) return;
    const dialog = document.querySelector('[role=dialog]:not(.bg-dock)');
    const hit = keyed.find(([id]) => pressed(e, id));
    if (!hit || (dialog && hit[0] !== 'rules' && hit[0] !== 'keys')) return;
    // Enter on a focused button is that button's own
    if (hit[0] === 'board.lay' && e.target instanceof HTMLButtonElement) return;
    e.preventDefault();
    hit[1]();
  };
  window.addEventListener('keydown', onKey);
  offs.push(() => window.removeEventListener('keydown', onKey));

  session.events.on('changed', onChanged);
  session.events.on('started', onStarted);
  session.events.on('refused', onRefused);
  session.events.on('unsaved', onUnsaved);

  const dock: StageDock = {
    get shown() {
      return shown();
    },
    look(level) {
      looking = level;
      render();
    },
    turn() {
      const hand = session.state && handView(session.state);
      if (!hand) return;
      facing = (facing + 1) % hand.facings.length;
      render();
    },
    setHidden(hidden) {
      root.hidden = hidden;
      if (!hidden) render();
    },
    destroy() {
      cover.disconnect();
      for (const off of offs) off();
      root.remove();
    },
  };
  render();
  return dock;
}

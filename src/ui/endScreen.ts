/**
 * The end of a delve: who got out and with what (Experience, their share of the purse, 9.18),
 * which players won (4.0), who died and what killed them, then a new delve, the full log, the
 * replay of the whole delve, or a link to share its maze. While a replay is watched the end
 * screen stays away (the replay bar tells the end); leaving the replay brings it back.
 * The survivors join the roster (13.0) once per delve, never from a replay or the lesson, and the screen says
 * who joined, who came back to it and who is lost from it.
 */
import './panels.css';
import './roster.css';
import { ask, bus, listen } from '../bus';
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import type { GameEvent, GameState } from '../games/deathmaze';
import type { DelveReport } from '../games/deathmaze';
import { gameResult, type GameResult, type PlayerResult } from '../games/deathmaze';
import { classLabel } from './labels';
import { button, el, openPanel, type Panel } from './dom';
import { openLog } from './logPanel';
import { openReplay } from './replayBar';
import { shareMaze } from './shareMaze';
import { lessonEndWords } from './lesson/lessonText';
import type { TablePort } from '../tablePort';

const PANEL_ID = 'end-screen';
let panel: Panel | null = null;

function isEndScreenOpen(): boolean {
  return panel !== null && panel.root.isConnected;
}

function causeOfDeath(log: readonly GameEvent[], id: string): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.kind === 'died' && e.who === id) return e.cause ?? null;
  }
  return null;
}

const HEADLINES = {
  escaped: 'The party made it out',
  dead: 'The Deathmaze claimed the whole party',
  lost: 'The party is lost in the maze',
} as const;

const listNames = (names: string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!}`);

/** Why a player did not win (4.0), in a few words. */
function whyNot(s: GameState, r: GameResult, p: PlayerResult): string {
  const whose = (s.setup.players ?? 1) <= 1 ? 'your' : 'their';
  if (p.escaped === 0) return `none of ${whose} adventurers got out`;
  if (p.escaped * 2 < p.adventurers) return `only ${p.escaped} of ${p.adventurers} got out, and half must`;
  const survivors = s.party.adventurers.filter((a) => a.player === p.player && r.escaped.includes(a.id));
  const green = survivors.filter((a) => a.xp < WIN_XP).map((a) => a.name);
  const reasons: string[] = [];
  if (green.length === survivors.length) reasons.push(`no survivor reached ${WIN_XP} Experience`);
  else if (green.length > 0) reasons.push(`${listNames(green)} fell short of ${WIN_XP} Experience`);
  if (r.share < WIN_BEZANTS) reasons.push(`a ${r.share}-Bezant share is under ${WIN_BEZANTS}`);
  return reasons.join('; ') || 'the goals of 4.0 were not met';
}

/** Shows the end of the delve for `state` (a game whose phase is 'over'), the one `port` reads. */
export function showEndScreen(port: TablePort, state: GameState): void {
  const s = state;
  const r = gameResult(s);
  const reason = s.phase.kind === 'over' ? s.phase.reason : 'lost';
  const solo = (s.setup.players ?? 1) <= 1;
  panel?.close();
  const p = openPanel(PANEL_ID, 'The delve is over', {
    onClose: () => {
      if (panel === p) panel = null;
    },
  });
  panel = p;
  p.root.classList.add('dm-panel', 'end-panel', `end-${reason}`);
  p.root.dataset.reason = reason;

  const headline = el('p', { class: 'end-headline', 'data-testid': 'end-headline' }, HEADLINES[reason]);
  const escapees = r.escaped.length;
  const purse = el(
    'p',
    { class: 'end-purse', 'data-testid': 'end-purse' },
    escapees > 0
      ? `Treasure carried out: ${r.treasure} Bezants, gems included. Shared among ${escapees}, that is ${r.share} each (9.18).`
      : `Nobody got out, so nobody keeps the ${r.treasure} Bezants the party had found (9.18).`,
  );

  const players = el(
    'ul',
    { class: 'end-players plain-list' },
    ...r.players.map((pr) => {
      const who = solo ? 'You' : `Player ${pr.player + 1}`;
      return el(
        'li',
        { class: pr.won ? 'end-player end-won' : 'end-player end-lost', 'data-testid': `end-player-${pr.player}`, 'data-won': String(pr.won) },
        el('span', { class: 'end-verdict' }, pr.won ? `${who} won` : `${who} did not win`),
        el(
          'span',
          { class: 'end-why' },
          pr.won ? ` — ${pr.escaped} of ${pr.adventurers} got out, each with ${WIN_XP}+ Experience and ${r.share} Bezants (4.0)` : ` — ${whyNot(s, r, pr)} (4.0)`,
        ),
      );
    }),
  );

  const people = el(
    'ul',
    { class: 'end-adventurers plain-list' },
    ...s.party.adventurers.map((a) => {
      const out = r.escaped.includes(a.id);
      const fate = out ? 'got out' : a.alive ? 'left in the maze' : 'dead';
      const cause = a.alive ? null : causeOfDeath(port.log, a.id);
      const details = out
        ? `${a.xp} Experience · ${r.share} Bezants`
        : a.alive
          ? `${a.xp} Experience · no share`
          : cause
            ? `killed by ${cause}`
            : 'died in the Deathmaze';
      return el(
        'li',
        { class: `end-adv end-adv-${fate.replace(/ /g, '-')}`, 'data-testid': `end-adv-${a.id}`, 'data-fate': fate },
        el('span', { class: 'end-adv-name', title: a.name }, a.name),
        el('span', { class: 'end-adv-class' }, ` ${classLabel(a.class)}${solo ? '' : `, player ${a.player + 1}`}`),
        el('span', { class: 'end-adv-fate' }, out ? 'Got out' : a.alive ? 'Lost' : 'Dead'),
        el('span', { class: 'end-adv-details' }, details),
      );
    }),
  );

  const actions = el(
    'div',
    { class: 'end-actions' },
    button('New delve', () => bus.emit('intent:title', { setup: true }), { kind: 'primary', testId: 'end-new', title: 'Choose a party for the next delve' }),
    button('View log', () => openLog(), { testId: 'end-log' }),
    button('To the title', () => bus.emit('intent:title'), { testId: 'end-title' }),
  );
  const again = el(
    'div',
    { class: 'end-actions end-actions-again' },
    button('Watch the replay', () => watchAgain(port), { testId: 'end-replay', title: 'Watch the delve again from the first chit, step by step' }),
    button('Share this maze', () => shareMaze(s.setup), { testId: 'end-share', title: 'A link that starts a new delve on this seed' }),
  );
  const roster = el('p', { class: 'panel-message', 'data-testid': 'end-roster', 'aria-live': 'polite' }, 'Updating the roster…');
  const lesson = port.lesson ? lessonEnd() : null;
  p.body.append(...(lesson ? [lesson] : []), headline, purse, el('h3', { class: 'end-sub' }, 'Players'), players, el('h3', { class: 'end-sub' }, 'Adventurers'), people, roster, actions, again);
  void recordSurvivors(port, s, roster);
}

/** The guided first delve's last words, over its end screen: what a win needs, and a delve of one's own. */
function lessonEnd(): HTMLElement {
  const words = lessonEndWords();
  return el(
    'section',
    { class: 'end-lesson', 'data-testid': 'end-lesson' },
    el('h3', { class: 'end-sub' }, words.title),
    el('p', {}, words.text),
    el(
      'div',
      { class: 'end-actions' },
      button('Start a delve of your own', () => bus.emit('intent:title', { setup: true }), { kind: 'primary', testId: 'lesson-own' }),
      button('Start the lesson again', () => bus.emit('intent:lesson', { at: 0 }), { testId: 'lesson-again' }),
    ),
  );
}

/** What the roster line says after a delve (13.0, 13.21). */
function rosterLine(report: DelveReport): string {
  const parts: string[] = [];
  if (report.joined.length > 0) parts.push(`${listNames(report.joined)} joined the roster.`);
  if (report.returned.length > 0) parts.push(`${listNames(report.returned)} went back to the roster with this delve's Experience and share.`);
  if (report.lost.length > 0) parts.push(`${listNames(report.lost)} left the roster for good, and the Bezants waiting at home with them (13.21).`);
  if (report.notWaiting.length > 0) parts.push(`${listNames(report.notWaiting)} had been called home or retired before this delve ended, so their record stays as it was.`);
  return parts.join(' ') || 'Nobody got out alive, so nobody joins the roster (13.0).';
}

/** 13.0: the survivors join the roster, once per delve; never while a replay is watched. */
async function recordSurvivors(port: TablePort, s: GameState, line: HTMLElement): Promise<void> {
  const setup = port.setup;
  if (port.watching || !setup || port.state !== s) {
    line.remove();
    return;
  }
  if (port.lesson) {
    // the guided first delve is nobody's: its party never joins the roster
    line.textContent = 'This was the lesson: its party does not join your roster, and nothing of it is among your saved delves.';
    return;
  }
  const out = await ask('intent:roster', 'recordDelve', setup, port.actions, s);
  if (!out.ok) {
    line.textContent = `The roster could not be updated: ${out.reason}`;
    line.classList.add('panel-message-error');
    return;
  }
  line.textContent = out.report.already ? 'This delve is already on the roster.' : rosterLine(out.report);
}

/** The delve on the table, from its start (the controller keeps it to put back afterwards). */
function watchAgain(port: TablePort): void {
  if (port.setup) openReplay(port.setup, port.actions);
}

function closeEndScreen(): void {
  panel?.close();
  panel = null;
}

/** Shows the end screen when the delve `port` reads ends (and removes it when another begins). */
export function mountEndScreen(port: TablePort): () => void {
  let shownFor: GameState | null = null;
  const check = (state: GameState) => {
    if (port.watching) {
      closeEndScreen();
      shownFor = null;
    } else if (state.phase.kind === 'over') {
      if (shownFor !== state) showEndScreen(port, state);
      shownFor = state;
    } else if (isEndScreenOpen()) {
      closeEndScreen();
    }
  };
  const offs = [
    listen('game:started', ({ state }) => {
      closeEndScreen();
      shownFor = null;
      check(state);
    }),
    listen('game:changed', ({ state }) => check(state)),
    listen('intent:title', () => closeEndScreen()),
  ];
  if (port.state?.phase.kind === 'over') check(port.state);
  return () => {
    for (const off of offs) off();
    closeEndScreen();
  };
}

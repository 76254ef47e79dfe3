/**
 * The board in words, for a screen reader and for the keys: what the canvas draws, said in the
 * DOM beside it. The instruction the HUD writes on the canvas and the chits laid; the party's
 * segment, each of its four sides (wall, door or open end) and what lies beyond (a segment laid,
 * or the unexplored); and buttons for what may be done from there: a move the engine lists
 * (`legalActions`), or in the placing phase, each facing the engine allows the chit in hand
 * (`legalPlacements`). A side the party may not leave by says why, in the engine's words
 * (`moveProblem`). The two cups are there too, a button each: what is left in it and the odds of
 * the next draw (the engine's `cupOdds`), the panel a tap on a cup opens on the canvas. Nothing
 * here decides a rule.
 *
 * It is out of sight until the keyboard reaches it (Tab), then it shows over the table's top left;
 * Esc (with no panel to close) leaves it for the table again, whose keys (the arrows, R, Enter)
 * a focused button would otherwise keep: Enter on a button presses the button.
 */
import { bus } from '../bus';
import { chitAt, describeChit, DIRS, legalActions, type Action, legalPlacements, livingUnits, monsters, monstersHere, moveProblem, rotatedSide, sideOf, step, type Dir, type GameState } from '../games/deathmaze';
import { cupOdds, cupTotal, DIR_WORDS, type Cup } from '../games/deathmaze';
import { openCupPanel } from './boardControls';
import { el, uiRoot, type Panel } from './dom';
import { pressed } from './keys';

const SIDE_WORDS = { D: 'a door', O: 'an open end', W: 'a wall' } as const;

/** The sides a chit laid with turn `rot` opens (doors and open ends), in words: "doors north and east, open to the south". */
function facingWords(type: Parameters<typeof rotatedSide>[0], rot: Parameters<typeof rotatedSide>[1]): string {
  const doors = DIRS.filter((d) => rotatedSide(type, rot, d) === 'D').map((d) => DIR_WORDS[d]);
  const open = DIRS.filter((d) => rotatedSide(type, rot, d) === 'O').map((d) => DIR_WORDS[d]);
  const parts = [doors.length ? `door${doors.length > 1 ? 's' : ''} ${doors.join(' and ')}` : '', open.length ? `open ${open.join(' and ')}` : ''].filter(Boolean);
  return parts.join('; ') || 'walls all round';
}

export interface TableWordsOptions {
  /**
   * Opens a cup's panel as a tap on the cup does (with its pictures of the chits); by default the
   * words open it themselves, the chits named without pictures.
   */
  openCup?: (cup: Cup) => void;
}

export class TableWords {
  readonly root: HTMLElement;
  private readonly instruction: HTMLElement;
  private readonly segment: HTMLElement;
  private readonly exits: HTMLElement;
  private readonly doings: HTMLElement;
  private readonly cups: HTMLElement;
  private state: GameState | null = null;
  private cupPanel: Panel | null = null;
  private last = '';

  constructor(private readonly opts: TableWordsOptions = {}) {
    this.instruction = el('p', { class: 'words-instruction', 'data-testid': 'words-instruction' });
    this.segment = el('p', { class: 'words-segment', 'data-testid': 'words-segment' });
    this.exits = el('ul', { class: 'words-exits', 'data-testid': 'words-exits', 'aria-label': 'Its sides' });
    this.doings = el('div', { class: 'words-doings', role: 'group', 'aria-label': 'What the party may do', 'data-testid': 'words-doings' });
    this.cups = el('div', { class: 'words-doings words-cups', role: 'group', 'aria-label': 'The cups', 'data-testid': 'words-cups' });
    this.root = el(
      'section',
      { class: 'table-words', 'aria-label': 'The board in words', 'data-testid': 'table-words' },
      el('h2', {}, 'The board in words'),
      el('p', { class: 'words-hint', 'data-testid': 'words-hint' }, 'Esc goes back to the table: the arrows move the party, R turns the chit in hand and Enter lays it.'),
      this.instruction,
      this.segment,
      this.exits,
      this.doings,
      this.cups,
    );
    uiRoot().append(this.root);
    this.root.addEventListener('focusin', () => (this.root.dataset.keyFocus = '1'));
    this.root.addEventListener('focusout', (e) => {
      if (e.relatedTarget instanceof Node && !this.root.contains(e.relatedTarget)) delete this.root.dataset.keyFocus;
    });
    // after the overlay's Escape (dismiss.ts), which stops a key that closed a panel
    window.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    window.removeEventListener('keydown', this.onKey);
    this.cupPanel?.close();
    this.root.remove();
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (!pressed(e, 'close') || e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
    const a = document.activeElement;
    if (!(a instanceof HTMLElement) || !this.root.contains(a)) return;
    // the keys go back to the table: none of these buttons takes them again by itself
    delete this.root.dataset.keyFocus;
    a.blur();
    e.preventDefault();
  };

  /** Says `state` and the HUD's `instruction`; `canAct` when the player may act on it (not watching). */
  update(state: GameState | null, instruction: string, canAct: boolean): void {
    this.state = state;
    const key = JSON.stringify([state?.turn, state?.phase, state?.party.at, state?.hand, Object.keys(state?.maze.chits ?? {}).length, state?.maze.cups, instruction, canAct]);
    if (key === this.last) return;
    this.last = key;
    // the HUD's two lines (what to do; the chits laid) as one sentence each
    this.instruction.replaceChildren(...instruction.split('\n').map((line, i) => (i ? el('span', {}, ` ${line}.`) : el('strong', {}, line))));
    if (!state) {
      this.segment.textContent = '';
      this.exits.replaceChildren();
      this.doings.replaceChildren();
      this.cups.replaceChildren();
      return;
    }
    const here = chitAt(state.maze, state.party.at);
    const group = monstersHere(state);
    const living = group ? livingUnits(group) : [];
    const met = living.length ? ` Here: ${living.map((u) => monsters[u.monster].name).join(', ')}.` : '';
    this.segment.textContent = here ? `The party stands in a ${describeChit(here.type)}, the ${ordinal(here.seq)} chit laid.${met}` : 'The party has not yet entered the maze.';
    const legal = canAct ? legalActions(state) : [];
    const moves = new Set(legal.flatMap((a) => (a.type === 'move' ? [a.dir] : [])));
    this.exits.replaceChildren(...(here ? DIRS.map((d) => el('li', { 'data-testid': `words-side-${DIR_WORDS[d]}` }, this.sideWords(state, d))) : []));
    const buttons: HTMLElement[] = [];
    for (const d of DIRS) {
      if (!moves.has(d)) continue;
      const beyond = here ? chitAt(state.maze, step(here, d)) : undefined;
      const where = beyond ? `into the ${describeChit(beyond.type)}` : 'into the unexplored (a chit is drawn)';
      buttons.push(this.act(`Move ${DIR_WORDS[d]}, ${where}`, `words-move-${DIR_WORDS[d]}`, { type: 'move', dir: d }));
    }
    const hand = state.phase.kind === 'place' ? state.hand : null;
    if (hand && canAct) {
      const side = here ? DIRS.find((d) => step(here, d).x === hand.cell.x && step(here, d).y === hand.cell.y) : undefined;
      const whereTo = side !== undefined ? ` for the segment to the ${DIR_WORDS[side]}` : '';
      buttons.unshift(el('p', { 'data-testid': 'words-hand' }, `In hand: a ${describeChit(hand.type)}${whereTo}. It may be laid:`));
      for (const p of legalPlacements(state)) {
        buttons.push(this.act(`Lay it with ${facingWords(hand.type, p.rot)}`, `words-place-${p.rot}`, { type: 'place', x: p.x, y: p.y, rot: p.rot }));
      }
    }
    // the keys stay here: a button pressed and gone hands the focus to the first one now offered
    const active = document.activeElement;
    const had = active instanceof HTMLElement && this.root.contains(active) ? active.dataset.testid : undefined;
    const lost = this.root.dataset.keyFocus === '1' && (!active || active === document.body);
    this.doings.replaceChildren(...buttons);
    this.cups.replaceChildren(...(['room', 'corridor'] as const).map((cup) => this.cupButton(state, cup)));
    if (had === undefined && !lost) return;
    const again = (had && this.root.querySelector<HTMLElement>(`[data-testid="${had}"]`)) || this.doings.querySelector<HTMLElement>('button') || this.cups.querySelector<HTMLElement>('button');
    again?.focus();
  }

  private sideWords(state: GameState, d: Dir): string {
    const here = chitAt(state.maze, state.party.at)!;
    const side = sideOf(here, d);
    const beyond = chitAt(state.maze, step(here, d));
    const there = side === 'W' ? '' : beyond ? `, to a ${describeChit(beyond.type)}${beyond.visited ? ', visited' : ''}` : ', to the unexplored';
    const problem = side !== 'W' && state.phase.kind === 'explore' ? moveProblem(state, d) : null;
    return `${DIR_WORDS[d][0]!.toUpperCase()}${DIR_WORDS[d].slice(1)}: ${SIDE_WORDS[side]}${there}${problem ? ` — closed: ${problem.reason} (${problem.rule})` : ''}.`;
  }

  /** 2.2: a cup, and a look inside it (its chits left and the odds of the next draw). */
  private cupButton(state: GameState, cup: Cup): HTMLButtonElement {
    const n = cupTotal(state.maze, cup);
    const name = cup === 'room' ? 'Room cup' : 'Corridor cup';
    const b = el('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': `words-cup-${cup}` }, `Look in the ${name} (${n} chit${n === 1 ? '' : 's'} left)`);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      this.openCup(cup);
    });
    return b;
  }

  private openCup(cup: Cup): void {
    const state = this.state;
    if (!state) return;
    if (this.opts.openCup) {
      this.opts.openCup(cup);
      return;
    }
    this.cupPanel = openCupPanel(cup, state.maze, () => null, () => (this.cupPanel = null), cupOdds(state));
  }

  private act(words: string, testId: string, action: Action): HTMLButtonElement {
    const b = el('button', { type: 'button', class: 'btn btn-secondary', 'data-testid': testId }, words);
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      bus.emit('intent:action', action);
    });
    return b;
  }
}

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

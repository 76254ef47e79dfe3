/**
 * The combat dock (DOM) beside or under the table: the phase and its rule case, a hint of what
 * to do, those out of the fight, who may act, their choices (switch, items, Red Pepper, spells,
 * hold), the line-up and reorganization controls, and the newest log lines.
 */
import { bus, listen } from '../../bus';
import { weaponNames } from '../../games/deathmaze';
import { spells as spellData } from '../../games/deathmaze';
import type { Action } from '../../games/deathmaze';
import { itemName } from '../../games/deathmaze';
import { outOfFight } from '../../ui/counterStatus';
import { button, el, uiRoot } from '../../ui/dom';
import { monsterTargetName } from '../../ui/labels';
import { afterCostText, castAt, type SpellChoice } from '../../ui/spellChoices';
import { stepUps } from './input';
import { NO_CHOICE, line, membersOf, type Table } from './model';
import { renderPilot } from './pilotRow';
import { followFocus, keepFocus, moveRow, targetRow } from './keyRow';

/** Where the keyboard goes when the button it was on is gone after a redraw, first found first. */
const FOCUS_AFTER = ['[data-testid^="combat-target-"]', '[data-testid="combat-lineup-confirm"]', '[data-testid^="combat-step-up-"]', '[data-testid="combat-stand-fast"]', '[data-testid="combat-skip"]', '[data-testid="combat-hold"]', '.combat-actor', '[data-testid="combat-pilot-stop"]', 'button'];

interface LogStripModule {
  mountLogStrip?: (el: HTMLElement, count: number) => unknown;
}

/** The log panel's strip, when that module exists (another part of the table writes it). */
const logPanelModules = import.meta.glob<LogStripModule>('../../ui/logPanel.ts', { eager: true });

type Parts = { head: HTMLElement; hint: HTMLElement; out: HTMLElement; actors: HTMLElement; actions: HTMLElement; pilot: HTMLElement; log: HTMLElement; utils: HTMLElement };

export class Dock {
  element: HTMLElement | undefined;
  private parts: Parts | undefined;
  private resizeObserver: ResizeObserver | null = null;

  constructor(private readonly t: Table) {}

  /** Builds the dock; `cleanups` gets what takes it down again. */
  build(cleanups: (() => void)[], onResize: () => void): void {
    const head = el('div', { class: 'combat-head' });
    const hint = el('p', { class: 'combat-hint', 'data-testid': 'combat-hint' });
    const out = el('div', { class: 'combat-out', 'data-testid': 'combat-out' });
    const actors = el('div', { class: 'combat-actors', 'data-testid': 'combat-actors' });
    const actions = el('div', { class: 'combat-actions', 'data-testid': 'combat-actions' });
    const pilot = el('div', { class: 'combat-pilot', 'data-testid': 'combat-pilot' });
    // the log's newest lines; the page's one live region (src/ui/announcer.ts) reads them out
    const log = el('div', { class: 'combat-log', 'data-testid': 'combat-log' });
    const utils = el(
      'div',
      { class: 'combat-utils' },
      button('Log', () => bus.emit('ui:open', 'log'), { testId: 'combat-open-log', title: 'Every event with its rule case' }),
      button('Sheets', () => bus.emit('ui:open', 'sheets'), { testId: 'combat-open-sheets' }),
      button('Decide for me', () => bus.emit('intent:decide'), { testId: 'combat-decide' }),
    );
    const dock = el('section', { class: 'combat-dock', 'data-testid': 'combat-dock', 'aria-label': 'Combat' }, head, hint, out, actors, actions, pilot, log, utils);
    this.element = dock;
    this.parts = { head, hint, out, actors, actions, pilot, log, utils };
    followFocus(dock, cleanups);
    uiRoot().append(dock);
    this.mountLog(log, cleanups);
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(onResize);
      observer.observe(dock);
      this.resizeObserver = observer;
    }
    cleanups.push(() => {
      this.resizeObserver?.disconnect();
      this.resizeObserver = null;
      dock.remove();
    });
  }

  private mountLog(host: HTMLElement, cleanups: (() => void)[]): void {
    const count = window.innerWidth >= 700 && window.innerHeight > 500 ? 12 : 3;
    // the newest line always in view
    const follow = new MutationObserver(() => {
      this.maskLog();
      host.scrollTop = host.scrollHeight;
    });
    follow.observe(host, { childList: true, subtree: true });
    cleanups.push(() => follow.disconnect());
    const mod = Object.values(logPanelModules)[0];
    if (mod?.mountLogStrip) {
      const off = mod.mountLogStrip(host, count);
      if (typeof off === 'function') cleanups.push(off as () => void);
      host.scrollTop = host.scrollHeight;
      return;
    }
    // Until the log panel offers its strip: the last few lines, with their rule cases.
    const draw = () => {
      const lines = this.t.port.log.slice(-count);
      host.replaceChildren(...lines.map((e) => el('div', { class: 'line' }, el('span', { class: 'rule' }, e.rule), el('span', {}, e.text))));
      host.scrollTop = host.scrollHeight;
    };
    draw();
    cleanups.push(listen('game:changed', draw), listen('game:started', draw));
  }

  /** Blanks the newest log lines whose dice have not landed yet (the strip writes them at once). */
  maskLog(): void {
    const host = this.parts?.log;
    if (!host) return;
    const list = host.querySelector('ol, ul') ?? host;
    const lines = [...list.children];
    const pending = this.t.playback.logPending;
    lines.forEach((line, i) => line.classList.toggle('combat-log-pending', i >= lines.length - pending));
  }

  /** Names on the table (the state shown), by id. */
  names(): Map<string, string> {
    const s = this.t.shown;
    return new Map(s ? [...membersOf(s)].map(([id, m]) => [id, m.name]) : []);
  }

  selectActor(id: string | null): void {
    this.t.choices.selected = id;
    this.t.choices.choice = NO_CHOICE;
    this.t.refreshLooks();
    this.render();
  }

  /** A spell picked in the chooser: cast at once when it takes no target, else lights its targets on the table. */
  private pickSpell(choice: SpellChoice): void {
    if (!choice.needsTarget) {
      const a = castAt(choice, null);
      if (a) this.t.send(a);
      return;
    }
    this.t.choices.choice = { kind: 'casting', spell: choice.spell, ring: choice.ring };
    this.t.refreshLooks();
    this.render();
  }

  /** A dock button's choice changed: the table and the dock show it. */
  private rechoose(change: () => void): void {
    change();
    this.t.refreshLooks();
    this.render();
  }

  /** Redraws the dock from the table, keeping the keyboard's place in it. */
  render(): void {
    if (!this.element) return;
    keepFocus(this.element, () => this.draw(), FOCUS_AFTER);
  }

  private draw(): void {
    if (!this.parts) return;
    const { head, hint, out, actors, actions, pilot } = this.parts;
    const s = this.t.port.state;
    const mode = this.t.mode(s);
    const { choices, playback } = this.t;
    actors.replaceChildren();
    actions.replaceChildren();
    renderPilot(pilot, this.t, mode);
    // 11.3 Sleep, 12.34: those out of the fight but still on the segment (as the table shows it while results play out)
    const table = this.t.shown ?? s;
    out.replaceChildren(
      ...(table && mode !== 'none' ? outOfFight(table) : []).map((o) =>
        el('span', { class: `combat-out-chip ${o.status.key}`, 'data-testid': `combat-out-${o.id}`, title: `Rule ${o.status.rule}` }, el('b', {}, o.status.text), ` ${o.name}`),
      ),
    );
    const view = s && mode !== 'none' ? this.t.view() : null;
    if (!s || !view) {
      head.replaceChildren(el('h2', {}, 'Combat'));
      // The last blows of a fight play out here before the maze comes back (8.0).
      const ended = s !== null && s.combat === null && s.phase.kind !== 'lineUp';
      hint.textContent = ended ? (s.phase.kind === 'over' ? 'The fight is over.' : 'The fight is over: back to the maze.') : 'No fight here.';
      return;
    }
    const round = view.round;
    const names = new Map([...membersOf(s)].map(([id, m]) => [id, m.name]));
    const nameOf = (id: string) => names.get(id) ?? id;

    if (this.t.pilot.running) {
      // the fight plays itself: the dock keeps to what is happening and the way to stop it
      const repeating = this.t.pilot.job === 'repeat';
      head.replaceChildren(el('h2', {}, `Round ${round} · ${repeating ? 'Repeating' : 'Resolving'}`), el('span', { class: 'combat-rule' }, mode === 'lineUp' ? '8.13' : mode === 'reorganize' ? '8.24' : '8.22'));
      hint.textContent = repeating ? 'Last round’s targets are attacked again, one after another.' : 'Each step is “decide for me”, played out on the table. Stop to play on by hand.';
      return;
    }

    if (playback.playing) {
      head.replaceChildren(el('h2', {}, `Round ${round}`), el('span', { class: 'combat-rule' }, '8.4'));
      hint.textContent = playback.castPlaying ? `${spellData[playback.castPlaying].name} is cast… (11.2)` : 'The dice are rolling…';
      actions.append(button('Skip ▸▸', () => playback.finish(), { testId: 'combat-skip', title: 'Show the results at once (Space)' }));
      return;
    }

    const input = this.t.controls;
    if (mode === 'lineUp') {
      const lineUp = view.lineUp;
      const options = lineUp?.options ?? [];
      const index = choices.lineUpIndex;
      head.replaceChildren(el('h2', {}, 'Line up the monsters'), el('span', { class: 'combat-rule' }, '8.13'));
      const first = s.phase.kind === 'lineUp' && s.phase.monstersFirst ? ' The parley failed: they strike first (7.22).' : '';
      hint.replaceChildren(
        'Choose which monster stands before whom: drag one onto another to trade places, or step through the arrangements. ',
        el('strong', {}, `${options.length} allowed.`),
        first,
      );
      const next = button('', () => input.setLineUp((index + 1) % options.length), { testId: 'combat-lineup-next', title: 'Next arrangement (→)' });
      // the word gives way first on a narrow dock; the count always shows
      next.append(el('span', { class: 'combat-lineup-word' }, 'Arrangement'), el('span', { class: 'combat-lineup-count' }, `${index + 1} of ${options.length}`));
      actions.append(
        el(
          'div',
          { class: 'combat-lineup-nav' },
          button('◀', () => input.setLineUp((index + options.length - 1) % options.length), { testId: 'combat-lineup-prev', title: 'Previous arrangement (←)' }),
          next,
          button('▶', () => input.setLineUp((index + 1) % options.length), { title: 'Next arrangement (→)' }),
        ),
      );
      // 8.53: one counter against two faces one of them, and the player may turn it to the other
      const facing = lineUp?.facing;
      if (facing && facing.flip !== null) {
        actions.append(button(`${nameOf(facing.lone)} faces ${facing.faces ? nameOf(facing.faces) : '?'} ${facing.facing === 0 ? '(right)' : '(left)'} ⇄`, () => input.flipFacing(), { testId: 'combat-lineup-facing', title: 'Face the other one (F) — 8.53' }));
      }
      actions.append(button('Confirm line-up', () => input.confirmLineUp(), { kind: 'primary', testId: 'combat-lineup-confirm', title: 'Enter' }));
      return;
    }

    if (mode === 'reorganize') {
      head.replaceChildren(el('h2', {}, `Round ${round} · Reorganize`), el('span', { class: 'combat-rule' }, '8.24 · 8.52'));
      const stay = view.standFast !== null;
      const selected = choices.selected;
      hint.replaceChildren(
        selected ? el('strong', {}, `${nameOf(selected)}: `) : '',
        selected ? 'tap or drop on a lit box.' : 'Drag one adventurer to a lit box (or tap them, then a box). Others in the row slide aside but never pass one another.',
        stay ? '' : ' Your front row is short: someone must step up (8.24).',
      );
      // 8.24: a short front row is filled in one tap, from the engine's own list of reorganizations
      for (const up of stepUps(this.t)) {
        actions.append(button(`${nameOf(up.who)} steps up`, () => input.stepUp(up.who), { kind: 'primary', testId: `combat-step-up-${up.who}`, title: 'Into the front row (8.24)' }));
      }
      actions.append(button('Stand fast', () => input.standFast(), { kind: 'primary', testId: 'combat-stand-fast', disabled: !stay, title: 'Keep the marching order (Enter)' }));
      // 8.52 by keys: who moves, then to which lit box
      actions.append(moveRow(this.t));
      return;
    }

    // Party Combat Phase
    head.replaceChildren(el('h2', {}, `Round ${round} · Party attacks`), el('span', { class: 'combat-rule' }, '8.22'));
    const actorIds = view.actors;
    for (const id of line(this.t.board.rows.party.flat())) {
      const can = actorIds.includes(id);
      if (!can && !view.fighters[id]?.acted) continue;
      const chip = button(nameOf(id), () => can && this.selectActor(id), { testId: `combat-actor-${id}`, disabled: !can });
      chip.classList.add('combat-actor');
      if (choices.selected === id) chip.classList.add('selected');
      if (!can) chip.classList.add('done');
      actors.append(chip);
    }
    const who = choices.selected;
    if (!who) {
      hint.textContent = actorIds.length ? 'Tap a glowing adventurer to choose what they do.' : 'Nobody can act.';
      return;
    }
    this.renderChoices(who, nameOf(who), choices.actionsOf(who));
  }

  /** The chosen one's hint and buttons in the Party Combat Phase (8.22, 8.41, 9.17, 9.55, 11.2). */
  private renderChoices(who: string, name: string, mine: Action[]): void {
    const { hint, actions } = this.parts!;
    const s = this.t.port.state!;
    const choices = this.t.choices;
    const fighter = this.t.view()?.fighters[who];
    const hand = fighter?.weapon;
    const weapon = hand && hand !== 'none' ? weaponNames[hand] : hand === 'none' ? 'empty hands' : '';
    const targets = choices.litTargets();
    const spellOptions = choices.spellOptions();
    const casting = choices.castingChoice();
    const kind = choices.choice.kind;
    hint.replaceChildren(
      el('strong', {}, `${name}${weapon && !casting ? ` (${weapon})` : ''}: `),
      casting
        ? `tap a lit monster to cast ${casting.name} at it (${casting.costText}).`
        : kind === 'spells' && spellOptions.length
          ? 'choose a spell below, instead of an attack (11.2).'
          : kind === 'pepper'
            ? 'tap a lit monster to breathe Red Pepper at it (9.55).'
            : targets.length
              ? `tap a lit monster to attack${targets.length > 1 ? ' — your choice of ' + targets.length : ''}.`
              : 'no monster within reach with this weapon.',
    );
    // the lit targets by keys (and named for a screen reader): Tab or T, arrows, Enter
    const row = targetRow(this.t);
    if (row) actions.append(row);
    const sw = mine.find((a) => a.type === 'switch');
    if (sw) {
      const other = fighter?.switchTo;
      // 8.41: once the fight has begun, taking up the other weapon is this adventurer's action
      actions.append(button(`Switch to ${other ? weaponNames[other] : 'other weapon'} · costs the attack`, () => this.t.send(sw), { testId: 'combat-switch', title: 'Take up the other weapon instead of attacking this round (W) — 8.41' }));
    }
    const uses = mine.filter((x): x is Extract<Action, { type: 'use' }> => x.type === 'use');
    if (uses.length) actions.append(button(kind === 'items' ? 'Use item ▴' : 'Use item ▾', () => this.rechoose(() => choices.toggle('items')), { testId: 'combat-use' }));
    const peppers = mine.filter((x): x is Extract<Action, { type: 'pepper' }> => x.type === 'pepper');
    if (peppers.length) {
      actions.append(
        button(kind === 'pepper' ? 'Red Pepper (cancel)' : 'Red Pepper', () => {
          if (peppers.length === 1 && choices.choice.kind !== 'pepper') return this.t.send(peppers[0]!);
          this.rechoose(() => choices.toggle('pepper'));
        }, { testId: 'combat-pepper', title: '9.55' }),
      );
    }
    if (spellOptions.length) {
      // 11.2: a spell instead of an attack, from the first or second row
      const label = casting ? `${casting.name} (cancel)` : kind === 'spells' ? 'Cast a spell ▴' : 'Cast a spell ▾';
      // a spell picked is put away; else the list opens, or closes
      const castButton = button(label, () => this.rechoose(() => (choices.casting() ? (choices.choice = NO_CHOICE) : choices.toggle('spells'))), { testId: 'combat-cast', title: 'A spell instead of an attack (C) — 11.2' });
      castButton.classList.add('combat-cast-btn');
      actions.append(castButton);
    }
    const hold = mine.find((x) => x.type === 'hold');
    if (hold) actions.append(button('Hold', () => this.t.send(hold), { testId: 'combat-hold', title: 'Do nothing this phase (Space)' }));
    const a = s.party.adventurers.find((x) => x.id === who);
    if (kind === 'spells' && spellOptions.length && a) {
      actions.append(this.spellChooser(a.woundPoints, a.wounds, spellOptions));
      // on a phone the dock scrolls: bring the Cast button and the spells under it up to its top
      const dock = this.element!;
      const castButton = actions.querySelector<HTMLElement>('.combat-cast-btn');
      requestAnimationFrame(() => {
        if (!castButton?.isConnected || dock.scrollHeight <= dock.clientHeight) return;
        dock.scrollTop += castButton.getBoundingClientRect().top - dock.getBoundingClientRect().top - 8;
      });
    }
    if (kind === 'items' && uses.length && a) {
      const chooser = el('div', { class: 'combat-chooser', 'data-testid': 'combat-use-chooser' });
      for (const u of uses) {
        const item = a.items[u.item];
        // 9.45, 9.46: a charm potion is drunk at a monster it names
        const at = u.target ? ` at the ${monsterTargetName(s, u.target)}` : '';
        chooser.append(button(`${item ? itemName(item) : `Item ${u.item + 1}`}${at}`, () => this.t.send(u), { testId: `combat-use-item-${u.item}${u.target ? `-${u.target}` : ''}` }));
      }
      actions.append(chooser);
    }
  }

  /** The dock's list of spells: name, cost, what it does; a tap picks one (11.2, 11.3, 12.13). */
  private spellChooser(woundPoints: number, wounds: number, options: SpellChoice[]): HTMLElement {
    const chooser = el('div', { class: 'combat-chooser combat-spells', 'data-testid': 'combat-spell-chooser', role: 'list' });
    for (const o of options) {
      const id = `combat-spell-${o.spell}${o.ring ? '-ring' : ''}`;
      const b = el(
        'button',
        { type: 'button', class: `btn combat-spell${o.ring ? ' ring' : ''}`, 'data-testid': id, 'data-spell': o.spell, role: 'listitem' },
        el('span', { class: 'combat-spell-top' }, el('span', { class: 'combat-spell-name' }, o.name), el('span', { class: 'combat-spell-cost' }, o.costText)),
        el('span', { class: 'combat-spell-detail' }, o.detail),
        el('span', { class: 'combat-spell-after' }, o.ring ? 'Through the ring: once per game (12.13)' : `Paid in wounds that never heal: ${afterCostText(woundPoints, wounds, o.cost)} (11.22)`),
      );
      b.addEventListener('click', () => this.pickSpell(o));
      chooser.append(b);
    }
    return chooser;
  }
}

/**
 * The player's hands on the combat table: taps and drags of counters (a tap picks who acts and
 * whom they strike; drags arrange the line-up, 8.13, and the marching order, 8.52) and the
 * keyboard. Every move sent is one the engine lists, or one it refuses naming its rule.
 */
import * as Phaser from 'phaser';
import { bus } from '../../bus';
import type { MarchingOrder } from '../../games/deathmaze';
import { castAt } from '../../ui/spellChoices';
import type { CounterView } from './counters';
import { DRAG_THRESHOLD, NO_CHOICE, line, same, trimRows, type Point, type ReorganizeAction, type Rows, type Table } from './model';
import { pressed } from '../../ui/keys';

interface Press {
  pointerId: number;
  x: number;
  y: number;
  counter: CounterView | null;
  dragging: boolean;
  /** Where in the counter it was picked up. */
  grab: Point;
}

export class TableInput {
  private press: Press | null = null;
  /** The lit box under the counter being dragged (8.52). */
  hoverBox: { row: number; box: number } | null = null;

  constructor(private readonly t: Table) {}

  reset(): void {
    this.press = null;
    this.hoverBox = null;
  }

  /** Listens to the pointer; returns what stops listening to the keyboard. */
  start(): () => void {
    const input = this.t.phaser.input;
    input.dragDistanceThreshold = DRAG_THRESHOLD * this.t.board.ratio;
    input.on(Phaser.Input.Events.POINTER_DOWN, (p: Phaser.Input.Pointer) => this.onDown(p));
    input.on(Phaser.Input.Events.POINTER_MOVE, (p: Phaser.Input.Pointer) => this.onMove(p));
    input.on(Phaser.Input.Events.POINTER_UP, (p: Phaser.Input.Pointer) => this.onUp(p));
    input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, (p: Phaser.Input.Pointer) => this.onUp(p));
    const onKey = (e: KeyboardEvent) => this.onKey(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }

  isDragged(view: CounterView): boolean {
    return this.press?.dragging === true && this.press.counter === view;
  }

  /** The id of the counter being dragged, if any. */
  moving(): string | null {
    return this.press?.dragging && this.press.counter ? this.press.counter.id : null;
  }

  private draggable(view: CounterView | null): boolean {
    if (!view || this.t.playback.playing) return false;
    const mode = this.t.mode();
    return (mode === 'reorganize' && view.side === 'party') || (mode === 'lineUp' && view.side === 'monsters');
  }

  private onDown(p: Phaser.Input.Pointer): void {
    if (this.press) return; // one finger at a time
    if (this.t.playback.playing) {
      // a tap on the table while the dice roll skips to the result
      this.t.playback.finish();
      return;
    }
    const counter = this.t.counters.at(p.x, p.y);
    this.press = { pointerId: p.id, x: p.x, y: p.y, counter, dragging: false, grab: counter ? { x: p.x - counter.root.x, y: p.y - counter.root.y } : { x: 0, y: 0 } };
  }

  private onMove(p: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || press.pointerId !== p.id || !p.isDown) return;
    if (!press.dragging) {
      if (Phaser.Math.Distance.Between(press.x, press.y, p.x, p.y) < DRAG_THRESHOLD * this.t.board.ratio || !this.draggable(press.counter)) return;
      press.dragging = true;
      const view = press.counter!;
      this.t.phaser.tweens.killTweensOf(view.root);
      this.t.counters.layer.bringToTop(view.root);
      view.root.setScale(1.08);
      if (this.t.mode() === 'reorganize') this.t.choices.selected = view.id;
      this.t.board.draw();
    }
    const view = press.counter!;
    view.root.setPosition(p.x - press.grab.x, p.y - press.grab.y);
    if (this.t.mode() === 'reorganize') {
      const box = this.t.board.boxAt('party', p.x, p.y);
      const lit = box && this.t.choices.litBoxes().some((b) => b.row === box.row && b.box === box.box) ? box : null;
      if (lit?.row !== this.hoverBox?.row || lit?.box !== this.hoverBox?.box) {
        this.hoverBox = lit;
        this.t.board.draw();
      }
    }
  }

  private onUp(p: Phaser.Input.Pointer): void {
    const press = this.press;
    if (!press || press.pointerId !== p.id) return;
    this.press = null;
    this.hoverBox = null;
    if (press.dragging && press.counter) {
      press.counter.root.setScale(1);
      this.drop(press.counter, p.x, p.y);
      return;
    }
    this.tap(press.counter, p.x, p.y);
  }

  private drop(view: CounterView, x: number, y: number): void {
    const mode = this.t.mode();
    if (mode === 'reorganize') return this.dropReorganize(view, x, y);
    if (mode === 'lineUp') return this.dropLineUp(view, x, y);
    this.t.counters.springBack(view);
  }

  /** 8.52: a drop on a lit box sends the legal order that moves the others least. */
  private dropReorganize(view: CounterView, x: number, y: number): void {
    const s = this.t.port.state;
    const board = this.t.board;
    const box = board.boxAt('party', x, y);
    const from = board.slotOf(view.id);
    if (!s || !box || !from || (box.row === from.row && box.box === from.box)) {
      this.t.counters.springBack(view);
      this.t.refresh();
      return;
    }
    const orders = this.t.choices.boxOrders(view.id).get(`${box.row}:${box.box}`);
    if (orders?.length) {
      this.t.choices.selected = null;
      view.home = board.boxCentre('party', box.row, box.box);
      view.root.setPosition(view.home.x, view.home.y);
      this.t.send(leastMoved(s.party.order, orders, view.id));
      return;
    }
    // Not lit: no legal order puts them there. The engine says why (8.52).
    this.t.counters.springBack(view);
    this.t.refresh();
    const rows: Rows = board.rows.party.map((r) => [...r]);
    const occupant = rows[box.row]![box.box];
    rows[from.row]![from.box] = occupant ?? null;
    rows[box.row]![box.box] = view.id;
    this.t.send({ type: 'reorganize', order: trimRows(rows) });
  }

  /** 8.13: monsters trade places in the line-up when the rules allow that arrangement. */
  private dropLineUp(view: CounterView, x: number, y: number): void {
    const box = this.t.board.boxAt('monsters', x, y);
    const from = this.t.board.slotOf(view.id);
    this.t.counters.springBack(view);
    if (!box || !from || (box.row === from.row && box.box === from.box)) return this.t.refresh();
    this.tryLineUp(view.id, box);
  }

  private tryLineUp(id: string, to: { row: number; box: number }): void {
    const lineUp = this.t.view()?.lineUp;
    const from = this.t.board.slotOf(id);
    if (!lineUp || !from) return;
    const rows: Rows = this.t.board.rows.monsters.map((r) => [...r]);
    while (rows.length <= to.row) rows.push([null, null, null]);
    const other = rows[to.row]![to.box] ?? null;
    rows[from.row]![from.box] = other;
    rows[to.row]![to.box] = id;
    const front = line(rows[0]);
    const { options, chosen } = lineUp;
    const match = options.findIndex((o) => same(o.front, front) && o.facing === chosen.facing);
    const any = match >= 0 ? match : options.findIndex((o) => same(o.front, front));
    if (any < 0) {
      bus.emit('ui:toast', { text: '8.13: only the monsters with the most Wound Points stand in the front row.', kind: 'error' });
      this.t.choices.selected = null;
      this.t.refresh();
      return;
    }
    this.setLineUp(any);
  }

  /** Shows the line-up at `index` among those on offer (8.13). */
  setLineUp(index: number): void {
    if (!this.t.port.state) return;
    this.t.choices.lineUpIndex = index;
    this.t.choices.selected = null;
    this.t.rearrange(true);
    this.t.refresh();
  }

  /** 8.53: the lone counter faces the other one of the two. */
  flipFacing(): void {
    const flip = this.t.view()?.lineUp?.facing?.flip;
    if (flip !== undefined && flip !== null) this.setLineUp(flip);
  }

  confirmLineUp(): void {
    const option = this.t.view()?.lineUp?.chosen;
    if (option) this.t.send(option);
  }

  /** 8.24: everyone stays where they stand, when the rules allow it. */
  /** 8.24: the legal reorganization that brings `who` up into the front row, moving the others least. */
  stepUp(who: string): void {
    const order = stepUpOrder(this.t, who);
    if (order) this.t.send(order);
  }

  standFast(): void {
    const view = this.t.view();
    if (!view) return;
    if (view.standFast) this.t.send(view.standFast);
    else bus.emit('ui:toast', { text: '8.24: with one or nobody in the front row, the nearest adventurer behind must step up.', kind: 'error' });
  }

  private tap(counter: CounterView | null, x: number, y: number): void {
    const mode = this.t.mode();
    const choices = this.t.choices;
    if (mode === 'party') return this.tapInCombat(counter);
    if (mode === 'reorganize') {
      if (counter?.side === 'party') {
        choices.selected = choices.selected === counter.id ? null : counter.id;
        return this.t.refresh();
      }
      const box = this.t.board.boxAt('party', x, y);
      const mover = choices.selected ? this.t.counters.views.get(choices.selected) : undefined;
      if (box && mover) return this.dropReorganize(mover, x, y);
      choices.selected = null;
      return this.t.refresh();
    }
    if (mode === 'lineUp') {
      // tap one monster, then another (or an empty front box): they trade places
      const box = this.t.board.boxAt('monsters', x, y);
      if (choices.selected && box) {
        const from = this.t.board.slotOf(choices.selected);
        if (from && !(from.row === box.row && from.box === box.box)) return this.tryLineUp(choices.selected, box);
      }
      choices.selected = counter?.side === 'monsters' && choices.selected !== counter.id ? counter.id : null;
      return this.t.refresh();
    }
  }

  /**
   * The chosen one acts on the lit counter `target` (a tap on it, or its button in the dock's list
   * of targets): the spell picked, Red Pepper, or an attack, as the engine lists them.
   */
  strike(target: string): void {
    const choices = this.t.choices;
    const who = choices.selected;
    if (!who || !choices.litTargets().includes(target)) return;
    const spell = choices.castingChoice();
    if (spell) {
      const cast = castAt(spell, target);
      if (cast) this.t.send(cast);
      return;
    }
    this.t.send({ type: choices.choice.kind === 'pepper' ? 'pepper' : 'attack', who, target });
  }

  /** 8.52: `who` goes to a lit box of the party's rows, by the legal order that moves the others least (the dock's box buttons). */
  moveTo(who: string, row: number, box: number): void {
    const s = this.t.port.state;
    const orders = this.t.choices.boxOrders(who).get(`${row}:${box}`);
    if (!s || !orders?.length) return;
    this.t.choices.selected = null;
    this.t.send(leastMoved(s.party.order, orders, who));
  }

  private tapInCombat(counter: CounterView | null): void {
    if (!counter) return;
    const choices = this.t.choices;
    const lit = choices.litTargets();
    if (counter.side === 'monsters' || !choices.actorIds().includes(counter.id)) {
      if (choices.selected && lit.includes(counter.id)) return this.strike(counter.id);
      const names = this.t.dock.names();
      const name = names.get(counter.id) ?? 'That one';
      if (counter.side === 'monsters' && choices.selected) {
        const chooser = names.get(choices.selected) ?? 'They';
        const spell = choices.castingChoice();
        const text = spell
          ? `${spell.name} can take only the lit monsters (11.3).`
          : lit.length
            ? `${chooser} can reach only the lit monsters (8.32, 8.34).`
            : `${chooser} cannot strike with the weapon in hand from there (8.22).`;
        bus.emit('ui:toast', { text, kind: 'info' });
      } else if (counter.side === 'party') {
        bus.emit('ui:toast', { text: `${name} has nothing left to do this phase (8.22).`, kind: 'info' });
      }
      return;
    }
    this.t.dock.selectActor(counter.id);
  }

  private onKey(e: KeyboardEvent): void {
    // keys typed into a field, or Enter and Space on a focused button, are theirs
    const target = e.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
    if (target?.closest?.('button, a') && (e.key === 'Enter' || e.key === ' ')) return;
    if (document.querySelector('#ui > .panel')) return; // a panel over the table has the keys
    const mode = this.t.mode();
    const key = e.key.toLowerCase();
    const { choices, dock } = this.t;
    if (this.t.pilot.running && pressed(e, 'fight.back')) {
      this.t.pilot.stop('Stopped: the table is yours.');
      e.preventDefault();
      return;
    }
    if (this.t.playback.playing && (pressed(e, 'fight.skip') || pressed(e, 'fight.back'))) {
      this.t.playback.finish();
      e.preventDefault();
      return;
    }
    if (mode === 'lineUp') {
      const n = this.t.view()?.lineUp?.options.length ?? 0;
      if (pressed(e, 'fight.lineUpNext')) this.setLineUp((choices.lineUpIndex + 1) % n);
      else if (pressed(e, 'fight.lineUpPrevious')) this.setLineUp((choices.lineUpIndex + n - 1) % n);
      else if (pressed(e, 'fight.flip')) this.flipFacing();
      else if (pressed(e, 'fight.confirm')) this.confirmLineUp();
      else return;
      e.preventDefault();
      return;
    }
    if (mode === 'reorganize') {
      if (pressed(e, 'fight.standFast')) this.standFast();
      return;
    }
    if (mode !== 'party') return;
    const actors = choices.actorIds();
    const mine = choices.selected ? choices.actionsOf(choices.selected) : [];
    if (pressed(e, 'fight.targets')) {
      const first = dock.element?.querySelector<HTMLElement>('[data-testid^="combat-target-"]');
      if (first) first.focus();
      else bus.emit('ui:toast', { text: choices.selected ? 'No monster is lit: nobody within reach of the one chosen (8.22).' : 'Choose who acts first (1–9).', kind: 'info' });
    } else if (pressed(e, 'fight.select')) {
      const id = actors[Number(key) - 1];
      if (id) dock.selectActor(id);
    } else if (pressed(e, 'fight.hold') && choices.selected && mine.some((a) => a.type === 'hold')) this.t.send({ type: 'hold', who: choices.selected });
    else if (pressed(e, 'fight.switch') && choices.selected && mine.some((a) => a.type === 'switch')) this.t.send({ type: 'switch', who: choices.selected });
    else if (pressed(e, 'fight.spells') && choices.selected && choices.spellOptions().length) {
      // the spell list opens (a spell picked is put back in it), or closes
      choices.toggle('spells');
      this.t.refreshLooks();
      dock.render();
    } else if (pressed(e, 'fight.back') && (choices.choice.kind === 'casting' || choices.choice.kind === 'spells')) {
      choices.choice = NO_CHOICE;
      this.t.refreshLooks();
      dock.render();
    } else if (pressed(e, 'fight.back')) dock.selectActor(null);
    else return;
    e.preventDefault();
  }
}

/** Of several legal orders that put `mover` in the same box, the one that moves everyone else least. */
export function leastMoved(before: MarchingOrder, options: ReorganizeAction[], mover: string): ReorganizeAction {
  const where = (order: MarchingOrder) => {
    const m = new Map<string, [number, number]>();
    order.forEach((row, r) => row.forEach((id, b) => id !== null && m.set(id, [r, b])));
    return m;
  };
  const was = where(before);
  const cost = (o: ReorganizeAction) => {
    let n = 0;
    for (const [id, [r, b]] of where(o.order)) {
      if (id === mover) continue;
      const [r0, b0] = was.get(id) ?? [r, b];
      n += Math.abs(r - r0) * 4 + Math.abs(b - b0);
    }
    return n;
  };
  return options.reduce((best, o) => (cost(o) < cost(best) ? o : best));
}

/**
 * The one-tap choices of a short front row (8.24): for each adventurer behind, the legal
 * reorganization, of those the engine lists, that puts them in the front row and moves the others least.
 */
export function stepUps(t: Table): { who: string; order: ReorganizeAction }[] {
  const view = t.view();
  const s = t.port.state;
  if (!view || !s || view.standFast) return [];
  const front = new Set(s.party.order[0] ?? []);
  const behind = line(s.party.order.slice(1).flat());
  const out: { who: string; order: ReorganizeAction }[] = [];
  for (const who of behind) {
    if (front.has(who)) continue;
    const up = view.reorganizations.filter((o) => o.order[0]?.includes(who));
    if (up.length) out.push({ who, order: leastMoved(s.party.order, up, who) });
  }
  return out;
}

function stepUpOrder(t: Table, who: string): ReorganizeAction | null {
  return stepUps(t).find((u) => u.who === who)?.order ?? null;
}

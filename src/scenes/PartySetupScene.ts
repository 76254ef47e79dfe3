/**
 * Party setup (3.0–3.2, 5.11, 5.12), in two steps over a stone-wall backdrop:
 * 1. the adventurers and who plays whom (src/ui/partyForm.ts);
 * 2. the marching order, the counters dragged into rows of three (src/ui/marchingOrder.ts),
 *    and the seed. "Enter the Deathmaze" sends `intent:new-game`; main.ts shows the board
 *    when the controller says `game:started`. Veterans drawn from the roster (13.0) are then
 *    marked away on this delve, so that no other party can take them until it ends.
 */
import * as Phaser from 'phaser';
import { ask, bus } from '../bus';
import type { TablePort } from '../tablePort';
import { defaultMarchingOrder, type MarchingOrder } from '../games/deathmaze';
import type { GameSetup } from '../games/deathmaze';
import { Backdrop, exposeSceneHook } from '../ui/backdrop';
import { button, el, toast, uiRoot } from '../ui/dom';
import { mountMarchingOrder, type MarchingOrderEditor, type OrderMember } from '../ui/marchingOrder';
import { ruleNote } from '../ui/formFields';
import { mountPartyForm, type PartyForm } from '../ui/partyForm';
import { sharedAdvanced, sharedSeed } from '../ui/shareMaze';
import { paintLight, paintWall } from '../ui/dungeonArt';
import '../ui/setup.css';

type Step = 'party' | 'order';

const randomSeed = (): number => 1 + Math.floor(Math.random() * 999_999);

/**
 * A number when the player typed a plain number, otherwise the text itself; a fresh seed when
 * empty. The dice hash the seed's text, so "0042" stays text: as a number it would be 42, and
 * another maze.
 */
export function parseSeed(text: string): number | string {
  const t = text.trim();
  if (!t) return randomSeed();
  if (/^-?\d{1,15}$/.test(t) && String(Number(t)) === t) return Number(t);
  return t;
}

export class PartySetupScene extends Phaser.Scene {
  private step: Step = 'party';
  private sheet: HTMLElement | null = null;
  private form: PartyForm | null = null;
  private editor: MarchingOrderEditor | null = null;
  /** The party the marching order was made for: a changed party starts from the default order. */
  private orderFor = '';
  private order: MarchingOrder | null = null;
  private offs: (() => void)[] = [];
  private backdrop: Backdrop | null = null;
  private els!: {
    partyStep: HTMLElement;
    orderStep: HTMLElement;
    editorHost: HTMLElement;
    next: HTMLButtonElement;
    enter: HTMLButtonElement;
    back: HTMLButtonElement;
    title: HTMLButtonElement;
    seed: HTMLInputElement;
    summary: HTMLElement;
    steps: HTMLElement[];
    body: HTMLElement;
  };

  /** `port`: what the scene reads of the session (src/tablePort.ts). */
  constructor(private readonly port: TablePort) {
    super('PartySetupScene');
  }

  create(): void {
    this.step = 'party';
    this.order = null;
    this.orderFor = '';
    this.drawBackdrop();
    this.buildSheet();
    this.show('party');
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.offs.push(() => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.teardown());
    exposeSceneHook(this, 'PartySetupScene', () => this.port.state);
  }

  private teardown(): void {
    for (const off of this.offs.splice(0)) off();
    this.editor?.destroy();
    this.form?.destroy();
    this.editor = null;
    this.form = null;
    this.sheet?.remove();
    this.sheet = null;
    this.backdrop?.destroy();
    this.backdrop = null;
  }

  private readonly onResize = (): void => this.backdrop?.redraw();

  private drawBackdrop(): void {
    this.backdrop?.destroy();
    this.backdrop = new Backdrop(
      this,
      (ctx, W, H) => {
        paintWall(ctx, W, H, 23);
        paintLight(ctx, W, H, [
          { x: W * 0.08, y: H * 0.2, r: Math.max(220, W * 0.3), a: 0.22 },
          { x: W * 0.92, y: H * 0.2, r: Math.max(220, W * 0.3), a: 0.22 },
        ]);
      },
      'setup-backdrop',
    );
  }

  private buildSheet(): void {
    const steps = [el('li', { 'data-step': 'party' }, '1 · Adventurers'), el('li', { 'data-step': 'order' }, '2 · Marching order')];
    const partyStep = el('div', { class: 'setup-step', 'data-testid': 'step-party' });
    const editorHost = el('div', { class: 'order-host' });
    const seed = el('input', { type: 'text', 'data-testid': 'seed', maxlength: '40', autocomplete: 'off', spellcheck: 'false', inputmode: 'text', 'aria-label': 'Maze seed' });
    // a link shared from another delve (?seed=) fills it in
    const shared = sharedSeed();
    seed.value = shared ?? String(randomSeed());
    seed.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !this.els.enter.disabled) this.enter();
    });
    const summary = el('p', { class: 'order-summary' });
    const orderStep = el(
      'div',
      { class: 'setup-step order-step', 'data-testid': 'step-order' },
      el('p', { class: 'order-intro' }, 'Stand the counters in their rows (5.11). The front row meets monsters first; you can change the order later, outside combat and negotiation (5.14).'),
      summary,
      editorHost,
      el(
        'div',
        { class: 'seed-row' },
        el('label', { class: 'field field-seed' }, el('span', { class: 'field-label' }, 'Maze seed'), seed),
        button('New seed', () => (seed.value = String(randomSeed())), { testId: 'seed-random' }),
      ),
      el(
        'p',
        { class: 'seed-note', 'data-testid': 'seed-note' },
        shared ? 'Filled in from a shared link. ' : '',
        'The seed decides every die and the order the chits leave the cups: the same seed, party and choices lay the same maze. Any other choice soon leads somewhere new.',
      ),
    );
    const body = el('div', { class: 'setup-body' }, partyStep, orderStep);

    const title = button('Title', () => bus.emit('intent:title'), { testId: 'setup-title' });
    const back = button('← Back', () => this.show('party'), { testId: 'setup-back' });
    const next = button('Marching order →', () => this.show('order'), { kind: 'primary', testId: 'setup-next' });
    const enter = button('Enter the Deathmaze', () => this.enter(), { kind: 'primary', testId: 'enter' });

    const sheet = el(
      'section',
      { class: 'setup-sheet', 'data-testid': 'setup-sheet', 'aria-label': 'Party setup' },
      el('header', { class: 'setup-head' }, el('h1', {}, 'A new delve'), el('ol', { class: 'setup-steps' }, ...steps)),
      body,
      el('footer', { class: 'setup-foot' }, title, back, next, enter),
    );
    uiRoot().append(sheet);
    this.sheet = sheet;
    this.els = { partyStep, orderStep, editorHost, next, enter, back, title, seed, summary, steps, body };

    // Enter in a name field goes on to the marching order, as a form's submit would.
    partyStep.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT' && !next.disabled) {
        e.preventDefault();
        this.show('order');
      }
    });
    // a shared Advanced delve (&advanced=1) opens with the Advanced Game switched on
    this.form = mountPartyForm(partyStep, this.port.roster, sharedAdvanced() ? { party: [], players: 1, advanced: true } : undefined);
    const sync = () => (next.disabled = this.form?.problems().any ?? true);
    this.form.onChange(sync);
    sync();
  }

  private show(step: Step): void {
    const e = this.els;
    if (step === 'order') {
      const form = this.form;
      if (!form || form.problems().any) return;
      this.mountEditor();
    } else if (this.editor) {
      this.order = this.editor.order();
      this.editor.destroy();
      this.editor = null;
    }
    this.step = step;
    e.partyStep.hidden = step !== 'party';
    e.orderStep.hidden = step !== 'order';
    e.title.hidden = step !== 'party';
    e.next.hidden = step !== 'party';
    e.back.hidden = step !== 'order';
    e.enter.hidden = step !== 'order';
    for (const li of e.steps) li.classList.toggle('current', li.dataset.step === step);
    e.body.scrollTop = 0;
    this.sheet?.setAttribute('data-step', step);
  }

  private mountEditor(): void {
    const { party, players } = this.form!.value();
    const members: OrderMember[] = party.map((s, i) => ({ id: `a${i + 1}`, name: s.name.trim(), kind: s.class }));
    const ids = members.map((m) => m.id);
    // 5.1: newGame numbers the adventurers a1, a2... in the order of the form.
    const identity = ids.join(',');
    const start = this.order && this.orderFor === identity ? this.order : defaultMarchingOrder(ids);
    this.orderFor = identity;
    this.editor?.destroy();
    this.els.editorHost.replaceChildren();
    const editor = mountMarchingOrder(this.els.editorHost, members, start);
    this.editor = editor;
    const sync = () => (this.els.enter.disabled = !editor.valid());
    editor.onChange(sync);
    sync();
    const per = party.length / players;
    this.els.summary.replaceChildren(
      `${party.length} adventurer${party.length === 1 ? '' : 's'}` + (players > 1 ? `, ${players} players with ${per} each.` : ', one player.'),
    );
  }

  private enter(): void {
    const form = this.form;
    const editor = this.editor;
    if (!form || !editor) return;
    const problems = form.problems();
    if (problems.any) {
      this.show('party');
      return;
    }
    if (!editor.valid()) {
      const p = editor.problem();
      if (p) this.els.editorHost.append(ruleNote(`5.12: ${p}`, 'enter-refused'));
      return;
    }
    const { party, players, advanced, veterans } = form.value();
    const setup: GameSetup = { seed: parseSeed(this.els.seed.value), party, players, marchingOrder: editor.order() };
    // 13.0: continuity belongs to the Advanced Game
    if (advanced) setup.advanced = true;
    this.els.seed.value = String(setup.seed);
    const before = this.port.setup;
    bus.emit('intent:new-game', setup);
    // the delve began (the controller holds the setup as the rules took it, its edition written in)
    const begun = this.port.setup !== before ? this.port.setup : null;
    if (veterans && begun) {
      void ask('intent:roster', 'sendOnDelve', begun, veterans).then((out) => {
        if (!out.ok) toast(`The roster could not mark the veterans as away: ${out.reason}`, 'error');
      });
    }
  }
}

/**
 * The title card: DEATHMAZE over a dark stone doorway (our own art, painted at the screen's
 * pixel ratio), with the menu standing in the doorway as DOM buttons: New delve, Continue (once
 * saves exist), Learn to play (the guided first delve), Saved delves, Roster (the veterans,
 * 13.0), the Black Gate campaign, Rules and Settings. Keys: B the Black Gate, N new delve, C continue, L the
 * lesson, V saved delves, O roster, R rules, S settings.
 */
import * as Phaser from 'phaser';
import { ask, bus, listen, type Settings } from '../bus';
import { Backdrop, exposeSceneHook, paintTexture, pixelRatioOf } from '../ui/backdrop';
import { button, el, toast, typingIn, uiRoot } from '../ui/dom';
import { loadedTable, loadTable, TABLE_MISSING, type Table } from '../loadTable';
import { closeSettingsPanel, loadSettings, openSettingsPanel } from '../ui/settings';
import { paintDoorway, paintFlame, paintGlow, paintLight, paintSconce, paintSubtitle, paintTitle, paintWall, titleLayout, type TitleLayout } from '../ui/titleArt';
import '../ui/setup.css';
import { pressed } from '../ui/keys';
import { toggleShortcuts } from '../ui/shortcutSheet';
import { readLessonProgress } from '../ui/lesson/progress';

/** The torches' size in CSS pixels, from the doorway's. */
const torchSizeOf = (L: TitleLayout): number => Math.max(16, Math.min(26, L.door.radius * 0.16));

const SUBTITLE = 'Lay the maze chit by chit. Fight what waits. Get out rich.';

export class TitleScene extends Phaser.Scene {
  private ratio = 1;
  private card: Backdrop | null = null;
  private art: Phaser.GameObjects.GameObject[] = [];
  private flames: Phaser.GameObjects.Image[] = [];
  private glows: Phaser.GameObjects.Image[] = [];
  private menu: HTMLElement | null = null;
  private continueButton: HTMLButtonElement | null = null;
  private continueNote: HTMLElement | null = null;
  /** The slot Continue resumes: the delve played last and left unfinished. */
  private continueSlot: string | null = null;
  private offs: (() => void)[] = [];

  constructor() {
    super('TitleScene');
  }

  create(): void {
    this.ratio = pixelRatioOf(this);
    this.menu = this.buildMenu();
    this.draw();
    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize);
    this.offs.push(
      () => this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize),
      listen('settings:changed', (s) => this.flicker(s)),
    );
    window.addEventListener('keydown', this.onKey);
    this.offs.push(() => window.removeEventListener('keydown', this.onKey));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.teardown());
    exposeSceneHook(this, 'TitleScene', () => loadedTable()?.port.state ?? null);
  }

  private teardown(): void {
    for (const off of this.offs.splice(0)) off();
    closeSettingsPanel();
    loadedTable()?.closeSlotsPanel();
    loadedTable()?.closeRosterPanel();
    this.menu?.remove();
    this.menu = null;
    this.continueButton = null;
    this.continueNote = null;
    this.card?.destroy();
    this.card = null;
    this.art = [];
    this.flames = [];
    this.glows = [];
  }

  private buildMenu(): HTMLElement {
    const cont = button('Continue', () => this.continueDelve(), { testId: 'title-continue', disabled: true, title: 'Continue the autosaved delve (C)' });
    cont.classList.add('title-continue');
    this.continueNote = el('span', { class: 'title-note', 'data-testid': 'title-continue-note' }, 'looking for saves…');
    cont.append(this.continueNote);
    this.continueButton = cont;
    this.refreshContinue();
    const menu = el(
      'nav',
      { class: 'title-menu', 'aria-label': 'Title menu', 'data-testid': 'title-menu' },
      el('div', { class: 'title-menu-pair' }, button('New delve', () => this.newDelve(), { kind: 'primary', testId: 'title-new' }), this.learnButton()),
      cont,
      // two to a row, so the menu stays the height the doorway was drawn for
      el(
        'div',
        { class: 'title-menu-pair' },
        button('Saved delves', () => this.openSaves(), { testId: 'title-saves', title: 'Every saved delve: continue, rename, copy, export, import, delete (V)' }),
        button('Roster', () => this.withTable((t) => t.openRosterPanel()), { testId: 'title-roster', title: 'The veterans who got out alive: improve, retire, export, import (O)' }),
      ),
      button('The Black Gate campaign', () => this.openBlackGate(), { testId: 'title-blackgate', title: 'Three levels, and a Gate to find and destroy: the variant from Labirynt Śmierci (B)' }),
      el(
        'div',
        { class: 'title-menu-pair' },
        button('Rules', () => this.openRules(), { testId: 'title-rules' }),
        button('Settings', () => openSettingsPanel(), { testId: 'title-settings' }),
      ),
    );
    uiRoot().append(menu);
    return menu;
  }

  /** Learn to play: the guided first delve (src/ui/lesson/), from the step the player left it at. */
  private learnButton(): HTMLButtonElement {
    const progress = readLessonProgress();
    const resume = progress.step > 0 && !progress.done;
    const learn = button('Learn to play', () => this.learn(), {
      testId: 'title-learn',
      title: resume ? `The guided first delve, picked up at step ${progress.step + 1} (L)` : 'A guided first delve: lay the maze, meet a trap, talk, fight, take the treasure and get out (L)',
    });
    learn.classList.add('title-continue');
    if (resume) learn.append(el('span', { class: 'title-note', 'data-testid': 'title-learn-note' }, `at step ${progress.step + 1}`));
    return learn;
  }

  private learn(): void {
    const { step, done } = readLessonProgress();
    this.withTable(() => bus.emit('intent:lesson', { at: done ? 0 : step }));
  }

  /**
   * Continue resumes the delve played last and left unfinished, in whichever slot (issue 5, issue
   * 15 item 4): the same state and the same future dice.
   */
  private refreshContinue(): void {
    const cont = this.continueButton;
    const note = this.continueNote;
    if (!cont || !note) return;
    loadTable()
      .then(({ port }) => port.saves.list())
      .then((slots) => {
        // most recent first; a slot whose label is unreadable sorts last, and is tried only when nothing else is left
        const info = slots.find((s) => !s.finished && !s.damaged) ?? slots.find((s) => s.damaged && s.autosave) ?? null;
        this.continueSlot = info?.id ?? null;
        cont.disabled = info === null;
        note.textContent = info ? (info.damaged ? 'its label is damaged: try it' : `${info.party.map((a) => a.name).join(', ')} · ${info.segments} segments`) : 'no saved delve yet';
        if (info) cont.title = `Continue “${info.name}”`;
      })
      .catch(() => {
        note.textContent = 'saves cannot be read here';
      });
  }

  /**
   * Runs `then` with the rest of the game (src/loadTable.ts), usually there already; not if the
   * title has gone meanwhile (a second tap on New delve).
   */
  private withTable(then: (table: Table) => unknown): void {
    if (!loadedTable()) toast('Loading the game…');
    loadTable().then(
      (table) => (this.menu ? then(table) : undefined),
      () => toast(TABLE_MISSING, 'error'),
    );
  }

  /** The second ruleset's table (src/blackGateTable.ts), loaded when first asked for. */
  private openBlackGate(): void {
    const game = this.game;
    import('../blackGateTable').then(
      ({ openBlackGate }) => {
        if (!this.menu) return;
        this.scene.stop();
        void openBlackGate(game, () => game.scene.start('TitleScene'));
      },
      () => toast(TABLE_MISSING, 'error'),
    );
  }

  private openSaves(): void {
    this.withTable((t) => t.openSlotsPanel({ onChange: () => this.refreshContinue() }));
  }

  private openRules(): void {
    this.withTable(() => bus.emit('ui:open', 'rules'));
  }

  private newDelve(): void {
    this.withTable(() => {
      void ask('intent:saves', 'requestPersistence'); // a user gesture: the moment to ask the browser to keep our saves
      this.scene.start('PartySetupScene');
    });
  }

  private continueDelve(): void {
    const id = this.continueSlot;
    if (id === null) return;
    this.withTable(async ({ port, playSaved }) => {
      void ask('intent:saves', 'requestPersistence');
      const loaded = await port.saves.load(id);
      // a fallback to an older copy is told, as in Saved delves (src/ui/openDelve.ts)
      if (loaded.ok) await playSaved(loaded);
      else toast(loaded.reason, 'error');
    });
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    if (typingIn(e.target)) return;
    if (document.querySelector('#ui .panel')) return;
    if (pressed(e, 'title.new')) this.newDelve();
    else if (pressed(e, 'title.learn')) this.learn();
    else if (pressed(e, 'title.continue')) this.continueDelve();
    else if (pressed(e, 'title.rules')) this.openRules();
    else if (pressed(e, 'title.settings')) openSettingsPanel();
    else if (pressed(e, 'title.saves')) this.openSaves();
    else if (pressed(e, 'title.roster')) this.withTable((t) => t.openRosterPanel());
    else if (pressed(e, 'title.blackgate')) this.openBlackGate();
    else if (pressed(e, 'keys')) toggleShortcuts();
  };

  private readonly onResize = (): void => {
    this.ratio = pixelRatioOf(this);
    this.draw();
  };

  /** The card itself: a still picture under the game canvas (only the flames move). */
  private readonly paintCard = (ctx: CanvasRenderingContext2D, W: number, H: number): void => {
    const L = titleLayout(W, H);
    const torchSize = torchSizeOf(L);
    paintWall(ctx, W, H);
    paintDoorway(ctx, L.door, L.menu.top + L.menu.height + 14);
    for (const t of L.torches) paintSconce(ctx, t.x, t.y, torchSize);
    paintLight(ctx, W, H, [
      ...L.torches.map((t) => ({ x: t.x, y: t.y - torchSize, r: Math.max(180, L.door.radius * 1.5), a: 0.3 })),
      { x: L.title.cx, y: L.title.cy, r: Math.max(W, 400) * 0.45, a: 0.07 },
    ]);
    paintTitle(ctx, L.title.cx, L.title.cy, L.title.size);
    paintSubtitle(ctx, SUBTITLE, L.subtitle.cx, L.subtitle.y, L.subtitle.size, (L.door.cx === L.title.cx ? W : W * 0.5) - 32);
  };

  /** Paints the card for the current size, lights the torches and puts the menu in the doorway. */
  private draw(): void {
    for (const o of this.art) o.destroy();
    this.art = [];
    this.flames = [];
    this.glows = [];
    const r = this.ratio;
    const L = titleLayout(this.scale.width / r, this.scale.height / r);
    if (this.card) this.card.redraw();
    else this.card = new Backdrop(this, this.paintCard, 'title-card');

    const torchSize = torchSizeOf(L);
    const fw = Math.round(torchSize * 0.9 * r);
    const fh = Math.round(torchSize * 1.5 * r);
    paintTexture(this, 'title-flame', fw, fh, 1, (ctx) => paintFlame(ctx, fw, fh));
    const gs = Math.round(torchSize * 9 * r);
    paintTexture(this, 'title-glow', gs, gs, 1, (ctx) => paintGlow(ctx, gs));
    for (const t of L.torches) {
      const glow = this.add.image(t.x * r, (t.y - torchSize * 0.6) * r, 'title-glow').setBlendMode(Phaser.BlendModes.ADD).setAlpha(0.8);
      const flame = this.add.image(t.x * r, (t.y - torchSize * 0.3) * r, 'title-flame').setOrigin(0.5, 1);
      this.glows.push(glow);
      this.flames.push(flame);
      this.art.push(glow, flame);
    }
    this.flicker(loadSettings());

    if (this.menu) {
      const m = L.menu;
      Object.assign(this.menu.style, { left: `${m.left}px`, top: `${m.top}px`, width: `${m.width}px` });
    }
  }

  /** Torches flicker unless the player asked for reduced motion. */
  private flicker(settings: Settings): void {
    this.tweens.killTweensOf([...this.flames, ...this.glows]);
    for (const f of this.flames) f.setScale(1);
    for (const g of this.glows) g.setAlpha(0.8);
    if (settings.reducedMotion) return;
    const speed = Math.max(0.25, settings.animationSpeed);
    this.flames.forEach((f, i) =>
      this.tweens.add({ targets: f, scaleY: 1.16, scaleX: 0.9, duration: (170 + i * 37) * speed, yoyo: true, repeat: -1, ease: 'Sine.easeInOut', delay: i * 60 }),
    );
    this.glows.forEach((g, i) => this.tweens.add({ targets: g, alpha: 0.95, duration: (230 + i * 53) * speed, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' }));
  }
}

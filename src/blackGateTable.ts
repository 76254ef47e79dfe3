/**
 * The Black Gate at the table (BLACKGATE §2–§17): its party setup, then the board of one level at
 * a time with the dock beside it, played through a campaign session that autosaves every step.
 * Opened from the title, from a share link (`?ruleset=blackgate&seed=…&setup=…`), or to continue
 * the campaign autosaved last. The board and the dock draw what the rules' view says; every step
 * is played by the session and refused, when it must be, with the rule that forbids it.
 */
import type * as Phaser from 'phaser';
import { CampaignSession } from './campaign/session';
import { campaignLink, checkLinkSetup, readCampaignLink } from './campaign/link';
import { shelfOf } from './campaign/shelf';
import { blackGate, eventLine, levelView, namer, type BgSetup, type BgState, type BlackGateSetupRequest } from './games/blackgate';
import { LEVEL_SCENE_KEY, LevelScene } from './scenes/blackgate/LevelScene';
import { CAMPAIGN_AUTOSAVE_ID, createCampaignStore } from './store/campaignStore';
import { localforageBackend, withReconnect } from './store/backend';
import { testHookWanted } from './testHook';
import { button, el, openPanel, toast } from './ui/dom';
import { openCampaignSaves } from './ui/campaign/savesPanel';
import { openWatchBar, type WatchBar } from './ui/campaign/watchBar';
import { closeBlackGateSetup, openBlackGateSetup } from './ui/blackgate/setupPanel';
import { mountStageDock, type BgSession, type StageDock } from './ui/blackgate/stageDock';

export interface BlackGateTestHook {
  session: BgSession;
  /** The board is drawn and the dock mounted. */
  readonly ready: boolean;
  /** A cell's centre on the shown level, in CSS pixels of the page. */
  cellToScreen(x: number, y: number): { x: number; y: number };
  readonly shown: number;
  /** The step on view while the campaign is watched; null at the table. */
  readonly watching: number | null;
  /** Plays on from a position set up by hand (a test's scene); it is never autosaved. */
  stage(setup: BgSetup, state: BgState): void;
}

declare global {
  interface Window {
    __blackgate?: BlackGateTestHook;
  }
}

/** Campaign saves live in a database of their own, beside the delves' (src/store/campaignStore.ts). */
const backend = () => withReconnect(localforageBackend({ name: 'deathmaze-campaigns', storeName: 'campaigns' }));

const freshSeed = (): string => String(Math.floor(Math.random() * 1_000_000));

/** Opens the Black Gate's setup (or its campaign, straight from a link); `toTitle` gives the screen back. */
export async function openBlackGate(game: Phaser.Game, toTitle: () => void, search = ''): Promise<void> {
  const store = createCampaignStore(blackGate, backend(), { summary: (s) => `level ${s.party.at.level}, expedition ${s.expedition}, turn ${s.turn}` });
  const session: BgSession = new CampaignSession(blackGate, store);
  let dock: StageDock | null = null;
  let scene: LevelScene | null = null;

  const leave = () => {
    watching?.destroy();
    watching = null;
    dock?.destroy();
    dock = null;
    closeBlackGateSetup();
    if (scene) game.scene.stop(LEVEL_SCENE_KEY);
    scene = null;
    delete window.__blackgate;
    toTitle();
  };

  const share = () => {
    const setup = session.setup;
    if (!setup) return;
    const link = campaignLink(blackGate.id, { seed: setup.seed, request: setup.request }, window.location.href);
    const p = openPanel('bg-share', 'Share this campaign');
    const field = el('input', { type: 'text', readonly: '', value: link, 'data-testid': 'bg-share-link', 'aria-label': 'Link to this campaign', class: 'share-link' });
    p.body.append(
      el('p', {}, 'The link deals the same party, the same sun and the same maze from the start.'),
      field,
      el('div', { class: 'bg-actions' }, button('Copy link', () => void navigator.clipboard?.writeText(link).then(() => toast('Link copied.'), () => toast('Copy the link from the field.')), { kind: 'primary', testId: 'bg-share-copy' }), button('Close', () => p.close())),
    );
    field.select();
  };

  const shelf = shelfOf(session, store);
  const saves = () => openCampaignSaves({
    shelf,
    opened: (fromPrevious, watchIt) => {
      closeBlackGateSetup();
      table();
      if (watchIt) watch(0);
      if (fromPrevious) toast('The last copy of this save was damaged: this is the one before it.', 'error');
    },
  });

  let watching: WatchBar | null = null;
  /** Watch: the board draws the step on view while the dock steps aside; back to the table after. */
  const watch = (from?: number) => {
    const tape = session.tape;
    if (!tape || !scene || !dock) return;
    const [board, shownDock] = [scene, dock];
    shownDock.setHidden(true);
    watching?.destroy();
    watching = openWatchBar({
      length: tape.length,
      from,
      show: (k) => board.show({ ...levelView(tape.stateAt(k)), exits: [] }, null), // the past: nothing to set off to
      title: (k) => tape.titleAt(k),
      lines: (k) => {
        const name = namer(tape.stateAt(k));
        return tape.eventsAt(k).map((e) => eventLine(e, name));
      },
      close: () => {
        watching = null;
        shownDock.setHidden(false);
      },
    });
  };

  const table = () => {
    if (!game.scene.getScene(LEVEL_SCENE_KEY)) game.scene.add(LEVEL_SCENE_KEY, LevelScene, false);
    game.scene.start(LEVEL_SCENE_KEY, {
      handlers: {
        // while a campaign is watched the board shows the past: a tap plays nothing
        go: (dir: 0 | 1 | 2 | 3) => void (watching ? undefined : session.play({ type: 'go', dir })),
        turn: () => (watching ? undefined : dock?.turn()),
      },
    });
    scene = game.scene.getScene(LEVEL_SCENE_KEY) as LevelScene;
    dock?.destroy();
    dock = mountStageDock(session, { board: scene, share, saves, watch: () => watch(0), leave });
    if (testHookWanted()) {
      const s = scene;
      window.__blackgate = {
        session,
        get ready() {
          return s.sys.isActive() && dock !== null;
        },
        cellToScreen: (x, y) => s.cellToScreen(x, y),
        get shown() {
          return dock?.shown ?? 1;
        },
        get watching() {
          return watching?.step ?? null;
        },
        stage: (setup, state) => session.stage(setup, state),
      };
    }
  };

  const deal = (seed: string, request: BlackGateSetupRequest): string | null => {
    const setup: BgSetup = { ruleset: 'blackgate', seed: /^\d{1,15}$/.test(seed) ? Number(seed) : seed, request };
    try {
      session.start(setup);
    } catch (e) {
      const rule = (e as { rule?: string }).rule;
      return `${rule ? `${rule}: ` : ''}${e instanceof Error ? e.message : String(e)}`;
    }
    table();
    return null;
  };

  // a share link fills the setup in (and names what is wrong with it, if anything)
  let given: BlackGateSetupRequest | undefined;
  let seed = freshSeed();
  const link = readCampaignLink(search);
  if (link && !link.ok) toast(`This link cannot be played: ${link.reason}.`, 'error');
  if (link?.ok) {
    const checked = checkLinkSetup(blackGate, link.target);
    if (checked.ok) {
      const setup = checked.setup as BgSetup;
      given = setup.request;
      seed = String(setup.seed);
      toast(`A shared campaign: Go in deals it on seed ${seed}.`);
    } else toast(`This link cannot be played: ${checked.reason}.`, 'error');
  }

  const slots = await store.list();
  if (store.kept === 'memory') toast('This browser gives the game no storage: the campaign is kept in memory only until this page closes. Export it from Saved campaigns to keep it.', 'error');
  const auto = slots.find((s) => s.id === CAMPAIGN_AUTOSAVE_ID && !s.finished && !s.damaged);
  openBlackGateSetup({
    seed,
    given,
    resume: auto ? {
      label: `Continue the campaign (${auto.summary})`,
      go: () => void store.load(CAMPAIGN_AUTOSAVE_ID).then((loaded) => {
        if (!loaded.ok) return toast(loaded.reason, 'error');
        closeBlackGateSetup();
        session.resume(loaded);
        table();
        if (loaded.fromPrevious) toast('The last copy of the autosave was damaged: this is the one before it.', 'error');
      }),
    } : undefined,
    start: ({ seed: s, request }) => deal(s, request),
    saves,
    back: leave,
  });
}

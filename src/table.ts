/**
 * Everything past the title, loaded as one chunk while the title shows (src/loadTable.ts): the
 * controller and the save store (src/session.ts) with the engine behind them, the party setup,
 * the maze and the combat table, and the DOM panels that play over them. `install` adds the
 * scenes to the running game and keeps the right one on screen as the game moves. Scenes and
 * panels are mounted with the session's read-only port (src/tablePort.ts); the title reads
 * through it too (`port`).
 */
import type * as Phaser from 'phaser';
import { bus } from './bus';
import type { GameState } from './games/deathmaze';
import { port } from './session';
import { CombatScene, FIGHT_SHOWN } from './scenes/CombatScene';
import { MazeScene } from './scenes/MazeScene';
import { PartySetupScene } from './scenes/PartySetupScene';
import { mountAutoResolve } from './ui/autoResolve';
import { mountDetachedNotice, playSaved as playSavedWith } from './ui/openDelve';
import { dismissEverything } from './ui/dismiss';
import { setFightEnding } from './ui/dom';
import { mountEndScreen } from './ui/endScreen';
import { mountHudBar } from './ui/hudBar';
import { restWhenIdle } from './ui/idleLoop';
import { mountLessonCard } from './ui/lesson/lessonCard';
import { mountLog } from './ui/logPanel';
import { mountPrompts } from './ui/prompts';
import { mountReplayBar } from './ui/replayBar';
import { openRosterPanel as openRosterWith } from './ui/rosterPanel';
import { mountSaveToSlot, openSlotsPanel as openSlotsWith, type SlotsPanelOptions } from './ui/slotsPanel';
import { mountSound } from './ui/sound';
import { testHookWanted } from './testHook';
import type { Loaded } from './tablePort';

export { port } from './session';
export { closeSlotsPanel } from './ui/slotsPanel';
export { closeRosterPanel } from './ui/rosterPanel';

/** The Saved delves panel (the title's Saved delves). */
export const openSlotsPanel = (options: SlotsPanelOptions = {}) => openSlotsWith(port, options);
/** The Roster panel (the title's Roster). */
export const openRosterPanel = () => openRosterWith(port);
/** Plays a loaded save on this tab (the title's Continue), asking first if another tab plays it. */
export const playSaved = (loaded: Loaded, onOpen?: () => void) => playSavedWith(port, loaded, onOpen);

/** The scene that shows a phase: combat has its own table, everything else happens on the maze. */
function sceneFor(state: GameState): string {
  return state.phase.kind === 'combat' || state.phase.kind === 'lineUp' ? 'CombatScene' : 'MazeScene';
}

const PLAY_SCENES = ['PartySetupScene', 'MazeScene', 'CombatScene'] as const;

let installed = false;

/**
 * Adds the scenes of play to `game` and wires the page to the controller. `boardFirst`: the URL
 * asked the board to watch or start a delve (?watch=, ?start=), so the maze starts at once.
 */
export function install(game: Phaser.Game, boardFirst: boolean): void {
  if (installed) return;
  installed = true;
  game.scene.add('PartySetupScene', new PartySetupScene(port), false);
  game.scene.add('MazeScene', new MazeScene(port), boardFirst);
  game.scene.add('CombatScene', new CombatScene(port), false);

  /** A fight just ended: the maze waits until the combat table has shown the last blows. */
  let fightEnding: (() => void) | null = null;
  const stopWaitingForFight = (): void => {
    fightEnding?.();
    fightEnding = null;
    setFightEnding(false);
  };

  /**
   * Keeps the right scene on screen as the game moves between exploring and fighting. When an
   * action ends a fight, the combat table first plays out its last dice and falls (FIGHT_SHOWN);
   * a new or reloaded game (`now`) switches at once.
   */
  const showScene = (state: GameState, now: boolean): void => {
    const key = sceneFor(state);
    if (!now && key !== 'CombatScene' && game.scene.isActive('CombatScene')) {
      if (fightEnding) return;
      const combat = game.scene.getScene('CombatScene');
      const go = () => {
        stopWaitingForFight();
        if (port.state) showScene(port.state, true);
      };
      const timer = window.setTimeout(go, 15_000);
      fightEnding = () => {
        window.clearTimeout(timer);
        combat?.events.off(FIGHT_SHOWN, go);
      };
      combat?.events.once(FIGHT_SHOWN, go);
      // what comes after the fight (the loot, the next chit) is asked for once the maze is back
      setFightEnding(true);
      return;
    }
    stopWaitingForFight();
    game.scale.updateBounds();
    for (const other of ['TitleScene', ...PLAY_SCENES]) {
      if (other !== key && game.scene.isActive(other)) game.scene.stop(other);
    }
    if (!game.scene.isActive(key)) game.scene.start(key);
  };

  bus.on('game:started', ({ state }) => showScene(state, true));
  bus.on('game:changed', ({ state }) => showScene(state, false));
  const leaveTableFor = (next: 'TitleScene' | 'PartySetupScene') => {
    stopWaitingForFight();
    // the panels opened at the table (settings, the log, the rules) do not follow to the title
    dismissEverything();
    for (const key of PLAY_SCENES) if (game.scene.isActive(key)) game.scene.stop(key);
    game.scene.start(next);
  };
  bus.on('intent:title', (to) => leaveTableFor(to?.setup ? 'PartySetupScene' : 'TitleScene'));
  mountLog(port);
  mountPrompts(port);
  mountHudBar(port);
  mountEndScreen(port);
  mountReplayBar(port);
  mountSaveToSlot(port);
  mountSound();
  mountAutoResolve(port);
  mountDetachedNotice(port);
  mountLessonCard(port);
  const loop = restWhenIdle(game);
  if (testHookWanted()) window.__deathmazeLoop = loop;
}

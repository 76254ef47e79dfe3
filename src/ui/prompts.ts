/**
 * Encounter prompts: whenever the game waits for a decision that is not laying a chit, moving
 * or fighting, a card rises over the board with exactly the choices `legalActions` lists —
 * who deals with a trap, what to do about the monsters revealed, who takes each piece of
 * treasure, which monster a charm takes — and the action tray offers the rest of what the
 * party may do while exploring. A choice is sent as `intent:action`; the card redraws on
 * `game:changed`, and a short card tells what came of the choice.
 *
 * `mountPrompts()` subscribes to the bus and returns the unmount; mounting twice is harmless.
 */
import './prompts.css';
import { bus, listen } from '../bus';
import type { TablePort } from '../tablePort';
import { monsters } from '../games/deathmaze';
import { livingUnits } from '../games/deathmaze';
import type { GameEvent } from '../games/deathmaze';
import { legalActions, monstersHere, type Action, type GameState } from '../games/deathmaze';
import { el, fightEnding, notForUs, uiRoot } from './dom';
import { castGroups, createTray, readyChoice, useChoice, type Tray } from './actionTray';
import { negotiationBonus } from '../games/deathmaze';
import {
  actionLabel,
  adventurerOf,
  combatBonusText,
  detrapOdds,
  groupLabel,
  itemBlurb,
  itemLabel,
  monsterName,
  negotiationOdds,
  percent,
  testedOnTaking,
  trapRule,
  trapSourceName,
  weaponName,
  woundCodeText,
  healthText,
} from './labels';
import { dieFace, monsterCounter } from './promptArt';
import { adventurerChoice, choiceButton, choices, numberChoices, partyInOrder, ruleChip, section } from './promptKit';
import { pressed } from './keys';

type Send = (a: Action) => void;
type PromptKind = 'trap' | 'encounter' | 'loot' | 'charm' | 'sleepers';

let mounts = 0;
let teardown: (() => void) | null = null;

/** Shows the prompts and the action tray for the game `port` reads until the returned function is called. */
export function mountPrompts(port: TablePort): () => void {
  mounts++;
  if (mounts === 1) teardown = start(port);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    mounts--;
    if (mounts === 0) {
      teardown?.();
      teardown = null;
    }
  };
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** Events not worth repeating on the outcome card (the board shows them). */
const QUIET: ReadonlySet<GameEvent['kind']> = new Set(['chit-drawn', 'party-moved', 'order-changed']);

function start(port: TablePort): () => void {
  const dock = el('div', { class: 'dmp-dock', 'data-testid': 'prompt-dock' });
  const outcomeHost = el('div', { class: 'dmp-outcome-host' });
  const promptHost = el('div', { class: 'dmp-prompt-host' });
  const trayHost = el('div', { class: 'dmp-tray-host' });
  dock.append(outcomeHost, promptHost, trayHost);
  const tray: Tray = createTray(trayHost, port);

  /** Off while the title (or nothing) is on screen; on once a delve starts or goes on. */
  let active = port.state !== null && port.state.phase.kind !== 'over';
  let lastSent: Action | null = null;
  /** The state the last choice was made in: names on the outcome card refer to it. */
  let sentFrom: GameState | null = null;
  let refusal: string | null = null;
  /** The prompt the player folded away to look at the board, by phase and turn. */
  let folded: string | null = null;
  let outcomeTimer = 0;
  /** What the player is looking at inside a prompt, kept across redraws. */
  const view: PromptView = { lootPick: 0 };

  const attach = () => {
    if (!dock.isConnected) uiRoot().append(dock);
  };

  /**
   * Publishes how far up from the bottom of the window the prompt (and outcome) reach, as the
   * CSS variable --dmp-top, so the board's own bottom controls can stand clear of them; and where
   * their left edge is, as --dmp-left, so the board can frame the party beside a card that stands
   * to the right (a wide screen, or a phone held sideways).
   */
  const publishTop = () => {
    const boxes = [outcomeHost, promptHost].filter((h) => h.childElementCount > 0 && h.isConnected).map((h) => h.getBoundingClientRect());
    const top = boxes.length > 0 ? Math.min(...boxes.map((b) => b.top)) : window.innerHeight;
    const left = boxes.length > 0 ? Math.min(...boxes.map((b) => b.left)) : window.innerWidth;
    const html = document.documentElement.style;
    html.setProperty('--dmp-top', `${Math.max(0, Math.round(window.innerHeight - top))}px`);
    html.setProperty('--dmp-left', `${Math.max(0, Math.round(left))}px`);
  };
  const sizes = new ResizeObserver(publishTop);
  sizes.observe(outcomeHost);
  sizes.observe(promptHost);
  // a card can move without changing its size (the tray below it comes or goes, the combat
  // table's dock leaves the page and the layout turns the card to the side): read the boxes again
  // once the page has changed and been laid out
  let publishing = 0;
  const moved = new MutationObserver(() => {
    cancelAnimationFrame(publishing);
    publishing = requestAnimationFrame(publishTop);
  });
  moved.observe(dock, { childList: true, subtree: true });
  moved.observe(uiRoot(), { childList: true, attributes: true, attributeFilter: ['class'] });
  window.addEventListener('resize', publishTop);

  const send: Send = (action) => {
    lastSent = action;
    sentFrom = port.state;
    refusal = null;
    bus.emit('intent:action', action);
  };

  const render = () => {
    const s = port.state;
    if (!active || !s) {
      promptHost.replaceChildren();
      tray.update(null);
      // off the table (the title, the party setup): nothing of the dock stays on the page
      if (!active) dock.remove();
      return;
    }
    const actions = legalActions(s);
    const card = promptFor(s, actions, send, refusal, view);
    if (card) {
      const foldKey = `${s.phase.kind}:${s.turn}`;
      if (folded === foldKey) card.classList.add('dmp-folded');
      card.querySelector('.dmp-fold')?.addEventListener('click', (e) => {
        e.stopPropagation();
        folded = card.classList.toggle('dmp-folded') ? foldKey : null;
      });
    }
    promptHost.replaceChildren(...(card ? [card] : []));
    const trayPhases = ['explore', 'trap', 'loot'];
    tray.update(trayPhases.includes(s.phase.kind) ? { state: s, actions, send } : null);
    attach();
    requestAnimationFrame(publishTop);
  };

  const clearOutcome = () => {
    window.clearTimeout(outcomeTimer);
    outcomeHost.replaceChildren();
    requestAnimationFrame(publishTop);
  };

  const showOutcome = (before: GameState, action: Action, events: GameEvent[]) => {
    clearOutcome();
    const shown = events.filter((e) => !QUIET.has(e.kind));
    if (shown.length === 0) return;
    const max = 5;
    const lines = shown.slice(0, max).map((e) =>
      el(
        'li',
        { class: `dmp-outcome-line dmp-ev-${e.kind}` },
        e.dice && e.dice.length > 0 ? el('span', { class: 'dmp-dice' }, ...e.dice.slice(0, 8).map((d) => dieFace(d))) : null,
        el('span', { class: 'dmp-outcome-text' }, e.text),
        ruleChip(e.rule),
      ),
    );
    if (shown.length > max) lines.push(el('li', { class: 'dmp-outcome-more' }, `…and ${shown.length - max} more in the log.`));
    const close = el('button', { type: 'button', class: 'btn dmp-outcome-close', title: 'Dismiss', 'aria-label': 'Dismiss', 'data-testid': 'prompt-outcome-close' }, '✕');
    close.addEventListener('click', (e) => {
      e.stopPropagation();
      clearOutcome();
    });
    const card = el(
      'section',
      // its lines are the log's events, read out once by announcer.ts
      { class: 'dmp-outcome', 'data-testid': 'prompt-outcome', 'data-action': action.type },
      el('header', { class: 'dmp-outcome-head' }, el('strong', {}, actionLabel(before, action)), close),
      el('ul', { class: 'dmp-outcome-lines' }, ...lines),
    );
    outcomeHost.append(card);
    attach();
    // Long enough to read the dice; a tap on ✕ clears it sooner.
    outcomeTimer = window.setTimeout(clearOutcome, 12_000);
  };

  const offs = [
    listen('game:started', () => {
      active = true;
      lastSent = null;
      refusal = null;
      clearOutcome();
      render();
    }),
    listen('game:changed', ({ state, events, action }) => {
      active = true;
      if (action === lastSent) {
        // the end screen tells how it ended: a card half under it would only repeat it
        if (state.phase.kind === 'over') clearOutcome();
        else showOutcome(sentFrom ?? state, action, events);
        lastSent = null;
      } else {
        // The game went on by another hand (a move on the board, "decide for me"): the card is stale.
        clearOutcome();
      }
      refusal = null;
      render();
    }),
    listen('game:refused', ({ action, rule, reason }) => {
      if (action !== lastSent) return;
      lastSent = null;
      refusal = `${reason} (${rule})`;
      render();
    }),
    listen('intent:title', () => {
      active = false;
      clearOutcome();
      render();
    }),
  ];

  // Another scene clearing the DOM layer must not take the prompts with it while they are needed.
  const observer = new MutationObserver(() => {
    if (!dock.isConnected && active && port.state && dock.querySelector('.dmp-card, .dmp-tray, .dmp-outcome')) uiRoot().append(dock);
  });
  observer.observe(uiRoot(), { childList: true });

  const onKey = (e: KeyboardEvent) => {
    if (notForUs(e) || fightEnding()) return; // after a fight the prompts wait, hidden, for the maze
    const chooser = document.getElementById('dmp-chooser');
    // Another panel over the table (log, sheets, rules) has the keys. (Escape closes the chooser
    // like any panel: it is on the overlay's stack, dismiss.ts.)
    if ([...document.querySelectorAll('#ui > .panel')].some((p) => p !== chooser)) return;
    const scope: HTMLElement | null = chooser ?? promptHost.querySelector('.dmp-card:not(.dmp-folded)');
    if (!scope) return;
    let button: HTMLButtonElement | null = null;
    if (pressed(e, 'prompt.choose')) button = scope.querySelector(`.dmp-choice[data-key="${e.key}"]`);
    else if (!chooser && pressed(e, 'prompt.negotiate')) button = scope.querySelector('[data-testid="prompt-negotiate"]');
    else if (!chooser && pressed(e, 'prompt.fight')) button = scope.querySelector('[data-testid="prompt-fight"]');
    if (button && !button.disabled) {
      e.preventDefault();
      button.click();
    }
  };
  window.addEventListener('keydown', onKey);

  render();

  return () => {
    for (const off of offs) off();
    observer.disconnect();
    sizes.disconnect();
    window.removeEventListener('resize', publishTop);
    document.documentElement.style.removeProperty('--dmp-top');
    document.documentElement.style.removeProperty('--dmp-left');
    window.removeEventListener('keydown', onKey);
    window.clearTimeout(outcomeTimer);
    tray.destroy();
    dock.remove();
  };
}

/** The prompt card for the phase, or null when the phase needs none (explore, place, combat, over). */
/** Choices of display (not of play) that survive a redraw. */
interface PromptView {
  /** The treasure item shown with its takers. */
  lootPick: number;
}

function promptFor(s: GameState, actions: Action[], send: Send, refusal: string | null, view: PromptView): HTMLElement | null {
  switch (s.phase.kind) {
    case 'trap':
      return trapPrompt(s, s.phase.source, actions, send, refusal);
    case 'encounter':
      return encounterPrompt(s, actions, send, refusal);
    case 'loot':
      return lootPrompt(s, actions, send, refusal, view);
    case 'charm':
      return charmPrompt(s, actions, send, refusal);
    case 'sleepers':
      return sleepersPrompt(s, actions, send, refusal);
    default:
      return null;
  }
}

function card(kind: PromptKind, title: string, rule: string, lead: (Node | string)[], refusal: string | null, ...body: (HTMLElement | null)[]): HTMLElement {
  const fold = el('button', { type: 'button', class: 'btn dmp-fold', title: 'Fold away to see the board', 'aria-label': 'Fold away', 'data-testid': 'prompt-fold' }, el('span', { class: 'dmp-fold-mark' }));
  const root = el(
    'section',
    { class: `dmp-card dmp-${kind}`, role: 'dialog', 'aria-label': title, 'data-testid': `prompt-${kind}` },
    el('header', { class: 'dmp-head' }, el('h2', { class: 'dmp-title' }, title), ruleChip(rule), fold),
    el(
      'div',
      { class: 'dmp-body' },
      el('p', { class: 'dmp-lead' }, ...lead),
      refusal ? el('p', { class: 'dmp-refusal', role: 'alert', 'data-testid': 'prompt-refusal' }, refusal) : null,
      ...body,
    ),
  );
  numberChoices(root);
  return root;
}

// --- Traps (10.1, 9.16, 6.34) ------------------------------------------------------------------

function trapPrompt(s: GameState, source: 'door' | 'chest' | 'trapdoor', actions: Action[], send: Send, refusal: string | null): HTMLElement {
  const thing = trapSourceName[source];
  const sesame = actions.filter((a): a is Extract<Action, { type: 'sesame' }> => a.type === 'sesame');
  const detrap = actions.filter((a): a is Extract<Action, { type: 'detrap' }> => a.type === 'detrap');
  const open = actions.filter((a): a is Extract<Action, { type: 'open' }> => a.type === 'open');
  const order = partyInOrder(s).map((a) => a.id);
  const byOrder = <T extends { who: string }>(xs: T[]) => [...xs].sort((a, b) => order.indexOf(a.who) - order.indexOf(b.who));

  const sesameSection =
    sesame.length > 0
      ? section(
          'Sesame',
          '9.53',
          choices(
            byOrder(sesame).map((a) => {
              const adv = adventurerOf(s, a.who)!;
              return adventurerChoice(adv, { testId: `choice-sesame-${a.who}`, action: a, kind: 'safe', label: `${adv.name} uses Sesame`, detail: `It opens without going off; the Sesame is spent.` }, () => send(a));
            }),
          ),
        )
      : null;
  const detrapSection =
    detrap.length > 0
      ? section(
          'Try to disarm it',
          '10.12',
          choices(
            byOrder(detrap).map((a) => {
              const adv = adventurerOf(s, a.who)!;
              const odds = detrapOdds(adv.detrap);
              return adventurerChoice(
                adv,
                { testId: `choice-detrap-${a.who}`, action: a, label: `${adv.name} tries to disarm it`, detail: `${odds.text} (${percent(odds.chance)}). Otherwise it goes off on ${adv.name}.` },
                () => send(a),
              );
            }),
          ),
        )
      : null;
  const openSection = section(
    'Open it and take what comes',
    '10.13',
    choices(
      byOrder(open).map((a) => adventurerChoice(adventurerOf(s, a.who)!, { testId: `choice-open-${a.who}`, action: a, compact: true }, () => send(a))),
      'grid',
    ),
  );
  const lead =
    source === 'door'
      ? 'The door is trapped. Someone must deal with it before the party goes through.'
      : source === 'chest'
        ? 'The chest is trapped. Someone must deal with it before it can be emptied.'
        : 'There is a trap on the trap door. Someone must deal with it.';
  return card(
    'trap',
    `A trapped ${thing}`,
    trapRule[source],
    [lead],
    refusal,
    sesameSection,
    detrapSection,
    openSection,
    el('p', { class: 'dmp-note' }, 'A trap that goes off may be an arrow (perhaps poisoned), gas, an explosion that hurts everyone, or burning oil. ', ruleChip('10.3')),
  );
}

// --- Monsters (7.1, 7.2) -----------------------------------------------------------------------

function encounterPrompt(s: GameState, actions: Action[], send: Send, refusal: string | null): HTMLElement | null {
  const group = monstersHere(s);
  if (!group) return null;
  const alive = livingUnits(group);
  const first = alive[0] ?? group.units[0]!;
  const stats = monsters[first.monster];
  // 9.64 medallions, and 11.3 a Wizard's Oratory already cast for this negotiation
  const oratory = negotiationBonus(s);
  const odds = negotiationOdds(stats.nv, oratory, stats.cowEligible);

  const counters = el(
    'ul',
    { class: 'dmp-counters', 'data-testid': 'encounter-counters', 'aria-label': 'The monsters' },
    ...alive.map((u) =>
      el(
        'li',
        {
          class: 'dmp-counter',
          'data-testid': 'monster-counter',
          'data-monster': u.monster,
          'data-id': u.id,
          title: `${monsterName(u.monster)}: ${u.woundPoints === undefined ? `Wound Points ${woundCodeText(u.monster)}, rolled when the fight begins` : `${u.woundPoints - u.wounds} Wound Points`}`,
        },
        monsterCounter(u.monster, combatBonusText(u.monster), u.woundPoints, u.wounds),
        el('span', { class: 'dmp-counter-name' }, monsterName(u.monster)),
      ),
    ),
  );
  // 7.13–7.14: type and number are known now; Wound Points only once the fight is joined
  const rolled = alive.every((u) => u.woundPoints !== undefined);
  const totalWp = alive.reduce((n, u) => n + (u.woundPoints ?? 0) - u.wounds, 0);
  const woundPoints = rolled
    ? [alive.map((u) => (u.woundPoints ?? 0) - u.wounds).join(' · '), alive.length > 1 ? ` (${totalWp})` : '']
    : [`${woundCodeText(first.monster)}${alive.length > 1 ? ' each' : ''}, rolled when the fight begins `, ruleChip('7.14')];
  const facts = el(
    'dl',
    { class: 'dmp-facts', 'data-testid': 'encounter-facts' },
    el('div', {}, el('dt', {}, 'Negotiation'), el('dd', { 'data-testid': 'encounter-nv' }, `NV ${stats.nv}`)),
    el('div', {}, el('dt', {}, 'Combat'), el('dd', {}, stats.combatBonus === null ? 'weapons' : `+${stats.combatBonus}`)),
    el('div', {}, el('dt', {}, 'Wound Points'), el('dd', { 'data-testid': 'encounter-wp' }, ...woundPoints)),
    el('div', {}, el('dt', {}, 'Magic Res.'), el('dd', {}, String(stats.mr))),
  );

  const negotiate = actions.find((a) => a.type === 'negotiate');
  const fight = actions.find((a) => a.type === 'fight');
  const bar = el(
    'div',
    { class: 'dmp-odds-bar', 'aria-hidden': 'true' },
    el('span', { class: 'dmp-odds-failure', style: `flex-grow:${odds.failure}` }),
    el('span', { class: 'dmp-odds-agreement', style: `flex-grow:${odds.agreement}` }),
    el('span', { class: 'dmp-odds-cow', style: `flex-grow:${odds.cow}` }),
  );
  const outcome = (result: 'failure' | 'agreement' | 'cow', name: string, p: number, what: string, rule: string) =>
    el('li', { class: `dmp-odds-${result}`, 'data-result': result, 'data-p': String(p) }, el('b', {}, `${name} ${percent(p)}`), el('span', { class: 'dmp-odds-what' }, what, ' ', ruleChip(rule)));
  const legend = el(
    'ul',
    { class: 'dmp-odds', 'data-testid': 'negotiation-odds' },
    outcome('failure', 'Failure', odds.failure, alive.length === 1 ? 'it attacks at once' : 'they attack at once', '7.22'),
    outcome('agreement', 'Agreement', odds.agreement, 'they let the party be', '7.23'),
    outcome('cow', 'Cow', odds.cow, odds.cowPays ? 'they pay ¼ of their coin' : 'they back off (no coin)', '7.24'),
  );
  const roll = `2D6 − NV ${stats.nv}${oratory ? ` + ${oratory} Oratory` : ''}: 5 or less fails, 6–8 agree, 9 or more cows them.`;

  const holdOff = odds.agreement + odds.cow;
  const main = choices(
    [
      // gold only when talking is likelier than not to hold them off: never at 0 %
      negotiate ? choiceButton({ label: 'Negotiate', detail: `${percent(holdOff)} ${alive.length === 1 ? 'it holds' : 'they hold'} off`, kind: holdOff >= 0.5 ? 'primary' : 'secondary', testId: 'prompt-negotiate', action: negotiate }, () => send(negotiate)) : null,
      fight ? choiceButton({ label: 'Fight', detail: 'The party attacks first', kind: 'danger', testId: 'prompt-fight', action: fight }, () => send(fight)) : null,
    ].filter((b): b is HTMLButtonElement => b !== null),
    'row',
  );
  main.classList.add('dmp-encounter-main');

  const pegs = actions.filter((a): a is Extract<Action, { type: 'peg' }> => a.type === 'peg');
  const pegSection =
    pegs.length > 0
      ? section(
          'Or shut the door on them',
          '9.57',
          choices(
            pegs.map((a) => {
              const adv = adventurerOf(s, a.who)!;
              return adventurerChoice(adv, { testId: `choice-peg-${a.who}`, action: a, kind: 'safe', label: `${adv.name} pegs the door with Cloves`, detail: 'The party steps back; the monsters stay behind the door.' }, () => send(a));
            }),
          ),
        )
      : null;
  const uses = actions.filter((a): a is Extract<Action, { type: 'use' }> => a.type === 'use');
  const useSection = uses.length > 0 ? section('Use an item first', '9.17', choices(uses.map((a) => useChoice(s, a, send)))) : null;
  // 8.41: weapons are chosen before the party enters combat
  const readies = actions.filter((a): a is Extract<Action, { type: 'ready' }> => a.type === 'ready');
  const readySection = readies.length > 0 ? section('Weapons in hand for the fight', '8.41', choices(readies.map((a) => readyChoice(s, a, send)))) : null;
  // 11.21: Oratory before the talking, Lock on the door just opened, Neutralize Poison at once
  const castSection = castsOffered(s, actions, send);

  return card(
    'encounter',
    capital(groupLabel(group)) + '!',
    s.party.below ? '6.32' : '7.13',
    [alive.length === 1 ? 'It blocks the way. Talk, or fight?' : 'They block the way. Talk, or fight?'],
    refusal,
    el('div', { class: 'dmp-monsters' }, counters, facts),
    section('Negotiate', '7.21', bar, legend, el('p', { class: 'dmp-note' }, roll)),
    main,
    pegSection,
    castSection,
    useSection,
    readySection,
  );
}

/** A Wizard's spells on offer in a prompt (11.2), or null when there are none. */
function castsOffered(s: GameState, actions: Action[], send: Send): HTMLElement | null {
  const casts = actions.filter((a) => a.type === 'cast');
  return casts.length > 0 ? el('div', { class: 'dmp-casts', 'data-testid': 'prompt-casts' }, ...castGroups(s, casts, send)) : null;
}

// --- Treasure (9.17) -----------------------------------------------------------------------------

function lootPrompt(s: GameState, actions: Action[], send: Send, refusal: string | null, view: PromptView): HTMLElement {
  const gems = s.party.gems.reduce((a, b) => a + b, 0);
  const purse = `Party purse: ${s.party.bezants} Bezants${s.party.gems.length ? ` and ${s.party.gems.length} gem${s.party.gems.length === 1 ? '' : 's'} worth ${gems}` : ''}.`;
  const order = partyInOrder(s).map((a) => a.id);
  const items = s.loot.map((item, index) => {
    const takes = actions
      .filter((a): a is Extract<Action, { type: 'take' }> => a.type === 'take' && a.item === index)
      .sort((a, b) => order.indexOf(a.who) - order.indexOf(b.who));
    const discard = actions.find((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.item === index);
    const blurb = itemBlurb(item);
    const tested = testedOnTaking(item);
    const armorNote = item.kind === 'armor' && takes.length < s.party.adventurers.filter((a) => a.alive).length ? 'Only those without magic armor can take it.' : null;
    return el(
      'article',
      { class: 'dmp-loot-item', 'data-testid': `loot-item-${index}`, 'data-kind': item.kind },
      el('h3', { class: 'dmp-loot-name' }, itemLabel(item), ruleChip(blurb.rule)),
      el('p', { class: 'dmp-loot-blurb' }, blurb.text),
      tested ? el('p', { class: 'dmp-warn', 'data-testid': `loot-tested-${index}` }, `Whoever takes it ${item.kind === 'potion' ? 'tastes it' : 'puts it on'} at once, and lives with the result.`) : null,
      armorNote ? el('p', { class: 'dmp-note' }, armorNote) : null,
      item.kind === 'weapon' && takes.some((a) => a.slot !== undefined) ? el('p', { class: 'dmp-note' }, 'Nobody carries more than two weapons: whoever takes it lays one of theirs down. ', ruleChip('9.23')) : null,
      choices(
        [
          ...takes.map((a) => {
            const adv = adventurerOf(s, a.who)!;
            if (a.slot !== undefined) {
              // 9.23: a magical weapon takes the place of one of the two carried
              const laid = adv.weapons[a.slot];
              const bonus = adv.weaponBonus[a.slot] ?? 0;
              const detail = `for the ${weaponName(laid)}${bonus ? ` +${bonus}` : ''}${a.slot === adv.ready ? ' in hand' : ''}`;
              return adventurerChoice(adv, { testId: `choice-take-${index}-${a.who}-${a.slot}`, action: a, compact: true, detail }, () => send(a));
            }
            const carried = adv.items.length;
            const detail = `${healthText(adv)}${carried ? ` · ${carried} item${carried === 1 ? '' : 's'}` : ''}`;
            return adventurerChoice(adv, { testId: `choice-take-${index}-${a.who}`, action: a, compact: true, detail }, () => send(a));
          }),
          ...(discard ? [choiceButton({ label: 'Leave it', detail: 'stays behind', kind: 'secondary', compact: true, testId: `choice-discard-${index}`, action: discard }, () => send(discard))] : []),
        ],
        'grid',
      ),
    );
  });
  const count = s.loot.length;
  // One item at a time keeps the card small on a phone; the tabs show the whole pile.
  view.lootPick = Math.max(0, Math.min(count - 1, view.lootPick));
  const tabs = s.loot.map((item, index) =>
    el('button', { type: 'button', class: 'btn dmp-loot-tab', role: 'tab', 'data-testid': `loot-tab-${index}`, 'aria-selected': String(index === view.lootPick) }, itemLabel(item)),
  );
  const show = (pick: number) => {
    view.lootPick = pick;
    items.forEach((article, i) => (article.hidden = i !== pick));
    tabs.forEach((tab, i) => tab.setAttribute('aria-selected', String(i === pick)));
  };
  tabs.forEach((tab, index) =>
    tab.addEventListener('click', (e) => {
      e.stopPropagation();
      show(index);
      numberChoices(root);
    }),
  );
  show(view.lootPick);
  const tablist = count > 1 ? el('div', { class: 'dmp-loot-tabs', role: 'tablist', 'aria-label': 'The items found' }, ...tabs) : null;
  // the tabs by keys: ← → go to the item before or after, with the focus
  tablist?.addEventListener('keydown', (e) => {
    const by = pressed(e, 'prompt.itemNext') ? 1 : pressed(e, 'prompt.itemPrevious') ? -1 : 0;
    if (!by) return;
    e.preventDefault();
    e.stopPropagation();
    const pick = (view.lootPick + by + count) % count;
    show(pick);
    numberChoices(root);
    tabs[pick]!.focus();
  });
  const root = card(
    'loot',
    'Treasure',
    '9.17',
    [count === 1 ? 'A magic item: tap who takes it, or leave it. ' : `${count} magic items: tap one, then who takes it — or leave it. `, el('span', { class: 'dmp-purse', 'data-testid': 'loot-purse' }, purse)],
    refusal,
    tablist,
    ...items,
  );
  return root;
}

// --- Sleepers (11.3 Sleep, DATA ruling 23) ------------------------------------------------------------

function sleepersPrompt(s: GameState, actions: Action[], send: Send, refusal: string | null): HTMLElement {
  const group = monstersHere(s);
  const picks = actions.filter((a): a is Extract<Action, { type: 'sleeper' }> => a.type === 'sleeper');
  const ids = [...new Set(picks.map((a) => a.target))];
  const rows = ids.map((id) => {
    const unit = group?.units.find((u) => u.id === id);
    const slay = picks.find((a) => a.target === id && a.slay)!;
    const leave = picks.find((a) => a.target === id && !a.slay)!;
    const name = unit ? monsterName(unit.monster) : id;
    return section(
      name,
      null,
      unit ? el('div', { class: 'dmp-counters' }, monsterCounter(unit.monster, combatBonusText(unit.monster), unit.woundPoints, unit.wounds)) : null,
      choices(
        [
          choiceButton({ label: 'Slay it', detail: 'counts for Experience and treasure', kind: 'danger', compact: true, testId: `choice-slay-${id}`, action: slay }, () => send(slay)),
          choiceButton({ label: 'Leave it', detail: 'awake if you come back', kind: 'secondary', compact: true, testId: `choice-spare-${id}`, action: leave }, () => send(leave)),
        ],
        'row',
      ),
    );
  });
  return card(
    'sleepers',
    'Asleep where they fell',
    '11.3',
    ['No monster is left awake: the fight is won. Each sleeper is yours to slay or to leave lying here. ', ruleChip('8.6')],
    refusal,
    ...rows,
  );
}

// --- Charms (9.45, 9.46) ---------------------------------------------------------------------------

function charmPrompt(s: GameState, actions: Action[], send: Send, refusal: string | null): HTMLElement {
  const pending = s.charming;
  const charmer = pending ? adventurerOf(s, pending.by) : undefined;
  const rule = pending?.potion === 'charmMonster' ? '9.46' : '9.45';
  const group = monstersHere(s);
  const picks = actions.filter((a): a is Extract<Action, { type: 'charm' }> => a.type === 'charm');
  const targets = picks.filter((a) => a.target !== null);
  const pass = picks.find((a) => a.target === null);
  const buttons = targets.map((a) => {
    const unit = group?.units.find((u) => u.id === a.target);
    if (!unit) return choiceButton({ label: String(a.target), testId: `choice-charm-${a.target}`, action: a }, () => send(a));
    return choiceButton(
      {
        label: monsterName(unit.monster),
        detail: unit.woundPoints === undefined ? `Wound Points ${woundCodeText(unit.monster)}` : `${unit.woundPoints - unit.wounds} Wound Points`,
        art: monsterCounter(unit.monster, combatBonusText(unit.monster), unit.woundPoints, unit.wounds),
        testId: `choice-charm-${unit.id}`,
        action: a,
        compact: true,
      },
      () => send(a),
    );
  });
  return card(
    'charm',
    'The charm takes hold',
    rule,
    [`${charmer?.name ?? 'The drinker'} may bring one monster under control. It marches and fights with the party, and turns on it if ${charmer?.name ?? 'its charmer'} dies.`],
    refusal,
    section('Which one?', null, choices(buttons, 'grid')),
    pass ? choices([choiceButton({ label: 'Let it pass', detail: 'the dose is spent', testId: 'choice-charm-none', action: pass, compact: true }, () => send(pass))], 'row') : null,
    // 11.3 Neutralize Poison: cast right after a poisoning, whatever the party is deciding
    castsOffered(s, actions, send),
  );
}

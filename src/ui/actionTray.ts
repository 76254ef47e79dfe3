/**
 * The action tray: a slim bar at the bottom of the board with one button per kind of thing the
 * party may do besides moving (leave, give up, investigate, attack agreed monsters, cast a
 * Wizard's spell, use, give, take up or switch weapons). A button opens a chooser panel for who and which. Everything in it
 * comes from `legalActions`, but for Order (5.14), which opens the marching-order editor (the
 * engine checks the order it sends); the left 56 px of the bar stay free for the log toggle.
 */
import { WIN_BEZANTS, WIN_XP } from '../games/deathmaze';
import { featureHere } from '../games/deathmaze';
import { handOns, healable, type Adventurer, type HandOn } from '../games/deathmaze';
import { monstersHere, type Action, type GameState } from '../games/deathmaze';
import { gameResult } from '../games/deathmaze';
import { el, openPanel, type Panel } from './dom';
import { canArrange, openArrangePanel } from './marchingOrder';
import type { TablePort } from '../tablePort';
import {
  adventurerOf,
  featureHint,
  featureName,
  featureRule,
  groupLabel,
  itemBlurb,
  itemLabel,
  monsterTargetName,
  weaponName,
} from './labels';
import { afterCostText, castAt, spellChoices } from './spellChoices';
import { spells } from '../games/deathmaze';
import { adventurerBadge, trayIcon, type TrayIcon } from './promptArt';
import { adventurerChoice, choiceButton, choices, numberChoices, ruleChip, section } from './promptKit';

export type TrayKind = 'leave' | 'abandon' | 'investigate' | 'fight' | 'cast' | 'use' | 'give' | 'wield' | 'ready' | 'drop';

/** The tray's buttons, in the order they stand. */
const KINDS: { kind: TrayKind; label: string; icon: TrayIcon; title: string }[] = [
  { kind: 'leave', label: 'Leave', icon: 'leave', title: 'Climb out of the Deathmaze (4.0)' },
  { kind: 'abandon', label: 'Give up', icon: 'abandon', title: 'Shut in with no way on: give up the delve (4.0)' },
  { kind: 'investigate', label: 'Investigate', icon: 'investigate', title: 'Look into the feature here (6.0)' },
  { kind: 'fight', label: 'Attack', icon: 'fight', title: 'Attack the monsters that agreed to let you be (7.23)' },
  { kind: 'cast', label: 'Cast', icon: 'cast', title: 'A Wizard casts a spell: Heal, Mage Armor, Strength… (11.2)' },
  { kind: 'use', label: 'Use item', icon: 'use', title: 'Drink a potion or take a spice (9.17)' },
  { kind: 'give', label: 'Give item', icon: 'give', title: 'Hand an item to another adventurer (9.17)' },
  { kind: 'wield', label: 'Wield', icon: 'wield', title: 'Take up a magical weapon in place of one of yours (9.23)' },
  { kind: 'ready', label: 'Weapons', icon: 'ready', title: 'Take the other weapon in hand (8.41)' },
  { kind: 'drop', label: 'Throw away', icon: 'drop', title: 'Throw away an item nobody wants: a known poison, a spent ring (9.17)' },
];

export interface TrayContext {
  state: GameState;
  actions: Action[];
  send(action: Action): void;
}

export interface Tray {
  /** Redraws the bar for this state, or hides it (null). Closes a chooser left open. */
  update(ctx: TrayContext | null): void;
  destroy(): void;
}

/** The tray in `host`, over the game `port` reads. */
export function createTray(host: HTMLElement, port: TablePort): Tray {
  const bar = el('nav', { class: 'dmp-tray', 'aria-label': 'Party actions', 'data-testid': 'action-tray' });
  const scroller = el('div', { class: 'dmp-tray-scroll' });
  bar.append(scroller);
  let ctx: TrayContext | null = null;
  let panel: Panel | null = null;

  const closeChooser = () => {
    const p = panel;
    panel = null;
    p?.close();
  };

  const byKind = (kind: TrayKind): Action[] => (ctx ? ctx.actions.filter((a) => a.type === kind && (kind !== 'fight' || ctx!.state.phase.kind === 'explore')) : []);

  const open = (kind: TrayKind): boolean => {
    if (!ctx || byKind(kind).length === 0) return false;
    closeChooser();
    const c = ctx;
    const meta = KINDS.find((k) => k.kind === kind)!;
    const p = openPanel('dmp-chooser', chooserTitle(c.state, kind, meta.label), {
      onClose: () => {
        if (panel === p) panel = null;
      },
    });
    panel = p;
    p.root.classList.add('dmp-chooser');
    p.root.dataset.kind = kind;
    const send = (a: Action) => {
      closeChooser();
      c.send(a);
    };
    p.body.append(...chooserBody(c.state, kind, byKind(kind), send, closeChooser));
    numberChoices(p.body);
    p.body.querySelector<HTMLButtonElement>('.dmp-choice')?.focus({ preventScroll: true });
    return true;
  };

  const update = (next: TrayContext | null) => {
    closeChooser();
    ctx = next;
    scroller.replaceChildren();
    const offered = next ? KINDS.filter((k) => byKind(k.kind).length > 0) : [];
    // 5.14: between encounters the party may change its marching order.
    const reorder = next !== null && next.state.phase.kind === 'explore' && canArrange(next.state) && next.state.party.adventurers.filter((a) => a.alive).length + next.state.party.charmed.length > 1;
    if (offered.length === 0 && !reorder) {
      bar.remove();
      return;
    }
    for (const k of offered) {
      const b = el(
        'button',
        { type: 'button', class: `btn dmp-tray-btn dmp-tray-${k.kind}`, title: k.title, 'data-testid': `tray-${k.kind}`, 'aria-haspopup': 'dialog' },
        trayIcon(k.icon),
        el('span', { class: 'dmp-tray-label' }, k.label),
      );
      b.addEventListener('click', (e) => {
        e.stopPropagation();
        open(k.kind);
      });
      scroller.append(b);
    }
    if (reorder) {
      const b = el(
        'button',
        { type: 'button', class: 'btn dmp-tray-btn dmp-tray-order', title: 'Change the marching order (5.14)', 'data-testid': 'tray-order', 'aria-haspopup': 'dialog' },
        trayIcon('order'),
        el('span', { class: 'dmp-tray-label' }, 'Order'),
      );
      b.addEventListener('click', (e) => {
        e.stopPropagation();
        closeChooser();
        openArrangePanel(port.state);
      });
      scroller.append(b);
    }
    if (!bar.isConnected) host.append(bar);
  };

  return {
    update,
    destroy: () => {
      closeChooser();
      bar.remove();
    },
  };
}

function chooserTitle(s: GameState, kind: TrayKind, label: string): string {
  switch (kind) {
    case 'leave':
      return 'Leave the Deathmaze?';
    case 'abandon':
      return 'Give up the delve?';
    case 'investigate': {
      const f = featureHere(s);
      return f ? `Investigate the ${featureName[f]}` : label;
    }
    case 'fight':
      return 'Attack them after all?';
    case 'cast':
      return 'Cast a spell';
    case 'use':
      return 'Use an item';
    case 'give':
      return 'Give an item';
    case 'wield':
      return 'Take up a magical weapon';
    case 'ready':
      return 'Switch weapons';
    case 'drop':
      return 'Throw an item away';
  }
}

type Send = (a: Action) => void;

function chooserBody(s: GameState, kind: TrayKind, offered: Action[], send: Send, cancel: () => void): HTMLElement[] {
  const cancelButton = (label: string) => choiceButton({ label, kind: 'secondary', compact: true, testId: 'chooser-cancel' }, cancel);
  const cancelRow = (label = 'Not now') => choices([cancelButton(label)], 'row');
  switch (kind) {
    case 'leave':
      return leaveBody(s, offered[0]!, send, cancelButton('Stay'));
    case 'abandon':
      return [
        el('p', { class: 'dmp-lead' }, 'No way on is left from here. Giving up ends the delve: the party is lost in the maze and nobody wins. ', ruleChip('4.0')),
        choices([choiceButton({ label: 'Give up', kind: 'danger', testId: 'choice-abandon', action: offered[0]! }, () => send(offered[0]!)), cancelButton('Keep looking')], 'row'),
      ];
    case 'investigate': {
      const f = featureHere(s);
      const picks = offered.filter((a): a is Extract<Action, { type: 'investigate' }> => a.type === 'investigate');
      return [
        el('p', { class: 'dmp-lead' }, f ? featureHint[f] : '', ' Who takes a look?', f ? ruleChip(featureRule[f]) : null),
        choices(
          picks.map((a) => {
            const adv = adventurerOf(s, a.who)!;
            return adventurerChoice(adv, { testId: `choice-investigate-${a.who}`, action: a }, () => send(a));
          }),
          'grid',
        ),
        cancelRow('Leave it alone'),
      ];
    }
    case 'fight': {
      const g = monstersHere(s);
      const a = offered[0]!;
      return [
        el('p', { class: 'dmp-lead' }, `${g ? capital(groupLabel(g)) : 'The monsters'} agreed to leave the party alone. Attacking them starts a combat.`, ruleChip('7.23')),
        choices([choiceButton({ label: 'Attack', kind: 'danger', testId: 'choice-fight', action: a }, () => send(a)), cancelButton('Let them be')], 'row'),
      ];
    }
    case 'cast':
      return [...castGroups(s, offered, send), cancelRow()];
    case 'use': {
      const picks = offered.filter((a): a is Extract<Action, { type: 'use' }> => a.type === 'use');
      const handed = handOns(s);
      return [
        choices(picks.map((a) => useChoice(s, a, send)), 'list'),
        handed.length > 0 ? section('Or hand it to another to use', '9.17', choices(handed.map((h) => handOnChoice(s, h, send)), 'list')) : null,
        cancelRow(),
      ].filter((x): x is HTMLElement => x !== null);
    }
    case 'give':
      return [...giveGroups(s, offered, send), cancelRow()];
    case 'wield':
      return [...wieldGroups(s, offered, send), cancelRow()];
    case 'drop': {
      const picks = offered.filter((a): a is Extract<Action, { type: 'drop' }> => a.type === 'drop');
      return [
        el('p', { class: 'dmp-lead' }, 'What is thrown away is gone for good.', ruleChip('9.17')),
        choices(
          picks.map((a) => {
            const adv = adventurerOf(s, a.who)!;
            const item = adv.items[a.item]!;
            const armor = item.kind === 'armor' ? ` Its ${item.wp} Wound Point${item.wp === 1 ? '' : 's'} go with it.` : '';
            return adventurerChoice(adv, { testId: `choice-drop-${a.who}-${a.item}`, action: a, label: `${adv.name}: ${itemLabel(item)}`, detail: `${itemBlurb(item).text}${armor}` }, () => send(a));
          }),
          'list',
        ),
        cancelRow('Keep everything'),
      ];
    }
    case 'ready': {
      const picks = offered.filter((a): a is Extract<Action, { type: 'ready' }> => a.type === 'ready');
      return [
        el('p', { class: 'dmp-lead' }, 'Outside a fight anyone may take their other weapon in hand.', ruleChip('8.41')),
        choices(
          picks.map((a) => readyChoice(s, a, send)),
          'list',
        ),
        cancelRow(),
      ];
    }
  }
}

const capital = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** 8.41: one adventurer taking the other weapon in hand; shared with the encounter prompt. */
export function readyChoice(s: GameState, a: Extract<Action, { type: 'ready' }>, send: Send): HTMLButtonElement {
  const adv = adventurerOf(s, a.who)!;
  const now = weaponName(adv.weapons[adv.ready]);
  const next = weaponName(adv.weapons[a.weapon]);
  return adventurerChoice(adv, { testId: `choice-ready-${a.who}`, action: a, label: `${adv.name}: ready the ${next}`, detail: `puts away the ${now}` }, () => send(a));
}

/**
 * A usable potion or spice, with what it does; shared with the encounter prompt. A known charm
 * potion names its monster (9.45, 9.46); healing on the unhurt says it would cure nothing (9.42).
 */
/** A healing item used by someone it can cure of nothing: the words that warn of it, or ''. */
function spentForNothing(item: Adventurer['items'][number], user: Adventurer): string {
  const heals = (item.kind === 'knownPotion' && item.potion === 'healing') || (item.kind === 'spice' && item.spice === 'mustard');
  return heals && healable(user) === 0 ? ` ${user.name} has no wound it can cure: it would be spent for nothing.` : '';
}

export function useChoice(s: GameState, a: Extract<Action, { type: 'use' }>, send: Send): HTMLButtonElement {
  const adv = adventurerOf(s, a.who)!;
  const item = adv.items[a.item]!;
  const blurb = itemBlurb(item);
  const at = a.target ? ` at the ${monsterTargetName(s, a.target)}` : '';
  const idle = spentForNothing(item, adv);
  const testId = `choice-use-${a.who}-${a.item}${a.target ? `-${a.target}` : ''}`;
  return adventurerChoice(adv, { testId, action: a, label: `${adv.name}: ${itemLabel(item)}${at}`, detail: `${blurb.text} (${blurb.rule})${idle}` }, () => send(a));
}

/** 9.17 then the item's own case: one tap sends the hand-over and the taker's use, two steps of the log. */
function handOnChoice(s: GameState, h: HandOn, send: Send): HTMLButtonElement {
  const from = adventurerOf(s, h.give.who)!;
  const to = adventurerOf(s, h.give.to)!;
  const item = from.items[h.give.item]!;
  const idle = spentForNothing(item, to);
  const at = h.use.target ? ` at the ${monsterTargetName(s, h.use.target)}` : '';
  return adventurerChoice(
    to,
    {
      testId: `choice-handon-${h.give.who}-${h.give.item}-${h.give.to}${h.use.target ? `-${h.use.target}` : ''}`,
      label: `${to.name} uses ${from.name}’s ${itemLabel(item)}${at}`,
      detail: `${from.name} hands it over, then ${to.name} uses it: ${itemBlurb(item).text}${idle}`,
    },
    () => {
      send(h.give);
      send(h.use);
    },
  );
}

/**
 * 11.2, 11.3, 12.13: one group per Wizard, spell and way of paying (the cost in wounds that never
 * heal, or a ring's free casting), with a button per target the engine accepts.
 */
export function castGroups(s: GameState, offered: readonly Action[], send: Send): HTMLElement[] {
  return spellChoices(offered).map((c) => {
    const wizard = adventurerOf(s, c.who);
    const who = wizard?.name ?? c.who;
    const cost = c.ring ? 'free, through the ring (12.13)' : `${c.costText}${wizard ? `: ${afterCostText(wizard.woundPoints, wizard.wounds, c.cost)}` : ''}`;
    const id = (target: string | null) => `choice-cast-${c.who}-${c.spell}${target ? `-${target}` : ''}${c.ring ? '-ring' : ''}`;
    const buttons = c.targets.map((target) => {
      const a = castAt(c, target)!;
      const adv = target ? adventurerOf(s, target) : undefined;
      if (adv) return adventurerChoice(adv, { testId: id(target), action: a, compact: true, ...(adv.alive ? {} : { detail: 'turned to stone' }) }, () => send(a));
      return choiceButton({ label: target ? monsterTargetName(s, target) : `Cast ${c.name}`, detail: spells[c.spell].effect, testId: id(target), action: a, kind: 'primary', compact: true }, () => send(a));
    });
    return section(
      `${who}: ${c.name} — ${cost}`,
      c.ring ? '12.13' : '11.3',
      c.needsTarget ? el('p', { class: 'dmp-note' }, `${c.detail}. On whom?`) : null,
      choices(buttons, c.needsTarget ? 'grid' : 'row'),
    );
  });
}

function giveGroups(s: GameState, offered: Action[], send: Send): HTMLElement[] {
  const gives = offered.filter((a): a is Extract<Action, { type: 'give' }> => a.type === 'give');
  const keys = [...new Set(gives.map((g) => `${g.who}:${g.item}`))];
  return keys.map((key) => {
    const group = gives.filter((g) => `${g.who}:${g.item}` === key);
    const first = group[0]!;
    const from = adventurerOf(s, first.who)!;
    const item = from.items[first.item]!;
    return section(
      `${from.name}’s ${itemLabel(item)} to…`,
      item.kind === 'armor' ? '9.32' : '9.17',
      choices(
        group.map((g) => adventurerChoice(adventurerOf(s, g.to)!, { testId: `choice-give-${g.who}-${g.item}-${g.to}`, action: g, compact: true }, () => send(g))),
        'grid',
      ),
    );
  });
}

function wieldGroups(s: GameState, offered: Action[], send: Send): HTMLElement[] {
  const wields = offered.filter((a): a is Extract<Action, { type: 'wield' }> => a.type === 'wield');
  const keys = [...new Set(wields.map((w) => `${w.who}:${w.item}`))];
  return keys.map((key) => {
    const group = wields.filter((w) => `${w.who}:${w.item}` === key);
    const first = group[0]!;
    const adv = adventurerOf(s, first.who)!;
    const item = adv.items[first.item]!;
    return section(
      `${adv.name} takes up the ${itemLabel(item)}, leaving behind…`,
      '9.23',
      choices(
        group.map((w) => {
          const bonus = adv.weaponBonus[w.slot] ?? 0;
          return choiceButton(
            {
              label: `the ${weaponName(adv.weapons[w.slot])}${bonus ? ` +${bonus}` : ''}`,
              detail: w.slot === adv.ready ? 'now in hand' : 'carried',
              art: adventurerBadge(adv.class, adv.name),
              testId: `choice-wield-${w.who}-${w.item}-${w.slot}`,
              action: w,
              compact: true,
            },
            () => send(w),
          );
        }),
        'grid',
      ),
    );
  });
}

/** 4.0, 9.18: what leaving now would mean, worked out by the engine's own result. */
function leaveBody(s: GameState, action: Action, send: Send, cancel: HTMLElement): HTMLElement[] {
  const result = gameResult({ ...s, phase: { kind: 'over', reason: 'escaped' } });
  const living = s.party.adventurers.filter((a) => a.alive);
  const rows = living.map((a) => {
    const xpOk = a.xp >= WIN_XP;
    return el(
      'li',
      { class: `dmp-leave-row ${xpOk ? 'ok' : 'short'}` },
      adventurerBadge(a.class, a.name),
      el('span', { class: 'dmp-leave-name' }, a.name),
      el('span', { class: 'dmp-leave-xp' }, `${a.xp} XP ${xpOk ? '✓' : `(needs ${WIN_XP})`}`),
    );
  });
  const shareOk = result.share >= WIN_BEZANTS;
  const verdict =
    result.players.length === 1
      ? result.players[0]!.won
        ? 'If the party leaves now, you win.'
        : 'If the party leaves now, you lose.'
      : result.players.map((p) => `Player ${p.player + 1} ${p.won ? 'wins' : 'loses'}`).join(' · ');
  const won = result.players.some((p) => p.won);
  return [
    el(
      'p',
      { class: 'dmp-lead' },
      `The party carries ${result.treasure} Bezants in coin and gems: ${result.share} each for the ${living.length} who climb out `,
      el('span', { class: shareOk ? 'dmp-ok' : 'dmp-short' }, shareOk ? '✓' : `(needs ${WIN_BEZANTS})`),
      ' ',
      ruleChip('9.18'),
    ),
    el('ul', { class: 'dmp-leave-list' }, ...rows),
    el('p', { class: `dmp-verdict ${won ? 'dmp-ok' : 'dmp-short'}`, 'data-testid': 'leave-verdict' }, verdict, ' ', ruleChip('4.0')),
    el('p', { class: 'dmp-note' }, `To win, each survivor needs ${WIN_XP} Experience and a share of at least ${WIN_BEZANTS} Bezants.`),
    choices([choiceButton({ label: 'Leave the Deathmaze', kind: won ? 'primary' : 'danger', testId: 'choice-leave', action }, () => send(action)), cancel], 'row'),
  ];
}


/**
 * The parts the prompts and the action tray are built from: a prompt card, sections, and large
 * choice buttons that carry the engine action they send (as `data-action`, for the tests).
 */
import type { Action, GameState } from '../games/deathmaze';
import type { Adventurer } from '../games/deathmaze';
import { el } from './dom';
import { className, healthText } from './labels';
import { adventurerBadge } from './promptArt';

/** A rule case as a small chip: "10.12". */
export const ruleChip = (rule: string): HTMLElement => el('span', { class: 'dmp-rule', title: `Rule ${rule}` }, rule);

export interface ChoiceOptions {
  label: string;
  /** A second, smaller line: odds, health, what it does. */
  detail?: string;
  /** A picture on the left (badge, counter, icon). */
  art?: Element;
  kind?: 'primary' | 'secondary' | 'danger' | 'safe';
  testId?: string;
  /** The engine action this choice sends, recorded for tests and keyboard shortcuts. */
  action?: Action;
  compact?: boolean;
  title?: string;
}

/** A large button (≥ 48 px tall) with a label, an optional detail line and an optional picture. */
export function choiceButton(opts: ChoiceOptions, onPick: () => void): HTMLButtonElement {
  const text = el('span', { class: 'dmp-choice-text' }, el('span', { class: 'dmp-choice-label' }, opts.label), opts.detail ? el('span', { class: 'dmp-choice-detail' }, opts.detail) : null);
  const b = el('button', { type: 'button', class: `btn dmp-choice dmp-choice-${opts.kind ?? 'secondary'}${opts.compact ? ' dmp-choice-compact' : ''}` }, opts.art ?? null, text);
  if (opts.testId) b.dataset.testid = opts.testId;
  if (opts.action) b.dataset.action = JSON.stringify(opts.action);
  if (opts.title) b.title = opts.title;
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    if (b.disabled) return;
    onPick();
  });
  return b;
}

/** A choice for one adventurer: their badge, name, class and health. */
export function adventurerChoice(a: Adventurer, opts: Omit<ChoiceOptions, 'art' | 'label'> & { label?: string }, onPick: () => void): HTMLButtonElement {
  return choiceButton(
    {
      ...opts,
      label: opts.label ?? a.name,
      detail: opts.detail ?? `${className(a)} · ${healthText(a)}`,
      art: adventurerBadge(a.class, a.name, a.alive),
    },
    onPick,
  );
}

/** A titled group of choices inside a prompt. */
export function section(title: string, rule: string | null, ...children: (Node | null)[]): HTMLElement {
  return el('div', { class: 'dmp-section' }, el('h3', { class: 'dmp-section-title' }, title, rule ? ruleChip(rule) : null), ...children);
}

/** A row or grid of choice buttons. */
export function choices(buttons: HTMLElement[], layout: 'list' | 'grid' | 'row' = 'list'): HTMLElement {
  return el('div', { class: `dmp-choices dmp-choices-${layout}` }, ...buttons);
}

/** Numbers the card's visible choices 1–9 for the keyboard, in reading order. */
export function numberChoices(root: HTMLElement): void {
  root.querySelectorAll('.dmp-key').forEach((k) => k.remove());
  const visible = [...root.querySelectorAll<HTMLButtonElement>('.dmp-choice')].filter((b) => {
    delete b.dataset.key;
    return !b.closest('[hidden]');
  });
  visible.slice(0, 9).forEach((b, i) => {
    b.dataset.key = String(i + 1);
    b.append(el('kbd', { class: 'dmp-key', 'aria-hidden': 'true' }, String(i + 1)));
  });
}

/** Living adventurers of the party, in marching order (front row first), then anyone missed. */
export function partyInOrder(s: GameState): Adventurer[] {
  const ids = s.party.order.flat().filter((id): id is string => id !== null);
  const living = s.party.adventurers.filter((a) => a.alive);
  const ordered = ids.map((id) => living.find((a) => a.id === id)).filter((a): a is Adventurer => a !== undefined);
  return [...ordered, ...living.filter((a) => !ordered.includes(a))];
}

/**
 * The dock's forms for what the party does among itself: the lines chosen at phase d of a fight
 * (DM 8.24) out of the arrangements the rules list, the marching order between stages (DM 5.12)
 * set row by row, and an item handed from one character to another. Each form gathers a choice
 * into one action for the rules to judge, and a refusal comes back with its case.
 */
import type { BgAction, BgState } from '../../games/blackgate';
import { namer } from '../../games/blackgate';
import { button, el } from '../dom';
import type { CardContext } from './stageCards';

type Reorganize = Extract<BgAction, { type: 'reorganize' }>;

const ROW_WORD = ['Front', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

/** "Front: Kaz, Bria · Second: Turgon". */
export function linesWords(rows: readonly (readonly string[])[], name: (id: unknown) => string): string {
  return rows.filter((r) => r.length > 0).map((r, i) => `${ROW_WORD[i] ?? `Row ${i + 1}`}: ${r.map(name).join(', ')}`).join(' · ');
}

const sameRows = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/** DM 8.24: phase d's lines, one of the arrangements the rules list (the lines as they stand first). */
export function linesCard(ctx: CardContext): HTMLElement | null {
  const choices = ctx.legal.filter((a): a is Reorganize => a.type === 'reorganize');
  if (choices.length === 0) return null;
  const name = namer(ctx.state);
  const now = ctx.state.party.rows;
  const ordered = [...choices.filter((a) => sameRows(a.rows, now)), ...choices.filter((a) => !sameRows(a.rows, now))];
  const pick = el('select', { 'data-testid': 'bg-lines', 'aria-label': 'The party’s lines for the next round' },
    ...ordered.map((a) => el('option', { value: JSON.stringify(a.rows) }, `${linesWords(a.rows, name)}${sameRows(a.rows, now) ? ' (as they stand)' : ''}`)));
  return el('section', { class: 'bg-card', 'data-testid': 'bg-lines-card' },
    el('h3', {}, 'Reorganise the lines (DM 8.24)'),
    el('p', { class: 'bg-note' }, `${ordered.length} arrangement${ordered.length === 1 ? '' : 's'} the rules allow now.`),
    pick,
    el('div', { class: 'bg-actions' },
      button('Keep the lines', () => ctx.play(ordered[0]!), { kind: 'primary', testId: 'bg-lines-keep' }),
      button('Set these lines', () => ctx.play(ordered.find((a) => JSON.stringify(a.rows) === pick.value) ?? ordered[0]!), { testId: 'bg-lines-set' }),
    ),
  );
}

/** DM 5.12: the marching order, each character given a row (at most three a row), played as one `order`. */
export function orderCard(ctx: CardContext): HTMLElement | null {
  const s: BgState = ctx.state;
  if (s.phase.kind !== 'explore') return null;
  const name = namer(s);
  const rowOf = new Map<string, number>();
  s.party.rows.forEach((r, i) => r.forEach((id) => rowOf.set(id, i)));
  const ids = s.party.rows.flat();
  const rowCount = Math.max(2, Math.ceil(ids.length / 3) + 1);
  const selects = ids.map((id) => {
    const sel = el('select', { 'data-testid': `bg-order-${id}`, 'aria-label': `${name(id)}: row` }, ...Array.from({ length: rowCount }, (_, i) => el('option', { value: String(i) }, ROW_WORD[i] ?? `Row ${i + 1}`)));
    sel.value = String(rowOf.get(id) ?? 0);
    return { id, sel };
  });
  const rows = (): string[][] => {
    const out: string[][] = Array.from({ length: rowCount }, () => []);
    for (const { id, sel } of selects) out[Number(sel.value)]!.push(id);
    return out.filter((r) => r.length > 0);
  };
  return el('details', { class: 'bg-card bg-order', 'data-testid': 'bg-order' },
    el('summary', {}, `Marching order: ${linesWords(s.party.rows, name)}`),
    el('div', { class: 'bg-order-grid' }, ...selects.map(({ id, sel }) => el('label', {}, name(id), sel))),
    el('div', { class: 'bg-actions' }, button('Set the marching order', () => ctx.play({ type: 'order', rows: rows() }), { testId: 'bg-order-set' })),
  );
}

/**
 * DM 9.17: an item handed from one character to another between stages. The form offers every
 * item anyone holds and everyone else; the rules judge the gift (and refuse it, naming the case).
 */
export function giveCard(ctx: CardContext): HTMLElement | null {
  const s = ctx.state;
  if (s.phase.kind !== 'explore') return null;
  const name = namer(s);
  const held = s.party.characters.flatMap((c) => c.items.map((item) => ({ by: c.id, item: item.id, words: `${c.name}’s ${item.name}` })));
  if (held.length === 0) return null;
  const what = el('select', { 'data-testid': 'bg-give-item', 'aria-label': 'The item to hand over' }, ...held.map((h) => el('option', { value: `${h.by}|${h.item}` }, h.words)));
  const to = el('select', { 'data-testid': 'bg-give-to', 'aria-label': 'Who takes it' });
  const fillTo = () => {
    const by = what.value.split('|')[0];
    to.replaceChildren(...s.party.characters.filter((c) => c.id !== by).map((c) => el('option', { value: c.id }, name(c.id))));
  };
  what.addEventListener('change', fillTo);
  fillTo();
  return el('details', { class: 'bg-card bg-give', 'data-testid': 'bg-give' },
    el('summary', {}, 'Hand an item over (DM 9.17)'),
    el('label', {}, 'Item ', what),
    el('label', {}, ' to ', to),
    el('div', { class: 'bg-actions' }, button('Hand it over', () => {
      const [by, item] = what.value.split('|') as [string, string];
      ctx.play({ type: 'give', by, item, to: to.value });
    }, { testId: 'bg-give-go' })),
  );
}

/**
 * The rules reference panel, for any game's rule book (ruleBook.ts): every case of the rules in
 * our own words, the tables drawn from the game's data, a filter box, and a table of contents by
 * section. Opened with no case it starts at the book's overview (how the game is won, a turn in
 * short, the chapters), not in a table. `openRules('5.27')` opens the Deathmaze's at a case (the
 * log's rule numbers use it); `openRuleBook(book, case)` any other book's.
 */
import './panels.css';
import { button, el, openPanel, type Panel } from './dom';
import { winConditionText } from './goalText';
import { openShortcuts } from './shortcutSheet';
import { caseRefs, idSafe, sectionLabel, type RuleBook, type RuleEntry, type RuleSection, type RuleTable } from './ruleBook';
import { findRule, ruleEntries, ruleSections, searchRules, sectionOf } from './rulesText';
import { ruleTables } from './rulesTables';

interface RulesView {
  book: RuleBook;
  panel: Panel;
  filter: HTMLInputElement;
  list: HTMLElement;
  none: HTMLElement;
  entries: Map<string, HTMLElement>;
}

/** The open panels, by their element id: one per book at most. */
const views = new Map<string, RulesView>();

function openView(book: RuleBook): RulesView | null {
  const v = views.get(book.panelId);
  return v && v.panel.root.isConnected ? v : null;
}

const entryId = (book: RuleBook, c: string): string => `${book.entryIdPrefix}${idSafe(c)}`;

/** Text with its case references ("see 9.42", "(8.7)", "B36") turned into links within the reference. */
function linkedText(book: RuleBook, text: string, own: string): (Node | string)[] {
  const out: (Node | string)[] = [];
  let last = 0;
  for (const ref of caseRefs(text)) {
    const c = ref.text;
    const target = book.find(c);
    if (!target || c === own) continue;
    out.push(text.slice(last, ref.index));
    const a = el('a', { href: `#${entryId(book, target.case)}`, class: 'rule-link', 'data-case': target.case }, c);
    a.addEventListener('click', (e) => {
      e.preventDefault();
      openRuleBook(book, target.case);
    });
    out.push(a);
    last = ref.index + c.length;
  }
  out.push(text.slice(last));
  return out;
}

function tableFor(t: RuleTable): HTMLElement {
  const head = el('tr', {}, ...t.head.map((h) => el('th', { scope: 'col' }, h)));
  const body = el('tbody', {}, ...t.rows.map((r) => el('tr', {}, ...r.map((c, i) => (i === 0 ? el('th', { scope: 'row' }, c) : el('td', {}, c))))));
  const table = el('table', { class: 'rule-table', 'data-table': t.id }, el('caption', {}, t.title), el('thead', {}, head), body);
  return el('div', { class: 'rule-table-wrap' }, table, t.note ? el('p', { class: 'rule-note' }, t.note) : null);
}

function designedBadge(e: RuleEntry): HTMLElement | null {
  if (!e.designed) return null;
  const partly = e.designed === 'partly';
  return el(
    'span',
    {
      class: 'rule-badge rule-badge-designed',
      'data-testid': 'rule-designed',
      title: partly ? 'Some details of this rule are our own, where no source survives' : 'No source survives for this rule: it is our own, kept easy to change',
    },
    partly ? 'partly our completion' : 'our completion',
  );
}

function entryFor(book: RuleBook, e: RuleEntry): HTMLElement {
  const tables = book.tables();
  const isSection = book.isSection(e);
  const title = el(
    isSection ? 'h3' : 'h4',
    { class: 'rule-title' },
    el('span', { class: 'rule-case' }, e.case),
    ' ',
    e.title,
    e.advanced ? el('span', { class: 'rule-badge' }, 'Advanced') : null,
    designedBadge(e),
  );
  const cls = `rule-entry${isSection ? ' rule-section' : ''}${e.advanced ? ' rule-advanced' : ''}${e.designed ? ' rule-designed' : ''}`;
  return el(
    'article',
    { class: cls, id: entryId(book, e.case), 'data-case': e.case, 'data-testid': 'rule-entry' },
    title,
    el('p', { class: 'rule-text' }, ...linkedText(book, e.text, e.case)),
    ...(e.tables ?? []).flatMap((id) => (tables[id] ? [tableFor(tables[id])] : [])),
  );
}

/** A button that opens the reference at a chapter ("8 Combat"), for the chips' row and the overview's list alike. */
function chapterButton(book: RuleBook, s: RuleSection, testIdPrefix: string): HTMLButtonElement {
  const n = sectionLabel(s);
  return button(`${n} ${s.title}`, () => openRuleBook(book, s.case), { testId: `${testIdPrefix}-${idSafe(n)}`, title: `Go to ${s.case} ${s.title}` });
}

/** Where the reference opens: how the game is won, a turn in short, and every chapter. */
function overview(book: RuleBook): HTMLElement {
  const o = book.overview();
  const p = book.testIdPrefix;
  return el(
    'section',
    { class: 'rules-overview', 'data-testid': `${p}-overview`, 'aria-label': 'Overview' },
    el('h3', { class: 'rule-title' }, 'Overview'),
    el('p', { class: 'rules-goal', 'data-testid': `${p}-goal` }, el('strong', {}, 'To win: '), o.goal),
    ...o.paragraphs.map((text) => el('p', { class: 'rule-text' }, ...linkedText(book, text, ''))),
    ...o.intro.map((text) => el('p', { class: 'rules-intro' }, text)),
    o.keys ? el('p', { class: 'rules-intro' }, 'Playing with a keyboard? ', button(o.keys.label, o.keys.open, { testId: `${p}-keys`, title: o.keys.title })) : null,
    el('ol', { class: 'rules-contents', 'aria-label': 'Chapters' }, ...book.sections.map((s) => el('li', {}, chapterButton(book, s, `${p}-contents`)))),
  );
}

/**
 * The chapter chips in a row that scrolls sideways, with a button at each end while there is
 * more that way (a wheel or a trackpad is not everyone's, and a cut chip alone says little).
 */
function chapterBar(toc: HTMLElement, p: string): HTMLElement {
  const by = (sign: number) => () => toc.scrollBy({ left: sign * Math.max(120, toc.clientWidth * 0.8), behavior: 'smooth' });
  const back = button('‹', by(-1), { testId: `${p}-toc-back`, title: 'Earlier chapters' });
  const more = button('›', by(1), { testId: `${p}-toc-more`, title: 'More chapters' });
  back.setAttribute('aria-label', 'Earlier chapters');
  more.setAttribute('aria-label', 'More chapters');
  back.classList.add('rules-toc-step');
  more.classList.add('rules-toc-step');
  const bar = el('div', { class: 'rules-toc-bar', 'data-testid': `${p}-toc-bar` }, back, toc, more);
  const update = (): void => {
    const left = toc.scrollLeft > 1;
    const right = toc.scrollLeft < toc.scrollWidth - toc.clientWidth - 1;
    back.hidden = !left;
    more.hidden = !right;
    bar.dataset.more = String(right);
    bar.dataset.back = String(left);
  };
  toc.addEventListener('scroll', update, { passive: true });
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(toc);
  requestAnimationFrame(update);
  return bar;
}

function applyFilter(v: RulesView): void {
  const q = v.filter.value.trim();
  const shown = new Set(v.book.search(q).map((e) => e.case));
  for (const [c, node] of v.entries) node.hidden = !shown.has(c);
  v.none.hidden = shown.size > 0;
}

function build(book: RuleBook): RulesView {
  const p = book.testIdPrefix;
  const panel = openPanel(book.panelId, book.title, {
    wide: true,
    onClose: () => {
      if (views.get(book.panelId)?.panel === panel) views.delete(book.panelId);
    },
  });
  panel.root.classList.add('dm-panel', 'dm-tall', 'rules-panel');
  const filter = el('input', {
    type: 'search',
    class: 'rules-filter',
    placeholder: book.placeholder,
    'aria-label': 'Search the rules',
    'data-testid': `${p}-filter`,
    enterkeyhint: 'search',
    autocomplete: 'off',
  });
  const list = el('div', { class: 'rules-list', 'data-testid': `${p}-list` });
  const none = el('p', { class: 'rules-none' }, 'No rule matches that search.');
  none.hidden = true;
  const toc = el('nav', { class: 'rules-toc', 'aria-label': 'Sections' }, ...book.sections.map((s) => chapterButton(book, s, `${p}-toc`)));
  const chapters = chapterBar(toc, p);
  const entries = new Map<string, HTMLElement>();
  for (const e of book.entries) {
    const node = entryFor(book, e);
    entries.set(e.case, node);
    list.append(node);
  }
  list.append(none);
  list.prepend(overview(book));
  panel.body.append(filter, chapters, list);
  const v: RulesView = { book, panel, filter, list, none, entries };
  filter.addEventListener('input', () => {
    applyFilter(v);
    list.scrollTop = 0;
  });
  // Keys typed in the box are for the box, not the table's shortcuts.
  filter.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') {
      // First Esc clears the search; with the box empty it goes on to the overlay's stack
      // (dismiss.ts), which closes the panel on top: the reference, unless something is over it.
      if (!filter.value || e.isComposing) return;
      filter.value = '';
      applyFilter(v);
      e.preventDefault();
    }
    e.stopPropagation();
  });
  return v;
}

/**
 * Opens `book`'s reference, at `caseId` when given (or the nearest entry above it, e.g.
 * "8.48" → 8.4), highlighted and scrolled into view.
 */
export function openRuleBook(book: RuleBook, caseId?: string): void {
  let v = openView(book);
  if (!v) {
    v = build(book);
    views.set(book.panelId, v);
  }
  v.panel.raise();
  for (const node of v.list.querySelectorAll('.rule-target')) node.classList.remove('rule-target');
  if (!caseId) {
    // A phone would throw its keyboard over the page; a desktop can type straight away.
    if (window.matchMedia?.('(pointer: fine)').matches) v.filter.focus({ preventScroll: true });
    return;
  }
  const entry = book.find(caseId);
  const node = entry ? v.entries.get(entry.case) : undefined;
  if (!node) return;
  if (node.hidden) {
    v.filter.value = '';
    applyFilter(v);
  }
  node.classList.add('rule-target');
  v.panel.root.dataset.openCase = entry!.case;
  // The list scrolls, not the page: put the entry at its top.
  v.list.scrollTop += node.getBoundingClientRect().top - v.list.getBoundingClientRect().top - 8;
}

export function isRuleBookOpen(book: RuleBook): boolean {
  return openView(book) !== null;
}

export function closeRuleBook(book: RuleBook): void {
  openView(book)?.panel.close();
  views.delete(book.panelId);
}

export function toggleRuleBook(book: RuleBook): void {
  if (isRuleBookOpen(book)) closeRuleBook(book);
  else openRuleBook(book);
}

// ---------------------------------------------------------------------------------------------
// The Deathmaze's book (rulesText.ts).

const TURN =
  'A turn in short: the party stands on one segment of the maze. Step through an open side or a door into the unknown and a chit is drawn for you to lay there (5.0); a door may be trapped (10.0), and a room may hold a fountain, a statue or a trap door (6.0). Monsters may be waiting, or wander in: talk with them or fight (7.0, 8.0), then take what they guarded (9.0). When the party has what it came for, walk it back out the way it came in (4.0).';

export const deathmazeRuleBook: RuleBook = {
  panelId: 'rules-panel',
  testIdPrefix: 'rules',
  entryIdPrefix: 'rule-',
  title: 'Rules reference',
  placeholder: 'Search, or a case like 8.43',
  entries: ruleEntries,
  sections: ruleSections,
  tables: ruleTables,
  find: (c) => findRule(c) ?? findRule(sectionOf(c)),
  search: searchRules,
  isSection: (e) => e.case.endsWith('.0'),
  overview: () => ({
    goal: winConditionText(),
    paragraphs: [TURN],
    intro: ['Below, the rules of the Basic Game case by case, in our own words, with the tables the game plays by. Tap any case number in the log, or here, to come straight to it.'],
    keys: { label: 'Every key (?)', title: 'The keys the game answers, and where', open: () => openShortcuts() },
  }),
};

/**
 * Opens the Deathmaze's rules reference, at `caseNumber` when given (or the nearest entry above
 * it, e.g. "8.48" → 8.4), highlighted and scrolled into view.
 */
export function openRules(caseNumber?: string): void {
  openRuleBook(deathmazeRuleBook, caseNumber);
}

export function toggleRules(): void {
  toggleRuleBook(deathmazeRuleBook);
}

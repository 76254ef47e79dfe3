/**
 * Builds and serves the pages the browser tests load (pages.ts: the game and the harnesses),
 * each at most once for the whole e2e run, into one folder made for the run (removed at its end).
 *
 * A test file asks for a page through `servedPage(name)` (suite.ts), which asks this setup over
 * a small HTTP server on 127.0.0.1 (its address goes to the tests as `inject('pages')`): the
 * answer, once the page is built and served, is its address. The builds run one at a time,
 * in the background from the start: first the pages the chosen test files name (read from
 * their source: `servedGame(`, `harnessSuite(`, `servedPage('…')`), most wanted first, while
 * the unit tests run; a page a file asks for before its turn is built next.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAndServePage, freshFolder, isPageName, PAGES, serveOwnPage, type PageName, type Served } from './pages';

export { root, type Served } from './pages';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The setup's page server: GET <pages><name> answers with the address of page <name>. */
    pages: string;
  }
}

/** The game built and served from a folder of its own, for scripts (scripts/screenshots.ts). */
export function buildAndServe(): Promise<Served> {
  return serveOwnPage('game');
}

/** What each chosen file's source says it loads, counted per page. */
function pagesNamedIn(files: readonly string[]): PageName[] {
  const count = new Map<PageName, number>();
  const add = (name: PageName) => count.set(name, (count.get(name) ?? 0) + 1);
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (/\bservedGame\(/.test(text)) add('game');
    if (/\bharnessSuite\(/.test(text)) add('combat');
    for (const m of text.matchAll(/\bservedPage\(\s*'(\w+)'/g)) if (isPageName(m[1]!)) add(m[1]);
  }
  return [...count.entries()].sort((a, b) => b[1] - a[1] || PAGES.indexOf(a[0]) - PAGES.indexOf(b[0])).map(([name]) => name);
}

/** Builds pages one at a time into `dir`, in the order asked: `want` jumps the queue, `prefetch` joins its end. */
function pageBuilder(dir: string) {
  interface Entry {
    promise: Promise<Served>;
    resolve(s: Served): void;
    reject(e: unknown): void;
    started: boolean;
  }
  const entries = new Map<PageName, Entry>();
  const queue: PageName[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  const entry = (name: PageName): Entry => {
    let e = entries.get(name);
    if (!e) {
      let resolve!: (s: Served) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<Served>((res, rej) => ((resolve = res), (reject = rej)));
      promise.catch(() => undefined);
      e = { promise, resolve, reject, started: false };
      entries.set(name, e);
    }
    return e;
  };
  const pump = (): void => {
    if (running) return;
    running = (async () => {
      while (queue.length > 0 && !closed) {
        const name = queue.shift()!;
        const e = entries.get(name)!;
        e.started = true;
        try {
          e.resolve(await buildAndServePage(name, path.join(dir, name)));
        } catch (err) {
          e.reject(err);
        }
      }
      running = null;
    })();
  };
  const enqueue = (name: PageName, first: boolean): Promise<Served> => {
    const e = entry(name);
    if (!e.started) {
      const at = queue.indexOf(name);
      if (at >= 0 && first) queue.splice(at, 1);
      if (at < 0 || first) {
        if (first) queue.unshift(name);
        else queue.push(name);
      }
      pump();
    }
    return e.promise;
  };
  return {
    want: (name: PageName) => enqueue(name, true),
    prefetch: (names: readonly PageName[]) => names.forEach((n) => void enqueue(n, false)),
    async close(): Promise<void> {
      closed = true;
      queue.length = 0;
      await running;
      for (const e of entries.values()) {
        if (!e.started) e.reject(new Error('the e2e run is over'));
        else await e.promise.then((s) => s.close(), () => undefined);
      }
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await freshFolder();
  const builder = pageBuilder(dir);
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\//, '');
    if (!isPageName(name)) {
      res.writeHead(404).end(`no page "${name}": there are ${PAGES.join(', ')}`);
      return;
    }
    builder.want(name).then(
      (served) => res.writeHead(200, { 'content-type': 'text/plain' }).end(served.url),
      (e: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(e instanceof Error ? (e.stack ?? e.message) : String(e)),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  project.provide('pages', `http://127.0.0.1:${port}/`);

  // The files this run will load, this project's own (Vitest has collected them by now).
  const e2e = path.resolve(project.config.root, 'test/e2e') + path.sep;
  const chosen = project.vitest.state.getFilepaths().filter((f) => f.startsWith(e2e));
  builder.prefetch(pagesNamedIn(chosen));

  return async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    await builder.close();
    await rm(dir, { recursive: true, force: true });
  };
}

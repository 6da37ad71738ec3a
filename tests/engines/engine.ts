/**
 * One small page API over the two engines the browser suite's Playwright cannot drive here: Firefox (Debian's
 * firefox-esr, through puppeteer-core over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser, through
 * WebdriverIO's protocol client against WebKitWebDriver, under Xvfb). The flows (./flows.ts) are written
 * once against it. Every wait is for a condition, within one budget (WAIT_MS), never for a time.
 */

/** How long any one condition may take to hold: room for a machine busy with other work. */
export const WAIT_MS = 30_000;

/**
 * Where a control is, as a player finds it: by its CSS selector (the first whose text or label starts with
 * `text`, when given), by a button's (or link's, or summary's) name, or by its label's text; optionally
 * inside the first element matching `within`.
 */
export type Target =
  { css: string; text?: string; within?: string } | { button: string; within?: string } | { label: string; within?: string };

/** The page-side finder the flows' targets go through, as the text of a function (the engines evaluate it in the page). */
export const FIND = `(target) => {
  const root = target.within ? document.querySelector(target.within) : document;
  if (!root) return null;
  const text = (el) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
  if ('css' in target)
    return target.text === undefined
      ? root.querySelector(target.css)
      : ([...root.querySelectorAll(target.css)].find((el) => text(el).startsWith(target.text)) ?? null);
  if ('button' in target)
    return [...root.querySelectorAll('button, a, summary, [role=button]')].find((el) => text(el) === target.button) ?? null;
  for (const label of root.querySelectorAll('label')) {
    const own = [...label.childNodes].filter((n) => n.nodeType === 3 || n.matches?.('span, strong, b')).map((n) => n.textContent).join(' ');
    if (own.replace(/\\s+/g, ' ').trim() === target.label || text(label) === target.label) {
      const control = label.control ?? label.querySelector('input, select, textarea');
      if (control) return control;
    }
  }
  return root.querySelector('[aria-label="' + CSS.escape(target.label) + '"]');
}`;

export type Key = 'Enter' | 'Escape' | 'Tab';

/** What the flows do with a page, the same in every engine. */
export interface EnginePage {
  readonly engine: 'firefox' | 'webkit';
  /** The site's address this page is served from. */
  readonly origin: string;
  /** Opens a page afresh, as a link opened from elsewhere does (the same page with another fragment too). */
  goto(path: string): Promise<void>;
  /**
   * Runs `fn` in the page with JSON arguments; its (awaited) result comes back as JSON. Inside it, `find`
   * (the targets' finder) is in scope.
   */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** A real click (the engine's pointer) in the middle of the target, once it is there and visible. */
  click(target: Target): Promise<void>;
  /** A real touch on the target, where the engine has touch input; false where it has none. */
  tap(target: Target): Promise<boolean>;
  /** Focuses the target, selects what it holds and types `text` over it, key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** The page printed as a PDF (A4), where the engine can print; null where it cannot. */
  pdf(): Promise<Buffer | null>;
  screenshot(file: string): Promise<void>;
  /** The page's uncaught errors since the last call. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Whether going to `next` from `current` would only move within the page (a fragment), not open it afresh. */
export function samePage(current: string, next: URL): boolean {
  try {
    const now = new URL(current);
    return now.origin === next.origin && now.pathname === next.pathname && now.search === next.search;
  } catch {
    return false;
  }
}

/** The targets' finder, in scope inside every function a page evaluates (`EnginePage.evaluate`). */
declare global {
  const find: (target: Target) => HTMLElement | null;
}

/**
 * The text of a page function that runs `fn` on its arguments with `find` in scope: engines evaluate it as
 * script text, which no page's Content-Security-Policy stops (an `eval` inside the page would be).
 */
export const inPage = (fn: (...args: never[]) => unknown): string =>
  `(async (...args) => { const find = ${FIND}; return (${fn.toString()})(...args); })`;

/** Waits until `fn` returns something truthy in the page, and returns it; fails with `what` after WAIT_MS. */
export async function waitFor<T, A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<NonNullable<T>> {
  const end = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await page.evaluate(fn, ...args);
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      // A navigation in between: the next try reads the new page.
      last = error;
    }
    if (Date.now() > end) throw new Error(`${page.engine}: waited ${WAIT_MS / 1000} s for ${what} (last: ${String(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until a target is there and shown. */
export async function shown(page: EnginePage, target: Target): Promise<void> {
  await waitFor(
    page,
    `${JSON.stringify(target)} to show`,
    (t) => {
      const el = find(t);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    },
    target,
  );
}

/** Waits until a target's text contains `text`. */
export async function hasText(page: EnginePage, target: Target, text: string): Promise<void> {
  await waitFor(
    page,
    `${JSON.stringify(target)} to contain "${text}"`,
    (t, wanted) => find(t)?.textContent?.replace(/\s+/g, ' ').includes(wanted),
    target,
    text,
  );
}

/** Chooses a select's option by value or text, as a player's choice does (input and change events). */
export async function selectOption(page: EnginePage, target: Target, value: string): Promise<void> {
  await shown(page, target);
  await page.evaluate(
    (t, v) => {
      const select = find(t) as HTMLSelectElement;
      const option = [...select.options].find((o) => o.value === v || o.textContent?.trim() === v);
      if (!option) throw new Error(`no option ${v}`);
      select.value = option.value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    target,
    value,
  );
}

/**
 * Waits until the page's islands (those whose component's address contains `component`) have hydrated:
 * Astro takes an island's `ssr` mark off when React starts, and React attaches its props to each control.
 */
export async function hydrated(page: EnginePage, component = ''): Promise<void> {
  await waitFor(
    page,
    `the ${component || 'page'}'s island to hydrate`,
    (name) => {
      const islands = [...document.querySelectorAll('astro-island')].filter((i) => i.getAttribute('component-url')?.includes(name));
      islands[0]?.scrollIntoView({ block: 'nearest' });
      return (
        islands.length > 0 &&
        islands.every(
          (island) =>
            !island.hasAttribute('ssr') &&
            [...island.querySelectorAll('input, select, button, textarea')].every((el) =>
              Object.keys(el).some((k) => k.startsWith('__reactProps')),
            ),
        )
      );
    },
    component,
  );
}

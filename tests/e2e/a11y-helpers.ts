import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility checks for the e2e suite (tests/e2e/a11y.spec.ts): axe with the WCAG 2.2 AA
 * tags, and our own stricter rules for visitors aged 50 to 85, each measured in the browser from
 * computed styles and boxes:
 *
 * - text contrast: at least 7:1 for normal text, 4.5:1 for large text (WCAG 1.4.6, AAA);
 * - text size: the root and the body compute to at least 18px, and so does every visible text;
 * - targets: every visible interactive element at least 44 x 44 CSS px, with two exceptions
 *   (see targetProblems);
 * - focus: Tab reaches every tabbable element, each shows an indicator that differs from its
 *   unfocused look, and none is hidden behind the sticky header or the cookie banner.
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every animation that ends has ended, so that an element sliding or fading in (a
 * toast, the dialog) is measured at its final place, size and colours, not mid-way. (One that
 * runs forever is not waited for.)
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

/** Runs axe on the whole page and expects no violation at all. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * Text contrast and font size. Every visible element with text of its own (a direct, non-blank
 * text node) is measured: its color against the background it is painted on (the first opaque
 * background up the tree, with translucent layers and gradients composited in; a gradient counts
 * by its worst stop). Disabled controls are exempt, as in WCAG. Large text is 24px and up, or
 * 18.66px and up in bold.
 *
 * Font size: the root and the body compute to at least 18px, and so does every visible text,
 * small print and labels included; only glyphs hidden from assistive technology (icons drawn
 * with a character, such as the "!" of a field message) may be smaller.
 */
export async function textProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] => {
      const found: Rgba[] = [];
      for (const match of value.matchAll(/rgba?\(([^)]+)\)/g)) {
        const parts = (match[1] ?? '').split(/[\s,/]+/).filter(Boolean);
        const [r, g, b] = parts.slice(0, 3).map(Number);
        const alphaText = parts[3];
        const a =
          alphaText === undefined
            ? 1
            : alphaText.endsWith('%')
              ? Number.parseFloat(alphaText) / 100
              : Number(alphaText);
        found.push([r ?? 0, g ?? 0, b ?? 0, a]);
      }
      return found;
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The candidate backgrounds behind an element: one color, or one per gradient stop. */
    const backgrounds = (start: Element): Rgba[] | 'image' => {
      const layers: Rgba[][] = [];
      for (let el: Element | null = start; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const image = style.backgroundImage;
        if (image && image !== 'none') {
          if (/url\(/.test(image)) return 'image';
          const stops = parse(image);
          if (stops.length > 0) layers.push(stops);
        }
        const [color] = parse(style.backgroundColor);
        if (color && color[3] > 0) {
          layers.push([color]);
          if (color[3] >= 1) break;
        }
      }
      // Composite from the canvas (white) up.
      let result: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) {
        result = layer.flatMap((top) => result.map((below) => over(top, below)));
      }
      return result;
    };
    const visible = (el: Element) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      const style = getComputedStyle(el);
      return !(style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)');
    };

    const problems: string[] = [];
    const root = document.querySelector(scopeSelector);
    if (!root) return [`no element matches ${scopeSelector}`];
    const base = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const bodySize = Number.parseFloat(getComputedStyle(document.body).fontSize);
    if (base < 18) problems.push(`root font size ${base}px < 18px`);
    if (bodySize < 18) problems.push(`body font size ${bodySize}px < 18px`);

    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;

    for (const el of [root, ...root.querySelectorAll('*')]) {
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText || !visible(el)) continue;
      if (el.closest('[disabled], [aria-disabled="true"]')) continue;
      const style = getComputedStyle(el);
      const size = Number.parseFloat(style.fontSize);
      if (size < 17.995 && !el.closest('[aria-hidden="true"]'))
        problems.push(`${describe(el)}: font size ${size}px < 18px`);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 4.5 : 7;
      const [fg] = parse(style.color);
      if (!fg) continue;
      let opacity = 1;
      for (let up: Element | null = el; up; up = up.parentElement) opacity *= Number(getComputedStyle(up).opacity);
      const bgs = backgrounds(el);
      if (bgs === 'image') {
        problems.push(`${describe(el)}: text over a background image, contrast not measurable`);
        continue;
      }
      const worst = Math.min(...bgs.map((bg) => contrast(over([fg[0], fg[1], fg[2], fg[3] * opacity], bg), bg)));
      if (worst < required - 0.005) {
        problems.push(
          `${describe(el)}: contrast ${worst.toFixed(2)}:1 < ${required}:1 (${style.color} on ${bgs.length} background(s))`,
        );
      }
    }

    return problems;
  }, scope);
}

/**
 * Interactive targets: every visible a[href], button, input, select, textarea, summary and
 * element with a non-negative tabindex has a box of at least 44 x 44 CSS px. Exempt:
 *
 * - an inline link in running prose (WCAG 2.5.8's inline exception): an <a> whose computed
 *   display is `inline` and whose nearest non-inline ancestor holds more text than the link,
 *   i.e. a link in the middle of a sentence, whose size is set by the line of text;
 * - a checkbox or radio button is measured together with its <label>: clicking the label
 *   operates it, so the target is the larger of the two boxes.
 */
export async function targetProblems(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const MIN = 44;
    const root = document.querySelector(scopeSelector);
    if (!root) return [`no element matches ${scopeSelector}`];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const problems: string[] = [];
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const inProse = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      const around = (block?.textContent ?? '').trim().length;
      return around > own;
    };
    for (const el of root.querySelectorAll(selector)) {
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      if (el.closest('[inert], [aria-hidden="true"]') && !el.closest('dialog[open]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      // Honeypots and other off-screen, out-of-tab-order fields are no one's target.
      if (el.getAttribute('tabindex') === '-1' && el.tagName === 'INPUT') continue;
      if (inProse(el)) continue;
      let { width, height } = rect;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        for (const label of el.labels ?? []) {
          const box = label.getBoundingClientRect();
          if (box.width * box.height > width * height) ({ width, height } = box);
        }
      }
      if (width < MIN - 0.01 || height < MIN - 0.01) {
        problems.push(`${describe(el)}: ${width.toFixed(1)} x ${height.toFixed(1)} px`);
      }
    }
    return problems;
  }, scope);
}

/** The state of one keyboard walk, kept in the page on `window.__a11yWalk`. */
interface WalkState {
  /** Checks the element that has focus now (once per element; later calls do nothing). */
  step: () => void;
  /** Stops listening for Tab. */
  stop: () => void;
  done: boolean;
  problems: string[];
  missed: () => string[];
}

/**
 * Starts a keyboard walk (run in the page). It notes the tabbable, visible elements in `scope`
 * now, before any key press can change what is shown, and checks each element that receives
 * focus: on the keydown of the next Tab (when the previous press has settled, scrolling done),
 * or when `step` is called. The walk is done when focus leaves the page, comes back round to an
 * element it has checked (a dialog keeps focus inside), or (with `stopOutside`) leaves `scope`.
 *
 * Each focused element must show an indicator: an outline at least 2px wide whose color has 3:1
 * contrast against the background around the element, or a box-shadow; and its look (outline,
 * box-shadow, border, background, text decoration) must differ from how it looks once focus has
 * moved on.
 *
 * Obscuring (WCAG 2.4.11, checked here to the stricter 2.4.12): outside the header, the focused
 * element's box lies wholly below the sticky header's bottom edge and wholly above the cookie
 * banner's top edge (an element taller than the space between them must at least show in it),
 * unless the element is painted on top there (the skip link, shown over the header): a hit test
 * in the middle of the overlap finds the element itself.
 */
function startWalk([scopeSelector, stopOutside]: [string, boolean]): number {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = (match[1] ?? '')
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const backgroundAround = (el: Element): Rgba => {
    for (let up = el.parentElement; up; up = up.parentElement) {
      const color = parse(getComputedStyle(up).backgroundColor);
      if (color && color[3] >= 1) return color;
    }
    return [255, 255, 255, 1];
  };
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [
      s.outlineStyle,
      s.outlineWidth,
      s.outlineColor,
      s.boxShadow,
      s.borderColor,
      s.backgroundColor,
      s.textDecorationLine,
    ].join('|');
  };
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

  const scope = document.querySelector(scopeSelector) ?? document.body;
  const expected: Element[] = [];
  const candidates = scope.querySelectorAll(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]',
  );
  const dialogOpen = document.querySelector('dialog[open]') !== null;
  for (const el of candidates) {
    if (!(el instanceof HTMLElement) || el.tabIndex < 0) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    if (el.closest('[inert]')) continue;
    if (dialogOpen && !el.closest('dialog[open]')) continue;
    // A radio group is one Tab stop (its checked radio, or the first); arrows move within it.
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...(el.form ?? document).querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
        (r) => r.name === el.name,
      );
      if (el !== (group.find((r) => r.checked) ?? group[0])) continue;
    }
    expected.push(el);
  }

  const visited = new Set<Element>();
  let last: Element | null = null;
  let lastLook = '';
  let started = false;

  const state: WalkState = {
    done: false,
    problems: [],
    step: () => {
      if (state.done) return;
      const el = document.activeElement;
      const outside = !el || el === document.body || el === document.documentElement;
      const outOfScope = !outside && stopOutside && !scope.contains(el);
      if (!started && (outside || outOfScope)) return; // The walk begins at the first element in scope.
      if (el === last) return;
      started = true;

      // The element focused before, now unfocused, must look different from before.
      if (last?.isConnected && look(last) === lastLook) {
        state.problems.push(`${describe(last)}: looks the same focused and unfocused`);
      }
      if (outside || visited.has(el) || outOfScope) {
        state.done = true;
        return;
      }
      last = el;
      lastLook = look(el);
      visited.add(el);
      const label = describe(el);

      const s = getComputedStyle(el);
      const outlineColor = parse(s.outlineColor);
      const hasOutline =
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) >= 2 &&
        outlineColor !== null &&
        outlineColor[3] > 0;
      const hasShadow = s.boxShadow !== 'none';
      if (!hasOutline && !hasShadow) state.problems.push(`${label}: no focus indicator (outline ${s.outline})`);
      if (hasOutline && outlineColor) {
        const ratio = contrast(outlineColor, backgroundAround(el));
        if (ratio < 3) state.problems.push(`${label}: focus outline contrast ${ratio.toFixed(2)}:1 < 3:1`);
      }

      const header = document.querySelector('header.site-header');
      const banner = document.querySelector('.cookie-banner');
      const box = el.getBoundingClientRect();
      const inDialog = el.closest('dialog[open]') !== null;
      const top = header && !header.contains(el) && !inDialog ? header.getBoundingClientRect().bottom : 0;
      const bottom =
        banner && !banner.contains(el) && !inDialog ? banner.getBoundingClientRect().top : window.innerHeight;
      /** Whether something else is painted in the middle of the box's band from y0 to y1. */
      const covered = (y0: number, y1: number) => {
        const hit = document.elementFromPoint(box.left + box.width / 2, (y0 + y1) / 2);
        return !(hit && (hit === el || el.contains(hit)));
      };
      let clear: boolean;
      if (box.height <= bottom - top) {
        const underTop = box.top < top - 0.5 && covered(box.top, Math.min(box.bottom, top));
        const underBottom = box.bottom > bottom + 0.5 && covered(Math.max(box.top, bottom), box.bottom);
        clear = !underTop && !underBottom;
      } else {
        clear = box.bottom > top && box.top < bottom;
      }
      if (!clear) {
        state.problems.push(
          `${label}: hidden behind the header or the cookie banner (box ${box.top.toFixed(1)}-${box.bottom.toFixed(1)}, clear band ${top.toFixed(1)}-${bottom.toFixed(1)})`,
        );
      }
    },
    stop: () => window.removeEventListener('keydown', onKeyDown, true),
    missed: () =>
      expected
        .filter((el) => !visited.has(el))
        .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"`),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    state.step();
    // Once done, focus stays where the walk ended (the presses left in a batch do nothing).
    if (state.done) event.preventDefault();
  };
  window.addEventListener('keydown', onKeyDown, true);
  (window as unknown as { __a11yWalk?: WalkState }).__a11yWalk?.stop();
  (window as unknown as { __a11yWalk?: WalkState }).__a11yWalk = state;
  return expected.length;
}

/** Checks the element focused now; true once the walk is done (run in the page). */
function walkDone(): boolean {
  const state = (window as unknown as { __a11yWalk?: WalkState }).__a11yWalk;
  if (!state) return true;
  state.step();
  return state.done;
}

/** Ends the walk and returns its problems (run in the page). */
function endWalk(): string[] {
  const state = (window as unknown as { __a11yWalk?: WalkState }).__a11yWalk;
  if (!state) return ['no walk was started'];
  state.stop();
  return [...state.problems, ...state.missed().map((m) => `never reached by the keyboard: ${m}`)];
}

/**
 * Walks the page (or the open dialog) by keyboard from where focus is now, pressing Tab (or
 * Shift+Tab with `reverse`) until focus leaves the page or comes back round (see startWalk), and
 * returns every problem found on the way: a missing or unchanged focus indicator, an element
 * hidden behind the header or the cookie banner, and any tabbable element never reached.
 * Forwards, a newly focused element scrolls in at the bottom (the cookie banner's side); in
 * reverse it scrolls in at the top, under the sticky header: walk both ways.
 */
export async function focusWalkProblems(
  page: Page,
  scope = 'body',
  {
    reverse = false,
    stopOutside = false,
    limit = 800,
  }: { reverse?: boolean; stopOutside?: boolean; limit?: number } = {},
): Promise<string[]> {
  const problems: string[] = [];
  if ((await page.evaluate(startWalk, [scope, stopOutside] as [string, boolean])) === 0) {
    problems.push(`nothing to Tab to in ${scope}`);
  }
  const key = reverse ? 'Shift+Tab' : 'Tab';
  const BATCH = 20;
  let presses = 0;
  for (; presses < limit; presses += BATCH) {
    for (let i = 0; i < BATCH; i++) await page.keyboard.press(key);
    if (await page.evaluate(walkDone)) break;
  }
  if (presses >= limit) problems.push(`the walk did not end within ${limit} key presses`);
  problems.push(...(await page.evaluate(endWalk)));
  return problems;
}

/** Every problem of the text, target and focus checks (both ways) at once. */
export async function pageProblems(page: Page, scope = 'body'): Promise<string[]> {
  return [
    ...(await textProblems(page, scope)),
    ...(await targetProblems(page, scope)),
    ...(await focusWalkProblems(page, scope)),
    ...(await focusWalkProblems(page, scope, { reverse: true })),
  ];
}

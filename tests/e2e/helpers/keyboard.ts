import { expect, type Page, test } from '@playwright/test';

/**
 * The keyboard alone (issue #19 item 7): every focus stop a journey passes through is checked for
 * a visible focus indicator (WCAG 2.2 2.4.7, 2.4.11 and 1.4.11), not only the one it aims for.
 */

export interface FocusIndicator {
  /** What has focus, for the failure message: 'button "Send request"'. */
  element: string;
  /** Why the indicator is not good enough; empty when it is. */
  problems: string[];
}

/**
 * Measures the focused element's indicator: its outline or box-shadow while focused against the
 * same element unfocused (a shallow copy beside it, which matches every rule but :focus), at least
 * 2 px thick, with 3:1 contrast against the background around it, and not hidden behind anything
 * (a sticky header) or out of view.
 */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  const { indicator } = await page.evaluate(focusStop, { selector: '', measure: 'always' as const });
  return indicator ?? { element: 'nothing', problems: ['not measured'] };
}

/**
 * In the page, in one call (a round trip per Tab press, not three): whether the focused element
 * matches `selector`, whether it is a tab stop, and its focus indicator (see focusIndicator) when
 * `measure` asks for it: 'always', or 'stop' for a tab stop or the element looked for.
 */
async function focusStop({ selector, measure }: { selector: string; measure: 'always' | 'stop' | 'there' }) {
  const active = document.activeElement as HTMLElement | null;
  const there = selector !== '' && (active?.matches(selector) ?? false);
  const tabStop = (active?.tabIndex ?? -1) >= 0;
  const wanted = measure === 'always' || there || (measure === 'stop' && tabStop);
  const indicator = wanted ? await measureIndicator() : undefined;
  return { there, tabStop, indicator };

  async function measureIndicator(): Promise<FocusIndicator> {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) {
      // Tab past the last control leaves the page for the browser's own buttons: not a lost focus.
      if (!document.hasFocus()) return { element: "the browser's own controls", problems: [] };
      return { element: 'the page (focus was lost)', problems: ['no focus'] };
    }
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
    const element = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${name}"`;
    const problems: string[] = [];

    const copy = focused.cloneNode(false) as HTMLElement;
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    copy.tabIndex = -1;
    focused.after(copy);
    const before = getComputedStyle(copy);
    const after = getComputedStyle(focused);
    const unfocused = {
      outline: `${before.outlineStyle} ${before.outlineWidth} ${before.outlineColor}`,
      shadow: before.boxShadow,
    };
    const outlineWidth = after.outlineStyle === 'none' ? 0 : Number.parseFloat(after.outlineWidth);
    const outline = `${after.outlineStyle} ${after.outlineWidth} ${after.outlineColor}`;
    const shadow = after.boxShadow;
    copy.remove();

    // The colours of the indicator: the outline's, or each shadow's that grew with focus.
    const indicators: { colour: string; size: number }[] = [];
    if (outline !== unfocused.outline && outlineWidth > 0)
      indicators.push({ colour: after.outlineColor, size: outlineWidth });
    if (shadow !== unfocused.shadow && shadow !== 'none') {
      // 'rgb(20, 96, 136) 0px 0px 0px 2px, …': the spread is the ring's thickness.
      for (const part of shadow.split(/,(?![^(]*\))/)) {
        const colour = /(?:rgba?|oklch|oklab|lab|lch|color)\([^)]*\)|#[\da-f]+/i.exec(part)?.[0];
        const lengths = part.replace(colour ?? '', '').match(/-?[\d.]+px/g) ?? [];
        const spread = Number.parseFloat(lengths[3] ?? '0');
        const blur = Number.parseFloat(lengths[2] ?? '0');
        if (colour && !unfocused.shadow.includes(part.trim()))
          indicators.push({ colour, size: Math.max(spread, blur / 2) });
      }
    }
    if (indicators.length === 0)
      problems.push(`no outline or box-shadow on focus (outline ${outline}, shadow ${shadow})`);

    // Any CSS colour (Tailwind's are oklch) as sRGB, through a one-pixel canvas.
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    const parse = (colour: string) => {
      if (!canvas) return { r: 0, g: 0, b: 0, a: 0 };
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // The background the indicator is drawn on: the nearest opaque one around the element.
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (let node = focused.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.a >= 0.5) {
        background = colour;
        break;
      }
    }
    const contrast = (colour: string) => {
      const [light, dark] = [luminance(parse(colour)), luminance(background)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const good = indicators.filter(({ colour, size }) => size >= 2 && parse(colour).a >= 0.5 && contrast(colour) >= 3);
    if (indicators.length > 0 && good.length === 0) {
      problems.push(
        `indicator too thin or too faint: ${indicators
          .map(({ colour, size }) => `${size}px ${colour} at ${contrast(colour).toFixed(2)}:1`)
          .join(', ')} on rgb(${background.r}, ${background.g}, ${background.b})`,
      );
    }

    // Not hidden: some of it is in the window and is what the window shows there.
    const inView = () => {
      const box = focused.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ];
      return points.some(([x = 0, y = 0]) => {
        if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === focused || focused.contains(top) || top.contains(focused));
      });
    };
    // The scroll that brings it into view may land a frame after the key press.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let seen = inView();
    for (let wait = 0; wait < 3 && !seen; wait += 1) {
      await frame();
      seen = inView();
    }
    const box = focused.getBoundingClientRect();
    if (!seen && box.width > 0) {
      const over = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      problems.push(
        `covered or out of view at ${Math.round(box.left)},${Math.round(box.top)} (window ${innerWidth}×${innerHeight} ` +
          `scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight}, body overflow ${getComputedStyle(document.body).overflow}, ` +
          `under ${over ? `${over.tagName.toLowerCase()}.${String(over.className).slice(0, 60)}` : 'nothing'})`,
      );
    }
    if (box.width === 0 && box.height === 0) problems.push('has no size on the screen');
    return { element, problems };
  }
}

/** Fails when the focused element's focus cannot be seen (see focusIndicator). */
export async function expectFocusVisible(page: Page, where = '') {
  const { element, problems } = await focusIndicator(page);
  expect(problems, `focus on ${element}${where ? ` (${where})` : ''}`).toEqual([]);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches `selector`, checking
 * at every stop that focus can be seen; fails after 150 presses.
 */
export async function tabTo(page: Page, selector: string, { backwards = false } = {}) {
  // Tab pressed before a new step has rendered its control would go round the page past it.
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: 15_000 });
  for (let press = 0; press < 150; press += 1) {
    // A stop Tab reached is checked; a heading the page focused itself (tabindex -1, as a new
    // wizard step does while Tab is pressed) is not a control, and Tab goes on from it.
    const { there, indicator } = await page.evaluate(focusStop, {
      selector,
      measure: press > 0 ? ('stop' as const) : ('there' as const),
    });
    if (indicator) expect(indicator.problems, `focus on ${indicator.element} (tabbing to ${selector})`).toEqual([]);
    if (there) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Tabs to a field and types into it (what was there is selected first, so it is replaced). */
export async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/**
 * Opens a file input's chooser from the keyboard (Space) and gives it the file. In the journeys a
 * Space pressed a moment after the previous document's file sometimes opened no chooser (about one
 * run in two on the CI machine, never with a trace recorded, cause not found); a person presses
 * again, and so does this, once, from the control. A second miss fails in seconds, not at the
 * test's four-minute limit.
 */
export async function chooseFileByKeyboard(page: Page, selector: string, name: string, buffer: Buffer) {
  const file = { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await tabTo(page, selector);
    const chooser = page.waitForEvent('filechooser', { timeout: 7_500 }).catch(() => null);
    await page.keyboard.press('Space');
    const opened = await chooser;
    if (opened) return opened.setFiles(file);
    // Left in the report, so how often a person would have had to press twice can be counted.
    test.info().annotations.push({ type: 'second Space', description: selector });
  }
  throw new Error(`Space on ${selector} opened no file chooser, twice`);
}

/** The focused element matches `selector` (focus moved there by the page, as after a dialog). */
export async function expectFocusOn(page: Page, selector: string) {
  await expect
    .poll(() => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector), {
      message: `focus on ${selector}`,
    })
    .toBe(true);
  await expectFocusVisible(page, selector);
}

// Layout checks read from the rendered page: a name squeezed into a narrow column breaks inside a
// word ("Morea" / "u"), which a screenshot shows but a text assertion does not.
import type { Locator, Page } from '@playwright/test';

/** The words of the located elements whose letters the browser laid out on more than one line
 * (a double surname may break after its hyphen: each part is a word). */
export function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) => {
    const broken: string[] = [];
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * What does not fit where it is drawn, inside each element matching `selector` (a printed slip):
 * text laid out beyond the box of the element holding it (a heading running into the next
 * column, a code wider than its column), and boxes whose content is cut (overflow hidden or
 * an ellipsis). Each as "the element's class: its text".
 */
export function partsOutsideTheirBox(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const slack = 0.5;
    const found: string[] = [];
    const describe = (el: Element, text: string) => `${el.getAttribute('class') || el.tagName.toLowerCase()}: ${text.trim().replace(/\s+/g, ' ').slice(0, 80)}`;
    // The box text is measured against: the nearest ancestor that is not laid out inline.
    const boxOf = (el: Element): Element => {
      let box = el;
      while (box.parentElement && getComputedStyle(box).display === 'inline') box = box.parentElement;
      return box;
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement) continue;
        const box = boxOf(node.parentElement);
        const outer = box.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(node);
        const spills = [...range.getClientRects()].some(
          (r) => r.width > 0 && (r.left < outer.left - slack || r.right > outer.right + slack || r.top < outer.top - slack || r.bottom > outer.bottom + slack),
        );
        if (spills) found.push(describe(box, node.textContent));
      }
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const style = getComputedStyle(el);
        const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) found.push(`${describe(el, el.textContent ?? '')} (cut by ${el.scrollWidth - el.clientWidth}×${el.scrollHeight - el.clientHeight} px)`);
      }
    }
    return found;
  });
}

/** Where a button, select or input covers text that is not its own: one line per clash, naming
 * the control and the text it lies over. Text is measured by its line boxes, so a control sitting
 * in the empty end of a short line does not count. */
export function controlsOverText(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const clashes: string[] = [];
    const visible = (r: DOMRect) => r.width > 0 && r.height > 0;
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (const root of roots) {
      // A control made transparent (a projector's idle control bar) covers nothing the eye sees.
      const seen = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).opacity === '0') return false;
        return visible(el.getBoundingClientRect());
      };
      const controls = [...root.querySelectorAll('button, select, input, textarea')].filter(seen);
      const texts: { text: string; rects: DOMRect[]; node: Node }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!text || node.parentElement?.closest('button, select, option, textarea')) continue;
        // Text laid out but never painted (a projector's hidden copy of its rows, measured to
        // pack its pages) is under nothing the eye sees.
        if (!node.parentElement?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        texts.push({ text, rects: [...range.getClientRects()].filter(visible), node });
      }
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 40);
        for (const t of texts) if (t.rects.some((r) => overlap(r, box))) clashes.push(`${control.tagName.toLowerCase()} "${name}" over "${t.text.slice(0, 40)}"`);
      }
    }
    return clashes;
  });
}

/** The located elements, and any element inside them, whose content is wider than their box
 * (scrolls or spills sideways), or which reach past the located element's right or left edge.
 * `ellipsis`: a text ended in "…" by design (a projector's opponent, whose own row shows the name
 * whole) is not a spill. */
export function horizontalSpill(scope: Locator, allow: { ellipsis?: boolean } = {}): Promise<string[]> {
  return scope.evaluateAll((roots, ellipsis) => {
    const spilled: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    for (const root of roots) {
      const edge = root.getBoundingClientRect();
      if (root.scrollWidth > root.clientWidth + 1) spilled.push(`${describe(root)} is ${root.scrollWidth - root.clientWidth}px wider than its box`);
      for (const el of root.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).position === 'fixed') continue;
        if (box.right > edge.right + 1 || box.left < edge.left - 1) spilled.push(`${describe(el)} reaches past ${describe(root)}`);
        else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 1 && ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX) && !(ellipsis && getComputedStyle(el).textOverflow === 'ellipsis'))
          spilled.push(`${describe(el)} scrolls or clips ${el.scrollWidth - el.clientWidth}px sideways`);
      }
    }
    return spilled;
  }, allow.ellipsis ?? false);
}

/** Whether the located element is drawn whole: inside the window and inside every ancestor that
 * clips its overflow (a list that scrolls, a card). */
export function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (box.left < clip.left - 1 || box.right > clip.right + 1) return false;
    }
    return true;
  });
}

/** Whether two located elements' boxes overlap (each the first match). */
export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return Math.min(x.x + x.width, y.x + y.width) > Math.max(x.x, y.x) && Math.min(x.y + x.height, y.y + y.height) > Math.max(x.y, y.y);
}

/** Where a name two players share shows more than once on the page and every showing reads the
 * same: each showing is the smallest piece of the screen around the name (never a whole row, which
 * differs by its opponent anyway). Empty when they are told apart or show at most once. */
export function namesakesAlike(page: Page, name: string): Promise<string[]> {
  return page.evaluate((name) => {
    const shownAs: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').includes(name) || parent.closest('script, style, option') || parent.getBoundingClientRect().width === 0) continue;
      let label: Element = parent;
      for (let up = label.parentElement; up && !up.matches('tr, li, [role=row], section, main, body'); up = up.parentElement) {
        const text = up.textContent ?? '';
        if (text.split(name).length > 2 || text.length > 80) break;
        label = up;
      }
      shownAs.push((label.textContent ?? '').replace(/\s+/g, ' ').trim());
    }
    return shownAs.length > 1 && new Set(shownAs).size < 2 ? [`${shownAs.length} × "${shownAs[0]}"`] : [];
  }, name);
}

// Layout checks read from the rendered page: a name squeezed into a narrow column breaks inside a
// word ("Morea" / "u"), which a screenshot shows but a text assertion does not.
import type { Locator, Page } from '@playwright/test';

/** The words of the located elements whose letters the browser laid out on more than one line. */
export function wordsBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) => {
    const broken: string[] = [];
    for (const el of els) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
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

// Layout checks read from the rendered page: a name squeezed into a narrow column breaks inside a
// word ("Morea" / "u"), which a screenshot shows but a text assertion does not.
import type { Locator } from '@playwright/test';

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

// What makes a desk screen unusable on a laptop, read from the rendered page rather than from a
// screenshot: a name broken inside a word, a control lying over text, something running past the
// window's right edge (or a box that has to be scrolled sideways), and two namesakes shown alike.
import type { Page } from '@playwright/test';

export interface FaultChecks {
  /** Names whose words must never be broken across lines. */
  names: string[];
  /** A name two players share: wherever it shows more than once, the places must read differently. */
  sameName: string;
}

/** Every fault on the page, each as one line naming what and where. */
export function screenFaults(page: Page, checks: FaultChecks): Promise<string[]> {
  return page.evaluate(({ names, sameName }) => {
    const faults: string[] = [];
    const where = (el: Element | null) => {
      if (!el) return '?';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${cls}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && Number(s.opacity) > 0;
    };
    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if ((n.textContent ?? '').trim() && n.parentElement && shown(n.parentElement) && !n.parentElement.closest('script, style, option')) textNodes.push(n as Text);
    }

    // A name's word laid out on two lines; a double surname may break after its hyphen.
    const nameWords = new Set(names.flatMap((n) => n.split(/[\s-]+/)));
    for (const node of textNodes) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        if (!nameWords.has(word[0])) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) faults.push(`name broken inside a word: "${word[0]}" in ${where(node.parentElement)}`);
      }
    }

    // A control over text that is not its own (a label beside its checkbox touches, never covers).
    const controls = [...document.querySelectorAll('button, select, input:not([type=hidden]), textarea, [role=button]')].filter(shown);
    for (const control of controls) {
      const c = control.getBoundingClientRect();
      for (const node of textNodes) {
        if (control.contains(node) || node.parentElement!.closest('label')?.contains(control)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          const w = Math.min(c.right, r.right) - Math.max(c.left, r.left);
          const h = Math.min(c.bottom, r.bottom) - Math.max(c.top, r.top);
          if (w > 2 && h > 2) {
            faults.push(`control over text: ${where(control)} "${(control.textContent ?? '').trim().slice(0, 30)}" covers "${(node.textContent ?? '').trim().slice(0, 30)}"`);
            break;
          }
        }
      }
    }

    // Past the right edge of the window, or a box that has to be scrolled sideways.
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth + 1) faults.push(`horizontal spill: the page is ${document.documentElement.scrollWidth}px wide in a ${document.documentElement.clientWidth}px window`);
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const s = getComputedStyle(el);
      if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) faults.push(`horizontal spill: ${where(el)} scrolls sideways (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }

    // Namesakes: the smallest piece of the screen around each showing of the name (never a whole
    // row, which differs by its opponent anyway) must tell them apart.
    const shownAs: string[] = [];
    for (const node of textNodes) {
      if (!(node.textContent ?? '').includes(sameName)) continue;
      let label: Element = node.parentElement!;
      for (let up = label.parentElement; up && !up.matches('tr, li, [role=row], section, main, body'); up = up.parentElement) {
        const text = up.textContent ?? '';
        if (text.split(sameName).length - 1 > 1 || text.length > 80) break;
        label = up;
      }
      shownAs.push((label.textContent ?? '').replace(/\s+/g, ' ').trim());
    }
    if (shownAs.length > 1 && new Set(shownAs).size < 2) faults.push(`namesakes shown alike: ${shownAs.length} × "${shownAs[0]}"`);
    return faults;
  }, checks);
}

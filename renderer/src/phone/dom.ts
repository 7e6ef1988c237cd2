// runtime: dom. Elements built in one call, text set as text (names come from the room's
// answers and are never read as HTML).
type Child = Node | string | null | false | undefined;

export function el(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) if (c) node.append(c);
  return node;
}

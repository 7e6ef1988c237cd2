// runtime: dom. The place of a long table's undrawn rows (components/virtual-rows.ts): one empty
// row of their height, hidden from screen readers (the table says its whole row count).
export function VirtualSpacer({ height, span }: { height: number; span: number }) {
  return (
    <tr className="virtual-spacer" aria-hidden="true">
      <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

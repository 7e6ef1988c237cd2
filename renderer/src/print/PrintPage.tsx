// runtime: dom. Printable sheets by route (result slips, pairings, standings). Filled in by the
// printing work of issue 3.
export function PrintPage(_props: { sheet: string; id: number; params: URLSearchParams }) {
  return <div className="print-page" data-print-ready="true" />;
}

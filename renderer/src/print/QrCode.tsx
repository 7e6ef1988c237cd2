// runtime: dom. A QR code as inline SVG: one path of dark modules, drawn from uqr's matrix rather
// than its SVG string, so no markup is injected and nothing needs an inline style (the CSP forbids
// them). Medium error correction survives a pen mark or a fold on the slip.
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode(props: { value: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => {
    const qr = encode(props.value, { ecc: 'M', border: 2 });
    // One rectangle per horizontal run of dark modules: a fraction of the path a module-by-module
    // drawing needs, which matters when hundreds of slips go to the printer.
    let path = '';
    qr.data.forEach((row, y) => {
      for (let x = 0; x < row.length; x++) {
        if (!row[x]) continue;
        let end = x;
        while (row[end + 1]) end++;
        path += `M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`;
        x = end;
      }
    });
    return { d: path, size: qr.data.length };
  }, [props.value]);
  return (
    <svg
      className={props.className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={props.label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

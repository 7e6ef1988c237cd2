// runtime: dom. A QR code as inline SVG: one path of dark modules, drawn from uqr's matrix rather
// than its SVG string, so no markup is injected and nothing needs an inline style (the CSP forbids
// them). Medium error correction survives a pen mark or a fold on the slip.
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode(props: { value: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => {
    const qr = encode(props.value, { ecc: 'M', border: 2 });
    let path = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { d: path, size: qr.size };
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

import { qrSymbol } from './qr';

/** A scannable QR code rendered on the server as SVG. */
export function QrCode({
  value,
  label,
  size = 104,
  className,
  kind,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
  /** Names the code for tests and styling (`data-qr`). */
  kind: string;
}) {
  const symbol = qrSymbol(value);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-qr={kind}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#0b1f3a" />
    </svg>
  );
}

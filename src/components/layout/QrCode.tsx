/* eslint-disable @next/next/no-img-element -- an SVG served by /qr, already minimal */
import { getConfig } from '@/config/env';
import { qrImagePath, type QrKind } from './qr';

/** A scannable QR code of a configured URL, as an image served by `/qr/`. */
export function QrCode({
  kind,
  label,
  size = 104,
  className,
  testId = kind,
}: {
  kind: QrKind;
  label: string;
  size?: number;
  className?: string;
  /** Names the code for tests and styling (`data-qr`); defaults to the kind. */
  testId?: string;
}) {
  return (
    <img
      className={className}
      src={qrImagePath(kind, getConfig())}
      alt={label}
      data-qr={testId}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { AppConfig } from '@/config/env';

/** Quiet zone around the symbol, in modules; readers need a light margin to find it. */
export const QR_MARGIN = 2;

interface QrSymbol {
  /** Width and height in modules, margin included. */
  size: number;
  /** SVG path covering every dark module, one unit per module. */
  path: string;
}

/** Encodes a URL as a QR symbol and traces its dark modules as one SVG path. */
export function qrSymbol(value: string): QrSymbol {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      // Runs of dark modules in a row become one rectangle, which keeps the path short.
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + QR_MARGIN} ${row + QR_MARGIN}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + QR_MARGIN * 2, path: parts.join('') };
}

/** A standalone SVG document of the QR code for `value`. */
export function qrSvg(value: string): string {
  const { size, path } = qrSymbol(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#0b1f3a"/></svg>`
  );
}

/** The QR codes of the footer and side bar, and the configured URL each one encodes. */
export const QR_TARGETS = {
  app: 'APP_QR_URL',
  applet: 'APPLET_QR_URL',
  serviceAccount: 'SERVICE_ACCOUNT_QR_URL',
} as const satisfies Record<string, keyof AppConfig>;

export type QrKind = keyof typeof QR_TARGETS;

function fingerprint(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}

/**
 * The image path of a QR code: `/qr/<kind>-<fingerprint of its URL>.svg`. The name changes
 * with the configured URL, so the image can be cached for good.
 */
export function qrImagePath(kind: QrKind, config: AppConfig): string {
  return `/qr/${kind}-${fingerprint(config[QR_TARGETS[kind]])}.svg`;
}

/** The URL a `/qr/` file name encodes under the current config, or null when it names none. */
export function qrTargetOfFile(file: string, config: AppConfig): string | null {
  for (const kind of Object.keys(QR_TARGETS) as QrKind[]) {
    if (qrImagePath(kind, config) === `/qr/${file}`) return config[QR_TARGETS[kind]];
  }
  return null;
}

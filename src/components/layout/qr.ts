import QRCode from 'qrcode';

/** Quiet zone around the symbol, in modules; readers need a light margin to find it. */
export const QR_MARGIN = 2;

export interface QrSymbol {
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

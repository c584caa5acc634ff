import { qrSvg, qrTargetOfFile } from '@/components/layout/qr';
import { getConfig } from '@/config/env';

/**
 * QR codes of the footer and side bar as SVG images, so pages do not carry their paths twice
 * (markup and RSC payload). The file name fingerprints the encoded URL, so it is immutable.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const target = qrTargetOfFile(file, getConfig());
  if (!target) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  }
  return new Response(qrSvg(target), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}

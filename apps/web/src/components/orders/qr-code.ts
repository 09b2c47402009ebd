import QRCode from 'qrcode';

/**
 * A QR code as an SVG data URL, built synchronously from the symbol's modules (no canvas, so it
 * works the same in every browser and in tests). The CSP allows `data:` images.
 */
export function qrCodeDataUrl(text: string, margin = 2): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const box = size + margin * 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges">` +
    `<rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Reads a QR code from a playing video: the browser's own `BarcodeDetector` where it has one
 * (Chrome on Android), otherwise ZXing's QR reader, loaded only when a scan screen first needs it so no
 * other page downloads it (decision 043).
 */
export type QrDetector = (video: HTMLVideoElement) => Promise<string | null>;

interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function zxingDetector(): Promise<QrDetector> {
  // Only the QR reader's own modules: the package's index pulls every format in (about 90 KB
  // brotli against about 22 for these).
  const [
    { default: QRCodeReader },
    { default: BinaryBitmap },
    { default: HybridBinarizer },
    { default: RGBLuminanceSource },
  ] = await Promise.all([
    import('@zxing/library/esm/core/qrcode/QRCodeReader'),
    import('@zxing/library/esm/core/BinaryBitmap'),
    import('@zxing/library/esm/core/common/HybridBinarizer'),
    import('@zxing/library/esm/core/RGBLuminanceSource'),
  ]);
  const reader = new QRCodeReader();
  const canvas = document.createElement('canvas');
  return async (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!width || !height || !context) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    const luminances = new Uint8ClampedArray(width * height);
    for (let i = 0; i < luminances.length; i++) {
      luminances[i] = (data[i * 4]! + 2 * data[i * 4 + 1]! + data[i * 4 + 2]!) >> 2;
    }
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
      return reader.decode(bitmap).getText();
    } catch {
      // Nothing readable in this frame.
      return null;
    } finally {
      reader.reset();
    }
  };
}

export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? zxingDetector();
}

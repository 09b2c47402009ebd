import type { Report } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signedIn } from '../../test/orders';
import { PNG, postReportForm, completedOrder } from './test-support';

/** A phone photo as it leaves the camera: large, with the GPS position of the room in its EXIF. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6d8fb3' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Rear camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '10/1 46/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 40/1 5/1',
      },
    })
    .toBuffer();
}

describe('uploaded photos are re-encoded', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let orderId: string;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app);
    orderId = (await completedOrder(app, student.headers)).id;
  });
  afterAll(async () => app.close());

  const send = (bytes: Buffer, name = 'IMG_2041.JPG', type = 'image/jpeg') =>
    postReportForm(app, student.headers, { orderId, type: 'DAMAGED', description: 'Áo bị rách' }, [
      { bytes, name, type },
    ]);
  const served = async (report: Report) => {
    const response = await app.inject({ method: 'GET', url: report.photos[0]!.url, headers: student.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['content-type']).toBe('image/webp');
    return response.rawPayload;
  };

  it('drops the EXIF GPS position and caps the longest side at 1600 px', async () => {
    const original = await phonePhoto(4000, 3000);
    const before = await sharp(original).metadata();
    // GPSLatitude is stored as rationals; the GPS IFD pointer (tag 0x8825) marks its presence.
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );

    const response = await send(original);
    expect(response.statusCode).toBe(201);
    const bytes = await served(response.json());
    const after = await sharp(bytes).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('PhoneMaker');
  });

  it('keeps a small photo at its own size', async () => {
    const response = await send(await phonePhoto(800, 1200));
    const after = await sharp(await served(response.json())).metadata();
    expect(after).toMatchObject({ width: 800, height: 1200 });
  });

  it('refuses a polyglot (an image with a page or an archive inside) and a broken image with a Vietnamese 400', async () => {
    const photo = await phonePhoto(40, 30);
    const withPage = Buffer.concat([photo, Buffer.from('<html><script>fetch("/api/users")</script></html>')]);
    const withArchive = Buffer.concat([PNG, Buffer.from('PK\u0003\u0004 an appended zip archive')]);
    const truncated = photo.subarray(0, 200);
    for (const [bytes, name] of [
      [withPage, 'a.jpg'],
      [withArchive, 'b.png'],
      [truncated, 'c.jpg'],
    ] as const) {
      const response = await send(bytes, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'uploads/invalid-image',
        message: 'Ảnh bị hỏng hoặc có chứa nội dung không phải ảnh',
        fields: { photos: 'Ảnh thứ 1 bị hỏng hoặc có chứa nội dung không phải ảnh' },
      });
    }
  });
});

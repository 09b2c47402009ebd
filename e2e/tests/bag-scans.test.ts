import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS, baseUrl, useBrowser, watchErrors } from '../support/browser';
import { apiAs, apiSignIn, signInViaApi, type SignedInUser } from '../support/sign-in';
import { hcmTomorrow, randomPhone, type Service } from '../support/test-data';

const browser = useBrowser();

interface Order {
  id: string;
  code: string;
}

const WIDTH = 640;
const HEIGHT = 480;
const QR_SIZE = 360;

/**
 * The bag label's QR as the app draws it (the student's order page), read back as grey pixels:
 * a 640×480 frame with the code in the middle, for Chromium's fake camera.
 */
async function labelPixels(page: Page, code: string): Promise<number[]> {
  const image = page.getByRole('img', { name: `Mã QR của đơn ${code}` });
  await image.waitFor();
  return image.evaluate(
    async (element, { width, height, size }) => {
      const img = element as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = false;
      context.drawImage(img, (width - size) / 2, (height - size) / 2, size, size);
      const { data } = context.getImageData(0, 0, width, height);
      const grey: number[] = [];
      for (let i = 0; i < data.length; i += 4) grey.push(data[i]! > 128 ? 235 : 16);
      return grey;
    },
    { width: WIDTH, height: HEIGHT, size: QR_SIZE },
  );
}

/** A Y4M video (4:2:0, grey) of the same frame, which Chromium's fake camera plays in a loop. */
function y4m(grey: number[]): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const luma = Buffer.from(grey);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([header, frame, frame]);
}

describe('a bag scanned at every stage', () => {
  it('staff scan a bag’s QR with the phone camera at two stages; the student sees them on the order', async () => {
    const admin = inject('admin');
    const stamp = Date.now().toString(36);
    const student = { email: `quet.sv.${stamp}@tsa.test`, password: 'Sinh-vien-2026' };
    const staff = { email: `quet.nv.${stamp}@tsa.test`, password: 'Nhan-vien-2026' };
    await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
      ...student,
      firstName: 'Quế',
      lastName: 'Lâm Thị',
      role: 'STUDENT',
      phoneNumber: randomPhone(),
      dormitory: 'KTX Khu B',
      building: 'B2',
      room: '612',
    });
    await apiAs<SignedInUser>(admin.accessToken, 'POST', '/users', {
      ...staff,
      firstName: 'Quang',
      lastName: 'Đỗ Văn',
      role: 'STAFF',
      phoneNumber: randomPhone(),
    });
    const studentSession = await apiSignIn(student);
    const services = await apiAs<Service[]>(studentSession.accessToken, 'GET', '/services');
    const order = await apiAs<Order>(studentSession.accessToken, 'POST', '/orders', {
      items: [{ serviceId: services.find((service) => service.name === 'Giặt sấy gấp theo kg')!.id, quantity: 3 }],
      pickupDate: hcmTomorrow(),
      pickupSlot: '17-19',
      paymentMethod: 'CASH',
    });
    for (const status of ['CONFIRMED', 'PICKED_UP']) {
      await apiAs(admin.accessToken, 'PATCH', `/orders/${order.id}/status`, { status });
    }

    // The label's QR, drawn by the app on the student's order page.
    const studentContext = await browser.newContext('phone');
    await signInViaApi(studentContext, student);
    const studentPage = await studentContext.newPage();
    const studentErrors = watchErrors(studentPage);
    await studentPage.goto(`/student/order?id=${order.id}`);
    const dir = await mkdtemp(path.join(tmpdir(), 'tsa-scan-'));
    const video = path.join(dir, 'bag.y4m');
    await writeFile(video, y4m(await labelPixels(studentPage, order.code)));

    // A phone whose camera films the label.
    const camera = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({
        baseURL: baseUrl(),
        viewport: VIEWPORTS.phone,
        locale: 'vi-VN',
        timezoneId: 'Asia/Ho_Chi_Minh',
        serviceWorkers: 'block',
      });
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      await signInViaApi(context, staff);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/staff/scan');
      await page.getByRole('heading', { level: 1, name: 'Quét túi đồ' }).waitFor();

      await page.getByRole('button', { name: 'Đã lấy túi', exact: true }).click();
      await page.getByRole('button', { name: 'Bật camera để quét' }).click();
      const banner = page.getByTestId('scan-banner');
      await expect.poll(() => banner.textContent(), { timeout: 20_000 }).toContain('Đã ghi nhận: Đã lấy túi');
      expect(await banner.textContent()).toContain(order.code);

      // The next stage: the camera still sees the same bag, which is now sent at "Đang giặt".
      await page.getByRole('button', { name: 'Đang giặt', exact: true }).click();
      await expect.poll(() => banner.textContent(), { timeout: 20_000 }).toContain('Đã ghi nhận: Đang giặt');
      await page.getByRole('button', { name: 'Tắt camera' }).click();

      const scans = await apiAs<{ stage: string; scannedBy: { name: string } }[]>(
        admin.accessToken,
        'GET',
        `/orders/${order.id}/scans`,
      );
      expect(scans.map((scan) => scan.stage)).toEqual(['PICKED_UP', 'WASHING']);
      expect(scans[0]!.scannedBy.name).toBe('Quang');
      expect(errors).toEqual([]);
    } finally {
      await camera.close();
      await rm(dir, { recursive: true, force: true });
    }

    // The student's order shows where the bag has been (the scan's order:updated refreshes it).
    const scanList = studentPage.getByRole('list', { name: 'Các lần quét túi đồ' });
    await expect.poll(() => scanList.textContent(), { timeout: 10_000 }).toContain('Đang giặt');
    expect(await scanList.textContent()).toContain('Quang');
    expect(studentErrors).toEqual([]);
    await studentContext.close();
  });
});

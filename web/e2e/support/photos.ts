import type { Page } from 'playwright-core';

/** A camera-sized JPEG (2400×1800) drawn by the browser, so the phone has something to resize before upload. */
export async function cameraJpeg(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 2400, 1800);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(600, 450, 1200, 900);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@pawroute/domain';
import { asStoredImage, profileThumbnail } from './images';

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } });

describe('images (part 1 §5)', () => {
  it('keeps browser formats as they are and converts TIFF to JPEG', async () => {
    const png = await image(4, 3).png().toBuffer();
    expect(await asStoredImage(png)).toEqual({ bytes: png, contentType: 'image/png', ext: 'png' });
    const tiff = await image(4, 3).tiff().toBuffer();
    const converted = await asStoredImage(tiff);
    expect([converted.contentType, converted.ext, (await sharp(converted.bytes).metadata()).format]).toEqual(['image/jpeg', 'jpg', 'jpeg']);
  });

  it.each([
    ['text', Buffer.from('just some text')],
    ['an SVG document', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')],
    ['a truncated PNG header', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
  ])('refuses %s by its content', async (_name, bytes) => {
    const error = await asStoredImage(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).statusCode).toBe(400);
  });

  it('makes a 200x200 profile picture from any shape', async () => {
    for (const [w, h] of [
      [600, 300],
      [120, 500],
      [50, 50],
    ] as const) {
      const out = await profileThumbnail(await image(w, h).jpeg().toBuffer());
      const meta = await sharp(out.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 200]);
    }
  });
});

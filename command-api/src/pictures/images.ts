import sharp from 'sharp';
import { DomainError, MAX_UPLOAD_PIXELS, PET_MESSAGES, PROFILE_PICTURE_SIZE } from '@pawroute/domain';

/** Formats browsers show as they are; the other image formats sharp reads are converted to JPEG. */
const AS_IS: Record<string, { contentType: string; ext: string }> = {
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  png: { contentType: 'image/png', ext: 'png' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  gif: { contentType: 'image/gif', ext: 'gif' },
  avif: { contentType: 'image/avif', ext: 'avif' },
};
const CONVERTED = new Set(['heif', 'tiff']);

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  ext: string;
}

/**
 * Part 1 §5 "images only": the content decides (magic bytes, read by sharp), never the file name or
 * the browser's Content-Type. SVG is refused: it is a document that can carry script.
 */
export async function asStoredImage(bytes: Buffer): Promise<StoredImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch (error) {
    // sharp refuses a header past limitInputPixels ("exceeds pixel limit") before decoding anything.
    if (/pixel limit/i.test(String((error as Error)?.message))) throw tooManyPixels();
    throw notAnImage();
  }
  // A decompression bomb (a small file declaring a huge canvas) is refused from its header, before any decoding.
  if (pixels > MAX_UPLOAD_PIXELS) throw tooManyPixels();
  if (format && AS_IS[format]) return { bytes, ...AS_IS[format]! };
  if (format && CONVERTED.has(format)) {
    try {
      return { bytes: await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate().jpeg({ quality: 88 }).toBuffer(), ...AS_IS.jpeg! };
    } catch {
      throw notAnImage();
    }
  }
  throw notAnImage();
}

/** Part 1 §5: a profile picture is cropped 1:1 around its centre and resized to 200x200. */
export async function profileThumbnail(bytes: Buffer): Promise<StoredImage> {
  await asStoredImage(bytes);
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
    return { bytes: out, contentType: 'image/webp', ext: 'webp' };
  } catch {
    throw notAnImage();
  }
}

const notAnImage = () => new DomainError(400, PET_MESSAGES.notAnImage, { file: PET_MESSAGES.notAnImage });
const tooManyPixels = () => new DomainError(400, PET_MESSAGES.tooManyPixels, { file: PET_MESSAGES.tooManyPixels });

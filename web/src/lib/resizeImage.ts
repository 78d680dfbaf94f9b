import imageCompression from 'browser-image-compression';

/**
 * Pictures are resized on the device before they leave (a Fast 3G van, a phone's 12 MP camera): the
 * longest side at most 1600 px, as JPEG, so a photo of several MB goes as a few hundred kB, well under
 * the server's 5 MB limit. Van photos and vaccination certificates alike.
 */
export const PHOTO_MAX_SIDE = 1600;

export async function resizeForUpload(file: File): Promise<Blob> {
  try {
    return await imageCompression(file, {
      maxWidthOrHeight: PHOTO_MAX_SIDE,
      fileType: 'image/jpeg',
      initialQuality: 0.82,
      maxSizeMB: 1,
      // No worker: the library's worker loads its code from a CDN, which the van may not reach.
      useWebWorker: false,
    });
  } catch {
    // Not something the browser can draw: sent as it is, so the server's refusal (with its reason) shows.
    return file;
  }
}

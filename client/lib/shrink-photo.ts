import { MAX_UPLOAD_BYTES } from './upload.ts';

/**
 * A phone's photo of a document is 3 to 6 MB, past the 2 MB upload limit (docs/design/product-spec.md §9): before
 * sending, a JPEG or PNG over the limit is redrawn smaller as a JPEG, in the browser, with the photo's own orientation.
 * The long side starts at 2,400 px (a national ID or a pay slip stays legible) and steps down, with the quality, until
 * the file fits. Anything else (a PDF, a photo that still does not fit, a browser that cannot decode it) comes back as
 * it was, and the size check that follows says it is too large.
 */
const STEPS: readonly { side: number; quality: number }[] = [
  { side: 2400, quality: 0.85 },
  { side: 2000, quality: 0.8 },
  { side: 1600, quality: 0.75 },
  { side: 1280, quality: 0.7 },
];

const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export function canShrink(file: Pick<File, 'type' | 'size'>): boolean {
  return file.size > MAX_UPLOAD_BYTES && PHOTO_TYPES.includes(file.type);
}

export async function shrinkPhoto(file: File): Promise<File> {
  if (!canShrink(file) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    for (const { side, quality } of STEPS) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const blob = await drawJpeg(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale), quality);
      if (blob && blob.size <= MAX_UPLOAD_BYTES) return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
    }
    return file;
  } finally {
    bitmap.close();
  }
}

function drawJpeg(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  // A PNG's transparent parts on white, as on paper (JPEG has no transparency: they would turn black).
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** "RG frente.png" → "RG frente.jpg": the name says what the file now is (the server checks the content against it). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'foto'}.jpg`;
}

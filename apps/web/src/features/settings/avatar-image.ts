/**
 * Turns a photo someone picks into a small square data URL the server accepts as `avatar_url`
 * (UpdateMeRequest: a data:image URL of at most 400,000 characters). Big camera photos are
 * cropped to the centre square and scaled down, so the stored avatar stays tiny whatever the input.
 */
export const AVATAR_SIZE = 256;
export const AVATAR_MAX_CHARS = 400_000;
/** Larger files are refused before decoding: they are not avatars and would stall a phone. */
export const AVATAR_MAX_INPUT_BYTES = 15 * 1024 * 1024;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export interface CropPlan {
  /** Source square, in source pixels. */
  sx: number;
  sy: number;
  side: number;
  /** Output edge in pixels: never upscaled beyond the source. */
  size: number;
}

/** The centre square of the source, scaled to at most `target` pixels a side. */
export function planAvatarCrop(width: number, height: number, target = AVATAR_SIZE): CropPlan {
  if (!(width > 0 && height > 0)) throw new Error('The image has no pixels');
  const side = Math.min(width, height);
  return {
    sx: Math.floor((width - side) / 2),
    sy: Math.floor((height - side) / 2),
    side,
    size: Math.min(target, side),
  };
}

/**
 * Tries decreasing quality, then smaller sizes, until the encoded URL fits the limit.
 * `encode` is injected so the search is testable without a canvas.
 */
export function encodeWithinLimit(
  encode: (size: number, quality: number) => string,
  startSize: number,
  limit = AVATAR_MAX_CHARS,
): string {
  const qualities = [0.9, 0.8, 0.7, 0.6, 0.5];
  for (let size = startSize; size >= 32; size = Math.floor(size * 0.75)) {
    for (const quality of qualities) {
      const url = encode(size, quality);
      if (url.length <= limit) return url;
    }
  }
  throw new Error('The image could not be made small enough');
}

/** Why a chosen file cannot be an avatar, or null when it can be tried. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!AVATAR_ACCEPT.split(',').includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_INPUT_BYTES) return 'That image is larger than 15 MB. Choose a smaller one.';
  return null;
}

async function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads, crops, scales and encodes the file as a JPEG data URL. Browser only. */
export async function resizeAvatar(file: File): Promise<string> {
  const problem = avatarFileProblem(file);
  if (problem) throw new Error(problem);
  let image: HTMLImageElement;
  try {
    image = await decode(file);
  } catch {
    throw new Error('That file could not be read as an image.');
  }
  const plan = planAvatarCrop(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images.');
  return encodeWithinLimit((size, quality) => {
    canvas.width = size;
    canvas.height = size;
    // JPEG has no transparency: paint white behind transparent PNGs instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, plan.sx, plan.sy, plan.side, plan.side, 0, 0, size, size);
    return canvas.toDataURL('image/jpeg', quality);
  }, plan.size);
}

/** MS-DOS date and time words, as a zip header stores them (two-second resolution, local clock). */
function dosDateTime(date: string): { day: number; time: number } {
  const [y, m, d] = date.split('-').map(Number);
  return { day: (((y ?? 1980) - 1980) << 9) | ((m ?? 1) << 5) | (d ?? 1), time: 10 << 11 };
}

/**
 * Sets every entry's modification time in a zip (an Office file) to `date`, in place, by walking
 * the central directory: zip libraries stamp entries with "now", so without this the same
 * document would hash differently on every seed. Nothing is recompressed.
 */
export function pinZipDates(zip: Buffer, date: string): Buffer {
  const { day, time } = dosDateTime(date);
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('damaged zip central directory');
    zip.writeUInt16LE(time, at + 12);
    zip.writeUInt16LE(day, at + 14);
    const local = zip.readUInt32LE(at + 42);
    zip.writeUInt16LE(time, local + 10);
    zip.writeUInt16LE(day, local + 12);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return zip;
}

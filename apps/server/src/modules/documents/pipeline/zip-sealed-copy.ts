import type { ZipEntry } from './zip-directory.js';

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const EOCD_SIGNATURE = 0x06054b50;
const FLAG_DATA_DESCRIPTOR = 0x8;

/**
 * One entry of a checked archive as a ZIP of its own: its local header and stored bytes copied as
 * they are (a password-protected member stays encrypted: whoever holds the password opens it with
 * any ZIP tool), then a data descriptor when its header defers the sizes to one, a central
 * directory of one entry and the end record. Nothing is inflated or decrypted.
 */
export function sealedCopy(buf: Buffer, entry: ZipEntry): Buffer {
  const local = buf.subarray(entry.localOffset, entry.dataOffset);
  if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Error('not a local header');
  const data = buf.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const flags = local.readUInt16LE(6);
  const nameLength = local.readUInt16LE(26);
  const extraLength = local.readUInt16LE(28);
  const nameAndExtra = local.subarray(30, 30 + nameLength + extraLength);
  let descriptor = Buffer.alloc(0);
  if (flags & FLAG_DATA_DESCRIPTOR) {
    descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DESCRIPTOR_SIGNATURE, 0);
    descriptor.writeUInt32LE(entry.crc32, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.uncompressedSize, 12);
  }
  const central = Buffer.alloc(46);
  central.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  central.writeUInt16LE(local.readUInt16LE(4), 4); // made by: as the version needed
  local.copy(central, 6, 4, 16); // version needed, flags, method, time, date
  central.writeUInt32LE(entry.crc32, 16);
  central.writeUInt32LE(entry.compressedSize, 20);
  central.writeUInt32LE(entry.uncompressedSize, 24);
  central.writeUInt16LE(nameLength, 28);
  central.writeUInt16LE(extraLength, 30);
  // comment length, disk, attributes and the local header's offset (0) stay zero
  const dirOffset = local.length + data.length + descriptor.length;
  const dirSize = central.length + nameAndExtra.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, data, descriptor, central, nameAndExtra, end]);
}

// Reads the files of a zip archive (Loop Habit Tracker's CSV export is one): the central
// directory names each file, its method (stored or deflated) and where its data starts. Only what
// an import needs: no encryption, no zip64, no multi-part archives. Each file's unpacked size is
// capped, so a small archive cannot unpack into gigabytes.
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

export class ZipRefused extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;
}

/** The archive's files (folders left out), each unpacked to at most `maxBytes`. */
export function readZip(bytes: Buffer, maxBytes: number): ZipEntry[] {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipRefused('its list of files is damaged');
    }
    const method = bytes.readUInt16LE(at + 10);
    const packedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    const data = unpack(bytes, localAt, packedSize, method, maxBytes - unpacked, name);
    unpacked += data.length;
    entries.push({ name, data });
  }
  return entries;
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipRefused('it is not a complete zip archive');
}

function unpack(
  bytes: Buffer,
  localAt: number,
  packedSize: number,
  method: number,
  maxBytes: number,
  name: string,
): Buffer {
  if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL_HEADER) {
    throw new ZipRefused(`${name} is damaged`);
  }
  const start = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
  const packed = bytes.subarray(start, start + packedSize);
  if (packed.length !== packedSize) throw new ZipRefused(`${name} is cut short`);
  if (method === STORED) {
    if (packed.length > maxBytes) throw new ZipRefused('it unpacks to more than the limit');
    return packed;
  }
  if (method !== DEFLATED) throw new ZipRefused(`${name} is packed in a way not supported`);
  try {
    return inflateRawSync(packed, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    const isTooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ZipRefused(isTooLarge ? 'it unpacks to more than the limit' : `${name} is damaged`);
  }
}

// The files a player picked, read for the import call: text as it is; a zip or a gzipped file as
// base64; a JSON file larger than a megabyte gzipped first where the browser can (a Questlog
// export of years of records is tens of megabytes of JSON and a fraction of that packed, and the
// limit counts what is sent). Reading reports its progress (bytes read of all).
import { IMPORT_LIMIT_BYTES } from '@questlog/core';
import type { ImportFile } from '@questlog/core/api';

const MEGABYTE = 1024 * 1024;
export const IMPORT_LIMIT_MEGABYTES = IMPORT_LIMIT_BYTES / MEGABYTE;

/** The files as sent and their size in bytes (as the server counts it). */
export interface ReadFiles {
  files: ImportFile[];
  size: number;
}

export async function readImportFiles(
  picked: readonly File[],
  onProgress: (share: number) => void,
): Promise<ReadFiles> {
  const total = picked.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  let size = 0;
  const files: ImportFile[] = [];
  for (const file of picked) {
    const report = (loaded: number) => onProgress((done + loaded) / total);
    const read = await readOne(file, report);
    done += file.size;
    size += read.size;
    files.push(read.file);
  }
  onProgress(1);
  return { files, size };
}

async function readOne(
  file: File,
  onLoaded: (bytes: number) => void,
): Promise<{ file: ImportFile; size: number }> {
  const name = file.name;
  if (/\.(zip|gz)$/i.test(name)) {
    const bytes = new Uint8Array(await readBytes(file, onLoaded));
    return { file: { name, data: base64Of(bytes), encoding: 'base64' }, size: bytes.length };
  }
  if (isPackedBeforeSending(file)) {
    const packed = new Uint8Array(
      await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
    );
    onLoaded(file.size);
    return {
      file: { name: `${name}.gz`, data: base64Of(packed), encoding: 'base64' },
      size: packed.length,
    };
  }
  const text = new TextDecoder().decode(await readBytes(file, onLoaded));
  return { file: { name, data: text }, size: file.size };
}

function readBytes(file: File, onLoaded: (bytes: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onLoaded(event.loaded);
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading millions of bytes at once overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** The size in megabytes when it is over the limit (the server refuses it too). */
export function oversizeMegabytes(size: number): number | undefined {
  return size > IMPORT_LIMIT_BYTES ? size / MEGABYTE : undefined;
}

/** The picked files' size as they will be sent, when that is known before reading them. */
export function knownSendSize(picked: readonly File[]): number | undefined {
  if (picked.some(isPackedBeforeSending)) return undefined;
  return picked.reduce((sum, file) => sum + file.size, 0);
}

function isPackedBeforeSending(file: File): boolean {
  return (
    /\.json$/i.test(file.name) && file.size > MEGABYTE && typeof CompressionStream !== 'undefined'
  );
}

// The files a player picked, read for the import call: text as it is, a zip as base64. Reading
// reports its progress (bytes read of all), since a large export takes a moment.
import { IMPORT_LIMIT_BYTES } from '@questlog/core';
import type { ImportFile } from '@questlog/core/api';

const MEGABYTE = 1024 * 1024;
export const IMPORT_LIMIT_MEGABYTES = IMPORT_LIMIT_BYTES / MEGABYTE;

/** The picked files' size in megabytes when it is over the limit (the server refuses it too). */
export function oversizeMegabytes(files: readonly File[]): number | undefined {
  const size = files.reduce((total, file) => total + file.size, 0);
  return size > IMPORT_LIMIT_BYTES ? size / MEGABYTE : undefined;
}

export async function readImportFiles(
  files: readonly File[],
  onProgress: (share: number) => void,
): Promise<ImportFile[]> {
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const read: ImportFile[] = [];
  for (const file of files) {
    const isZip = file.name.toLowerCase().endsWith('.zip');
    const data = await readOne(file, isZip, (loaded) => onProgress((done + loaded) / total));
    done += file.size;
    read.push({ name: file.name, data, ...(isZip ? { encoding: 'base64' as const } : {}) });
  }
  onProgress(1);
  return read;
}

function readOne(file: File, isZip: boolean, onLoaded: (bytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onLoaded(event.loaded);
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.onload = () => {
      const result = String(reader.result);
      // A data URL: "data:<type>;base64,<bytes>".
      resolve(isZip ? result.slice(result.indexOf(',') + 1) : result);
    };
    if (isZip) reader.readAsDataURL(file);
    else reader.readAsText(file);
  });
}

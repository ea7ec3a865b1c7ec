// From the uploaded files to an import plan: decode them, refuse more than the limit, unpack a
// zip, tell the kind (or check the one asked for) and hand the files to that format's reader.
import { gunzipSync } from 'node:zlib';
import { BadRequest } from '@questlog/core';
import { IMPORT_LIMIT_BYTES, type ImportBody, type ImportFile } from '@questlog/core/api';
import { isHabiticaFile, readHabiticaFile } from './habiticaFile.ts';
import { badRow, wrongKind, type ImportPlan } from './importPlan.ts';
import { readLoopFiles } from './loopFile.ts';
import { isQuestlogFile, readQuestlogFile } from './questlogFile.ts';
import { isZip, readZip, ZipRefused } from './zipReader.ts';

interface NamedBytes {
  name: string;
  bytes: Buffer;
}

const MEGABYTE = 1024 * 1024;
/**
 * What a packed upload (a zip, a gzipped file) may unpack to: a Questlog export of five years of
 * daily records for 50 tasks is about 24 MB of JSON and gzips to well under the limit.
 */
const UNPACKED_LIMIT = 12 * IMPORT_LIMIT_BYTES;

/**
 * Refuses text PostgreSQL cannot store (a NUL, an unpaired surrogate) or a value nested past
 * what any file needs, naming where: the request's own guard, applied to what the files hold.
 */
export type StorableCheck = (input: unknown, where: string) => void;

export function planImport(
  { kind = 'auto', files }: ImportBody,
  assertStorable: StorableCheck,
): ImportPlan {
  const decoded = files.map(decode);
  const size = decoded.reduce((total, file) => total + file.bytes.length, 0);
  refuseTooLarge(size);
  const unpacked = decoded.flatMap(unpack);
  const loop = loopFilesOf(unpacked);
  if (loop) assertStorable(loop, 'files');
  if (kind === 'loop' || (kind === 'auto' && loop)) {
    if (!loop) {
      throw wrongKind(
        "Loop Habit Tracker's CSV export",
        'it holds no Habits.csv and Checkmarks.csv',
      );
    }
    return readLoopFiles(loop);
  }
  const [first] = unpacked;
  if (unpacked.length !== 1 || !first) throw new BadRequest('importUnknownKind');
  const json = jsonOf(first, kind === 'auto');
  assertStorable(json, first.name);
  if (kind === 'questlog') return readQuestlogFile(json);
  if (kind === 'habitica') return readHabiticaFile(json);
  if (isQuestlogFile(json)) return readQuestlogFile(json);
  if (isHabiticaFile(json)) return readHabiticaFile(json);
  throw new BadRequest('importUnknownKind');
}

function refuseTooLarge(size: number): void {
  if (size > IMPORT_LIMIT_BYTES) throw tooLarge(size);
}

/** The refusal of a file (or files) over the limit, naming both sizes. */
export function tooLarge(size: number): BadRequest {
  return new BadRequest('importTooLarge', {
    params: { size: (size / MEGABYTE).toFixed(1), limit: IMPORT_LIMIT_BYTES / MEGABYTE },
  });
}

function decode(file: ImportFile): NamedBytes {
  const bytes =
    file.encoding === 'base64' ? Buffer.from(file.data, 'base64') : Buffer.from(file.data, 'utf8');
  return { name: file.name, bytes };
}

function unpack(file: NamedBytes): NamedBytes[] {
  if (isGzip(file.bytes)) return [gunzipped(file)];
  if (!isZip(file.bytes)) return [file];
  try {
    return readZip(file.bytes, UNPACKED_LIMIT).map(({ name, data }) => ({
      name,
      bytes: data,
    }));
  } catch (error) {
    if (error instanceof ZipRefused) throw badRow(file.name, error.message);
    throw error;
  }
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** A gzipped file (`questlog-export.json.gz`), unpacked to at most UNPACKED_LIMIT. */
function gunzipped(file: NamedBytes): NamedBytes {
  try {
    const bytes = gunzipSync(file.bytes, { maxOutputLength: UNPACKED_LIMIT });
    return { name: file.name.replace(/\.gz$/i, ''), bytes };
  } catch (error) {
    const isTooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw badRow(
      file.name,
      isTooLarge ? `it unpacks to more than ${UNPACKED_LIMIT / MEGABYTE} MB` : 'it is damaged',
    );
  }
}

/** Loop's two files at the top of the upload or of its zip (its per-habit folders are ignored). */
function loopFilesOf(files: NamedBytes[]): { habits: string; checkmarks: string } | undefined {
  const named = (name: string) =>
    files.find((file) => file.name.toLowerCase() === name.toLowerCase());
  const habits = named('Habits.csv');
  const checkmarks = named('Checkmarks.csv');
  if (!habits || !checkmarks) return undefined;
  return { habits: habits.bytes.toString('utf8'), checkmarks: checkmarks.bytes.toString('utf8') };
}

function jsonOf(file: NamedBytes, isGuess: boolean): unknown {
  const text = file.bytes.toString('utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    // A file that is not even JSON, sent without a kind, is of no kind we know.
    if (isGuess && !/^\s*[[{]/.test(text)) throw new BadRequest('importUnknownKind');
    throw badRow(file.name, `not valid JSON (${(error as Error).message})`);
  }
}

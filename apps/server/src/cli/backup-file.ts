import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelinePromise } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file: gzip-compressed JSON lines, so neither writing nor reading one holds the database
 * in memory. The first line is the header, then one line per row (parents' tables first), then an
 * end line with the totals, which tells a whole file from a cut-off one. Version 1 files (one JSON
 * document with every row) are still read.
 */
const FORMAT = 'chaka-parts-backup';
/** Version 3 names where the uploads are and may hold them, after the rows (`--with-uploads`). */
export const BACKUP_VERSION = 3;

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: 'pglite' | 'postgres';
  /** Hashes of the migrations applied, oldest first. */
  migrations: string[];
  /** Tables in an order that inserts parents before children. */
  tables: string[];
  /** Where the shop kept its uploads: DATA_DIR, or the bucket; `included` with --with-uploads. */
  uploads?: { kind: 'files' | 's3'; where: string; bucket?: string; included: boolean };
}

/** One upload (`--with-uploads`): its key in the store and its bytes in base64. */
export interface BackupUpload {
  upload: { key: string; data: string };
}

export interface BackupRow {
  table: string;
  row: Record<string, unknown>;
}

interface BackupEnd {
  end: { tables: number; rows: number; uploads?: number };
}

/** Version 1: the whole database as one JSON document. */
interface BackupV1 extends Omit<BackupHeader, 'tables'> {
  tables: Array<{ name: string; rows: Array<Record<string, unknown>> }>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

export const newBackupHeader = (fields: Omit<BackupHeader, 'format' | 'version'>): BackupHeader => ({
  format: FORMAT,
  version: BACKUP_VERSION,
  ...fields,
});
export const jsonLine = (value: BackupHeader | BackupRow | BackupUpload | BackupEnd) =>
  `${JSON.stringify(value)}\n`;

const fileExistsMessage = (file: string) =>
  `${file} exists already. Choose another name, or add --force to overwrite it.`;

/** Writes `content` gzip-compressed to `file`; refuses an existing file unless `overwrite`. */
export async function writeBackupFile(
  file: string,
  content: AsyncIterable<string>,
  { overwrite = false } = {},
) {
  if (!overwrite && existsSync(file)) throw new BackupError(fileExistsMessage(file));
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside the target and renamed: a crash never leaves half a backup under its name.
  const partial = `${file}.partial-${process.pid}`;
  try {
    await pipelinePromise(Readable.from(content), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    if (!overwrite) writeFileSync(file, '', { flag: 'wx' });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(fileExistsMessage(file));
    throw error;
  }
}

const notABackup = (file: string) =>
  `${file} is not a backup of this shop (not a gzip-compressed JSON file).`;
const damaged = (file: string, why: string) =>
  `${file} is incomplete or damaged (${why}): nothing was restored from it.`;

const isZlibError = (error: unknown) =>
  typeof (error as NodeJS.ErrnoException)?.code === 'string' &&
  (error as NodeJS.ErrnoException).code!.startsWith('Z_');

/** Each line of the file parsed, read as the caller asks for it. */
async function* backupValues(file: string): AsyncGenerator<unknown> {
  const input = createReadStream(file);
  const lines = readline.createInterface({
    input: pipeline(input, createGunzip(), () => {}),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let index = 0;
  try {
    for await (const line of lines) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new BackupError(
          index === 0 ? notABackup(file) : damaged(file, `line ${index + 1} is not JSON`),
        );
      }
      index += 1;
      yield value;
    }
  } catch (error) {
    if (!isZlibError(error)) throw error;
    throw new BackupError(index === 0 ? notABackup(file) : damaged(file, 'it ends before its end'));
  } finally {
    lines.close();
    input.destroy();
  }
}

function checkHeader(file: string, value: unknown): BackupHeader | BackupV1 {
  const header = value as Partial<BackupHeader> | null;
  if (header?.format !== FORMAT || !Array.isArray(header.tables) || !Array.isArray(header.migrations)) {
    throw new BackupError(`${file} is not a backup of this shop.`);
  }
  if (typeof header.version !== 'number' || header.version < 1 || header.version > BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup in format version ${header.version}; this shop reads versions 1 to ${BACKUP_VERSION}.`,
    );
  }
  return header as BackupHeader | BackupV1;
}

const isV1 = (header: BackupHeader | BackupV1): header is BackupV1 => header.version === 1;

/** The header of a backup file: what it holds, from which schema. Reads only its first line. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const value of backupValues(file)) {
    const header = checkHeader(file, value);
    return isV1(header) ? { ...header, tables: header.tables.map((table) => table.name) } : header;
  }
  throw new BackupError(notABackup(file));
}

/**
 * The rows of a backup file, one at a time, parents' tables first. Throws a BackupError when the
 * file turns out cut off or damaged, so reading it through once proves it whole.
 */
export async function* readBackupRows(file: string): AsyncGenerator<BackupRow> {
  for await (const line of readBackupLines(file)) if ('table' in line) yield line;
}

/** The uploads a backup holds (`--with-uploads`), one at a time, after its rows. */
export async function* readBackupUploads(file: string): AsyncGenerator<BackupUpload['upload']> {
  for await (const line of readBackupLines(file)) if ('upload' in line) yield line.upload;
}

async function* readBackupLines(file: string): AsyncGenerator<BackupRow | BackupUpload> {
  let header: BackupHeader | undefined;
  let rows = 0;
  let uploads = 0;
  let end: BackupEnd['end'] | undefined;
  for await (const value of backupValues(file)) {
    if (!header) {
      const checked = checkHeader(file, value);
      if (isV1(checked)) {
        for (const table of checked.tables) for (const row of table.rows) yield { table: table.name, row };
        return;
      }
      header = checked;
      continue;
    }
    if (end) throw new BackupError(damaged(file, 'lines after its end'));
    const line = value as Partial<BackupRow & BackupEnd>;
    if (line.end) {
      end = line.end;
      if (end.rows !== rows) throw new BackupError(damaged(file, `${rows} rows instead of ${end.rows}`));
      if ((end.uploads ?? 0) !== uploads) {
        throw new BackupError(damaged(file, `${uploads} uploads instead of ${end.uploads}`));
      }
      continue;
    }
    const upload = (value as Partial<BackupUpload>).upload;
    if (upload && typeof upload.key === 'string' && typeof upload.data === 'string') {
      uploads += 1;
      yield { upload };
      continue;
    }
    if (typeof line.table !== 'string' || !header.tables.includes(line.table) || !line.row) {
      throw new BackupError(damaged(file, `line ${rows + 2} is not a row of the shop`));
    }
    rows += 1;
    yield line as BackupRow;
  }
  if (!header) throw new BackupError(notABackup(file));
  if (!end) throw new BackupError(damaged(file, 'it ends before its end'));
}

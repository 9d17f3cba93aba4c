import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredUpload, UploadStore } from './upload-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Uploads as files in `root` (DATA_DIR/uploads), their narrower copies in `root/sizes`. */
export function createFileStore(root: string): UploadStore {
  const file = (key: string) => path.join(root, key);
  return {
    kind: 'files',
    where: root,
    root,
    async put(key, body) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      // A stored name never changes content: it is random and written once.
      await writeFile(file(key), body, { flag: 'wx', mode: 0o644 });
    },
    async read(key): Promise<StoredUpload | undefined> {
      try {
        const stats = await stat(file(key));
        const etag = `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`;
        return { body: createReadStream(file(key)), bytes: stats.size, etag, lastModified: stats.mtime };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    has: (key) =>
      access(file(key)).then(
        () => true,
        () => false,
      ),
    async remove(key) {
      await unlink(file(key)).catch((error) => {
        if (!isMissing(error)) throw error;
      });
    },
    async *keys() {
      for (const folder of ['', 'sizes']) {
        const names = await readdir(path.join(root, folder)).catch((error) => {
          if (isMissing(error)) return [];
          throw error;
        });
        for (const name of names) if (name.endsWith('.webp')) yield folder ? `${folder}/${name}` : name;
      }
    },
    ping: async () => true,
    close() {},
  };
}

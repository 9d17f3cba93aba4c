import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../test/database.js';
import { multipart, pngImage } from '../test/files.js';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.js';
import { useTestShop } from '../test/use-test-shop.js';
import { runBackupCommand } from './backup-command.js';
import { readBackupHeader } from './backup-file.js';
import { runUploadsCommand, UPLOADS_USAGE } from './uploads-command.js';

let s3: S3StandIn;
let folder: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  folder = mkdtempSync(path.join(tmpdir(), 'chaka-uploads-cli-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run uploads -- migrate', () => {
  it('copies the uploads of DATA_DIR and their sizes to the bucket once, and changes nothing in DATA_DIR', async () => {
    const dataDir = path.join(folder, 'shop');
    mkdirSync(path.join(dataDir, 'uploads', 'sizes'), { recursive: true });
    const files = {
      'old-upload.webp': Buffer.from('an upload stored before its size was in its name'),
      'abc-800x400.webp': Buffer.from('the original'),
      'sizes/abc-800x400-320.webp': Buffer.from('its 320 px copy'),
      'sizes/abc-800x400-640.webp': Buffer.from('its 640 px copy'),
    };
    for (const [key, body] of Object.entries(files)) writeFileSync(path.join(dataDir, 'uploads', key), body);
    writeFileSync(path.join(dataDir, 'uploads', 'notes.txt'), 'not an upload');
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });

    const first = await runUploadsCommand(['migrate'], config);
    expect(first).toEqual({
      exitCode: 0,
      message: `Copied 4 uploads from ${path.join(dataDir, 'uploads')} to s3://${s3.bucket}/uploads/; 0 were there already.`,
    });
    for (const [key, body] of Object.entries(files)) {
      expect(s3.objects.get(`uploads/${key}`)?.body, key).toEqual(body);
    }
    expect(s3.objects.has('uploads/notes.txt')).toBe(false);

    // Again: nothing copied twice, nothing in DATA_DIR changed.
    const puts = s3.requests.filter((request) => request.method === 'PUT').length;
    expect((await runUploadsCommand(['migrate'], config)).message).toMatch(
      /^Copied 0 uploads .*; 4 were there already\.$/,
    );
    expect(s3.requests.filter((request) => request.method === 'PUT').length).toBe(puts);
    expect(readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual([
      'abc-800x400.webp',
      'notes.txt',
      'old-upload.webp',
      'sizes',
    ]);
    expect(readFileSync(path.join(dataDir, 'uploads', 'old-upload.webp'))).toEqual(files['old-upload.webp']);
  });

  it('says what it needs: the S3 settings, and the one command', async () => {
    const config = loadConfig({ DATA_DIR: path.join(folder, 'plain') });
    expect(await runUploadsCommand(['migrate'], config)).toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(/^S3_BUCKET is not set/),
    });
    expect(await runUploadsCommand([], config)).toEqual({ exitCode: 2, message: UPLOADS_USAGE });
    expect(await runUploadsCommand(['copy'], config)).toEqual({ exitCode: 2, message: UPLOADS_USAGE });
  });
});

describe('backups of a shop whose uploads are in a bucket', () => {
  const shop = useTestShop(() => ({ customers: 1, env: s3.env }));

  it('name the bucket, and with --with-uploads hold the uploads, which a restore puts back', async () => {
    s3.objects.clear();
    const body = multipart([
      { field: 'image', filename: 'a.png', type: 'image/png', content: await pngImage(800, 400) },
    ]);
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...shop.customer.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const objects = new Map([...s3.objects].map(([key, object]) => [key, object.body]));
    expect(objects.size).toBe(3);

    const plainFile = path.join(folder, 'plain.json.gz');
    const plain = await runBackupCommand(['backup', plainFile], shop.database, shop.app.uploadStore);
    expect(plain.message).toMatch(
      /The uploads are not in it: they are in s3:\/\/chaka-uploads\/uploads\/ \(add --with-uploads/,
    );
    expect((await readBackupHeader(plainFile)).uploads).toEqual({
      kind: 's3',
      where: 's3://chaka-uploads/uploads/',
      bucket: 'chaka-uploads',
      included: false,
    });

    const fullFile = path.join(folder, 'full.json.gz');
    const full = await runBackupCommand(
      ['backup', fullFile, '--with-uploads'],
      shop.database,
      shop.app.uploadStore,
    );
    expect(full.message).toMatch(/ With 3 uploads from s3:\/\/chaka-uploads\/uploads\/\.$/);
    expect((await readBackupHeader(fullFile)).uploads).toMatchObject({
      bucket: 'chaka-uploads',
      included: true,
    });

    // The bucket is lost; the backup goes into a new database and the same bucket.
    s3.objects.clear();
    const target = await createTestDatabase();
    try {
      const restored = await runBackupCommand(['restore', fullFile], target, shop.app.uploadStore);
      expect(restored.exitCode, restored.message).toBe(0);
      expect(restored.message).toMatch(/ 3 uploads went to s3:\/\/chaka-uploads\/uploads\/\.$/);
      expect(new Map([...s3.objects].map(([key, object]) => [key, object.body]))).toEqual(objects);
      const served = await shop.app.inject(uploaded.json().data.url);
      expect(served.statusCode).toBe(200);
    } finally {
      await target.close();
    }
  });
});

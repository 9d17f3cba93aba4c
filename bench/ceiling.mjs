// The ceiling of `npm run bench`: a bare Fastify server that answers every GET with one constant
// JSON body of BODY_BYTES bytes. No route of the shop can be faster than this on the same machine.
// With BODY_FILE it answers that file's bytes instead (and CONTENT_ENCODING), for the brotli asset.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bytes = Number(process.env.BODY_BYTES ?? 1024);
const filler = 'x'.repeat(Math.max(0, bytes - '{"items":""}'.length));
const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : `{"items":"${filler}"}`;
const type = process.env.BODY_FILE ? 'text/javascript; charset=utf-8' : 'application/json; charset=utf-8';

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.header('content-type', type);
  if (process.env.CONTENT_ENCODING) reply.header('content-encoding', process.env.CONTENT_ENCODING);
  reply.send(body);
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

// The ceiling of `npm run bench`: a bare Fastify server that answers every GET with one constant
// JSON body of BODY_BYTES bytes. No route of the shop can be faster than this on the same machine.
import Fastify from 'fastify';

const bytes = Number(process.env.BODY_BYTES ?? 1024);
const filler = 'x'.repeat(Math.max(0, bytes - '{"items":""}'.length));
const body = `{"items":"${filler}"}`;

const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: true, port: app.server.address().port });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

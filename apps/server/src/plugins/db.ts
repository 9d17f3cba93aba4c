import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the database available to every route; the process entry owns opening and closing it. */
export const dbPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
});

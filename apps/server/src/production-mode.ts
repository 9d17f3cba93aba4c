// The process runs the shop for real unless told otherwise: libraries that read NODE_ENV (React's
// server rendering above all) take their production builds, not their slower development ones with
// their checks and warnings. Imported first by the entry (server.ts), before anything reads it.
process.env.NODE_ENV ??= 'production';

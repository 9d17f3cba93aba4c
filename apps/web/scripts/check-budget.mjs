// Part of `vite build`: prints the gzipped JavaScript each page loads first (the entry chunk, the
// page's own lazy chunk, every chunk they import statically, and what src/main.tsx loads before its
// first render) and fails the build when the home page, /, needs more than the budget. It counts as
// the browser test e2e/tests/first-load-budget.spec.ts does: each file gzipped at level 9, added up. Customers are often on a mid-range phone on a slow
// connection (DESIGN.md): every kilobyte before the first screen counts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipBytes = new Map();
function gzipped(file) {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
}

/** The JavaScript files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
const entryFiles = closure(entryKey);
// Loaded by src/main.tsx on every start, before the first render (loadMoneyFormatter).
const AT_START = ['src/lib/money-format.ts'];
for (const key of AT_START) {
  if (!manifest[entryKey].dynamicImports?.includes(key)) {
    throw new Error(`${key} is no longer loaded by the entry: update AT_START in check-budget.mjs`);
  }
  closure(key, entryFiles);
}

// Which page each lazy chunk is: the router's route pattern (`path: paths.….path`, whose pattern is
// the contract's SCREENS entry of the same name, or `index: true`) of the route object holding each import(). Patterns are
// absolute; a relative `path: '…'` is joined to the pattern around it.
const screens = screenPatterns(
  readFileSync(path.join(web, '../../packages/contract/src/screens.ts'), 'utf8'),
);
const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
const pages = [];
const segments = [];
// The page chunks of the route objects around the current one (layouts a nested page needs too).
const layouts = [];
let depth = 0;
for (const [token, , literal, screen, specifier] of router.matchAll(
  /[{}]|(index: true|path: '([^']*)'|path: paths\.([\w.]+)\.path)|import\('([^']+)'\)/g,
)) {
  if (token === '{') depth += 1;
  else if (token === '}') {
    segments.length = Math.min(segments.length, depth);
    layouts.length = Math.min(layouts.length, depth);
    depth -= 1;
  } else if (specifier === undefined) {
    if (screen !== undefined && !screens.has(screen)) throw new Error(`paths.${screen} is not in paths.ts`);
    segments[depth] = screen === undefined ? (literal ?? '') : screens.get(screen);
  } else {
    const route = joinRoute(segments.slice(0, depth + 1));
    const source = `${specifier.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/')}.tsx`;
    const seen = pages.some((page) => page.route === route);
    // A route object with no address of its own around others (the sign-in guards).
    const label = segments[depth] === undefined ? `${route} (layout)` : seen ? `${route} (index)` : route;
    pages.push({ route: label, source, layouts: layouts.filter(Boolean) });
    layouts[depth] = source;
  }
}

const rows = pages
  .filter((page) => manifest[page.source])
  .map((page) => {
    const files = new Set(entryFiles);
    for (const source of [...page.layouts, page.source]) closure(source, files);
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    return { ...page, bytes, own: gzipped(manifest[page.source].file) };
  });

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
console.log(`\nFirst-load JavaScript per page (gzip -9; entry ${kb(sumOf(entryFiles)).trim()} kB shared):`);
for (const row of rows) {
  console.log(`  ${row.route.padEnd(24)} ${kb(row.bytes)} kB  (page chunk ${kb(row.own).trim()} kB)`);
}

const home = rows.find((row) => row.route === '/');
if (!home) throw new Error('The router has no index page to check');
if (home.bytes > BUDGET_KB * 1024) {
  console.error(
    `\nThe first load of / needs ${kb(home.bytes).trim()} kB of gzipped JavaScript: over the ${BUDGET_KB} kB budget. ` +
      'Load what the home page does not need at once lazily (import()).',
  );
  process.exit(1);
}
console.log(`\n/ loads ${kb(home.bytes).trim()} kB of gzipped JavaScript first (budget ${BUDGET_KB} kB).`);

function sumOf(files) {
  return [...files].reduce((sum, file) => sum + gzipped(file), 0);
}

/** A route's address from the patterns of its route objects, outermost first. */
function joinRoute(patterns) {
  const parts = [];
  for (const pattern of patterns.filter(Boolean)) {
    if (pattern.startsWith('/')) parts.length = 0;
    parts.push(pattern.replace(/^\/|\/$/g, ''));
  }
  return `/${parts.filter(Boolean).join('/')}`;
}

/**
 * The pattern of every screen in the contract's SCREENS by its name, e.g. "dashboard.myOrders" ->
 * "/dashboard/orders". Reads the file as Biome formats it: a `name: {` opens a group, a line of `}`
 * alone at the same indentation closes it, a `name: '…'` is a screen.
 */
function screenPatterns(source) {
  const patterns = new Map();
  const open = [];
  for (const line of source.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const group = /^\s*(\w+): \{/.exec(line)?.[1];
    if (group) open.push({ name: group, indent });
    const screen = /^\s*(\w+): '([^']*)'/.exec(line);
    if (screen) patterns.set([...open.map((key) => key.name), screen[1]].join('.'), screen[2]);
    else if (/^\s*\},?$/.test(line) && open.at(-1)?.indent === indent) open.pop();
  }
  return patterns;
}

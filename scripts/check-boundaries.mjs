// Proves the import boundaries of docs/boundaries.md hold: writes probe files into a scratch copy
// of the layout, lints them with the repository's own biome.json and fails unless every forbidden
// import is refused (with a message that cites a file of this repository) and every allowed one
// passes. Part of `npm run lint`, so a rule loosened by mistake fails CI like a broken test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESTRICTED = 'lint/style/noRestrictedImports';

/** [file, import, the rule that must refuse it, or null when it must pass] */
const probes = [
  // Server: a feature never imports another one, however the path is spelled.
  ['apps/server/src/features/orders/probe.ts', '../../features/products/products-service.js', RESTRICTED],
  ['apps/server/src/features/orders/probe.ts', '../products/products-service.js', RESTRICTED],
  ['apps/server/src/features/orders/probe.ts', '../../cli/seed.js', RESTRICTED],
  ['apps/server/src/features/orders/probe.ts', '../../lib/errors.js', null],
  ['apps/server/src/features/orders/probe.ts', '../../db/client.js', null],
  ['apps/server/src/features/orders/probe.ts', '../../plugins/auth/guard.js', null],
  ['apps/server/src/features/orders/probe.ts', '../../config.js', null],
  ['apps/server/src/features/orders/probe.ts', './order-queries.js', null],
  ['apps/server/src/features/payments/sslcommerz/probe.ts', '../../orders/order-queries.js', RESTRICTED],
  ['apps/server/src/features/payments/sslcommerz/probe.ts', '../../../features/orders/x.js', RESTRICTED],
  ['apps/server/src/features/payments/sslcommerz/probe.ts', '../../../lib/errors.js', null],
  ['apps/server/src/features/payments/sslcommerz/probe.ts', '../payment-provider.js', null],
  // Server layers: db < lib < plugins < features.
  ['apps/server/src/db/probe.ts', '../lib/errors.js', RESTRICTED],
  ['apps/server/src/db/probe.ts', '../plugins/db.js', RESTRICTED],
  ['apps/server/src/db/probe.ts', '../features/orders/order-queries.js', RESTRICTED],
  ['apps/server/src/db/probe.ts', './schema/index.js', null],
  ['apps/server/src/db/seed/probe.ts', '../../lib/errors.js', RESTRICTED],
  ['apps/server/src/db/seed/probe.ts', '../client.js', null],
  ['apps/server/src/lib/probe.ts', '../plugins/db.js', RESTRICTED],
  ['apps/server/src/lib/probe.ts', '../features/orders/order-queries.js', RESTRICTED],
  ['apps/server/src/lib/probe.ts', '../db/client.js', null],
  ['apps/server/src/lib/probe.ts', '../config.js', null],
  ['apps/server/src/plugins/probe.ts', '../features/orders/order-queries.js', RESTRICTED],
  ['apps/server/src/plugins/probe.ts', '../cli/seed.js', RESTRICTED],
  ['apps/server/src/plugins/probe.ts', '../lib/errors.js', null],
  ['apps/server/src/plugins/auth/probe.ts', '../../features/orders/order-queries.js', RESTRICTED],
  ['apps/server/src/plugins/auth/probe.ts', '../../lib/errors.js', null],
  // Web: a feature's root file and its folders stay in the feature.
  ['apps/web/src/features/cart/probe.ts', '../orders/api/get-orders', RESTRICTED],
  ['apps/web/src/features/cart/api/probe.ts', '../../orders/api/get-orders', RESTRICTED],
  ['apps/web/src/features/cart/api/probe.ts', '@/features/orders/api/get-orders', RESTRICTED],
  ['apps/web/src/features/cart/api/probe.ts', '@/app/router', RESTRICTED],
  ['apps/web/src/features/cart/api/probe.ts', '@chaka/server', RESTRICTED],
  ['apps/web/src/features/cart/api/probe.ts', '../components/cart-link', null],
  ['apps/web/src/features/cart/api/probe.ts', '@/lib/api-client', null],
  ['apps/web/src/features/cart/api/probe.ts', '@/components/ui/dialog', null],
  // Web layers: config < lib < components < features < app.
  ['apps/web/src/lib/probe.ts', '@/components/ui/dialog', RESTRICTED],
  ['apps/web/src/lib/probe.ts', '../components/ui/dialog', RESTRICTED],
  ['apps/web/src/lib/probe.ts', '@/features/orders/api/get-orders', RESTRICTED],
  ['apps/web/src/lib/probe.ts', './toast', null],
  ['apps/web/src/lib/i18n/probe.ts', '../../components/ui/dialog', RESTRICTED],
  ['apps/web/src/components/probe.ts', '@/features/orders/api/get-orders', RESTRICTED],
  ['apps/web/src/components/probe.ts', '@/app/router', RESTRICTED],
  ['apps/web/src/components/probe.ts', '../../../server/src/app.js', RESTRICTED],
  ['apps/web/src/components/probe.ts', '@/lib/toast', null],
  ['apps/web/src/config/probe.ts', '@/lib/toast', RESTRICTED],
  ['apps/web/src/config/probe.ts', '@chaka/contract', null],
  // The contract imports neither side.
  ['packages/contract/src/probe.ts', 'react', RESTRICTED],
  ['packages/contract/src/probe.ts', '../../../apps/server/src/config.js', RESTRICTED],
  ['packages/contract/src/probe.ts', 'zod', null],
  // Browser tests and benchmarks use the server's public entries only.
  ['e2e/support/probe.ts', '../../apps/server/src/test/sslcommerz-gateway', RESTRICTED],
  ['e2e/support/probe.ts', '../../apps/server/dist/server.js', RESTRICTED],
  ['e2e/support/probe.ts', '@chaka/server/src/app', RESTRICTED],
  ['e2e/support/probe.ts', '@chaka/server/testing/sslcommerz-gateway', null],
  ['bench/probe.ts', '../apps/server/dist/db/client.js', RESTRICTED],
  ['bench/probe.ts', '../packages/contract/src/index.js', RESTRICTED],
  ['bench/probe.ts', '@chaka/server/reports', null],
];

/** Files written whole: an import cycle and a file name that is not kebab-case. */
const wholeFiles = [
  ['apps/server/src/lib/cycle-one.ts', "import { two } from './cycle-two.js';\nexport const one = two;\n"],
  [
    'apps/server/src/lib/cycle-two.ts',
    "import { one } from './cycle-one.js';\nexport const two = () => one;\n",
  ],
  ['apps/web/src/lib/useCamelCase.ts', 'export const camel = 1;\n'],
];
const wholeFileRules = [
  ['apps/server/src/lib/cycle-one.ts', 'lint/suspicious/noImportCycles'],
  ['apps/server/src/lib/cycle-two.ts', 'lint/suspicious/noImportCycles'],
  ['apps/web/src/lib/useCamelCase.ts', 'lint/style/useFilenamingConvention'],
];

const failures = [];

// Every boundary message must cite a document that exists here.
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
for (const override of config.overrides ?? []) {
  const patterns = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
  for (const { message } of patterns) {
    const cited = message?.match(/[\w./-]+\.md/g) ?? [];
    if (cited.length === 0) failures.push(`message cites no document: "${message}"`);
    for (const file of cited) {
      if (!existsSync(path.join(root, file)))
        failures.push(`message cites ${file}, which is not in the repository`);
    }
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), 'chaka-boundaries-'));
try {
  const { vcs, $schema, ...rest } = config;
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify({ ...rest, files: { includes: ['**'] } }));
  const lines = new Map();
  probes.forEach(([file, specifier], index) => {
    const text = `${lines.get(file) ?? ''}import * as probe${index} from '${specifier}';\nexport { probe${index} };\n`;
    lines.set(file, text);
  });
  for (const [file, text] of [...lines, ...wholeFiles]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }

  const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--reporter=github', '--max-diagnostics=none', '.'],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  // ::error title=<rule>,file=<path>,line=<n>,...::<message>
  const found = [];
  for (const line of run.stdout.split('\n')) {
    const hit = line.match(/^::error title=([^,]+),file=([^,]+),line=(\d+),[^:]*::(.*)$/);
    if (hit)
      found.push({
        rule: hit[1],
        file: path.relative(scratch, hit[2]),
        line: Number(hit[3]),
        message: hit[4],
      });
  }
  if (found.length === 0 && run.status !== 0)
    failures.push(`biome failed to run:\n${run.stdout}${run.stderr}`);

  // A probe's line: its position among the probes of the same file, two lines each.
  const seen = new Map();
  for (const [file, specifier, rule] of probes) {
    const position = seen.get(file) ?? 0;
    seen.set(file, position + 1);
    const line = position * 2 + 1;
    const hits = found.filter((hit) => hit.file === file && hit.line === line);
    if (rule && !hits.some((hit) => hit.rule === rule)) {
      failures.push(`${file}: import '${specifier}' should be refused by ${rule}, and passes`);
    }
    if (!rule && hits.length > 0) {
      failures.push(
        `${file}: import '${specifier}' should pass, and is refused (${hits.map((h) => h.rule)})`,
      );
    }
  }
  for (const [file, rule] of wholeFileRules) {
    if (!found.some((hit) => hit.file === file && hit.rule === rule))
      failures.push(`${file}: ${rule} did not fire`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Import boundaries (docs/boundaries.md) do not hold:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Import boundaries hold: ${probes.length} probe imports and ${wholeFileRules.length} probe files checked.`,
);

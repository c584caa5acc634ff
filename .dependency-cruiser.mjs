/**
 * dependency-cruiser (`npx depcruise src`, a step of `npm test`), the one home of the layer rules:
 * no import cycle between the folders of src/ (and its root files, such as payload.config.ts), and
 * components that never read data themselves.
 *
 * The folders are ranked in layers, lowest first: a folder may import its own files and those of
 * lower layers only, so two folders can never depend on each other, directly or through others.
 * A new import that goes upwards fails; if it creates no cycle, move the folder up a layer here.
 * (dependency-cruiser's own folder-scope cycle rule cannot see cycles through root files such as
 * collections -> server -> payload.config.ts -> collections, hence the layers.)
 */
import fs from 'node:fs';

const LAYERS = [
  ['i18n'],
  ['catalog'],
  ['config', 'errors', 'text', 'payload-types.ts'],
  ['routing'],
  ['schemas'],
  ['migrations'],
  ['server'],
  ['collections'],
  ['seo'],
  ['components', 'http'],
  ['features'],
  ['database.ts'],
  ['payload-collections.ts', 'api'],
  ['payload.config.ts'],
  ['seed'],
  ['startup'],
  ['front', 'proxy'],
  ['app', 'cli', 'proxy.ts', 'instrumentation.ts'],
];

/**
 * The features (src/features/<name>/), lowest first: a feature may import the features before it
 * and never one after it, so they form no cycle (README, 'Architecture').
 */
const FEATURES = [
  'wechat',
  'search-push',
  'search',
  'organisations',
  'records',
  'keywords',
  'alerts',
  'leads',
  'imports',
  'market',
  'site-content',
  'home',
  'feeds',
];

const features = fs.readdirSync(new URL('src/features', import.meta.url));
const unranked = features.filter((name) => !FEATURES.includes(name));
if (unranked.length) {
  throw new Error(
    `.dependency-cruiser.mjs: src/features/${unranked.join(', src/features/')} not in FEATURES`,
  );
}

const featureRules = FEATURES.slice(0, -1).map((name, rank) => ({
  name: `features/${name}`,
  severity: 'error',
  comment: `src/features/${name} may import only the features before it: ${FEATURES.slice(0, rank).join(', ') || 'none'}`,
  from: { path: `^src/features/${name}/` },
  to: { path: FEATURES.slice(rank + 1).map((other) => `^src/features/${other}/`) },
}));

/** What a layer entry matches: a folder, or a root file of src/. */
const pathOf = (name) => (name.endsWith('.ts') ? `^src/${name.replace('.', '\\.')}$` : `^src/${name}/`);

// Every folder and root module of src/ must have a layer, or nothing would stop its cycles.
const placed = new Set(LAYERS.flat());
const unplaced = fs
  .readdirSync(new URL('src', import.meta.url))
  .filter((name) => !name.endsWith('.d.ts') && !placed.has(name) && !/\.(json|css)$/.test(name));
if (unplaced.length) {
  throw new Error(`.dependency-cruiser.mjs: src/${unplaced.join(', src/')} in no layer; add to LAYERS`);
}

const layerRules = LAYERS.flatMap((layer, rank) =>
  layer.map((name) => ({
    name: `layers/${name}`,
    severity: 'error',
    comment: `src/${name} may import only lower layers: ${LAYERS.slice(0, rank).flat().join(', ') || 'none'}`,
    from: { path: pathOf(name) },
    to: {
      path: LAYERS.slice(rank)
        .flat()
        .filter((other) => other !== name)
        .map(pathOf),
    },
  })),
);

const config = {
  forbidden: [
    ...layerRules,
    ...featureRules,
    {
      name: 'features/public-entry',
      severity: 'error',
      comment:
        "a feature imports another only through that feature's public entries: src/features/<name>/index.ts (its server side: reads, writes, hooks) and ui.ts (its components, apart so that server code and the commands never load them)",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/[^/]+/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|ui)\\.ts$'],
      },
    },
    {
      name: 'features/index-without-ui',
      severity: 'error',
      comment:
        "a feature's index.ts is its server side: server code and the commands (plain Node, no CSS loader) import it, so it reaches no component; those go in ui.ts",
      from: { path: '^src/features/[^/]+/index\\.ts$' },
      to: { path: ['/components/', '\\.css$', '\\.tsx$'] },
    },
    {
      name: 'components-read-no-data',
      severity: 'error',
      comment:
        "components render DTOs: a page (src/app) reads through a feature's server/ and passes them down (schemas/dto.ts); start-up, seed and the Payload config are for the server alone.",
      from: { path: ['^src/components/', '^src/features/[^/]+/components/'] },
      to: {
        path: [
          '^src/server/',
          '^src/features/[^/]+/server/',
          '^src/startup/',
          '^src/seed/',
          '^src/payload\\.config\\.ts$',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module may import itself through others.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

export default config;

// Node flags of the production server, for every launcher: `npm start` (scripts/start.mjs), the
// test server (scripts/serve-test.mjs), `npm run serve` and the systemd unit
// (deploy/systemd/zxw-site@.service), whose literal copies tests/unit/one-home.test.ts holds to
// this list.
//
// A young generation of 64 MB semi-spaces (V8's default is 16): rendering a page allocates a few
// MB that die young, and with the default each cache miss paid several scavenges. Two servers side
// by side, 4 alternating batches of 80 misses: median 32 against 39 ms of CPU per miss
// (docs/benchmarks.md, 'Crawl and phones'), for at most ~150 MB more memory.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

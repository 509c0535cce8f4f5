'use strict';
// Times path-to-regexp (a linear scan of match() functions in registration order, as Express
// tries its layers) and Express's Router.handle on the GitHub route set of the Pathways benchmark
// (the JSON that `pathways-benchmark --github-routes` prints). path-to-regexp is timed on the
// pathname (computed before timing) and from the URL string (new URL, the scan, captures decoded
// by decodeURIComponent); Router.handle takes the request target and parses it itself, so it is
// timed from the target and from the URL string. Prints one JSON object.
//
// Usage: NODE_PATH=/usr/share/nodejs node peers.js ROUTES.json [SAMPLES] [SAMPLE_MS]

const fs = require('fs');
const { match } = require('path-to-regexp');
const express = require('express');

const [routesFile, samplesText = '7', sampleText = '200'] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
const samples = Number(samplesText);
const sampleNs = BigInt(Math.round(Number(sampleText) * 1e6));
let sink = 0;

function median(values) {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}

/** Median over samples of ns per URL; work() runs over n URLs once (and may be async). */
async function measure(n, work) {
  await work(); // warm up, and let the JIT see the code
  const values = [];
  for (let s = 0; s < samples; s++) {
    let rounds = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0n;
    do {
      await work();
      rounds++;
      elapsed = process.hrtime.bigint() - start;
    } while (elapsed < sampleNs);
    values.push(Number(elapsed) / (rounds * n));
  }
  return median(values);
}

const pathnames = set.urls.map((u) => new URL(u).pathname);
const targets = set.urls.map((u) => {
  const parsed = new URL(u);
  return parsed.pathname + parsed.search;
});

async function pathToRegexp() {
  const routes = set.patterns.map((p) => match(p, { decode: decodeURIComponent }));
  const scan = (pathname) => {
    for (let i = 0; i < routes.length; i++) {
      const found = routes[i](pathname);
      if (found) return { index: i, params: found.params };
    }
    return null;
  };
  const reached = pathnames.filter((p, i) => (scan(p) || {}).index === i).length;
  const presplit = await measure(pathnames.length, () => {
    for (const p of pathnames) {
      const found = scan(p);
      if (found) sink += found.index;
    }
  });
  const fromString = await measure(set.urls.length, () => {
    for (const u of set.urls) {
      const found = scan(new URL(u).pathname);
      if (found) sink += found.index;
    }
  });
  return {
    version: require('path-to-regexp/package.json').version,
    registered: routes.length, refused: [], reached, urls: set.urls.length,
    ns_per_url_presplit: presplit, ns_per_url_from_string: fromString,
  };
}

async function expressRouter() {
  const router = express.Router();
  let last = -1;
  set.patterns.forEach((p, i) => router.get(p, (req, res, next) => { last = i; res.done(); }));
  // Router.handle goes on asynchronously after 100 synchronous layers (Express 4.18's guard
  // against deep stacks), so each request waits for its handler or for the final callback.
  const handle = (target) => new Promise((resolve) => {
    const req = { method: 'GET', url: target, headers: {} };
    const res = { done: resolve };
    router.handle(req, res, resolve);
  });
  let reached = 0;
  for (let i = 0; i < targets.length; i++) {
    last = -1;
    await handle(targets[i]);
    if (last === i) reached++;
  }
  const fromTarget = await measure(targets.length, async () => {
    for (const t of targets) {
      await handle(t);
      sink += last;
    }
  });
  const fromString = await measure(set.urls.length, async () => {
    for (const u of set.urls) {
      const parsed = new URL(u);
      await handle(parsed.pathname + parsed.search);
      sink += last;
    }
  });
  return {
    version: require('express/package.json').version,
    registered: set.patterns.length, refused: [], reached, urls: set.urls.length,
    ns_per_url_presplit: fromTarget, ns_per_url_from_string: fromString,
  };
}

(async () => {
  const out = { 'path-to-regexp': await pathToRegexp(), express: await expressRouter(), sink };
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
})();

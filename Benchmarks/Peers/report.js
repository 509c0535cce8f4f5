'use strict';
// Prints the side-by-side table of one peer run: Pathways (pathways-benchmark --json) and the
// peers (go/ and node/ outputs), ns per URL and the ratio of each to Pathways' path-only handle.
// Usage: node report.js PATHWAYS.json GO.json NODE.json

const fs = require('fs');
const [pathwaysFile, ...peerFiles] = process.argv.slice(2);
const pathways = JSON.parse(fs.readFileSync(pathwaysFile, 'utf8'));
const peers = Object.assign({}, ...peerFiles.map((f) => JSON.parse(fs.readFileSync(f, 'utf8'))));
delete peers.sink;

const base = pathways.ns_per_match_github; // handle(String), path-only routes: the URL string in
const ns = (v) => (v === null || v === undefined ? '-' : Math.round(v).toLocaleString('en-US'));
const ratio = (v) => (v === null || v === undefined ? '-' : `${(v / base).toFixed(2)}x`);

const rows = [
  ['Pathways, path-only handle(String)', '142 / 142', null, pathways.ns_per_match_github],
  ['Pathways, typed handle(String)', '142 / 142', null, pathways.ns_per_handle_github],
];
const labels = {
  httprouter: 'httprouter Lookup',
  chi: 'chi Mux.Match',
  'path-to-regexp': 'path-to-regexp linear scan',
  express: 'Express Router.handle',
};
for (const [name, r] of Object.entries(peers)) {
  rows.push([`${labels[name] || name} ${r.version}`, `${r.reached} / ${r.urls}`, r.ns_per_url_presplit, r.ns_per_url_from_string]);
}
console.log('| router | URLs that reach their route | ns per URL, path given | vs Pathways | ns per URL, from the URL string | vs Pathways |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [label, reached, presplit, fromString] of rows) {
  console.log(`| ${label} | ${reached} | ${ns(presplit)} | ${ratio(presplit)} | ${ns(fromString)} | ${ratio(fromString)} |`);
}
for (const [name, r] of Object.entries(peers)) {
  if (r.refused.length > 0) console.log(`\n${name} refused ${r.refused.length} of the 142 patterns: ${r.refused.join(', ')}`);
}

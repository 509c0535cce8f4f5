'use strict';
// Pathways conformance harness for Express 4 as Debian ships it (node-express, patched to route
// with path-to-regexp 6). Speaks Conformance/PROTOCOL.md on standard input and output; README.md
// beside this file says how routes and URLs are mapped.

const http = require('http');
const path = require('path');
const lib = require('pathways-harnesslib'); // Harnesses/lib/js, installed by install.sh
// Debian's Express hands its paths to path-to-regexp 6, so routes are written as for it.
const { pathFor } = require(path.join(__dirname, '..', 'path-to-regexp', 'harness.js'));
const express = require('express');

// The profiles of SPEC.md section 19 the router claims: none; Express answers a path it cannot
// decode with a 400 and refuses nothing with a code.
const PROFILES = [];

const CHOICES = {
  build: 'Debian\'s node-express 4.18.2 is patched to route with path-to-regexp 6.2.1 instead of the path-to-regexp 0.1.7 of upstream Express 4, ' +
    'and its Layer strips a trailing slash from a path unless strict routing is on: this harness measures Debian\'s Express, which does not ' +
    'route like upstream Express 4',
  patterns: 'written as for path-to-regexp 6 (see the path-to-regexp harness): :name stays :name; literals as node\'s URL parser sends them, ' +
    'with path-to-regexp\'s markers escaped',
  catchAll: '*name becomes :name+ (path-to-regexp 6\'s one or more segments). Unlike path-to-regexp\'s match(), Express\'s Layer hands ' +
    'the parameter over as one string, the matched text decoded as a whole by decodeURIComponent; the harness reports that string split ' +
    'on \'/\', so a %2F, already decoded to \'/\' by Express, splits an element (the split cannot tell a%2Fb from a/b)',
  caseInsensitive: 'Express\'s default (the case sensitive routing setting off, Router caseSensitive: false) compares every route without ' +
    'case, through path-to-regexp\'s sensitive: false over the still-encoded path; a route registered with case is not given a ' +
    'case-sensitive router, so it too ignores case',
  routes: 'an exact route is app.get(path, handler), a prefix route app.use(path, handler), Express\'s way to mount at a prefix; one fresh ' +
    'express() application per request with its default settings (case-insensitive, non-strict routing, the extended query parser)',
  urls: 'the URL is read by node\'s WHATWG URL, as a client does; the request target (pathname, \'/\' when empty, and search) is handed to ' +
    'app.handle in an http.IncomingMessage. The handler that runs is the match and reads req.params; when none runs (404), or Express ' +
    'answers an error (a malformed escape in a parameter is a 400), the outcome is noMatch. A URL the parser refuses is skipped',
  query: 'req.query as Express\'s extended (qs) parser gives it, flattened to [name, value] pairs in its key order (qs groups repeated names); ' +
    'a query qs turns into nested objects has no pair form and the input is skipped',
  'not declared': 'typed, encoding, hosts (vhost is a separate package), fragments, customSchemes, patternErrors, urlErrors (no error codes)',
};

/** req.query as [name, value] pairs; a Skip for nested objects, which have no pair form. */
function queryPairs(query) {
  const pairs = [];
  for (const [name, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v !== 'string') throw new lib.Skip(`qs parsed ${name} into ${JSON.stringify(v)}, which has no [name, value] pair form`);
      pairs.push([name, v]);
    }
  }
  return pairs;
}

const adapter = new lib.Adapter({
  router: 'Express',
  patternNoun: 'path',
  noCoding: 'Express has no typed decoding or encoding',
  fresh: () => {
    const app = express();
    app.pathwaysHit = null; // set by the handler that runs
    return app;
  },
  add(app, index, route) {
    const handler = (req, res) => {
      app.pathwaysHit = { index, params: { ...req.params }, query: req.query };
      res.pathwaysDone();
    };
    const text = pathFor(route, 'Express');
    if (route.matching === 'prefix') app.use(text, handler);
    else app.get(text, handler);
  },
  match(table, routes, url) {
    const { parsed, target } = lib.clientURL(url);
    const app = table.router;
    const req = new http.IncomingMessage(null);
    req.method = 'GET';
    req.url = target;
    req.headers = { host: parsed.host };
    const res = new http.ServerResponse(req);
    return new Promise((resolve) => {
      res.pathwaysDone = () => resolve(true);
      app.handle(req, res, (error) => {
        if (error) process.stderr.write(`harness: Express answers ${error.status || 500} for ${target}: ${error.message}\n`);
        resolve(false);
      });
    }).then((ran) => {
      const hit = app.pathwaysHit;
      if (!ran || hit === null) return lib.NO_MATCH;
      const captures = {};
      for (const name of table.patterns[hit.index].placeholders) captures[name] = hit.params[name];
      // Express hands a repeated parameter (:name+) over as one string, the matched segments joined
      // by '/' and decoded as a whole; its elements are that string split on '/'.
      for (const name of table.patterns[hit.index].catchAlls) {
        const value = hit.params[name];
        captures[name] = typeof value === 'string' ? value.split('/') : value;
      }
      return lib.matchOutcome(routes[hit.index].name, captures, queryPairs(hit.query));
    });
  },
});

if (require.main === module) {
  lib.serve(lib.hello('express', lib.packageVersion('express'), ['prefix', 'query', 'catchAll', 'caseInsensitive'], PROFILES, CHOICES), adapter.respond);
}

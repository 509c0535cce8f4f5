'use strict';
// Pathways conformance harness for Backbone.Router, the router of Backbone.js single-page apps,
// as such an app reads a deep link with pushState on: Backbone.history reads the page's
// location and runs the first route of the router's routes hash that matches. Speaks
// Conformance/PROTOCOL.md on standard input and output; README.md beside this file says how
// routes and URLs are mapped.

const lib = require('pathways-harnesslib'); // Harnesses/lib/js, installed by install.sh
const Backbone = require('backbone');

// The profiles of SPEC.md section 19 the router claims: none; Backbone tries its routes in the
// order of the routes hash and refuses no input.
const PROFILES = [];

/** The splat that turns a pattern into a prefix route. */
const REST = 'pathways_rest';

const CHOICES = {
  patterns: ':name stays :name (a Backbone parameter, [^/?]+), without the leading slash, as Backbone routes are written; a name with ' +
    'characters other than letters, digits and _ cannot be written and the input is skipped. A literal is written as it reaches the ' +
    'routes: the text a browser sends, read through decodeURI as Backbone.history reads the path (so café stays café, and an escape ' +
    'of / ? # ; : @ & = + $ , stays an escape); a literal with Backbone\'s markers ( ) * : cannot be written and the input is skipped',
  catchAll: '*name stays *name (a Backbone splat, [^?]*?, which also takes an empty rest); Backbone hands it over decoded by ' +
    'decodeURIComponent as a whole, which the harness reports split on \'/\': a %2F is a \'/\' by then and splits an element',
  prefix: 'the pattern followed by the optional splat (/*pathways_rest), Backbone\'s syntax for an optional part; the root prefix ' +
    'route is (*pathways_rest), since Backbone drops the path\'s leading slash',
  routes: 'one Backbone.Router built from a routes hash in the fixture\'s order (Backbone tries the hash\'s routes in their order and ' +
    'the first match runs); two routes written alike are one key of the hash, whose handler is the later route\'s, as in a hash ' +
    'literal',
  urls: 'the URL is read by node\'s WHATWG URL, as a browser reads it, and given to Backbone.history as the page\'s location with ' +
    'pushState on and root \'/\'; loadUrl() then reads the path as Backbone does (decodeURI of the pathname, the leading slash dropped) ' +
    'and runs the first matching route; none is noMatch. Captures are the route\'s arguments, which Backbone decodes with ' +
    'decodeURIComponent; a URL the parser refuses is skipped',
  'not declared': 'typed, encoding (Backbone builds no paths), hosts, query (the handler gets the raw query string), fragments ' +
    '(hash routing, not mapped), customSchemes, patternErrors, urlErrors (no error codes)',
};

function name(route, text, sigil) {
  if (!/^\w+$/.test(text)) {
    throw new lib.Skip(`route ${route.name}: Backbone parameter names are letters, digits and _, not ${JSON.stringify(text)}`);
  }
  return sigil + text;
}

/** A literal as Backbone's routes see it: the browser's spelling, through decodeURI as
 *  History.decodeFragment reads the path. */
function literalFor(route, literal) {
  let text;
  try {
    text = decodeURI(lib.clientLiteral(literal).replace(/%25/g, '%2525'));
  } catch (error) {
    throw new lib.Skip(`route ${route.name}: the literal ${JSON.stringify(literal)} does not decode`);
  }
  if (/[()*:]/.test(text)) throw new lib.Skip(`route ${route.name}: the literal ${JSON.stringify(literal)} holds one of Backbone's markers ( ) * :`);
  return text;
}

/** The Backbone route of a fixture route: the path without its leading slash. */
function routeFor(route) {
  const pattern = lib.routePattern(route, 'the harness does not map hash routes');
  lib.noHost(route, 'Backbone');
  let path = lib.writePath(route, pattern,
    (text) => name(route, text, ':'),
    (literal) => literalFor(route, literal),
    (text) => name(route, text, '*'));
  if (path.startsWith('/')) path = path.slice(1);
  if (route.matching === 'prefix' && pattern.catchAlls.length === 0) {
    // The root's rest has no slash before it: Backbone drops the path's leading one.
    path = path === '' ? `(*${REST})` : path.replace(/\/$/, '') + `(/*${REST})`;
  }
  return path;
}

const adapter = new lib.Adapter({
  router: 'Backbone',
  noCoding: 'Backbone has no typed decoding or encoding',
  fresh: () => [],
  add(entries, index, route) {
    entries.push({ index, path: routeFor(route) });
  },
  match(table, routes, url) {
    const { parsed, pathname } = lib.clientURL(url);
    const history = new Backbone.History();
    history.location = { pathname, search: parsed.search, hash: '', href: parsed.href.replace(/#.*/, '') };
    history.root = '/';
    history._usePushState = true;
    history._hasPushState = true;
    history._wantsHashChange = false;
    Backbone.history = history; // Router#route registers with Backbone.history
    let hit = null;
    const hash = {};
    const handlers = {};
    for (const { index, path } of table.router) {
      hash[path] = `r${index}`;
      handlers[`r${index}`] = (...args) => { hit = { index, args }; };
    }
    const Router = Backbone.Router.extend({ routes: hash, ...handlers });
    // eslint-disable-next-line no-new
    new Router();
    if (!history.loadUrl()) return lib.NO_MATCH;
    const pattern = table.patterns[hit.index];
    // The route's arguments: one per parameter and splat, in pattern order, then the query.
    const captures = {};
    const names = [...pattern.names];
    if (routes[hit.index].matching === 'prefix' && pattern.catchAlls.length === 0) names.push(REST);
    names.forEach((n, i) => {
      if (n === REST) return;
      const value = hit.args[i];
      captures[n] = pattern.catchAlls.includes(n) ? (value === null ? [''] : value.split('/')) : value;
    });
    return lib.matchOutcome(routes[hit.index].name, captures, []);
  },
});

if (require.main === module) {
  lib.serve(lib.hello('backbone', lib.packageVersion('backbone'), ['prefix', 'catchAll'], PROFILES, CHOICES), adapter.respond);
}

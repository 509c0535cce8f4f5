'use strict';
// Pathways conformance harness for path-to-regexp: match() of each route, tried in registration
// order as Express tries its layers. Speaks Conformance/PROTOCOL.md on standard input and output;
// README.md beside this file says how routes and URLs are mapped. The Express harness reuses
// pathFor, since Debian's Express hands its paths to this same library.

const lib = require('pathways-harnesslib'); // Harnesses/lib/js, installed by install.sh
const { match } = require('path-to-regexp');

// The profiles of SPEC.md section 19 the router claims: none;
// path-to-regexp matches the text it is given and refuses no input.
const PROFILES = [];

const CHOICES = {
  patterns: ':name stays :name (path-to-regexp\'s named parameter, [^/#?]+); a name with characters other than letters, digits and _ cannot ' +
    'be written (path-to-regexp would end the name there) and the input is skipped. Literals are written as node\'s URL parser sends them ' +
    '(the fixture text with WHATWG\'s path percent-encode set escaped, so café is caf%C3%A9; existing escapes kept as written), with ' +
    'path-to-regexp\'s markers {}()*+?:\\ escaped by a backslash, since path-to-regexp matches the still-encoded pathname',
  catchAll: '*name becomes :name+ (one or more segments; :name* would also take none); match() returns the repeated parameter as an ' +
    'array of the segments, each decoded by decodeURIComponent on its own, so a %2F stays inside its element',
  caseInsensitive: 'the default sensitive: false compares every route without case (a case-insensitive regular expression over the still ' +
    'encoded pathname, so only ASCII letters and hex digits fold); a route registered with case is not switched to sensitive: true, ' +
    'so it too ignores case',
  prefix: 'match(path, { end: false }), path-to-regexp\'s own prefix matching, which stops at a delimiter',
  options: 'the defaults (sensitive: false, strict: false, so case is ignored and a trailing slash is optional), and decode: decodeURIComponent ' +
    'as the README shows; a URIError of decodeURIComponent (a malformed escape) runs no route and is noMatch',
  urls: 'the URL is read by node\'s WHATWG URL, as a client does; its pathname (\'/\' when empty) is matched against each route in ' +
    'registration order and the first match wins; a URL the parser refuses is skipped',
  'not declared': 'typed, encoding (compile() builds from strings, with no types to decode back), hosts, query (path-to-regexp sees only ' +
    'paths), fragments, customSchemes, patternErrors, urlErrors (no error codes)',
};

/** The path-to-regexp path of a fixture route; a Skip when it cannot be written. */
function pathFor(route, router) {
  const pattern = lib.routePattern(route, `${router} has no fragment routes`);
  lib.noHost(route, router);
  return lib.writePath(
    route,
    pattern,
    (name) => {
      if (name !== '' && !/^\w+$/.test(name)) {
        throw new lib.Skip(`route ${route.name}: path-to-regexp parameter names are letters, digits and _, not ${JSON.stringify(name)}`);
      }
      return ':' + name;
    },
    (literal) => lib.clientLiteral(literal).replace(/[{}()*+?:\\]/g, (c) => '\\' + c),
    (name) => {
      if (!/^\w+$/.test(name)) {
        throw new lib.Skip(`route ${route.name}: path-to-regexp parameter names are letters, digits and _, not ${JSON.stringify(name)}`);
      }
      return ':' + name + '+';
    },
  );
}

const adapter = new lib.Adapter({
  router: 'path-to-regexp',
  patternNoun: 'path',
  noCoding: 'path-to-regexp has no typed decoding or encoding',
  fresh: () => [],
  add(routers, index, route) {
    const fn = match(pathFor(route, 'path-to-regexp'), { decode: decodeURIComponent, end: route.matching !== 'prefix' });
    routers.push({ index, fn });
  },
  match(table, routes, url) {
    const { pathname } = lib.clientURL(url);
    for (const { index, fn } of table.router) {
      let found;
      try {
        found = fn(pathname);
      } catch (error) {
        if (!(error instanceof URIError)) throw error;
        process.stderr.write(`harness: decodeURIComponent throws for ${pathname}: ${error.message}\n`);
        return lib.NO_MATCH;
      }
      if (found) {
        const captures = {};
        for (const name of table.patterns[index].placeholders) captures[name] = found.params[name];
        // A repeated parameter (:name+) comes back as an array, each element decoded on its own.
        for (const name of table.patterns[index].catchAlls) captures[name] = found.params[name];
        return lib.matchOutcome(routes[index].name, captures, []);
      }
    }
    return lib.NO_MATCH;
  },
});

module.exports = { pathFor };

if (require.main === module) {
  lib.serve(lib.hello('path-to-regexp', lib.packageVersion('path-to-regexp'), ['prefix', 'catchAll', 'caseInsensitive'], PROFILES, CHOICES), adapter.respond);
}

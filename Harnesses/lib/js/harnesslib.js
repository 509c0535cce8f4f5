'use strict';
// Shared plumbing for the JavaScript harnesses: the JSON-lines loop of Conformance/PROTOCOL.md,
// the reading of the fixture pattern syntax, and the answers that do not depend on the router.
//
// It knows no router. A harness gives an Adapter what is its router's own (a fresh router, how a
// fixture route is added to it, how a URL is matched) and hands serve() its hello and the
// adapter's respond.

const readline = require('readline');

const PROTOCOL = 1;
// Protocol 1.1 adds catch-alls ("*name", captured as an array), a route's caseInsensitive, array
// types, the encode input's dateEncoding and four capabilities. This helper reads the pattern
// syntax of 1.1 and answers nothing typed, so every harness built on it speaks 1.1 and, since
// 1.2 only adds the hello's profiles, 1.2; a harness declares a 1.1 capability only when its
// router really has it.
const PROTOCOL_MINOR = 3;

/** Thrown by a harness when its router cannot express an input; answered as a skip. */
class Skip extends Error {}

/** The version of an installed package, read from its package.json at run time. */
function packageVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * The harness's hello: `name` names the expectations file; `profiles` are the profiles of SPEC.md
 * section 19 the router claims (protocol 1.2; the cases of the others are skipped).
 */
function hello(name, version, capabilities, profiles, choices) {
  return {
    type: 'hello',
    protocol: PROTOCOL,
    protocolMinor: PROTOCOL_MINOR,
    implementation: { name, version, language: 'javascript' },
    capabilities: [...capabilities].sort(),
    profiles: [...profiles].sort(),
    choices,
  };
}

function write(message) {
  // Pipes are synchronous on Linux, so a line is out before the next request is read.
  process.stdout.write(JSON.stringify(message) + '\n');
}

function log(text) {
  process.stderr.write(`harness: ${text}\n`);
}

/** Answers one request; a Skip becomes a skip, any other exception an error. */
async function answer(request, respond) {
  try {
    return await respond(request);
  } catch (error) {
    if (error instanceof Skip) return { skip: error.message };
    log(error && error.stack ? error.stack : String(error));
    return { error: `harness error: ${error && error.name}: ${error && error.message}` };
  }
}

/** Runs the conversation until stop or the end of input, then exits 0. */
async function serve(helloMessage, respond) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let message;
    try {
      message = JSON.parse(line);
    } catch (error) {
      log(`ignoring a line that is not JSON (${error.message})`);
      continue;
    }
    if (message === null || typeof message !== 'object') {
      log('ignoring a message that is not an object');
      continue;
    }
    if (message.type === 'hello') {
      write(helloMessage);
    } else if (message.type === 'stop') {
      break;
    } else if (message.type === 'request') {
      const response = await answer(message.request || {}, respond);
      try {
        write({ type: 'response', id: message.id, response });
      } catch (error) {
        write({ type: 'response', id: message.id, response: { error: `harness error: cannot write the answer: ${error.message}` } });
      }
    } else {
      log(`ignoring a message of type ${JSON.stringify(message.type)}`);
    }
  }
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route".

/** Splits a fixture pattern into components without judging it (the routers judge). */
function parsePattern(text) {
  const hash = text.indexOf('#');
  const path = hash < 0 ? text : text.slice(0, hash);
  let body = path.startsWith('/') ? path.slice(1) : path;
  const trailingSlash = body !== '' && body.endsWith('/');
  if (trailingSlash) body = body.slice(0, -1);
  const parts = body === '' ? [] : body.split('/');
  const components = parts.map((p) => {
    if (p.startsWith(':')) return { placeholder: p.slice(1) };
    if (p.startsWith('*')) return { catchAll: p.slice(1) };
    return { literal: p };
  });
  return {
    text,
    components,
    trailingSlash,
    fragment: hash < 0 ? null : text.slice(hash + 1),
    placeholders: components.filter((c) => c.placeholder !== undefined).map((c) => c.placeholder),
    catchAlls: components.filter((c) => c.catchAll !== undefined).map((c) => c.catchAll),
    // Every placeholder and catch-all name, in order: a pattern input's answer.
    names: components.filter((c) => c.literal === undefined).map((c) => (c.placeholder !== undefined ? c.placeholder : c.catchAll)),
  };
}

/** Decodes %XX escapes once; null when an escape is malformed or the bytes are not UTF-8. Used
 *  only on fixture literals, never on URLs, which each router reads its own way. */
function strictPercentDecode(raw) {
  const bytes = [];
  const data = Buffer.from(raw, 'utf8');
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== 0x25) {
      bytes.push(data[i]);
      continue;
    }
    const hex = data.subarray(i + 1, i + 3).toString('latin1');
    if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
    bytes.push(parseInt(hex, 16));
    i += 2;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Writing a fixture pattern in a router's syntax.

/** The route's parsed pattern; a Skip with the reason noFragments for a fragment route. */
function routePattern(route, noFragments) {
  const pattern = parsePattern(route.pattern);
  if (pattern.fragment !== null) throw new Skip(`route ${route.name}: ${noFragments}`);
  return pattern;
}

/** A Skip for a route bound to a host, for routers without host routes. */
function noHost(route, router) {
  if (route.host !== undefined) throw new Skip(`route ${route.name}: ${router} has no host-specific routes`);
}

/** A fixture literal decoded, for routers that match the decoded path; a Skip when it does not
 *  decode or decodes to one of the characters in forbidden. */
function decodedLiteral(route, literal, forbidden, holder) {
  const text = strictPercentDecode(literal);
  if (text === null) throw new Skip(`route ${route.name}: the literal ${JSON.stringify(literal)} does not percent-decode`);
  if ([...forbidden].some((c) => text.includes(c))) {
    throw new Skip(`route ${route.name}: the literal ${JSON.stringify(literal)} decodes to ${JSON.stringify(text)}, which ${holder} cannot hold in one segment`);
  }
  return text;
}

/** The pattern in a router's syntax: placeholder(name) and literal(raw) write the components,
 *  joined by '/' after a leading '/', with the trailing slash kept. A fixture pattern without a
 *  leading slash is handed to the router as written, for the router to judge. A catch-all
 *  ("*name") is written by catchAll(name); without it the route is a Skip (a harness that does
 *  not declare catchAll never receives one). */
function writePath(route, pattern, placeholder, literal, catchAll) {
  const parts = pattern.components.map((c) => {
    if (c.placeholder !== undefined) return placeholder(c.placeholder);
    if (c.catchAll !== undefined) {
      if (catchAll === undefined) throw new Skip(`route ${route.name}: the catch-all *${c.catchAll} cannot be written for this router`);
      return catchAll(c.catchAll);
    }
    return literal(c.literal);
  });
  if (!route.pattern.startsWith('/')) return route.pattern;
  return '/' + parts.join('/') + (pattern.trailingSlash ? '/' : '');
}

/** A fixture literal as node's URL parser (WHATWG) would send it in a path: the characters of the
 *  path percent-encode set (controls, space, " # < > ? ` { } and non-ASCII) escaped, existing
 *  escapes kept. For routers that match the still-encoded pathname. */
function clientLiteral(literal) {
  let out = '';
  for (const c of literal) {
    const code = c.codePointAt(0);
    if (code <= 0x20 || code >= 0x7f || ' "#<>?`{}'.includes(c)) {
      for (const b of Buffer.from(c, 'utf8')) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
    } else {
      out += c;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Outcomes and URLs.

const NO_MATCH = { result: { noMatch: true } };
// A refusal without a code (protocol 1.3), for a router that reports none.
const REFUSED = { result: { refused: true } };

function matchOutcome(route, captures, query) {
  return { result: { match: { route, captures, query: query || [], fragment: [] } } };
}

function refusal(error) {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The URL as a client (fetch, a browser) reads it with node's WHATWG URL; the path it sends is
 *  the pathname ('/' when empty) and the search. A URL the parser refuses is a Skip. */
function clientURL(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new Skip(`node's URL (WHATWG) refuses the URL: ${error.message}`);
  }
  const pathname = parsed.pathname === '' ? '/' : parsed.pathname;
  return { parsed, pathname, target: pathname + parsed.search };
}

// ---------------------------------------------------------------------------------------------
// Answering requests: what does not depend on the router.

/** One router's adapter. options: router (its name in reasons), patternNoun, routeNoun,
 *  noCoding (the skip reason of decode, encode and roundTrip inputs), fresh() (a new router),
 *  add(router, index, route) (throws Skip when the route cannot be written, anything else when
 *  the router refuses it) and match(table, routes, url) (the response to a url input). */
class Adapter {
  constructor(options) {
    Object.assign(this, { patternNoun: 'pattern', routeNoun: 'route' }, options);
    this.respond = this.respond.bind(this);
  }

  /** Registers the routes in order; a refused route is left out and the router built again
   *  without it, since a router that threw half-way may hold part of it. */
  build(routes) {
    const table = { router: this.fresh(), patterns: {}, rejected: {} };
    routes.forEach((route, index) => {
      table.patterns[index] = parsePattern(route.pattern);
      try {
        this.add(table.router, index, route);
      } catch (error) {
        if (error instanceof Skip) throw error;
        table.rejected[index] = refusal(error);
        table.router = this.fresh();
        for (let kept = 0; kept < index; kept++) {
          if (!(kept in table.rejected)) this.add(table.router, kept, routes[kept]);
        }
      }
    });
    return table;
  }

  async respond(request) {
    if ((request.router || {}).customSchemes && request.router.customSchemes.length > 0) {
      throw new Skip(`${this.router} has no custom schemes`);
    }
    const input = request.input || {};
    const routes = request.routes || [];
    if ('url' in input) return this.match(this.build(routes), routes, input.url);
    if ('pattern' in input) return this.answerPattern(input.pattern);
    if ('registration' in input) return this.answerRegistration(routes, input.registration);
    if ('decode' in input || 'encode' in input || 'roundTrip' in input) throw new Skip(this.noCoding);
    return { error: 'the request has no input of a known kind' };
  }

  answerPattern(text) {
    const table = this.build([{ name: 'pattern', pattern: text, matching: 'exact' }]);
    if (0 in table.rejected) {
      log(`${this.router} refused the ${this.patternNoun}: ${table.rejected[0]}`);
      return REFUSED;
    }
    return { result: { valid: { placeholders: table.patterns[0].names } } };
  }

  answerRegistration(routes, name) {
    if (name === 'router') return { result: { registered: true } };
    const table = this.build(routes);
    const index = routes.findIndex((r) => r.name === name);
    if (index < 0) return { error: `no route named ${JSON.stringify(name)}` };
    if (index in table.rejected) {
      log(`${this.router} refused the ${this.routeNoun}: ${table.rejected[index]}`);
      return REFUSED;
    }
    return { result: { registered: true } };
  }
}

module.exports = {
  Adapter, Skip, NO_MATCH, REFUSED, clientLiteral, clientURL, decodedLiteral, hello, matchOutcome, noHost, packageVersion,
  parsePattern, refusal, routePattern, serve, strictPercentDecode, writePath,
};

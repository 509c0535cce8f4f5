<?php
// Shared plumbing for the PHP harnesses: the JSON-lines loop of Conformance/PROTOCOL.md, the
// reading of the fixture pattern syntax, and the answers that do not depend on the router.
//
// It knows no router. A harness extends Adapter with what is its router's own (a fresh router,
// how a fixture route is added to it, how a URL is matched) and hands serve() its hello and the
// adapter.

declare(strict_types=1);

namespace HarnessLib;

const PROTOCOL = 1;
// Protocol 1.1 adds catch-alls ("*name", captured as an array), a route's caseInsensitive, array
// types, the encode input's dateEncoding and four capabilities. This helper reads the pattern
// syntax of 1.1 and answers nothing typed, so every harness built on it speaks 1.1 and, since
// 1.2 only adds the hello's profiles, 1.2; a harness declares a 1.1 capability only when its
// router really has it.
const PROTOCOL_MINOR = 3;

/** Thrown by a harness when its router cannot express an input; answered as a skip. */
class Skip extends \Exception
{
}

/** The upstream version of the Debian package that holds $path ("1.3.0-3" is "1.3.0", and
 *  "2.0.0+dfsg-1" is "2.0.0": Debian's repacking suffix is not part of the upstream version), read
 *  at run time; "unknown" when dpkg does not know the path. */
function debian_version(string $path): string
{
    $owner = shell_exec('dpkg-query -S ' . escapeshellarg($path) . ' 2>/dev/null');
    if (!is_string($owner) || !str_contains($owner, ':')) {
        return 'unknown';
    }
    $package = trim(explode(':', $owner, 2)[0]);
    $version = trim((string) shell_exec('dpkg-query -W -f \'${Version}\' ' . escapeshellarg($package) . ' 2>/dev/null'));
    $version = preg_replace('/^\d+:/', '', $version);     // the epoch
    $version = preg_replace('/-[^-]*$/', '', $version);   // the Debian revision
    return upstream_version($version);
}

/** A Debian upstream version without Debian's repacking suffix: "2.0.0+dfsg" and "2.0.0+dfsg1",
 *  "2.0.0+ds" and "2.0.0~repack2" are "2.0.0"; "unknown" for an empty version. */
function upstream_version(string $version): string
{
    return preg_replace('/[+~](dfsg|ds|repack)\d*(\.\d+)*$/i', '', $version) ?: 'unknown';
}

/**
 * The harness's hello: $name names the expectations file; $profiles are the profiles of SPEC.md
 * section 19 the router claims (protocol 1.2; the cases of the others are skipped).
 */
function hello(string $name, string $version, array $capabilities, array $profiles, array $choices): array
{
    sort($capabilities);
    sort($profiles);
    return [
        'type' => 'hello', 'protocol' => PROTOCOL, 'protocolMinor' => PROTOCOL_MINOR,
        'implementation' => ['name' => $name, 'version' => $version, 'language' => 'php'],
        'capabilities' => $capabilities, 'profiles' => $profiles, 'choices' => (object) $choices,
    ];
}

function write(array $message): void
{
    // A capture that rawurldecode made invalid UTF-8 is written with U+FFFD rather than lost.
    $line = json_encode($message, JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_THROW_ON_ERROR);
    fwrite(STDOUT, $line . "\n");
    fflush(STDOUT); // the runner waits for whole lines: flush every one
}

function log_line(string $text): void
{
    fwrite(STDERR, "harness: $text\n");
}

/** Answers one request; a Skip becomes a skip, any other exception or error an error. */
function answer(array $request, Adapter $adapter): array
{
    try {
        return $adapter->respond($request);
    } catch (Skip $skip) {
        return ['skip' => $skip->getMessage()];
    } catch (\Throwable $error) {
        log_line(get_class($error) . ': ' . $error->getMessage() . "\n" . $error->getTraceAsString());
        return ['error' => 'harness error: ' . get_class($error) . ': ' . $error->getMessage()];
    }
}

/** Runs the conversation until stop or the end of input, then exits 0. */
function serve(array $hello, Adapter $adapter): void
{
    while (($line = fgets(STDIN)) !== false) {
        if (trim($line) === '') {
            continue;
        }
        try {
            $message = json_decode($line, true, 512, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING);
        } catch (\JsonException $error) {
            log_line('ignoring a line that is not JSON (' . $error->getMessage() . ')');
            continue;
        }
        if (!is_array($message)) {
            log_line('ignoring a message that is not an object');
            continue;
        }
        $type = $message['type'] ?? null;
        if ($type === 'hello') {
            write($hello);
        } elseif ($type === 'stop') {
            break;
        } elseif ($type === 'request') {
            $response = answer($message['request'] ?? [], $adapter);
            try {
                write(['type' => 'response', 'id' => $message['id'] ?? null, 'response' => $response]);
            } catch (\Throwable $error) {
                write(['type' => 'response', 'id' => $message['id'] ?? null,
                       'response' => ['error' => 'harness error: cannot write the answer: ' . $error->getMessage()]]);
            }
        } else {
            log_line('ignoring a message of type ' . json_encode($type));
        }
    }
    exit(0);
}

// ---------------------------------------------------------------------------------------------
// The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route".

/** A fixture pattern split into components, not judged (the routers judge). Each component is
 *  ['placeholder' => name], ['catchAll' => name] or ['literal' => raw text]. */
final class Pattern
{
    public function __construct(
        public readonly string $text,
        public readonly array $components,
        public readonly bool $trailingSlash,
        public readonly ?string $fragment,
    ) {
    }

    public function placeholders(): array
    {
        $names = [];
        foreach ($this->components as $c) {
            if (isset($c['placeholder'])) {
                $names[] = $c['placeholder'];
            }
        }
        return $names;
    }

    /** The catch-all names (at most one, last, in a valid pattern). */
    public function catchAlls(): array
    {
        $names = [];
        foreach ($this->components as $c) {
            if (isset($c['catchAll'])) {
                $names[] = $c['catchAll'];
            }
        }
        return $names;
    }

    /** Every placeholder and catch-all name, in order: a pattern input's answer. */
    public function names(): array
    {
        $names = [];
        foreach ($this->components as $c) {
            if (isset($c['placeholder'])) {
                $names[] = $c['placeholder'];
            } elseif (isset($c['catchAll'])) {
                $names[] = $c['catchAll'];
            }
        }
        return $names;
    }
}

function parse_pattern(string $text): Pattern
{
    $hash = strpos($text, '#');
    $path = $hash === false ? $text : substr($text, 0, $hash);
    $body = str_starts_with($path, '/') ? substr($path, 1) : $path;
    $trailing = $body !== '' && str_ends_with($body, '/');
    if ($trailing) {
        $body = substr($body, 0, -1);
    }
    $components = [];
    foreach ($body === '' ? [] : explode('/', $body) as $part) {
        if (str_starts_with($part, ':')) {
            $components[] = ['placeholder' => substr($part, 1)];
        } elseif (str_starts_with($part, '*')) {
            $components[] = ['catchAll' => substr($part, 1)];
        } else {
            $components[] = ['literal' => $part];
        }
    }
    return new Pattern($text, $components, $trailing, $hash === false ? null : substr($text, $hash + 1));
}

/** Decodes %XX escapes once; null when an escape is malformed or the bytes are not UTF-8. Used
 *  only on fixture literals, never on URLs, which each router reads its own way. */
function strict_percent_decode(string $raw): ?string
{
    if (preg_match('/%(?![0-9A-Fa-f]{2})/', $raw)) {
        return null;
    }
    $text = rawurldecode($raw);
    return preg_match('//u', $text) === 1 ? $text : null; // //u fails on invalid UTF-8 (no mbstring needed)
}

// ---------------------------------------------------------------------------------------------
// Writing a fixture pattern in a router's syntax.

/** The route's parsed pattern; a Skip with the reason $noFragments for a fragment route. */
function route_pattern(array $route, string $noFragments): Pattern
{
    $pattern = parse_pattern($route['pattern']);
    if ($pattern->fragment !== null) {
        throw new Skip("route {$route['name']}: $noFragments");
    }
    return $pattern;
}

/** A Skip for a route bound to a host, for routers without host routes. */
function no_host(array $route, string $router): void
{
    if (array_key_exists('host', $route)) {
        throw new Skip("route {$route['name']}: $router has no host-specific routes");
    }
}

/** A fixture literal decoded, for routers that match the decoded path; a Skip when it does not
 *  decode or decodes to one of the characters in $forbidden. */
function decoded_literal(array $route, string $literal, string $forbidden, string $holder): string
{
    $text = strict_percent_decode($literal);
    if ($text === null) {
        throw new Skip("route {$route['name']}: the literal " . json_encode($literal) . ' does not percent-decode');
    }
    if (strpbrk($text, $forbidden) !== false) {
        throw new Skip("route {$route['name']}: the literal " . json_encode($literal) . ' decodes to '
            . json_encode($text, JSON_UNESCAPED_UNICODE) . ", which $holder cannot hold in one segment");
    }
    return $text;
}

/** The pattern in a router's syntax: $placeholder(name) and $literal(raw) write the components,
 *  joined by '/' after a leading '/', with the trailing slash kept. A fixture pattern without a
 *  leading slash is handed to the router as written, for the router to judge. A catch-all
 *  ("*name") is written by $catchAll(name); without it the route is a Skip (a harness that does
 *  not declare catchAll never receives one). */
function write_path(array $route, Pattern $pattern, callable $placeholder, callable $literal, ?callable $catchAll = null): string
{
    $parts = [];
    foreach ($pattern->components as $c) {
        if (isset($c['placeholder'])) {
            $parts[] = $placeholder($c['placeholder']);
        } elseif (isset($c['catchAll'])) {
            if ($catchAll === null) {
                throw new Skip("route {$route['name']}: the catch-all *{$c['catchAll']} cannot be written for this router");
            }
            $parts[] = $catchAll($c['catchAll']);
        } else {
            $parts[] = $literal($c['literal']);
        }
    }
    if (!str_starts_with($route['pattern'], '/')) {
        return $route['pattern'];
    }
    return '/' . implode('/', $parts) . ($pattern->trailingSlash ? '/' : '');
}

// ---------------------------------------------------------------------------------------------
// Outcomes and URLs.

function no_match(): array
{
    return ['result' => ['noMatch' => true]];
}

/** A refusal without a code (protocol 1.3), for a router that reports none. */
function refused(): array
{
    return ['result' => ['refused' => true]];
}

function match_outcome(string $route, array $captures, array $query = []): array
{
    // (object): an empty PHP array would be written as [], not {}.
    return ['result' => ['match' => ['route' => $route, 'captures' => (object) $captures, 'query' => $query, 'fragment' => []]]];
}

function refusal(\Throwable $error): string
{
    return get_class($error) . ': ' . $error->getMessage();
}

/** The URL's path as PHP's parse_url reads it, still encoded ('/' when empty, as an HTTP client
 *  sends); a Skip when parse_url refuses the URL. parse_url refuses a URL of a scheme that is not
 *  special (not http, https, ws, wss, ftp or file) whose authority is empty (myapp:///products/42);
 *  a browser reads its path as the text after "scheme://" up to "?" or "#", and so does this
 *  function.
 *
 *  Not a browser's reading otherwise: PHP 8.2 (Debian 12) has no WHATWG URL parser (PHP 8.4's
 *  Uri\WhatWg\Url), and none is packaged. Unlike a browser, parse_url leaves raw spaces,
 *  non-ASCII text and backslashes in the path (a browser escapes the first two and reads a
 *  backslash as '/'), keeps "." and ".." segments and the host's case. See
 *  Conformance/HARNESS-GUIDE.md, "PHP". */
function url_path(string $url): string
{
    $parts = parse_url($url);
    $special = ['http', 'https', 'ws', 'wss', 'ftp', 'file'];
    if ($parts === false && preg_match('~^([A-Za-z][A-Za-z0-9+.-]*)://(/[^?#]*)~', $url, $found) === 1
        && !in_array(strtolower($found[1]), $special, true)) {
        return $found[2];
    }
    if ($parts === false) {
        throw new Skip("PHP's parse_url refuses the URL");
    }
    $path = $parts['path'] ?? '';
    return $path === '' ? '/' : $path;
}

// ---------------------------------------------------------------------------------------------
// Answering requests: what does not depend on the router.

/** A fresh router built from a request's routes: the router, the fixture patterns by index and
 *  the refusals by index. */
final class Table
{
    public array $patterns = [];
    public array $rejected = [];

    public function __construct(public mixed $router)
    {
    }
}

/** One router's adapter. A subclass sets $router (its name in reasons), $patternNoun,
 *  $routeNoun, $noCoding (the skip reason of decode, encode and roundTrip inputs) and
 *  $refusals (the exception classes by which the router refuses a route), and defines fresh(),
 *  add($router, $index, $route) (throws Skip when the route cannot be written) and
 *  match($table, $routes, $url). */
abstract class Adapter
{
    public string $router = 'router';
    public string $patternNoun = 'pattern';
    public string $routeNoun = 'route';
    public string $noCoding = 'no typed decoding or encoding';
    public array $refusals = [\Exception::class];

    abstract public function fresh(): mixed;

    abstract public function add(mixed $router, int $index, array $route): void;

    abstract public function match(Table $table, array $routes, string $url): array;

    private function refuses(\Throwable $error): bool
    {
        foreach ($this->refusals as $class) {
            if ($error instanceof $class && !($error instanceof Skip)) {
                return true;
            }
        }
        return false;
    }

    /** Registers the routes in order; a refused route is left out and the router built again
     *  without it, since a router that threw half-way may hold part of it. */
    public function build(array $routes): Table
    {
        $table = new Table($this->fresh());
        foreach ($routes as $index => $route) {
            $table->patterns[$index] = parse_pattern($route['pattern']);
            try {
                $this->add($table->router, $index, $route);
            } catch (\Throwable $error) {
                if (!$this->refuses($error)) {
                    throw $error;
                }
                $table->rejected[$index] = refusal($error);
                $table->router = $this->fresh();
                for ($kept = 0; $kept < $index; $kept++) {
                    if (!isset($table->rejected[$kept])) {
                        $this->add($table->router, $kept, $routes[$kept]);
                    }
                }
            }
        }
        return $table;
    }

    public function respond(array $request): array
    {
        if (!empty($request['router']['customSchemes'])) {
            throw new Skip("{$this->router} has no custom schemes");
        }
        $input = $request['input'] ?? [];
        $routes = $request['routes'] ?? [];
        if (array_key_exists('url', $input)) {
            return $this->match($this->build($routes), $routes, $input['url']);
        }
        if (array_key_exists('pattern', $input)) {
            return $this->answerPattern($input['pattern']);
        }
        if (array_key_exists('registration', $input)) {
            return $this->answerRegistration($routes, $input['registration']);
        }
        foreach (['decode', 'encode', 'roundTrip'] as $kind) {
            if (array_key_exists($kind, $input)) {
                throw new Skip($this->noCoding);
            }
        }
        return ['error' => 'the request has no input of a known kind'];
    }

    private function answerPattern(string $text): array
    {
        $table = $this->build([['name' => 'pattern', 'pattern' => $text, 'matching' => 'exact']]);
        if (isset($table->rejected[0])) {
            log_line("{$this->router} refused the {$this->patternNoun}: {$table->rejected[0]}");
            return refused();
        }
        return ['result' => ['valid' => ['placeholders' => $table->patterns[0]->names()]]];
    }

    private function answerRegistration(array $routes, string $name): array
    {
        if ($name === 'router') {
            return ['result' => ['registered' => true]];
        }
        $table = $this->build($routes);
        foreach ($routes as $index => $route) {
            if ($route['name'] === $name) {
                if (isset($table->rejected[$index])) {
                    log_line("{$this->router} refused the {$this->routeNoun}: {$table->rejected[$index]}");
                    return refused();
                }
                return ['result' => ['registered' => true]];
            }
        }
        return ['error' => 'no route named ' . json_encode($name)];
    }
}

<?php
// Pathways conformance harness for nikic/FastRoute. Speaks Conformance/PROTOCOL.md on standard
// input and output; README.md beside this file says how routes and URLs are mapped.

declare(strict_types=1);

require __DIR__ . '/vendor/autoload.php'; // composer install (install.sh): pathways/harnesslib, Harnesses/lib/php
require '/usr/share/php/FastRoute/autoload.php';

use FastRoute\BadRouteException;
use FastRoute\DataGenerator\GroupCountBased as Generator;
use FastRoute\Dispatcher;
use FastRoute\Dispatcher\GroupCountBased as GroupDispatcher;
use FastRoute\RouteCollector;
use FastRoute\RouteParser\Std;
use HarnessLib\Skip;
use HarnessLib\Table;

/** The variable that turns a pattern into a prefix route. */
const REST = 'pathways_rest';

// The profiles of SPEC.md section 19 the router claims: none; FastRoute matches the path it is
// given and refuses no input.
const PROFILES = [];

const CHOICES = [
    'patterns' => ':name becomes {name} (FastRoute\'s variable, [^/]+); a name FastRoute cannot write (it must start with a letter or _ and '
        . 'go on with letters, digits, _ or -) is skipped. Literals are written decoded, since the FastRoute README dispatches the '
        . 'rawurldecode()d path; a literal that does not decode, or decodes to text with \'/\', \'{\', \'}\', \'[\' or \']\' (its separator '
        . 'and markers, which it cannot escape), is skipped. The standard parser, GroupCountBased data generator and dispatcher '
        . '(simpleDispatcher\'s defaults)',
    'catchAll' => '*name becomes {name:.+} (a FastRoute variable with the regular expression .+, which spans segments); the variable is one '
        . 'string over the rawurldecode()d path, reported split on \'/\': a %2F is a \'/\' before FastRoute sees it, so it splits an '
        . 'element, and empty segments or a trailing slash become empty elements. A prefix route ending in a catch-all is the one route, '
        . 'since .+ already takes any rest',
    'prefix' => 'the pattern without its trailing slash followed by the optional part [/{pathways_rest:.*}], FastRoute\'s own syntax for '
        . 'optional trailing segments',
    'refusals' => 'a BadRouteException (the same route twice, a static route shadowed by an earlier variable route) refuses the route; it is '
        . 'left out',
    'urls' => 'the URL\'s path as parse_url reads it (\'/\' when empty) is rawurldecode()d and dispatched with GET, as the FastRoute README '
        . 'shows; NOT_FOUND and METHOD_NOT_ALLOWED are noMatch; a URL parse_url refuses is skipped',
    'not declared' => 'typed, encoding (FastRoute hands over strings and builds no paths), hosts, query (FastRoute sees only paths), '
        . 'fragments, customSchemes, patternErrors, urlErrors (no error codes)',
];

final class FastRouteAdapter extends HarnessLib\Adapter
{
    public string $router = 'FastRoute';
    public string $noCoding = 'FastRoute has no typed decoding or encoding';
    public array $refusals = [BadRouteException::class];

    public function fresh(): mixed
    {
        return new RouteCollector(new Std(), new Generator());
    }

    private function path(array $route): string
    {
        $pattern = HarnessLib\route_pattern($route, 'FastRoute has no fragment routes');
        HarnessLib\no_host($route, 'FastRoute');
        return HarnessLib\write_path(
            $route,
            $pattern,
            function (string $name) use ($route): string {
                if (!preg_match('/^[a-zA-Z_][a-zA-Z0-9_-]*$/', $name)) {
                    throw new Skip("route {$route['name']}: FastRoute cannot write the variable name " . json_encode($name));
                }
                return '{' . $name . '}';
            },
            fn (string $literal): string => HarnessLib\decoded_literal($route, $literal, '/{}[]', 'a FastRoute pattern'),
            function (string $name) use ($route): string {
                if (!preg_match('/^[a-zA-Z_][a-zA-Z0-9_-]*$/', $name)) {
                    throw new Skip("route {$route['name']}: FastRoute cannot write the variable name " . json_encode($name));
                }
                return '{' . $name . ':.+}';
            },
        );
    }

    public function add(mixed $collector, int $index, array $route): void
    {
        $path = $this->path($route);
        $catchAll = HarnessLib\parse_pattern($route['pattern'])->catchAlls() !== [];
        if (($route['matching'] ?? 'exact') === 'prefix' && !$catchAll) {
            $path = rtrim($path, '/') . '[/{' . REST . ':.*}]';
        }
        $collector->addRoute('GET', $path, $index);
    }

    public function match(Table $table, array $routes, string $url): array
    {
        $path = rawurldecode(HarnessLib\url_path($url));
        $found = (new GroupDispatcher($table->router->getData()))->dispatch('GET', $path);
        if ($found[0] !== Dispatcher::FOUND) {
            return HarnessLib\no_match();
        }
        [, $index, $vars] = $found;
        $captures = [];
        foreach ($table->patterns[$index]->placeholders() as $name) {
            $captures[$name] = $vars[$name] ?? null;
        }
        foreach ($table->patterns[$index]->catchAlls() as $name) {
            // {name:.+} is one variable over the rawurldecode()d path: its elements are that
            // string split on '/', which cannot tell a decoded %2F from a '/'.
            $captures[$name] = isset($vars[$name]) ? explode('/', $vars[$name]) : null;
        }
        return HarnessLib\match_outcome($routes[$index]['name'], $captures);
    }
}

HarnessLib\serve(
    HarnessLib\hello('fast-route', HarnessLib\debian_version('/usr/share/php/FastRoute'), ['prefix', 'catchAll'], PROFILES, CHOICES),
    new FastRouteAdapter(),
);

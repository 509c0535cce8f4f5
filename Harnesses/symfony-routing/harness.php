<?php
// Pathways conformance harness for Symfony's Routing component, the router of the Symfony
// framework (and of Laravel's route compiler). Speaks Conformance/PROTOCOL.md on standard input
// and output; README.md beside this file says how routes and URLs are mapped.

declare(strict_types=1);

require __DIR__ . '/vendor/autoload.php'; // composer install (install.sh): pathways/harnesslib, Harnesses/lib/php
require '/usr/share/php/Symfony/Component/Routing/autoload.php';

use HarnessLib\Skip;
use HarnessLib\Table;
use Symfony\Component\Routing\Exception\MethodNotAllowedException;
use Symfony\Component\Routing\Exception\ResourceNotFoundException;
use Symfony\Component\Routing\Matcher\CompiledUrlMatcher;
use Symfony\Component\Routing\Matcher\Dumper\CompiledUrlMatcherDumper;
use Symfony\Component\Routing\RequestContext;
use Symfony\Component\Routing\Route;
use Symfony\Component\Routing\RouteCollection;

/** The variable that turns a pattern into a prefix route. */
const REST = 'pathways_rest';

// The profiles of SPEC.md section 19 the router claims: none; Symfony tries its routes in the
// order they were added and matches the decoded path it is given.
const PROFILES = [];

const CHOICES = [
    'patterns' => ':name becomes {name} (a Symfony route variable, [^/]++ by default); a name that is not \\w+ cannot be written as a '
        . 'variable and the input is skipped (Symfony itself refuses a name that starts with a digit or is longer than 32 characters, '
        . 'and the route is left out). Literals are written decoded, since Symfony\'s matcher rawurldecode()s the path before matching; '
        . 'a literal that does not decode, or decodes to text with \'/\', \'{\' or \'}\', is skipped. Each route gets its own name '
        . '(route0, route1, ...), so none replaces another, and the option utf8 (as the Symfony application skeleton sets '
        . 'framework.router.utf8), so that literals may hold non-ASCII text and a variable matches characters, not bytes',
    'catchAll' => '*name becomes {name} with the requirement .+ (Symfony\'s documented way to let a variable hold \'/\'); the variable is '
        . 'one string over the decoded path, reported split on \'/\': a %2F is a \'/\' before Symfony sees it, so it splits an element. A '
        . 'prefix route ending in a catch-all is the one route',
    'prefix' => 'the pattern without its trailing slash followed by /{pathways_rest}, with the requirement .* and the default \'\': a '
        . 'trailing variable with a default is optional in Symfony, the slash before it too',
    'refusals' => 'each route is compiled as it is added (Route::compile, then the compiled matcher\'s dump of the whole collection), so '
        . 'a route Symfony refuses (a LogicException, DomainException or InvalidArgumentException) is left out, and the table built again',
    'urls' => 'the URL\'s path as parse_url reads it (\'/\' when empty), still encoded, as Symfony\'s Request::getPathInfo() hands it over, '
        . 'matched with GET by the CompiledUrlMatcher that Symfony\'s Router uses (built from the dumped collection), which rawurldecode()s '
        . 'it; ResourceNotFoundException and MethodNotAllowedException are noMatch; a URL parse_url refuses is skipped. Captures are '
        . 'the variables of the match',
    'not declared' => 'typed, encoding (UrlGenerator builds from strings, not mapped), hosts (Route::setHost, not mapped), query '
        . '(Symfony sees only paths), fragments, customSchemes, patternErrors, urlErrors (no error codes)',
];

final class SymfonyRoutingAdapter extends HarnessLib\Adapter
{
    public string $router = 'Symfony Routing';
    public string $noCoding = 'Symfony Routing has no typed decoding or encoding';
    public array $refusals = [\LogicException::class, \InvalidArgumentException::class];

    public function fresh(): mixed
    {
        return new RouteCollection();
    }

    private static function variable(array $route, string $name): string
    {
        if (!preg_match('/^\w+$/', $name)) {
            throw new Skip("route {$route['name']}: a Symfony variable name is \\w+, not " . json_encode($name));
        }
        return '{' . $name . '}';
    }

    public function add(mixed $collection, int $index, array $route): void
    {
        $pattern = HarnessLib\route_pattern($route, 'Symfony Routing has no fragment routes');
        HarnessLib\no_host($route, 'the harness');
        $requirements = [];
        $defaults = [];
        $path = HarnessLib\write_path(
            $route,
            $pattern,
            fn (string $name): string => self::variable($route, $name),
            fn (string $literal): string => HarnessLib\decoded_literal($route, $literal, '/{}', 'a Symfony path'),
            function (string $name) use ($route, &$requirements): string {
                $requirements[$name] = '.+';
                return self::variable($route, $name);
            },
        );
        if (($route['matching'] ?? 'exact') === 'prefix' && $pattern->catchAlls() === []) {
            $path = rtrim($path, '/') . '/{' . REST . '}';
            $requirements[REST] = '.*';
            $defaults[REST] = '';
        }
        // utf8: as Symfony's own application skeleton configures its router (framework.router.utf8),
        // so that a literal may hold non-ASCII text and a variable matches characters, not bytes.
        $symfonyRoute = new Route($path, $defaults, $requirements, ['utf8' => true]);
        $symfonyRoute->compile(); // Symfony compiles lazily: compile now, so that a refused route is this one
        $collection->add("route$index", $symfonyRoute);
        (new CompiledUrlMatcherDumper($collection))->getCompiledRoutes();
    }

    public function match(Table $table, array $routes, string $url): array
    {
        $path = HarnessLib\url_path($url);
        $compiled = (new CompiledUrlMatcherDumper($table->router))->getCompiledRoutes();
        $matcher = new CompiledUrlMatcher($compiled, new RequestContext('', 'GET'));
        try {
            $found = $matcher->match($path);
        } catch (ResourceNotFoundException | MethodNotAllowedException) {
            return HarnessLib\no_match();
        }
        $index = (int) substr($found['_route'], strlen('route'));
        $captures = [];
        foreach ($table->patterns[$index]->placeholders() as $name) {
            $captures[$name] = $found[$name] ?? null;
        }
        foreach ($table->patterns[$index]->catchAlls() as $name) {
            // {name} with the requirement .+ is one variable over the decoded path: its elements
            // are that string split on '/', which cannot tell a decoded %2F from a '/'.
            $captures[$name] = isset($found[$name]) ? explode('/', $found[$name]) : null;
        }
        return HarnessLib\match_outcome($routes[$index]['name'], $captures);
    }
}

HarnessLib\serve(
    HarnessLib\hello('symfony-routing', HarnessLib\debian_version('/usr/share/php/Symfony/Component/Routing'), ['prefix', 'catchAll'], PROFILES, CHOICES),
    new SymfonyRoutingAdapter(),
);

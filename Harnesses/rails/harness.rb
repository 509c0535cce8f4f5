# frozen_string_literal: true

# Pathways conformance harness for the router of Ruby on Rails: ActionDispatch's RouteSet, drawn
# with the routing DSL of config/routes.rb and matched by Journey. Speaks
# Conformance/PROTOCOL.md on standard input and output; README.md beside this file says how
# routes and URLs are mapped.

require 'harnesslib' # the gem pathways-harnesslib (Harnesses/lib/ruby), installed by install.sh
require 'action_dispatch'
require 'rack/mock'

# The profiles of SPEC.md section 19 the router claims: none; Rails tries its routes in the
# order they were drawn, squeezes and trims slashes, and refuses no URL.
PROFILES = [].freeze

CHOICES = {
  'patterns' => ":name stays :name (a Rails dynamic segment, [^/.?]+ by default); a name with characters other than letters, digits and _ " \
                'cannot be written and the input is skipped. Literals are written decoded, since Rails escapes a literal itself and ' \
                "compares it with the request's escaped path (escapes upper-cased); a literal that does not decode, or decodes to text " \
                "with '/', '(', ')', '*', ':', '|' or '\\' (the routing DSL's markers), is skipped. Each route is drawn with get and its own " \
                'name (as: r0, r1, ...) and keeps the defaults of the DSL, among them the optional (.:format) suffix',
  'catchAll' => '*name stays *name (a Rails glob segment); Rails hands it over as one string, the matched path unescaped as a whole, ' \
                "which the harness reports split on '/': a %2F is a '/' by then and splits an element",
  'prefix' => "mount, Rails' own prefix feature (it routes a Rack application at a path and everything below it); a prefix route whose " \
              'pattern ends in a catch-all is drawn with get, since its glob takes any rest',
  'refusals' => 'the routes are drawn again each time one is added, so a route Rails refuses (an ArgumentError, a parse error of ' \
                'the routing DSL) is left out, and the table drawn again without it',
  'encoding' => "the named route's path helper (r0_path(title: ...)), Rails' URL generation, with each value the string it is; a glob's " \
                "elements are joined with '/'; an ActionController::UrlGenerationError for a missing value is missingValue. A roundTrip " \
                'reads the generated path back through the same route',
  'urls' => "the URL's path as Ruby's URI (RFC 3986) reads it, still encoded ('/' when empty), as a Rack server hands PATH_INFO to " \
            "Rails; the RouteSet is called as a Rack application with the request Rack::MockRequest builds, and the route whose " \
            "application ran is the match (404 is noMatch). Captures are the request's path_parameters, which Rails unescapes. A URL " \
            'URI refuses is skipped',
  'not declared' => 'typed, hosts (constraints host:, not mapped), query (Rack parses the query into nested parameters, not mapped), ' \
                    'fragments, customSchemes, patternErrors, urlErrors (no error codes)'
}.freeze

# The DSL's markers, which a literal cannot hold.
MARKERS = '/()*:|\\'

# A drawn RouteSet and the routes it was drawn from: [index, route, path] in registration order.
RailsTable = Struct.new(:routes, :set, :hit)

# Rails' adapter: every add draws a fresh RouteSet from all the routes so far.
class RailsAdapter < HarnessLib::Adapter
  def router = 'Rails'

  def fresh = RailsTable.new([], nil, {})

  def refusal_errors = [ArgumentError, Racc::ParseError]

  def name_of(route, name, sigil)
    raise HarnessLib::Skip, "route #{route['name']}: a Rails segment name is letters, digits and _, not #{name.inspect}" unless name.match?(/\A\w+\z/)

    "#{sigil}#{name}"
  end

  def path_text(route)
    pattern = HarnessLib.route_pattern(route, 'Rails has no fragment routes')
    HarnessLib.no_host(route, 'the harness')
    HarnessLib.write_path(
      route, pattern,
      ->(name) { name_of(route, name, ':') },
      ->(literal) { HarnessLib.decoded_literal(route, literal, MARKERS, 'a Rails route') },
      ->(name) { name_of(route, name, '*') }
    )
  end

  def add(table, index, route)
    mount = route['matching'] == 'prefix' && HarnessLib.parse_pattern(route['pattern']).catch_alls.empty?
    table.routes << [index, path_text(route), mount]
    draw(table)
  end

  # Draws the table's routes into a fresh RouteSet; each route's application records its index
  # and the path parameters Rails hands it.
  def draw(table)
    hit = table.hit
    set = ActionDispatch::Routing::RouteSet.new
    routes = table.routes
    set.draw do
      routes.each do |index, path, mount|
        app = lambda { |env|
          hit[:index] = index
          hit[:params] = env['action_dispatch.request.path_parameters']
          [200, {}, []]
        }
        if mount
          mount app, at: path, as: "r#{index}"
        else
          get path, to: app, as: "r#{index}"
        end
      end
    end
    table.set = set
  end

  # The path parameters of the route that ran for path, or nil when none did. The path is
  # PATH_INFO as a Rack server sets it; Rack::MockRequest would read a path that starts with '//'
  # as an authority, so it is given PATH_INFO directly.
  def recognize(table, path)
    table.hit.clear
    table.set.call(Rack::MockRequest.env_for('/', 'PATH_INFO' => path))
    table.hit.key?(:index) ? table.hit.dup : nil
  end

  def captures_of(pattern, params)
    captures = pattern.placeholders.to_h { |name| [name, params[name.to_sym]] }
    # A glob is one string, the matched path unescaped as a whole: its elements are that string
    # split on '/', which cannot tell a decoded %2F from a '/'.
    pattern.catch_alls.each { |name| captures[name] = HarnessLib.split_elements(params[name.to_sym]) }
    captures
  end

  def match(table, routes, url)
    found = recognize(table.router, HarnessLib.uri_path(url))
    return HarnessLib::NO_MATCH if found.nil?

    index = found[:index]
    HarnessLib.match_outcome(routes[index]['name'], captures_of(table.patterns[index], found[:params] || {}))
  end

  def generate(table, index, values)
    arguments = values.to_h { |name, value| [name.to_sym, value.is_a?(Array) ? value.join('/') : value] }
    table.router.set.url_helpers.public_send("r#{index}_path", arguments)
  rescue ActionController::UrlGenerationError
    raise HarnessLib::MissingValue
  end

  def captures(table, index, path)
    found = recognize(table.router, path)
    return nil if found.nil? || found[:index] != index

    captures_of(table.patterns[index], found[:params] || {})
  end
end

if $PROGRAM_NAME == __FILE__
  HarnessLib.serve(HarnessLib.hello('rails', HarnessLib.gem_version('actionpack'), %w[prefix catchAll encoding], PROFILES, CHOICES), RailsAdapter.new)
end

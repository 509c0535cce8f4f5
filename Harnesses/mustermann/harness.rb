# frozen_string_literal: true

# Pathways conformance harness for Mustermann, Sinatra's pattern library: one Sinatra-style
# pattern per route, tried in registration order as Sinatra tries its routes. Speaks
# Conformance/PROTOCOL.md on standard input and output; README.md beside this file says how routes
# and URLs are mapped.

require 'harnesslib' # the gem pathways-harnesslib (Harnesses/lib/ruby), installed by install.sh
require 'mustermann'
require 'mustermann/sinatra' # Mustermann loads its pattern types lazily; escape needs this one now

# The profiles of SPEC.md section 19 the router claims: none; Mustermann matches the text it is
# given and refuses no input.
PROFILES = [].freeze

CHOICES = {
  'patterns' => ":name stays :name (Mustermann's sinatra type, [^/?#]+); a name with characters other than letters, digits and _ cannot " \
                'be written and the input is skipped. Literals are written decoded and escaped with Mustermann::Sinatra.escape, since a ' \
                "Mustermann literal matches its character raw or percent-encoded; a literal that does not decode, or decodes to text with '/', " \
                'is skipped',
  'catchAll' => "*name stays *name (Mustermann's named splat, .*? across segments, so it also takes an empty rest); Pattern#params " \
                'gives it as one string, the matched text percent-decoded as a whole, which the harness reports split on \'/\': a %2F is a ' \
                "'/' by then and splits an element, and empty segments become empty elements",
  'prefix' => "Pattern#peek_params, Mustermann's own match at the beginning of a string, which compares text, not whole segments",
  'urls' => "the URL's path as Ruby's URI (RFC 3986) reads it, still encoded ('/' when empty), as a Rack server hands PATH_INFO to " \
            'Sinatra; the patterns are tried in registration order and the first match wins. Captures are Pattern#params, which ' \
            'Mustermann percent-decodes. A URL URI refuses is skipped',
  'not declared' => 'typed, encoding (expand builds from strings, with no types to decode back), hosts, query (Mustermann sees only ' \
                    'paths), fragments, customSchemes, patternErrors, urlErrors (no error codes)'
}.freeze

# Mustermann's adapter: a router is a list of [index, pattern, prefix?] in registration order.
class MustermannAdapter < HarnessLib::Adapter
  def router = 'Mustermann'

  def fresh = []

  def refusal_errors = [Mustermann::Error, ArgumentError]

  def pattern_text(route)
    pattern = HarnessLib.route_pattern(route, 'Mustermann has no fragment routes')
    HarnessLib.no_host(route, 'Mustermann')
    HarnessLib.write_path(
      route, pattern,
      lambda { |name|
        unless name.empty? || name.match?(/\A\w+\z/)
          raise HarnessLib::Skip, "route #{route['name']}: Mustermann parameter names are letters, digits and _, not #{name.inspect}"
        end

        ":#{name}"
      },
      ->(literal) { Mustermann::Sinatra.escape(HarnessLib.decoded_literal(route, literal, '/', 'a Mustermann pattern')) },
      lambda { |name|
        unless name.match?(/\A\w+\z/)
          raise HarnessLib::Skip, "route #{route['name']}: Mustermann parameter names are letters, digits and _, not #{name.inspect}"
        end

        "*#{name}"
      }
    )
  end

  def add(patterns, index, route)
    patterns << [index, Mustermann.new(pattern_text(route)), route['matching'] == 'prefix']
  end

  def match(table, routes, url)
    path = HarnessLib.uri_path(url)
    table.router.each do |index, pattern, prefix|
      params = prefix ? pattern.peek_params(path)&.first : pattern.params(path)
      next if params.nil?

      captures = table.patterns[index].placeholders.to_h { |name| [name, params[name]] }
      # A named splat is one string, the matched text decoded as a whole: its elements are that
      # string split on '/', which cannot tell a decoded %2F from a '/'.
      table.patterns[index].catch_alls.each { |name| captures[name] = HarnessLib.split_elements(params[name]) }
      return HarnessLib.match_outcome(routes[index]['name'], captures)
    end
    HarnessLib::NO_MATCH
  end
end

if $PROGRAM_NAME == __FILE__
  HarnessLib.serve(HarnessLib.hello('mustermann', HarnessLib.gem_version('mustermann'), ['prefix', 'catchAll'], PROFILES, CHOICES), MustermannAdapter.new)
end

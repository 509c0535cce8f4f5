# frozen_string_literal: true

# Shared plumbing for the Ruby harnesses: the JSON-lines loop of Conformance/PROTOCOL.md, the
# reading of the fixture pattern syntax, and the answers that do not depend on the router.
#
# It knows no router. A harness gives an Adapter what is its router's own (a fresh router, how a
# fixture route is added to it, how a URL is matched) and hands serve its hello and the adapter.

require 'json'
require 'uri'

module HarnessLib
  PROTOCOL = 1
  # Protocol 1.1 adds catch-alls ("*name", captured as an array), a route's caseInsensitive,
  # array types, the encode input's dateEncoding and four capabilities. This helper reads the
  # pattern syntax of 1.1 and answers nothing typed, so every harness built on it speaks 1.1
  # and, since 1.2 only adds the hello's profiles, 1.2; a harness declares a 1.1 capability only
  # when its router really has it. 1.3 sends a harness that declares encoding without typed (a
  # generator over strings) the encode and roundTrip inputs of routes whose properties are all
  # strings, which Adapter answers with the harness's generate and captures.
  PROTOCOL_MINOR = 3

  # Raised by Adapter#generate when the router reports a value missing: missingValue (encode).
  class MissingValue < StandardError; end

  # Raised to answer the request with response at once (a refusal, a path that does not match).
  class Answer < StandardError
    attr_reader :response

    def initialize(response)
      super('answer')
      @response = response
    end
  end

  # The property types a generator over strings takes.
  STRING_TYPES = ['string', 'string?', { 'array' => 'string' }].freeze

  # Raised by a harness when its router cannot express an input; answered as a skip.
  class Skip < StandardError; end

  # The version of an installed gem, read at run time.
  def self.gem_version(name)
    Gem::Specification.find_by_name(name).version.to_s
  end

  # The harness's hello: name names the expectations file; profiles are the profiles of SPEC.md
  # section 19 the router claims (protocol 1.2; the cases of the others are skipped).
  def self.hello(name, version, capabilities, profiles, choices)
    { 'type' => 'hello', 'protocol' => PROTOCOL, 'protocolMinor' => PROTOCOL_MINOR,
      'implementation' => { 'name' => name, 'version' => version, 'language' => 'ruby' },
      'capabilities' => capabilities.sort, 'profiles' => profiles.sort, 'choices' => choices }
  end

  def self.write(message)
    $stdout.write(JSON.generate(message), "\n")
    $stdout.flush # the runner waits for whole lines: flush every one
  end

  def self.log(text)
    warn("harness: #{text}")
  end

  # Answers one request; a Skip becomes a skip, any other exception an error.
  def self.answer(request, adapter)
    adapter.respond(request)
  rescue Skip => e
    { 'skip' => e.message }
  rescue StandardError, ScriptError => e
    log("#{e.class}: #{e.message}\n#{e.backtrace&.join("\n")}")
    { 'error' => "harness error: #{e.class}: #{e.message}" }
  end

  # Runs the conversation until stop or the end of input, then exits 0.
  def self.serve(hello_message, adapter)
    $stdin.each_line do |line|
      next if line.strip.empty?

      begin
        message = JSON.parse(line)
      rescue JSON::ParserError => e
        log("ignoring a line that is not JSON (#{e.message})")
        next
      end
      unless message.is_a?(Hash)
        log('ignoring a message that is not an object')
        next
      end
      case message['type']
      when 'hello' then write(hello_message)
      when 'stop' then break
      when 'request'
        response = answer(message['request'] || {}, adapter)
        begin
          write({ 'type' => 'response', 'id' => message['id'], 'response' => response })
        rescue StandardError => e
          write({ 'type' => 'response', 'id' => message['id'],
                  'response' => { 'error' => "harness error: cannot write the answer: #{e.message}" } })
        end
      else log("ignoring a message of type #{message['type'].inspect}")
      end
    end
    exit(0)
  rescue Interrupt
    exit(0)
  end

  # -------------------------------------------------------------------------------------------
  # The fixture's pattern syntax: "/teams/:team_id/members/:member_id" with an optional "#route".

  # One component: a placeholder (its name), a literal (raw text) or a catch-all (its name).
  Component = Struct.new(:placeholder, :literal, :catch_all)

  # A fixture pattern split into components, not judged (the routers judge).
  Pattern = Struct.new(:text, :components, :trailing_slash, :fragment) do
    def placeholders
      components.map(&:placeholder).compact
    end

    # The catch-all names (at most one, last, in a valid pattern).
    def catch_alls
      components.map(&:catch_all).compact
    end

    # Every placeholder and catch-all name, in order: a pattern input's answer.
    def names
      components.map { |c| c.placeholder || c.catch_all }.compact
    end
  end

  def self.parse_pattern(text)
    path, hash, fragment = text.partition('#')
    body = path.start_with?('/') ? path[1..] : path
    trailing = !body.empty? && body.end_with?('/')
    body = body[0...-1] if trailing
    parts = body.empty? ? [] : body.split('/', -1)
    components = parts.map do |p|
      if p.start_with?(':') then Component.new(p[1..], nil, nil)
      elsif p.start_with?('*') then Component.new(nil, nil, p[1..])
      else Component.new(nil, p, nil)
      end
    end
    Pattern.new(text, components, trailing, hash.empty? ? nil : fragment)
  end

  # Decodes %XX escapes once; nil when an escape is malformed or the bytes are not UTF-8. Used
  # only on fixture literals, never on URLs, which each router reads its own way.
  def self.strict_percent_decode(raw)
    bytes = raw.b
    out = String.new(encoding: Encoding::BINARY)
    i = 0
    while i < bytes.bytesize
      if bytes.getbyte(i) == 0x25
        hex = bytes.byteslice(i + 1, 2)
        return nil unless hex&.match?(/\A\h\h\z/)

        out << hex.to_i(16).chr
        i += 3
      else
        out << bytes.getbyte(i).chr
        i += 1
      end
    end
    text = out.force_encoding(Encoding::UTF_8)
    text.valid_encoding? ? text : nil
  end

  # -------------------------------------------------------------------------------------------
  # Writing a fixture pattern in a router's syntax.

  # The route's parsed pattern; a Skip with the reason no_fragments for a fragment route.
  def self.route_pattern(route, no_fragments)
    pattern = parse_pattern(route['pattern'])
    raise Skip, "route #{route['name']}: #{no_fragments}" unless pattern.fragment.nil?

    pattern
  end

  # A Skip for a route bound to a host, for routers without host routes.
  def self.no_host(route, router)
    raise Skip, "route #{route['name']}: #{router} has no host-specific routes" if route.key?('host')
  end

  # A fixture literal decoded, for routers that match decoded text; a Skip when it does not
  # decode or decodes to one of the characters in forbidden.
  def self.decoded_literal(route, literal, forbidden, holder)
    text = strict_percent_decode(literal)
    raise Skip, "route #{route['name']}: the literal #{literal.inspect} does not percent-decode" if text.nil?
    if forbidden.each_char.any? { |c| text.include?(c) }
      raise Skip, "route #{route['name']}: the literal #{literal.inspect} decodes to #{text.inspect}, which #{holder} cannot hold in one segment"
    end

    text
  end

  # The pattern in a router's syntax: the block writes each component (a placeholder name, or a
  # literal's raw text), joined by '/' after a leading '/', with the trailing slash kept. A
  # fixture pattern without a leading slash is handed to the router as written, to judge.
  # A catch-all ("*name") is written by catch_all; without it the route is a Skip (a harness that
  # does not declare catchAll never receives one).
  def self.write_path(route, pattern, placeholder, literal, catch_all = nil)
    parts = pattern.components.map do |c|
      if c.placeholder then placeholder.call(c.placeholder)
      elsif c.catch_all
        raise Skip, "route #{route['name']}: the catch-all *#{c.catch_all} cannot be written for this router" unless catch_all

        catch_all.call(c.catch_all)
      else literal.call(c.literal)
      end
    end
    return route['pattern'] unless route['pattern'].start_with?('/')

    "/#{parts.join('/')}#{pattern.trailing_slash ? '/' : ''}"
  end

  # -------------------------------------------------------------------------------------------
  # Outcomes and URLs.

  NO_MATCH = { 'result' => { 'noMatch' => true } }.freeze
  # A refusal without a code (protocol 1.3), for a router that reports none.
  REFUSED = { 'result' => { 'refused' => true } }.freeze

  # A catch-all a router hands over as one string, split on '/' into its elements ('' is one
  # empty element, as a split gives in the other languages; Ruby's String#split would give none).
  def self.split_elements(text)
    return nil if text.nil?

    text.split('/', -1).then { |parts| parts.empty? ? [''] : parts }
  end

  def self.match_outcome(route, captures, query = [])
    { 'result' => { 'match' => { 'route' => route, 'captures' => captures, 'query' => query, 'fragment' => [] } } }
  end

  def self.refusal(error)
    "#{error.class}: #{error.message}"
  end

  # The path of the URL as Ruby's URI (RFC 3986) reads it, still encoded ('/' when empty, as an
  # HTTP client sends); a Skip when URI refuses the URL.
  #
  # Not a browser's reading: no WHATWG URL parser is packaged for Ruby in Debian 12. Unlike a
  # browser, URI refuses a raw non-ASCII character, a space, '"', '{', '}', a backslash or an
  # invalid escape (%zz), all of which a browser escapes or sends as written, so those inputs are
  # skipped; and "." and ".." segments stay unresolved. Conformance/HARNESS-GUIDE.md, "Ruby".
  def self.uri_path(url)
    path = URI.parse(url).path.to_s
    path.empty? ? '/' : path
  rescue URI::Error => e
    raise Skip, "Ruby's URI refuses the URL: #{e.message}"
  end

  # -------------------------------------------------------------------------------------------
  # Answering requests: what does not depend on the router.

  # A table: the router, the fixture patterns by index, and the refusals by index.
  Table = Struct.new(:router, :patterns, :rejected)

  # One router's adapter. A subclass sets router (its name in reasons), pattern_noun,
  # route_noun, no_coding (the skip reason of decode, encode and roundTrip inputs), refusal_errors,
  # and defines
  # fresh (a new router), add(router, index, route) (raises Skip when the route cannot be
  # written, anything else when the router refuses it) and match(table, routes, url).
  # A router whose URL generator takes strings (declare encoding without typed) also defines
  # generate(table, index, values), the path built from a Hash of strings (an Array of strings
  # for a catch-all; raises MissingValue when the router says a value is missing), and
  # captures(table, index, path), the strings the route captures from a path (nil when it does
  # not match), for roundTrip inputs.
  class Adapter
    def router = 'router'
    def pattern_noun = 'pattern'
    def route_noun = 'route'
    def no_coding = "#{router} has no typed decoding or encoding"
    # The exceptions by which the router refuses a route; others are harness bugs and fail the
    # input as an error instead of passing for a refusal.
    def refusal_errors = [StandardError]

    # Registers the routes in order; a refused route is left out and the router built again
    # without it, since a router that raised half-way may hold part of it.
    def build(routes)
      table = Table.new(fresh, {}, {})
      routes.each_with_index do |route, index|
        table.patterns[index] = HarnessLib.parse_pattern(route['pattern'])
        begin
          add(table.router, index, route)
        rescue Skip
          raise
        rescue *refusal_errors => e
          table.rejected[index] = HarnessLib.refusal(e)
          table.router = fresh
          (0...index).each { |kept| add(table.router, kept, routes[kept]) unless table.rejected.key?(kept) }
        end
      end
      table
    end

    def respond(request)
      raise Skip, "#{router} has no custom schemes" unless (request.dig('router', 'customSchemes') || []).empty?

      input = request['input'] || {}
      routes = request['routes'] || []
      return match(build(routes), routes, input['url']) if input.key?('url')
      return answer_pattern(input['pattern']) if input.key?('pattern')
      return answer_registration(routes, input['registration']) if input.key?('registration')
      return answer_generated(routes, input) if respond_to?(:generate) && %w[encode roundTrip].any? { |k| input.key?(k) }
      raise Skip, no_coding if %w[decode encode roundTrip].any? { |k| input.key?(k) }

      { 'error' => 'the request has no input of a known kind' }
    end

    # An encode or roundTrip input for a generator over strings.
    def answer_generated(routes, input)
      spec = input['encode'] || input['roundTrip']
      raise Skip, "#{router} builds no path relative to a base URL" if spec.key?('base')

      index = routes.index { |r| r['name'] == spec['route'] }
      raise Skip, "no route named #{spec['route'].inspect}" if index.nil?

      route = routes[index]
      types = route['types'] || {}
      unless types.values.all? { |t| STRING_TYPES.include?(t) }
        raise Skip, "route #{route['name']} has properties that are not strings, and #{router} builds from strings"
      end

      table = build([route])
      if table.rejected.key?(0)
        return { 'error' => "#{router} refused the #{route_noun} without an error code: #{table.rejected[0]}" }
      end

      values = spec['values'].compact
      path = generated_path(table, values)
      return { 'result' => { 'path' => path } } if input.key?('encode')

      { 'result' => { 'roundTrip' => { 'path' => path, 'values' => captured_values(table, types, path) } } }
    rescue Answer => e
      e.response
    end

    # The path generate builds; missingValue (encode) naming the first placeholder without a
    # value when the router reports one missing.
    def generated_path(table, values)
      generate(table, 0, values)
    rescue MissingValue
      error = { 'code' => 'missingValue', 'phase' => 'encode' }
      missing = table.patterns[0].placeholders.find { |name| !values.key?(name) }
      error['placeholder'] = missing unless missing.nil?
      raise Answer, { 'result' => { 'error' => error } }
    end

    # The values a roundTrip decodes: each placeholder's and catch-all's capture, and null for
    # an optional property that is neither.
    def captured_values(table, types, path)
      captured = captures(table, 0, path)
      raise Answer, { 'result' => { 'error' => { 'code' => 'patternMismatch', 'phase' => 'decode' } } } if captured.nil?

      names = table.patterns[0].names
      types.each_with_object({}) do |(name, type), values|
        if names.include?(name)
          values[name] = captured[name]
        elsif type.is_a?(String) && type.end_with?('?')
          values[name] = nil
        end
      end
    end

    def answer_pattern(text)
      table = build([{ 'name' => 'pattern', 'pattern' => text, 'matching' => 'exact' }])
      if table.rejected.key?(0)
        HarnessLib.log("#{router} refused the #{pattern_noun}: #{table.rejected[0]}")
        return REFUSED
      end

      { 'result' => { 'valid' => { 'placeholders' => table.patterns[0].names } } }
    end

    def answer_registration(routes, name)
      return { 'result' => { 'registered' => true } } if name == 'router'

      table = build(routes)
      index = routes.index { |r| r['name'] == name }
      return { 'error' => "no route named #{name.inspect}" } if index.nil?
      if table.rejected.key?(index)
        HarnessLib.log("#{router} refused the #{route_noun}: #{table.rejected[index]}")
        return REFUSED
      end

      { 'result' => { 'registered' => true } }
    end
  end
end

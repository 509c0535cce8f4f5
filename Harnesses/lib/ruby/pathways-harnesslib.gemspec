# frozen_string_literal: true

# The Ruby helper of the Pathways harness protocol (Conformance/PROTOCOL.md) as a gem:
#   cd Harnesses/lib/ruby && gem build pathways-harnesslib.gemspec && gem install --local pathways-harnesslib-*.gem
# then `require 'harnesslib'` from a harness anywhere. The version is the protocol version it speaks.
Gem::Specification.new do |spec|
  spec.name = 'pathways-harnesslib'
  spec.version = '1.3.0'
  spec.summary = 'Plumbing for Pathways conformance harnesses in Ruby'
  spec.description = 'The JSON-lines loop of the Pathways harness protocol, the fixture pattern syntax, ' \
                     'and the answers that do not depend on the router.'
  spec.authors = ['The Pathways authors']
  spec.license = 'MIT'
  spec.files = ['lib/harnesslib.rb']
  spec.require_paths = ['lib']
  spec.required_ruby_version = '>= 3.0'
end

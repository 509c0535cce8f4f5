import Pathways
import PathwaysTextFormats

/// One `/`, `?` or `#` pattern of an association file, or one `paths` string, compiled (SPEC:
/// ASSOC-13, ASSOC-16, ASSOC-24).
///
/// `*` matches zero or more characters, `/` included; `?` exactly one; so `?*` one or more.
/// `$(name)` matches any one of the variable's values, which may hold `*` and `?` themselves.
/// Every other character matches itself, after case folding when the component is not case
/// sensitive. Characters are Unicode scalars.
///
/// The pattern is compiled into a small automaton and run over the text once, keeping the set
/// of states it may be in: its cost grows with the text's length times the pattern's, whatever
/// a hostile file holds, with no backtracking.
struct AppLinkPattern: Sendable, Hashable {
    /// One step of the automaton.
    enum Instruction: Sendable, Hashable {
        /// Consume this scalar (folded when the pattern folds case), then go to `next`.
        case scalar(Unicode.Scalar, next: Int)
        /// Consume any one scalar, then go to `next`.
        case any(next: Int)
        /// Go to both states without consuming anything.
        case split(Int, Int)
        /// The text may end here.
        case accept
        /// No way on: a variable without values.
        case fail
    }

    /// What a pattern is made of, before compiling.
    indirect enum Piece: Sendable, Hashable {
        case scalar(Unicode.Scalar)
        case one
        case many
        case choice([[Piece]])
    }

    /// The pattern as written.
    let text: String
    /// Whether letters compare without case.
    let foldsCase: Bool
    /// The pattern's pieces, for drawing sample texts from it.
    let pieces: [Piece]
    private let program: [Instruction]
    private let start: Int

    /// Compiles `text`.
    ///
    /// - Throws: ``AssociationError`` for an unclosed `$(`, an undefined variable, or `$(region)`
    ///   and `$(lang)`.
    init(_ text: String, variables: SubstitutionVariables, foldsCase: Bool, at path: JSONPath) throws(AssociationError) {
        self.text = text
        self.foldsCase = foldsCase
        self.pieces = try Self.pieces(of: text, variables: variables, at: path)
        var program: [Instruction] = [.accept]
        self.start = Self.compile(pieces, next: 0, foldsCase: foldsCase, into: &program)
        self.program = program
    }

    /// Whether the pattern matches all of `scalars`.
    func matches(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        // Each step visits each state at most once: `visited` holds the step that last saw a
        // state, so nothing is cleared between steps.
        var visited = [Int](repeating: -1, count: program.count)
        var current: [Int] = []
        var stack: [Int] = []
        var step = 0
        func close(_ states: [Int], into result: inout [Int]) {
            result.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            stack.append(contentsOf: states.reversed())
            while let state = stack.popLast() {
                guard visited[state] != step else { continue }
                visited[state] = step
                if case .split(let first, let second) = program[state] {
                    stack.append(second)
                    stack.append(first)
                } else {
                    result.append(state)
                }
            }
        }
        close([start], into: &current)
        var next: [Int] = []
        var targets: [Int] = []
        for scalar in scalars {
            let character = foldsCase ? CaseFolding.folded(scalar) : scalar
            targets.removeAll(keepingCapacity: true)
            for state in current {
                switch program[state] {
                case .scalar(let expected, let target) where expected == character: targets.append(target)
                case .any(let target): targets.append(target)
                case .scalar, .split, .accept, .fail: break
                }
            }
            step += 1
            close(targets, into: &next)
            swap(&current, &next)
            if current.isEmpty { return false }
        }
        return current.contains { program[$0] == .accept }
    }

    // MARK: Reading and compiling

    private static func pieces(of text: String, variables: SubstitutionVariables, at path: JSONPath) throws(AssociationError)
        -> [Piece]
    {
        var pieces: [Piece] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*": pieces.append(.many)
            case "?": pieces.append(.one)
            case "$" where index + 1 < scalars.count && scalars[index + 1] == "(":
                guard let close = scalars[(index + 2)...].firstIndex(of: ")") else {
                    throw AssociationError(
                        .invalidPattern, path: path.description,
                        detail: "\(MessageText.quoted(text)) opens '$(' without closing it with ')'")
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                if name.unicodeScalars.contains(where: { $0 == "$" || $0 == "(" }) {
                    throw AssociationError(
                        .invalidPattern, path: path.description,
                        detail: "\(MessageText.quoted(text)) has a variable name with '$' or '('; names cannot hold '$', '(' or ')'")
                }
                let values = try variables.values(of: name, at: path)
                pieces.append(.choice(values.map(valuePieces)))
                index = close
            default: pieces.append(.scalar(scalar))
            }
            index += 1
        }
        return pieces
    }

    /// A variable's value: `*` and `?` are wildcards, everything else is literal (ASSOC-16
    /// refuses values holding `$(` when the file is read).
    static func valuePieces(_ value: String) -> [Piece] {
        value.unicodeScalars.map { scalar in
            switch scalar {
            case "*": .many
            case "?": .one
            default: .scalar(scalar)
            }
        }
    }

    /// Appends the instructions of `pieces`, followed by `next`, and returns where they start.
    private static func compile(_ pieces: [Piece], next: Int, foldsCase: Bool, into program: inout [Instruction]) -> Int {
        var next = next
        for piece in pieces.reversed() {
            switch piece {
            case .scalar(let scalar):
                program.append(.scalar(foldsCase ? CaseFolding.folded(scalar) : scalar, next: next))
                next = program.count - 1
            case .one:
                program.append(.any(next: next))
                next = program.count - 1
            case .many:
                let loop = program.count
                program.append(.split(loop + 1, next))
                program.append(.any(next: loop))
                next = loop
            case .choice(let alternatives):
                guard !alternatives.isEmpty else {
                    program.append(.fail)
                    next = program.count - 1
                    continue
                }
                let starts = alternatives.map { compile($0, next: next, foldsCase: foldsCase, into: &program) }
                var entry = starts[starts.count - 1]
                for start in starts.dropLast().reversed() {
                    program.append(.split(start, entry))
                    entry = program.count - 1
                }
                next = entry
            }
        }
        return next
    }
}

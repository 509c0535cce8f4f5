/// The path's components as ``URLReader`` validated them, in order: each one's bytes, still
/// percent-encoded, and how many bytes it decodes to (``PathComponent``).
///
/// The ranges and the decoded lengths sit in two scratch buffers of plain values, written
/// together and always of one length: the reader lends each on the stack, where temporary
/// memory is lent only up to a size that one buffer of pairs would pass for the default limit
/// of 64 components.
struct PathComponents: RandomAccessCollection {
    private var ranges: ScratchBuffer<Range<Int>>
    private var decodedLengths: ScratchBuffer<Int>

    /// Components with no memory, which hold nothing.
    init() {
        ranges = ScratchBuffer()
        decodedLengths = ScratchBuffer()
    }

    /// Components over the memory of `ranges` and `decodedLengths`, two empty buffers of one
    /// capacity.
    init(ranges: ScratchBuffer<Range<Int>>, decodedLengths: ScratchBuffer<Int>) {
        self.ranges = ranges
        self.decodedLengths = decodedLengths
    }

    /// How many components fit.
    var capacity: Int { ranges.capacity }
    var startIndex: Int { 0 }
    var endIndex: Int { ranges.count }

    /// The component at `position`; traps when `position` is not below ``count``.
    subscript(position: Int) -> PathComponent {
        PathComponent(range: ranges[position], decodedLength: decodedLengths[position])
    }

    /// Adds a component; traps when the components are full.
    @inline(__always)
    mutating func append(_ component: PathComponent) {
        ranges.append(component.range)
        decodedLengths.append(component.decodedLength)
    }
}

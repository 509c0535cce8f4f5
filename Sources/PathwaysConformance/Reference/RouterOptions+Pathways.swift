import Pathways

extension RouterOptions {
    /// The Pathways options for this fixture router.
    var pathwaysDecoding: PathwayDecodingOptions {
        PathwayDecodingOptions(
            dateForm: dateForm.pathwaysForm, malformedOptionalFieldsAreNil: malformedOptionalFieldsAreNil,
            plusIsSpaceInQuery: plusIsSpaceInQuery)
    }
}

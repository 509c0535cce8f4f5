// The fixture corpus compiled into the binary: the bytes of Fixtures/cases.json, fragments.json,
// route-model.json, associations.json, compatibility.json
// and schema.json, and SPEC.md, exactly as they are in the checkout.
//
// Used through PathwaysFixtures' `BundledFixtures`, never directly.
#ifndef PATHWAYS_FIXTURE_BYTES_H
#define PATHWAYS_FIXTURE_BYTES_H

#include <stddef.h>

/// The bytes of the fixture file `name` ("cases.json", ...) or of "SPEC.md", and their count in
/// `*count`; NULL (and a count of 0) for a name that is not one of the seven files.
const unsigned char *_Nullable pathways_fixture_bytes(const char *_Nonnull name, size_t *_Nonnull count);

#endif

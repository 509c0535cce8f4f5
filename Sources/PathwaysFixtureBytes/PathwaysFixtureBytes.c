// The fixture files and SPEC.md, compiled into the binary with C23's #embed, so that a runner built with a
// static Swift standard library can be moved anywhere without a resource bundle beside it.
// The paths point at the files in Fixtures/ themselves: there is no copy to keep in step, and the
// compiler's dependency file names each one, so changing a fixture file rebuilds this file.
#include "PathwaysFixtureBytes.h"

#include <string.h>

#if !defined(__has_embed)
#error "the conformance tools compile Fixtures/*.json in with C23 #embed: build them with clang 19 or later (a newer Swift toolchain)"
#endif

// #embed is C23; the package's C targets use the compiler's default language standard.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char cases[] = {
#embed "../../Fixtures/cases.json"
};
static const unsigned char fragments[] = {
#embed "../../Fixtures/fragments.json"
};
static const unsigned char routeModel[] = {
#embed "../../Fixtures/route-model.json"
};
static const unsigned char associations[] = {
#embed "../../Fixtures/associations.json"
};
static const unsigned char compatibility[] = {
#embed "../../Fixtures/compatibility.json"
};
static const unsigned char schema[] = {
#embed "../../Fixtures/schema.json"
};
// The specification the corpus checks: lint and explore read its requirements and profiles.
static const unsigned char specification[] = {
#embed "../../SPEC.md"
};

struct fixture_file {
    const char *name;
    const unsigned char *bytes;
    size_t count;
};

static const struct fixture_file files[] = {
    {"cases.json", cases, sizeof cases},
    {"fragments.json", fragments, sizeof fragments},
    {"route-model.json", routeModel, sizeof routeModel},
    {"associations.json", associations, sizeof associations},
    {"compatibility.json", compatibility, sizeof compatibility},
    {"schema.json", schema, sizeof schema},
    {"SPEC.md", specification, sizeof specification},
};

const unsigned char *pathways_fixture_bytes(const char *name, size_t *count) {
    for (size_t index = 0; index < sizeof files / sizeof files[0]; index++) {
        if (strcmp(files[index].name, name) == 0) {
            *count = files[index].count;
            return files[index].bytes;
        }
    }
    *count = 0;
    return NULL;
}

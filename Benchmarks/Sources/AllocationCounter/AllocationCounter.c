// Counts heap allocations by defining malloc and its siblings in the executable.
//
// An executable's definitions come first in the dynamic linker's symbol search, so every
// library in the process (the Swift runtime, Foundation, libc itself) calls these functions.
// Each one bumps a thread-local counter and forwards to glibc's own entry points
// (__libc_malloc and friends), which avoids dlsym(RTLD_NEXT), whose own allocations would
// recurse. free is not replaced: the memory comes from glibc's allocator, so glibc's free
// releases it. The counter is thread-local, so allocations by other threads (for example the
// runtime's) do not disturb a measurement made on the main thread.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

// Initial-exec TLS in the executable: reading it never allocates.
static __thread uint64_t thread_allocations;

bool allocation_counter_is_supported(void) { return true; }

uint64_t allocation_counter_thread_count(void) { return thread_allocations; }

void *malloc(size_t size) {
    thread_allocations += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    thread_allocations += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    thread_allocations += 1;
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    thread_allocations += 1;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    thread_allocations += 1;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    thread_allocations += 1;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL && size != 0) return ENOMEM;
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    thread_allocations += 1;
    return __libc_memalign(4096, size);
}

#else

bool allocation_counter_is_supported(void) { return false; }

uint64_t allocation_counter_thread_count(void) { return 0; }

#endif

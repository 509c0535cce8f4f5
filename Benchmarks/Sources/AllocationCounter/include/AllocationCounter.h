#ifndef PATHWAYS_ALLOCATION_COUNTER_H
#define PATHWAYS_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build replaces malloc (glibc only); when false, counts stay at zero.
bool allocation_counter_is_supported(void);

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc)
/// made by the calling thread since it started.
uint64_t allocation_counter_thread_count(void);

#endif

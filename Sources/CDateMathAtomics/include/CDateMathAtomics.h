// Acquire loads, release stores and compare-and-exchange of one machine
// word, for DateMath's lock-free read paths (the memo of zone names read
// by the RFC 9557 reader, the compiled forms a LocalizedFormat keeps).
// Swift imports these static inline functions and inlines them; the words
// they touch are plain memory that only these functions read and write
// once it is shared.

#ifndef CDATEMATH_ATOMICS_H
#define CDATEMATH_ATOMICS_H

#include <stdint.h>

/// The word at `word`, and everything the thread that stored it with
/// `datemath_store_release` wrote before that store.
static inline uintptr_t datemath_load_acquire(const uintptr_t *word) {
  return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

/// Stores `value` at `word`, after every write this thread made before.
static inline void datemath_store_release(uintptr_t *word, uintptr_t value) {
  __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Stores `desired` at `word` if it holds `expected`, and says whether it
/// did; on success, later acquire loads of the word see everything this
/// thread wrote before.
static inline _Bool datemath_compare_exchange(uintptr_t *word, uintptr_t expected, uintptr_t desired) {
  return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif

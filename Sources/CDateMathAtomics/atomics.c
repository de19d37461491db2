// CDateMathAtomics is its header: static inline functions that Swift
// inlines. A C target needs one source file; this is it.
#include "CDateMathAtomics.h"

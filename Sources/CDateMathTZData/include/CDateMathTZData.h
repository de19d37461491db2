// The IANA tz database compiled into DateMath, in the bundle format of
// Scripts/make_tzdata_bundle.py. Read by Sources/DateMath/Zones/TZData/
// TZDataBundle.swift.
#ifndef CDATEMATHTZDATA_H
#define CDATEMATHTZDATA_H

#include <stddef.h>

/// The bundle's bytes: static, never freed.
const unsigned char *datemath_tzdata_bundle(void);
/// The bundle's size in bytes.
size_t datemath_tzdata_bundle_size(void);

#endif

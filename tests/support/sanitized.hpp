#pragma once
// Heavy tests repeat their work many times in the ordinary build; the
// sanitizer builds, several times slower, look for a different kind of fault
// (memory, undefined behaviour, races) that the same work finds whether it
// is done ten thousand times or a thousand.
#include <algorithm>

namespace djed::test {

// `n`, or one in `divisor` of it (at least one) in a sanitizer build.
constexpr int sanitized_share(int n, int divisor = 10) {
#ifdef DJED_SANITIZED
  return std::max(1, n / divisor);
#else
  (void)divisor;
  return n;
#endif
}

}  // namespace djed::test

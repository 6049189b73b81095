#pragma once
// DJED_CHECK(condition, what): a precondition of the SDK's entry points,
// checked in debug and sanitizer builds (and wherever DJED_CHECKS is
// defined), compiled out in release builds. A failed check names the
// condition and stops the program: it is a bug in the caller, not bad input.
#if defined(NDEBUG) && !defined(DJED_CHECKS)
#define DJED_CHECK(condition, what) ((void)0)
#else
#define DJED_CHECK(condition, what) \
  ((condition) ? (void)0 : ::djed::check_failed(#condition, what, __FILE__, __LINE__))
#endif

namespace djed {
[[noreturn]] void check_failed(const char* condition, const char* what, const char* file, int line) noexcept;
}  // namespace djed

# Compiler settings shared by every Djed target.
add_library(djed_options INTERFACE)
target_compile_options(djed_options INTERFACE -Wall -Wextra -Wpedantic)
if(DJED_WARNINGS_AS_ERRORS)
  target_compile_options(djed_options INTERFACE -Werror)
endif()
if(DJED_SANITIZE)
  set(_djed_san -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  # -O1 keeps the sanitized tests several times faster than -O0 while
  # keeping stack traces readable; -g1 (line tables, all a report prints)
  # compiles a quarter faster than full debug information and halves the
  # objects.
  # GCC 12 reports false maybe-uninitialized warnings inside libstdc++
  # (std::regex, std::function) when instrumenting; they are not ours.
  target_compile_options(djed_options INTERFACE ${_djed_san} -O1 -g1
    $<$<CXX_COMPILER_ID:GNU>:-Wno-maybe-uninitialized>)
  target_link_options(djed_options INTERFACE ${_djed_san})
  # Tests that bound a latency allow for the slower sanitized code.
  target_compile_definitions(djed_options INTERFACE DJED_SANITIZED=1)
endif()

if(DJED_TSAN)
  # ThreadSanitizer for the code that runs on more than one thread: the
  # computer's search (stopped from another thread) and the session.
  set(_djed_tsan -fsanitize=thread -fno-omit-frame-pointer)
  # Asio's fences are not understood by ThreadSanitizer (-Wtsan); the server's
  # tests drive its core without Asio.
  target_compile_options(djed_options INTERFACE ${_djed_tsan} -O1 -g1
    $<$<CXX_COMPILER_ID:GNU>:-Wno-maybe-uninitialized> $<$<CXX_COMPILER_ID:GNU>:-Wno-tsan>)
  target_link_options(djed_options INTERFACE ${_djed_tsan})
  target_compile_definitions(djed_options INTERFACE DJED_SANITIZED=1)
endif()

if(DJED_FUZZ)
  # libFuzzer targets (fuzz/) with Debian's clang: every library is
  # instrumented for coverage and checked by ASan and UBSan; only the fuzz
  # executables link libFuzzer's main.
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "DJED_FUZZ needs clang (CXX=clang++)")
  endif()
  set(_djed_fuzz -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_compile_options(djed_options INTERFACE ${_djed_fuzz} -O1 -g1)
  target_link_options(djed_options INTERFACE -fsanitize=address,undefined)
  target_compile_definitions(djed_options INTERFACE DJED_SANITIZED=1)
endif()

# Move generators count bits all the time. Without this the compiler calls a
# library routine for every std::popcount; POPCNT exists on every x86-64
# processor since 2008 (x86-64-v2). Switch off for older machines.
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
  option(DJED_POPCNT "Use the POPCNT instruction (x86-64-v2)" ON)
  if(DJED_POPCNT)
    target_compile_options(djed_options INTERFACE -mpopcnt)
  endif()
endif()

# djed_compile_lightly(SOURCES...): sources of the current directory that are
# mostly Asio's and Beast's templates (network code, waiting on sockets, not
# computing) are compiled at -O0 in the sanitized builds, where optimising
# them took minutes of a build and saved its tests nothing. The ordinary
# build optimises them as it does everything.
function(djed_compile_lightly)
  if(DJED_SANITIZE OR DJED_TSAN OR DJED_FUZZ)
    set_property(SOURCE ${ARGN} APPEND PROPERTY COMPILE_OPTIONS -O0)
  endif()
endfunction()

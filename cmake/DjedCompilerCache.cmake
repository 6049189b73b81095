# Every compile goes through ccache when it is installed (DJED_CCACHE=OFF to
# do without): a second build of the same sources takes its objects from the
# cache (~/.cache/ccache, outside the tree) instead of compiling them again.
# In another clone, sources whose definitions hold the build folder's path
# and unity builds' sources (which include files by absolute path) are
# compiled again.
option(DJED_CCACHE "Compile through ccache when it is installed" ON)
if(DJED_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(DJED_CCACHE_PROGRAM ccache)
  if(DJED_CCACHE_PROGRAM)
    # Paths under the source tree are hashed relative to it, and the build
    # folder is left out, so clones in other folders share the cache; the
    # sloppiness is what ccache's manual asks for precompiled headers, should
    # a target use them. Depend mode takes a source's headers from the
    # compiler's own list (-MD) instead of running the preprocessor once more
    # on a miss, which had made a first build about a tenth slower than one
    # without the cache.
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env
        "CCACHE_BASEDIR=${CMAKE_SOURCE_DIR}"
        CCACHE_NOHASHDIR=true
        CCACHE_DEPEND=true
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        ${DJED_CCACHE_PROGRAM})
    message(STATUS "Compiling through ${DJED_CCACHE_PROGRAM}")
  endif()
endif()

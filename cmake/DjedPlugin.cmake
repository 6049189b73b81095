# djed_add_plugin(<target> OUTPUT_DIR <dir> [NO_INSTALL] SOURCES ...)
#
# A game plugin is a MODULE library with hidden visibility that links only the
# SDK. It lands in the plugin folder of the build tree (or OUTPUT_DIR) and is
# installed into the plugin folder unless NO_INSTALL is given.

function(djed_add_plugin target)
  cmake_parse_arguments(ARG "NO_INSTALL" "OUTPUT_DIR;OUTPUT_NAME" "SOURCES" ${ARGN})
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${DJED_PLUGIN_OUTPUT_DIR}")
  endif()
  add_library(${target} MODULE ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE djed_sdk djed_options)
  file(RELATIVE_PATH _rel "${ARG_OUTPUT_DIR}" "${CMAKE_LIBRARY_OUTPUT_DIRECTORY}")
  set_target_properties(${target} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    LIBRARY_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIR}"
    BUILD_RPATH "$ORIGIN/${_rel}"
    INSTALL_RPATH "$ORIGIN/${DJED_LIB_RELDIR_FROM_PLUGINS}")
  if(ARG_OUTPUT_NAME)
    set_target_properties(${target} PROPERTIES OUTPUT_NAME "${ARG_OUTPUT_NAME}")
  endif()
  if(NOT ARG_NO_INSTALL)
    install(TARGETS ${target} LIBRARY DESTINATION "${DJED_PLUGIN_INSTALL_DIR}")
    # Nothing links a plugin: executables depend on this list to build them.
    set_property(GLOBAL APPEND PROPERTY DJED_GAME_PLUGINS ${target})
  endif()
endfunction()

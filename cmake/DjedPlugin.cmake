# djed_add_game_plugin(<name>
#     SOURCES <file>...               the plugin's own sources (the DJED_PLUGIN line)
#     [CORE <target>]                 a library with the rules, linked into the plugin
#     [NAMESPACE <ns>]                where embedded_resources() is defined (default <name>)
#     [RULES <file> | <lang>=<file>...]     the rules page(s); a bare file is English
#     [MESSAGES <file> | <lang>=<file>...]  the message tables; a bare file is English
#     [IMAGES <name>=<file.svg>...]
#     [LESSONS <file>] [PUZZLES <file>]   the course and the puzzles (djed/lessons.hpp, djed/puzzles.hpp)
#     [OUTPUT_DIR <dir>] [OUTPUT_NAME <file name>] [NO_INSTALL])
#
# Builds a game plugin: a MODULE library with hidden visibility that links the
# SDK (and CORE), checked at compile time against the ABI of the SDK it is
# built with. The rules page, tables and images are compiled into CORE (or the
# plugin when there is none), which defines
#   djed::EmbeddedFiles <ns>::embedded_resources();
# for the game's constructor to hand to djed::add_embedded_files().
#
# The same file serves Djed's own tree and plugins built against the installed
# SDK (find_package(Djed)); out of tree the plugin lands in
# ${CMAKE_BINARY_DIR}/plugins and installs where Djed's own plugins are
# (lib/djed/plugins under the install prefix). It installs with the component
# named by DJED_PLUGIN_COMPONENT (Djed's own tree: games), runtime when unset.
include_guard(GLOBAL)
include(GNUInstallDirs)
include("${CMAKE_CURRENT_LIST_DIR}/DjedResources.cmake")

# Resources given as "<file>" or "<lang>=<file>": the bare form means English.
function(_djed_language_pairs out)
  set(pairs "")
  foreach(item IN LISTS ARGN)
    if(item MATCHES "^[A-Za-z_-]+=")
      list(APPEND pairs "${item}")
    else()
      list(APPEND pairs "en=${item}")
    endif()
  endforeach()
  set(${out} "${pairs}" PARENT_SCOPE)
endfunction()

# A Djed target by its name in Djed's own tree (djed_<part>) or, outside it,
# the imported Djed::<part>; nothing (empty) when neither exists.
function(_djed_target out part)
  if(TARGET djed_${part})
    set(${out} djed_${part} PARENT_SCOPE)
  elseif(TARGET Djed::${part})
    set(${out} Djed::${part} PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

function(_djed_sdk_target out)
  _djed_target(found sdk)
  if(NOT found)
    message(FATAL_ERROR "djed_add_game_plugin: no Djed SDK; call find_package(Djed) first")
  endif()
  set(${out} ${found} PARENT_SCOPE)
endfunction()

function(djed_add_game_plugin name)
  cmake_parse_arguments(ARG "NO_INSTALL" "CORE;NAMESPACE;OUTPUT_DIR;OUTPUT_NAME;LESSONS;PUZZLES"
    "SOURCES;RULES;MESSAGES;IMAGES" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "djed_add_game_plugin(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "djed_add_game_plugin(${name}): SOURCES is required")
  endif()
  _djed_sdk_target(sdk)
  if(NOT ARG_NAMESPACE)
    set(ARG_NAMESPACE "${name}")
  endif()
  if(NOT ARG_OUTPUT_DIR)
    if(DEFINED DJED_PLUGIN_OUTPUT_DIR)
      set(ARG_OUTPUT_DIR "${DJED_PLUGIN_OUTPUT_DIR}")
    else()
      set(ARG_OUTPUT_DIR "${CMAKE_BINARY_DIR}/plugins")
    endif()
  endif()
  # Djed's own layout (the package says it): installed into Djed's prefix, the
  # plugin lands where the app looks, with the run path to Djed's library.
  if(DEFINED DJED_LIB_INSTALL_DIR)
    set(lib_dir "${DJED_LIB_INSTALL_DIR}")
  else()
    set(lib_dir "${CMAKE_INSTALL_LIBDIR}")
  endif()
  if(DEFINED DJED_PLUGIN_INSTALL_DIR)
    set(install_dir "${DJED_PLUGIN_INSTALL_DIR}")
  else()
    set(install_dir "${lib_dir}/djed/plugins")
  endif()

  add_library(${name} MODULE ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${sdk})
  if(TARGET djed_options)
    target_link_libraries(${name} PRIVATE djed_options)
  endif()
  # plugin_export.hpp refuses to compile when its ABI differs from the one
  # this package was made for: headers and library from two SDKs.
  target_compile_definitions(${name} PRIVATE DJED_EXPECTED_PLUGIN_ABI=${DJED_PLUGIN_ABI_VERSION})
  file(RELATIVE_PATH plugins_to_lib "/p/${install_dir}" "/p/${lib_dir}")
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON
    LIBRARY_OUTPUT_DIRECTORY "${ARG_OUTPUT_DIR}"
    INSTALL_RPATH "$ORIGIN/${plugins_to_lib}")
  if(CMAKE_LIBRARY_OUTPUT_DIRECTORY)
    # Inside Djed's tree: the SDK library relative to the plugin folder.
    file(RELATIVE_PATH out_to_lib "${ARG_OUTPUT_DIR}" "${CMAKE_LIBRARY_OUTPUT_DIRECTORY}")
    set_target_properties(${name} PROPERTIES BUILD_RPATH "$ORIGIN/${out_to_lib}")
  endif()
  if(ARG_OUTPUT_NAME)
    set_target_properties(${name} PROPERTIES OUTPUT_NAME "${ARG_OUTPUT_NAME}")
  endif()

  set(holder ${name})
  if(ARG_CORE)
    # The rules library goes into a shared object: position-independent, and
    # hidden so that two plugins never share a symbol.
    set(holder ${ARG_CORE})
    set_target_properties(${ARG_CORE} PROPERTIES POSITION_INDEPENDENT_CODE ON
      CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
    target_link_libraries(${name} PRIVATE ${ARG_CORE})
  endif()
  if(ARG_RULES OR ARG_MESSAGES OR ARG_IMAGES)
    _djed_language_pairs(rules ${ARG_RULES})
    _djed_language_pairs(messages ${ARG_MESSAGES})
    set(course "")
    if(ARG_LESSONS)
      set(course LESSONS "${ARG_LESSONS}")
    endif()
    if(ARG_PUZZLES)
      list(APPEND course PUZZLES "${ARG_PUZZLES}")
    endif()
    djed_embed_resources(${holder} NAMESPACE ${ARG_NAMESPACE}
      RULES ${rules} MESSAGES ${messages} IMAGES ${ARG_IMAGES} ${course})
  endif()

  if(NOT ARG_NO_INSTALL)
    if(DEFINED DJED_PLUGIN_COMPONENT)
      set(component "${DJED_PLUGIN_COMPONENT}")
    else()
      set(component runtime)
    endif()
    install(TARGETS ${name} LIBRARY DESTINATION "${install_dir}" COMPONENT ${component})
    # Nothing links a plugin: what loads plugins depends on this list.
    set_property(GLOBAL APPEND PROPERTY DJED_GAME_PLUGINS ${name})
  endif()
endfunction()

# djed_add_conformance_test(<name> [PLUGINS <plugin target>...] [DIRECTORIES <dir>...])
#
# A GoogleTest program that runs the SDK's conformance suite (random games
# checking clone, undo, notation round trips, chance, the UI vocabulary, ...)
# over every game in the plugins and folders named; one CTest test per check
# and game.
function(djed_add_conformance_test name)
  cmake_parse_arguments(ARG "" "" "PLUGINS;DIRECTORIES" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "djed_add_conformance_test(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS} "
      "(PLUGINS <plugin target>... or DIRECTORIES <folder>...)")
  endif()
  if(NOT ARG_PLUGINS AND NOT ARG_DIRECTORIES)
    message(FATAL_ERROR "djed_add_conformance_test(${name}): name PLUGINS or DIRECTORIES to test")
  endif()
  _djed_target(suite conformance)
  if(NOT suite)
    message(FATAL_ERROR "djed_add_conformance_test: the Djed package has no conformance suite "
      "(GoogleTest was not found, or the SDK was installed without tests)")
  endif()
  include(GoogleTest)
  set(places ${ARG_DIRECTORIES})
  foreach(plugin IN LISTS ARG_PLUGINS)
    get_target_property(dir ${plugin} LIBRARY_OUTPUT_DIRECTORY)
    get_target_property(file ${plugin} OUTPUT_NAME)
    if(NOT file)
      set(file ${plugin})
    endif()
    list(APPEND places "${dir}/${file}${CMAKE_SHARED_MODULE_SUFFIX}")
  endforeach()
  # The places are compiled in (test discovery runs the program without
  # arguments); places given on the command line replace them.
  set(list "")
  foreach(place IN LISTS places)
    string(APPEND list "\"${place}\", ")
  endforeach()
  set(main "${CMAKE_CURRENT_BINARY_DIR}/${name}_main.cpp")
  file(CONFIGURE OUTPUT "${main}" CONTENT
"// Generated by djed_add_conformance_test(): the suite over the plugins given
// on the command line, or else those it was made for.
#include \"djed/conformance.hpp\"
int main(int argc, char** argv) { return djed::conformance::main(argc, argv, {${list}}); }
")
  add_executable(${name} "${main}")
  target_link_libraries(${name} PRIVATE ${suite})
  if(ARG_PLUGINS)
    add_dependencies(${name} ${ARG_PLUGINS})
  endif()
  gtest_discover_tests(${name} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT 600)
endfunction()

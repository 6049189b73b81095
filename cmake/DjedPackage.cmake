# The installed SDK: headers, libdjed_sdk, the conformance suite and a CMake
# package (lib/cmake/Djed) with the plugin helpers, so that a game can be
# built outside this tree: find_package(Djed 1.0). Semantic versioning: any
# 1.x accepts a plugin written for 1.0 (docs/WRITING_A_PLUGIN.md, "Versions").
include(CMakePackageConfigHelpers)
set(_djed_cmake_dir "${CMAKE_INSTALL_LIBDIR}/cmake/Djed")

install(DIRECTORY "${PROJECT_SOURCE_DIR}/sdk/include/djed" DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
  COMPONENT sdk)
install(TARGETS djed_sdk EXPORT DjedTargets
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT games NAMELINK_COMPONENT sdk)
set_target_properties(djed_sdk PROPERTIES EXPORT_NAME sdk)
install(EXPORT DjedTargets NAMESPACE Djed:: DESTINATION "${_djed_cmake_dir}" COMPONENT sdk)
if(TARGET djed_conformance)
  install(FILES "${PROJECT_SOURCE_DIR}/sdk/conformance/include/djed/conformance.hpp"
    DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/djed" COMPONENT sdk)
  install(TARGETS djed_conformance EXPORT DjedConformanceTargets
    ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT sdk)
  install(EXPORT DjedConformanceTargets NAMESPACE Djed:: DESTINATION "${_djed_cmake_dir}" COMPONENT sdk)
endif()

configure_package_config_file("${PROJECT_SOURCE_DIR}/cmake/DjedConfig.cmake.in"
  "${CMAKE_BINARY_DIR}/DjedConfig.cmake" INSTALL_DESTINATION "${_djed_cmake_dir}"
  PATH_VARS DJED_PLUGIN_INSTALL_DIR)
# 0.x: a new minor version may break plugins.
write_basic_package_version_file("${CMAKE_BINARY_DIR}/DjedConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}" COMPATIBILITY SameMajorVersion)
install(FILES "${CMAKE_BINARY_DIR}/DjedConfig.cmake" "${CMAKE_BINARY_DIR}/DjedConfigVersion.cmake"
  "${PROJECT_SOURCE_DIR}/cmake/DjedPlugin.cmake" "${PROJECT_SOURCE_DIR}/cmake/DjedResources.cmake"
  DESTINATION "${_djed_cmake_dir}" COMPONENT sdk)

# The worked examples: Senet, which the guide walks through, and Mehen, a
# game on a board that is not a grid (docs/sdk/board.md).
install(DIRECTORY "${PROJECT_SOURCE_DIR}/examples/senet" "${PROJECT_SOURCE_DIR}/examples/mehen"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/djed/examples" COMPONENT sdk PATTERN "build*" EXCLUDE)
# The guide, the reference pages beside it (sdk/) and the formats it points
# to, laid out as in docs/ so that its links hold in both places.
install(FILES "${PROJECT_SOURCE_DIR}/docs/WRITING_A_PLUGIN.md" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/djed-dev"
  COMPONENT sdk)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/sdk" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/djed-dev"
  COMPONENT sdk)
install(FILES "${PROJECT_SOURCE_DIR}/docs/records.md" "${PROJECT_SOURCE_DIR}/docs/review.md"
  "${PROJECT_SOURCE_DIR}/docs/CHANGELOG.md" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/djed-dev" COMPONENT sdk)

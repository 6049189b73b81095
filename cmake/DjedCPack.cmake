# Debian packages (cpack -G DEB): `djed`, the application with its games,
# and `djed-dev`, the SDK for building games outside this tree.
set(CPACK_PACKAGE_NAME djed)
set(CPACK_PACKAGE_VENDOR "The Djed project")
set(CPACK_PACKAGE_CONTACT "The Djed project <djed@localhost>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime sdk)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME djed)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION games)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "Egyptian board games: Ramses, Pharao and Seti
Ramses and Pharao by Horst Alexander Renz and Seti, a reconstruction of an
ancient Egyptian game, played from one launcher against a friend or the
computer. Each game is a plugin; new games can be added without changing
the application.")
# The libraries the programs link are found by dpkg-shlibdeps; the QML
# modules and the platform plugin are loaded at run time, so they are named.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${CMAKE_BINARY_DIR}/${CMAKE_INSTALL_LIBDIR}")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS
  "qt6-qpa-plugins, qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtcore, qml6-module-qt-labs-folderlistmodel")

set(CPACK_DEBIAN_SDK_PACKAGE_NAME djed-dev)
set(CPACK_DEBIAN_SDK_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_SDK_PACKAGE_DEPENDS "djed (= ${PROJECT_VERSION}), libboost-dev (>= 1.74), cmake (>= 3.25), g++ (>= 4:12)")
set(CPACK_DEBIAN_SDK_PACKAGE_RECOMMENDS "libgtest-dev, ninja-build")
set(CPACK_DEBIAN_SDK_DESCRIPTION "SDK for writing games for Djed
Headers, the CMake package (find_package(Djed)) with djed_add_game_plugin()
and the conformance suite, for building new game plugins for Djed.")
include(CPack)

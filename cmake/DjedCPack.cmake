# Debian packages (cpack -G DEB): `djed`, the application; `djed-games`, the
# games it plays (the plugins and libdjed_sdk, no Qt); `djed-server`, the
# server for games between computers, which needs the games but not the
# application; and `djed-dev`, the SDK for building games outside this tree.
set(CPACK_PACKAGE_NAME djed)
set(CPACK_PACKAGE_VENDOR "The Djed project")
set(CPACK_PACKAGE_CONTACT "The Djed project <djed@localhost>")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime games server sdk)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The libraries the programs link are found by dpkg-shlibdeps (libdjed_sdk in
# the build tree: it belongs to djed-games, named below where it is needed).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS "${CMAKE_BINARY_DIR}/${CMAKE_INSTALL_LIBDIR}")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME djed)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION games)
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "Egyptian board games: Ramses, Pharao and Seti
Ramses and Pharao by Horst Alexander Renz and Seti, a reconstruction of an
ancient Egyptian game, played from one launcher against a friend or the
computer. Each game is a plugin; new games can be added without changing
the application.")
# The QML modules and the platform plugin are loaded at run time, so they are named.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS
  "djed-games (= ${PROJECT_VERSION}), qt6-qpa-plugins, qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtcore, qml6-module-qt-labs-folderlistmodel")

set(CPACK_DEBIAN_GAMES_PACKAGE_NAME djed-games)
set(CPACK_DEBIAN_GAMES_PACKAGE_SECTION games)
set(CPACK_DEBIAN_GAMES_DESCRIPTION "Egyptian board games for Djed: the rules
Ramses, Pharao and Seti as game plugins, with the library they share
(libdjed_sdk) and Pharao's solved endings: everything the application (djed)
and the server (djed-server) load, without a user interface.")
set(CPACK_DEBIAN_GAMES_PACKAGE_SHLIBDEPS ON)
# Up to 0.2.0 these files were in the package djed.
set(CPACK_DEBIAN_GAMES_PACKAGE_REPLACES "djed (<= 0.2.0)")

set(CPACK_DEBIAN_SERVER_PACKAGE_NAME djed-server)
set(CPACK_DEBIAN_SERVER_PACKAGE_SECTION games)
set(CPACK_DEBIAN_SERVER_DESCRIPTION "Server for Djed's games between players on other computers
Plays Ramses, Pharao, Seti and any other installed Djed game over WebSocket
(ws://, or wss:// with a certificate or behind a TLS proxy): checks every turn
by the game's rules, throws fair dice, runs the clocks and keeps every game on
disk before it answers, so that a crash loses nothing. Comes with a systemd
service on 127.0.0.1:7640 and an nginx example. No graphical libraries.")
set(CPACK_DEBIAN_SERVER_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_SERVER_PACKAGE_DEPENDS "djed-games (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_SERVER_PACKAGE_SUGGESTS "nginx, redis-server")
# The service is enabled and started on a first install and restarted after
# an upgrade, as Debian's services are; its user is systemd's (DynamicUser=).
set(_server_scripts "${PROJECT_SOURCE_DIR}/data/debian/djed-server")
set(CPACK_DEBIAN_SERVER_PACKAGE_CONTROL_EXTRA
  "${_server_scripts}/postinst" "${_server_scripts}/prerm" "${_server_scripts}/postrm")
set(CPACK_DEBIAN_SERVER_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)

set(CPACK_DEBIAN_SDK_PACKAGE_NAME djed-dev)
set(CPACK_DEBIAN_SDK_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_SDK_PACKAGE_DEPENDS "djed (= ${PROJECT_VERSION}), libboost-dev (>= 1.74), cmake (>= 3.25), g++ (>= 4:12)")
set(CPACK_DEBIAN_SDK_PACKAGE_RECOMMENDS "libgtest-dev, ninja-build")
set(CPACK_DEBIAN_SDK_DESCRIPTION "SDK for writing games for Djed
Headers, the CMake package (find_package(Djed)) with djed_add_game_plugin()
and the conformance suite, for building new game plugins for Djed.")
include(CPack)

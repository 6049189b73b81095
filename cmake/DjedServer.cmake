# djed-server as a system service (component server, the package
# djed-server; the program itself is installed by server/CMakeLists.txt):
# the systemd unit, the manual page, an nginx example and the documents an
# operator reads (data/, docs/).
set(_server_data "${PROJECT_SOURCE_DIR}/data")
# Relative to the prefix: /usr/lib/systemd/system in the package (Debian 12
# has /lib as a link to /usr/lib), /usr/local/lib/systemd/system by hand;
# systemd reads both. The unit runs /usr/bin/djed-server: another prefix
# needs its ExecStart= changed (docs/server.md).
install(FILES "${_server_data}/djed-server.service" DESTINATION lib/systemd/system COMPONENT server)
install(FILES "${_server_data}/djed-server.1" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1" COMPONENT server)
install(FILES "${_server_data}/nginx-djed-server.conf" "${PROJECT_SOURCE_DIR}/docs/server.md"
  "${PROJECT_SOURCE_DIR}/docs/protocol.md" "${PROJECT_SOURCE_DIR}/docs/scaling.md"
  DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/djed-server" COMPONENT server)

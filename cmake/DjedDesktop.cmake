# Djed as a desktop application: the launcher entry, the icon, the AppStream
# metainfo, the record file type and the manual pages (data/).
set(_data "${PROJECT_SOURCE_DIR}/data")
install(FILES "${_data}/djed-cli.6" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6" COMPONENT runtime)
if(DJED_BUILD_APP)
  install(FILES "${_data}/djed.6" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6" COMPONENT runtime)
  install(FILES "${_data}/org.djed.Djed.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications"
    COMPONENT runtime)
  install(FILES "${_data}/org.djed.Djed.svg" DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
    COMPONENT runtime)
  install(FILES "${_data}/org.djed.Djed.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo"
    COMPONENT runtime)
  if(EXISTS "${_data}/org.djed.Djed.mime.xml")
    install(FILES "${_data}/org.djed.Djed.mime.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
      RENAME org.djed.Djed.xml COMPONENT runtime)
  endif()
endif()

# SPDX-License-Identifier: MIT
# Read by cpack once for each generator (CPACK_PROJECT_CONFIG_FILE).
if(CPACK_GENERATOR STREQUAL "DEB" AND NOT CPACK_CITYSCAPE_BINDIR STREQUAL "games")
  message(WARNING "cityscape: this .deb puts the programs in /usr/${CPACK_CITYSCAPE_BINDIR}, "
    "but Debian keeps games in /usr/games: configure the tree with "
    "-DCMAKE_INSTALL_BINDIR=games for a package that passes lintian (scripts/ci-packaging "
    "does; docs/packaging.md)")
endif()

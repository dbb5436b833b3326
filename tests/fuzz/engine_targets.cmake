# SPDX-License-Identifier: MIT
# The fuzz targets of the engine (issue 26), included twice by
# tests/fuzz/CMakeLists.txt: in the CS_FUZZ=ON build (libFuzzer, clang) and
# in the normal build (the committed corpus replayed as a test).
#
#   game_record   eg_record_parse of any bytes, then a replay through the
#                 game's table and a write / re-read round trip: links the
#                 engine and every game (cs_engine)
#   cli_numbers   eg_parse_u64 / eg_parse_int and the line reader of every
#                 command line (cs_engine_base)
#
# With CS_FUZZ the engine's and the games' libraries are compiled with
# -fsanitize=fuzzer-no-link (coverage and ASan/UBSan), so the fuzzer sees
# the edges of the record reader and of every game's rules it replays.
set(CS_FUZZ_ENGINE_TARGETS game_record cli_numbers)
set(CS_FUZZ_ENGINE_LIB_game_record cs_engine)
set(CS_FUZZ_ENGINE_LIB_cli_numbers cs_engine_base)

if(CS_FUZZ)
  set(libs cs_engine_base cs_engine cs_core)
  if(TARGET cs_ai)
    list(APPEND libs cs_ai)
  endif()
  foreach(game ${CS_GAMES})
    list(APPEND libs cs_game_${game})
  endforeach()
  foreach(lib ${libs})
    target_compile_options(${lib} PRIVATE -g -O1 -fno-omit-frame-pointer
      -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined)
  endforeach()
  foreach(t ${CS_FUZZ_ENGINE_TARGETS})
    add_executable(fuzz_${t} fuzz_${t}.c)
    target_include_directories(fuzz_${t} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
    target_compile_options(fuzz_${t} PRIVATE -g -O1 -fno-omit-frame-pointer
      -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
    target_link_options(fuzz_${t} PRIVATE -fsanitize=fuzzer,address,undefined)
    target_link_libraries(fuzz_${t} PRIVATE ${CS_FUZZ_ENGINE_LIB_${t}} cs_warnings)
    set_target_properties(fuzz_${t} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
    add_dependencies(fuzz_all fuzz_${t})
  endforeach()
else()
  foreach(t ${CS_FUZZ_ENGINE_TARGETS})
    add_executable(fuzz_${t}_replay fuzz_${t}.c replay.c)
    target_include_directories(fuzz_${t}_replay PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
    target_link_libraries(fuzz_${t}_replay PRIVATE ${CS_FUZZ_ENGINE_LIB_${t}} cs_warnings)
    set_target_properties(fuzz_${t}_replay PROPERTIES
      RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tests)
    add_test(NAME fuzz_corpus_${t}
             COMMAND fuzz_${t}_replay ${CMAKE_CURRENT_SOURCE_DIR}/corpus/${t})
  endforeach()
endif()

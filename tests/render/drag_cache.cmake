# SPDX-License-Identifier: MIT
# The frame cache draws what a full frame draws: a screenshot after one
# frame with a piece held up (all drawn) equals one after three (the third
# copies the still part cached by the second and draws only the piece).
# Run: cmake -DEXE=... -DCOMPARE=golden_compare -DOUT=dir "-DARGS=--game;ID" -P drag_cache.cmake
foreach(n 1 3)
  execute_process(
    COMMAND ${EXE} ${ARGS} --drag ${n} --size 480x270 --screenshot ${OUT}_drag${n}.png
    RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(rc EQUAL 3)
    message(STATUS "no OpenGL 3.3 core context: skipped")
    return()
  endif()
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cityscape ${ARGS} --drag ${n} exited ${rc}:\n${err}")
  endif()
endforeach()
execute_process(COMMAND ${COMPARE} --compare ${OUT}_drag1.png ${OUT}_drag3.png
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the cached frame differs from the full one:\n${out}")
endif()
message(STATUS "${out}")

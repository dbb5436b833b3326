# SPDX-License-Identifier: MIT
# cityscape --screenshot with a malformed CPN (the position drawn at the
# generic table) exits 1, says why on one line naming the column and the
# bad value, and writes no file. Run: cmake -DEXE=... -DOUT=... -P bad_cpn.cmake
file(REMOVE ${OUT})
execute_process(
  COMMAND ${EXE} --screenshot ${OUT} --position "35,2,41,5/1,24,-,3/5,-,32,14/2,41,7,3"
  RESULT_VARIABLE rc ERROR_VARIABLE err OUTPUT_VARIABLE out)
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit status 1, got '${rc}'\n${err}")
endif()
if(EXISTS ${OUT})
  message(FATAL_ERROR "a file was written for a malformed position: ${OUT}")
endif()
string(STRIP "${err}" err)
string(FIND "${err}" "\n" newline)
if(err STREQUAL "" OR NOT newline EQUAL -1)
  message(FATAL_ERROR "expected one line of error, got:\n${err}")
endif()
if(NOT err MATCHES "column [0-9]+" OR NOT err MATCHES "height 7")
  message(FATAL_ERROR "the error should name the column and the bad height 7:\n${err}")
endif()
message(STATUS "ok: ${err}")

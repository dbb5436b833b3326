# SPDX-License-Identifier: MIT
# cmake -DCLI=... -DFILE=... -DWANT_RC=N -DWANT_ERR=REGEX -P expect_exit.cmake
# Runs `CLI replay FILE` and checks its exit status and standard error.
execute_process(COMMAND ${CLI} replay ${FILE}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL WANT_RC)
  message(FATAL_ERROR "exit status ${rc}, expected ${WANT_RC}\nstdout: ${out}\nstderr: ${err}")
endif()
if(NOT err MATCHES "${WANT_ERR}")
  message(FATAL_ERROR "stderr does not match '${WANT_ERR}':\n${err}")
endif()
message(STATUS "ok: exit ${rc}: ${err}")

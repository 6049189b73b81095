# Fails the build when the web client's script outgrows its budget
# (-DFILE=..., -DBUDGET=bytes), and says its size either way.
file(SIZE "${FILE}" size)
math(EXPR kib "${size} / 1024")
math(EXPR budget_kib "${BUDGET} / 1024")
if(size GREATER BUDGET)
  message(FATAL_ERROR "web client: app.js is ${size} bytes (${kib} KiB), over its budget of ${BUDGET} (${budget_kib} KiB)")
endif()
message(STATUS "web client: app.js ${size} bytes (${kib} KiB of ${budget_kib} KiB)")

#!/usr/bin/env python3
# Run one command and record what the kernel says about it: wall time measured around fork/exec/wait
# (so this wrapper's own start-up is not counted), user and system CPU time and max RSS from wait4().
#   python3 rusage.py OUT.json CMD [ARGS...]
# The child inherits stdin/stdout/stderr. OUT.json: {"wall_ms", "user_ms", "sys_ms", "maxrss_kb", "status"}.
import json
import os
import sys
import time

out, cmd = sys.argv[1], sys.argv[2:]
t0 = time.perf_counter()
pid = os.posix_spawnp(cmd[0], cmd, os.environ)
_, status, ru = os.wait4(pid, 0)
t1 = time.perf_counter()
code = os.waitstatus_to_exitcode(status)
with open(out, "w") as f:
    json.dump(
        {
            "wall_ms": (t1 - t0) * 1000,
            "user_ms": ru.ru_utime * 1000,
            "sys_ms": ru.ru_stime * 1000,
            "maxrss_kb": ru.ru_maxrss,
            "status": code,
        },
        f,
    )
sys.exit(code if code >= 0 else 128 - code)

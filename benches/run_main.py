"""Run a clauz3 benchmark program under CPython the way `clauz3 dry-run --quiet` does.

Usage: python3 benches/run_main.py PROG.py

Loads PROG.py with runpy (not as __main__), calls main(), then prints str() of
the returned value on the last line.
"""

import runpy
import sys


def run(path: str) -> None:
    namespace = runpy.run_path(path, run_name="clauz3_bench")
    result = namespace["main"]()
    print(str(result))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.stderr.write("usage: python3 benches/run_main.py PROG.py\n")
        sys.exit(2)
    run(sys.argv[1])

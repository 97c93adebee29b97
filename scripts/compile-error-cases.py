"""Rewrites the verdict line above each program of tests/data/compile_errors/cases.txt with
CPython's: `#### ok` where `compile()` accepts it, `#### error LINE: MESSAGE` where it raises
SyntaxError. A new case is added as a block under a bare `#### ` line. Run with python3.11:
`python3 scripts/compile-error-cases.py tests/data/compile_errors/cases.txt`."""
import pathlib
import sys


def verdict(source: str) -> str:
    try:
        compile(source, "c.py", "exec")
    except SyntaxError as e:
        return f"error {e.lineno}: {e.msg}"
    return "ok"


def main() -> None:
    path = pathlib.Path(sys.argv[1])
    blocks = []
    for line in path.read_text().splitlines(keepends=True):
        if line.startswith("####"):
            blocks.append([])
        elif blocks:
            blocks[-1].append(line)
    out = []
    for block in blocks:
        source = "".join(block).rstrip("\n") + "\n"
        out.append(f"#### {verdict(source)}\n{source}")
    path.write_text("".join(out))


main()

"""A report command that reads its options from sys.argv, falling back to defaults when it is
run without arguments (as here)."""
import sys

DEFAULTS = {"--limit": "3", "--sort": "name"}


def parse(argv):
    opts = dict(DEFAULTS)
    rest = []
    it = iter(argv)
    for arg in it:
        if arg in opts:
            opts[arg] = next(it, opts[arg])
        elif arg.startswith("--") and "=" in arg:
            key, _, value = arg.partition("=")
            opts[key] = value
        else:
            rest.append(arg)
    return opts, rest


def main():
    program, *args = sys.argv
    print("program:", program.rsplit("/", 1)[-1], "args:", args)
    opts, rest = parse(args or ["--limit", "2", "extra"])
    rows = [("pears", 4), ("apples", 9), ("kiwis", 1)]
    key = 0 if opts["--sort"] == "name" else 1
    for name, qty in sorted(rows, key=lambda r: r[key])[: int(opts["--limit"])]:
        print(f"{name:<8}{qty:>3}")
    print("rest:", rest, "argv unchanged:", len(sys.argv) == 1 + len(args))
    return 0

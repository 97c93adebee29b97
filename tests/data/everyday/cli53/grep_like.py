"""A grep-like filter: pattern, files, flags combined in one argument, and a count mode."""
import argparse
import re

FILES = {
    "app.log": ["INFO start", "ERROR disk full", "info retry", "ERROR timeout"],
    "db.log": ["WARN slow query", "error connection reset", "INFO done"],
}


def options(argv):
    parser = argparse.ArgumentParser(prog="search")
    parser.add_argument("pattern")
    parser.add_argument("files", nargs="*", default=["app.log"])
    parser.add_argument("-i", "--ignore-case", action="store_true")
    parser.add_argument("-c", "--count", action="store_true")
    parser.add_argument("-n", "--line-number", action="store_true")
    parser.add_argument("-m", "--max-count", type=int)
    return parser.parse_args(argv)


def search(args):
    flags = re.IGNORECASE if args.ignore_case else 0
    pattern = re.compile(args.pattern, flags)
    out = []
    for name in args.files:
        hits = [(i + 1, line) for i, line in enumerate(FILES.get(name, [])) if pattern.search(line)]
        if args.max_count is not None:
            hits = hits[: args.max_count]
        if args.count:
            out.append(f"{name}:{len(hits)}")
            continue
        for number, line in hits:
            prefix = f"{name}:" if len(args.files) > 1 else ""
            prefix += f"{number}:" if args.line_number else ""
            out.append(prefix + line)
    return out


def main():
    for argv in (["ERROR"], ["-in", "error", "app.log", "db.log"], ["-ic", "info", "app.log", "db.log"], ["-m1", "ERROR"], ["--ignore", "warn", "db.log"]):
        args = options(argv)
        print(" ".join(argv), "=>", args)
        for line in search(args):
            print("   ", line)

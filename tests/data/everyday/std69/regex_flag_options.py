"""Build a search's flags from command-line style options, log them, and run the search."""
import re

OPTIONS = {
    "ignore-case": re.IGNORECASE,
    "multiline": re.MULTILINE,
    "dotall": re.DOTALL,
    "verbose": re.VERBOSE,
    "ascii": re.ASCII,
}

TEXT = "Error: disk full\nwarning: retry\nERROR: timeout\n"


def flags_for(options):
    flags = re.NOFLAG
    for name in options:
        flags |= OPTIONS[name]
    return flags


def main():
    for options in ([], ["ignore-case"], ["ignore-case", "multiline"], ["multiline", "dotall", "ascii"]):
        flags = flags_for(options)
        print(f"options={options} flags={flags} repr={flags!r} int={int(flags)} fmt={flags:#06x}")
        hits = re.findall(r"^error: (\w+)", TEXT, flags)
        print("  hits:", hits, "| compiled:", re.compile(r"^error", flags))
    by_flag = {re.I: "case", re.M: "lines", re.S: "dot"}
    print(by_flag, by_flag[2], 8 in by_flag, sorted(by_flag.values()))
    print(re.I == 2, re.I + re.M, re.I * 3, re.M // 2, -re.S, re.I < re.M, max(re.I, re.M))
    print(divmod(re.X, 5), divmod(100, re.X), 2 ** re.I, 1 << re.M, 1024 >> re.I, sum([re.I, re.M]))
    print(str(re.I), "%s/%d/%r" % (re.M, re.M, re.M), "{}|{:d}|{!r}".format(re.S, re.S, re.S))
    print(format(re.X), format(re.X, "3d"), format(re.X, "b"), f"{re.A:>8}", f"[{re.U!s}]")
    pattern = re.compile(r"warn(ing)?", re.I | re.M)
    print(pattern.flags, type(pattern.flags).__name__, pattern.flags == re.I | re.M | re.U)
    print(pattern.flags & re.I, bool(pattern.flags & re.S), pattern.search("WARNING").group())


if __name__ == "__main__":
    main()

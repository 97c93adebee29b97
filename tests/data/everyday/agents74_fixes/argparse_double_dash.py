"""Where `--` goes: a runner passing arguments through to the command it launches."""
import argparse


def parser_for(*specs) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="run")
    p.add_argument("--env", action="append", default=[])
    for name, nargs in specs:
        if nargs == "...":
            p.add_argument(name, nargs=argparse.REMAINDER)
        else:
            p.add_argument(name, nargs=nargs)
    return p


def main():
    cases = [
        ((), ["--", "x"]),
        ((), ["--env", "A=1", "--", "-x"]),
        ((("cmd", None),), ["--", "-v"]),
        ((("cmd", None),), ["ls", "--", "-l", "--", "-a"]),
        ((("cmd", None), ("args", "*")), ["ls", "--", "-l", "--", "-a"]),
        ((("cmd", None), ("args", "...")), ["ls", "--env", "B=2", "--", "-l"]),
        ((("cmd", None), ("args", "...")), ["--env", "B=2", "ls", "-l", "--env", "C"]),
        ((("pair", 2),), ["a", "--", "b", "c"]),
        ((("maybe", "?"), ("rest", "*")), ["--", "--", "x"]),
        ((("files", "+"),), ["a", "--env", "E", "b", "--", "--env"]),
    ]
    for specs, argv in cases:
        p = parser_for(*specs)
        ns, extras = p.parse_known_args(argv)
        print(f"{argv!s:<44} {sorted(vars(ns).items())} extras={extras}")
    p = parser_for(("cmd", None))
    print(p.parse_known_args(["--env=--", "go"]))
    return len(cases)


if __name__ == "__main__":
    main()

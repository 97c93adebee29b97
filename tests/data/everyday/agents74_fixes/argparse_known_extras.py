"""A tool front end that forwards what its commands do not know to a wrapped program."""
import argparse
import io
from contextlib import redirect_stderr


def build() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="wrap")
    parser.add_argument("--trace", action="store_true")
    commands = parser.add_subparsers(dest="command")
    test = commands.add_parser("test")
    test.add_argument("paths", nargs="*")
    test.add_argument("--jobs", type=int, default=1)
    lint = commands.add_parser("lint")
    lint.add_argument("--fix", action="store_true")
    deep = lint.add_subparsers(dest="tool")
    style = deep.add_parser("style")
    style.add_argument("--line-length", type=int, default=88)
    return parser


def main():
    parser = build()
    cases = [
        ["test", "a.py", "--jobs", "4", "--", "-x", "--pdb"],
        ["test", "--color=yes", "a.py", "-k", "slow"],
        ["--trace", "lint", "--fix", "--unsafe", "style", "--line-length", "100", "--preview"],
        ["lint", "style", "--select", "E501"],
        ["--nope", "test"],
        ["test"],
    ]
    for argv in cases:
        ns, extras = parser.parse_known_args(argv)
        print(argv, "->", sorted(vars(ns).items()), extras)
        print("   ", "_unrecognized_args" in vars(ns), "_unrecognized_args" in ns)
    given = argparse.Namespace(trace=True, seen=1)
    ns, extras = parser.parse_known_args(["test", "--what"], namespace=given)
    print(ns is given, ns, extras)
    for argv in (["test", "--color"], ["lint", "style", "--x", "1"], ["--nope"]):
        err = io.StringIO()
        try:
            with redirect_stderr(err):
                parser.parse_args(argv)
        except SystemExit as exc:
            print(argv, exc.code, err.getvalue().splitlines()[-1])
    quiet = argparse.ArgumentParser(prog="quiet", exit_on_error=False)
    sub = quiet.add_subparsers(dest="cmd")
    sub.add_parser("go").add_argument("--n", type=int)
    print(quiet.parse_known_args(["go", "--n", "2", "--m", "3"]))
    return len(cases)


if __name__ == "__main__":
    main()

"""`ArgumentParser(exit_on_error=False)`: which mistakes raise `ArgumentError` and which still exit."""
import argparse


def build():
    parser = argparse.ArgumentParser(prog="tool", exit_on_error=False)
    parser.add_argument("--count", type=int)
    parser.add_argument("--cat")
    parser.add_argument("pos")
    parser.add_argument("--level", choices=["low", "high"])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--fast", action="store_true")
    group.add_argument("--safe", action="store_true")
    return parser


def main():
    parser = build()
    cases = [
        ["p", "--count", "3"], ["--count", "x", "p"], ["--c", "1", "p"], [], ["p", "--level", "mid"],
        ["p", "--count"], ["p", "--fast", "--safe"], ["p", "--zz"], ["p", "q"],
    ]
    for argv in cases:
        try:
            print("ok:", parser.parse_args(argv))
        except argparse.ArgumentError as err:
            print(f"ArgumentError: {err} | name={err.argument_name!r} message={err.message!r}")
        except SystemExit as stop:
            print("exit:", stop.code)
    top = argparse.ArgumentParser(prog="top", exit_on_error=False)
    commands = top.add_subparsers(dest="cmd")
    go = commands.add_parser("go", exit_on_error=False)
    go.add_argument("--n", type=int)
    for argv in (["go", "--n", "2"], ["go", "--n", "z"], ["nope"]):
        try:
            print("ok:", top.parse_args(argv))
        except argparse.ArgumentError as err:
            print("ArgumentError:", err)
        except SystemExit as stop:
            print("exit:", stop.code)


if __name__ == "__main__":
    main()

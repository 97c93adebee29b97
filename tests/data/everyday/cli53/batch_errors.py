"""Validating batches of command lines: each bad one reports its error and status 2."""
import argparse


def positive(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value


def build():
    parser = argparse.ArgumentParser(prog="jobs")
    parser.add_argument("name")
    parser.add_argument("--retries", type=positive, default=3)
    parser.add_argument("--timeout", type=float, required=True)
    parser.add_argument("--tags", nargs="*", default=[])
    return parser


def main():
    parser = build()
    results = []
    for argv in (
        ["nightly", "--timeout", "30"],
        ["nightly", "--timeout", "2.5", "--retries", "5", "--tags", "a", "b"],
        ["nightly"],
        ["--timeout", "1"],
        ["x", "--timeout", "1", "--retries", "0"],
        ["x", "--timeout", "soon"],
        ["x", "y", "--timeout", "1"],
    ):
        try:
            args = parser.parse_args(argv)
            results.append((args.name, args.retries, args.timeout, args.tags))
        except SystemExit as stop:
            results.append(("error", stop.code))
    for r in results:
        print(r)
    return len(results)

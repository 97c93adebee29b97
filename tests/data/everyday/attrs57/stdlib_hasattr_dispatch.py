"""Subcommand dispatch and value inspection through hasattr/getattr on standard-library
objects: argparse's Namespace (`hasattr(args, "func")`), Decimal, Fraction, dates and
builtin functions, as an agent's CLI tool writes them."""
import argparse
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction


def build_parser():
    parser = argparse.ArgumentParser(prog="ledger")
    parser.add_argument("--currency", default="EUR")
    sub = parser.add_subparsers(dest="command")
    add = sub.add_parser("add")
    add.add_argument("amount")
    add.set_defaults(func=lambda a: f"added {Decimal(a.amount):.2f} {a.currency}")
    sub.add_parser("list")
    return parser


def dispatch(argv):
    args = build_parser().parse_args(argv)
    if hasattr(args, "func"):
        handler = args.func
        return handler(args)
    return f"no handler for {getattr(args, 'command', None)!r} (amount given: {hasattr(args, 'amount')})"


def capabilities(value):
    names = ("quantize", "adjusted", "limit_denominator", "isoformat", "total_seconds", "hour",
             "numerator", "__call__", "__len__", "__iter__", "real")
    return [n for n in names if hasattr(value, n)]


def main():
    print(dispatch(["add", "12.5"]))
    print(dispatch(["--currency", "USD", "list"]))
    for value in (Decimal("1.50"), Fraction(3, 4), date(2024, 2, 29), timedelta(days=2), len, 7):
        print(type(value).__name__ if not callable(value) or isinstance(value, type) else "builtin",
              capabilities(value))
    print(getattr(len, "__defaults__", "no defaults"), getattr(Decimal("2"), "missing", "absent"))


if __name__ == "__main__":
    main()

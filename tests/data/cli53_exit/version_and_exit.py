"""A script that prints its version, or stops early with a message through sys.exit."""
import argparse
import sys


def main():
    parser = argparse.ArgumentParser(prog="inventory")
    parser.add_argument("--version", action="version", version="%(prog)s 2.1.0")
    parser.add_argument("--store", choices=["north", "south"])
    args = parser.parse_args([])
    if args.store is None:
        print("no store given", file=sys.stderr)
        sys.exit("choose a store with --store")
    print(args.store)


if __name__ == "__main__":
    main()

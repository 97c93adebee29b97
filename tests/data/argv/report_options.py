"""A report tool reading its options from sys.argv, then from argparse: run with and without
arguments, it must print what python3 prints for the same command line."""
import argparse
import sys
from sys import argv as command_line


def options(argv):
    opts = {"month": 6, "year": 2024, "export": False}
    for arg in argv[1:]:
        if arg.startswith("--month="):
            opts["month"] = int(arg.split("=", 1)[1])
        elif arg == "--export":
            opts["export"] = True
    return opts


def main():
    args = sys.argv
    print("program:", args[0].rsplit("/", 1)[-1], "extra arguments:", len(args) - 1)
    print("all str:", all(isinstance(a, str) for a in args), "is list:", isinstance(args, list))
    print("imported by name:", command_line is sys.argv, command_line[1:] == args[1:])
    opts = options(args)
    print("options:", opts)
    parser = argparse.ArgumentParser()
    parser.add_argument("--month", type=int, default=1)
    parser.add_argument("--export", action="store_true")
    parser.add_argument("names", nargs="*")
    ns = parser.parse_args()
    print("argparse:", ns.month, ns.export, ns.names, parser.prog)
    sys.argv.append("--seen")
    print("same list:", args[-1], len(sys.argv) - len(args))
    return opts["month"]


if __name__ == "__main__":
    main()

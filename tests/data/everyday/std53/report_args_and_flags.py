"""A report tool that reads its options from sys.argv (none given here), with access levels
as a Flag and the report month from calendar."""
import sys
import calendar
from enum import Flag, auto


class Access(Flag):
    NONE = 0
    READ = auto()
    EXPORT = auto()
    ADMIN = auto()


def options(argv):
    opts = {"month": 6, "year": 2024, "access": Access.READ}
    for arg in argv[1:]:
        if arg.startswith("--month="):
            opts["month"] = int(arg.split("=", 1)[1])
        elif arg == "--export":
            opts["access"] |= Access.EXPORT
    return opts


def main():
    args = sys.argv
    print("extra arguments:", len(args) - 1, isinstance(args, list), isinstance(args[0], str))
    opts = options(args + ["--month=9", "--export"])
    year, month = opts["year"], opts["month"]
    print("access:", opts["access"], Access.EXPORT in opts["access"], Access.ADMIN in opts["access"])
    print(repr(Access.NONE), repr(Access(0)), Access.NONE in opts["access"])
    print(calendar.month_name[month], calendar.monthrange(year, month))
    return opts["access"].value

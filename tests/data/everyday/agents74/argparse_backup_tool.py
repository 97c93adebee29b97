"""A backup CLI: parse several invocations and print the plan each would run."""
import argparse
import io
from contextlib import redirect_stderr


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="backupctl", description="Plan and run database backups.")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    parser.add_argument("--dry-run", action="store_true")
    sub = parser.add_subparsers(dest="command", required=True)

    run = sub.add_parser("run", help="take a backup now")
    run.add_argument("databases", nargs="+", metavar="DB")
    run.add_argument("--compress", choices=["none", "gzip", "zstd"], default="gzip")
    run.add_argument("--keep", type=int, default=7, help="snapshots to keep (default: %(default)s)")
    run.add_argument("--tag", action="append", default=[], dest="tags")

    prune = sub.add_parser("prune", help="delete old snapshots")
    prune.add_argument("--older-than", type=int, required=True, metavar="DAYS")
    prune.add_argument("--exclude", nargs="*", default=[])

    ls = sub.add_parser("list")
    ls.add_argument("--format", dest="fmt", choices=("table", "json"), default="table")
    ls.add_argument("limit", nargs="?", type=int, default=10)
    return parser


def plan(ns: argparse.Namespace) -> list[str]:
    steps = []
    if ns.command == "run":
        for db in ns.databases:
            ext = {"none": "sql", "gzip": "sql.gz", "zstd": "sql.zst"}[ns.compress]
            steps.append(f"dump {db} -> {db}.{ext}")
        steps.append(f"rotate: keep newest {ns.keep}")
        if ns.tags:
            steps.append("tag " + ",".join(ns.tags))
    elif ns.command == "prune":
        steps.append(f"delete snapshots older than {ns.older_than}d except {ns.exclude or 'nothing'}")
    else:
        steps.append(f"list {ns.limit} snapshots as {ns.fmt}")
    if ns.dry_run:
        steps = ["(dry) " + s for s in steps]
    return steps


INVOCATIONS = [
    ["run", "orders", "users", "--compress", "zstd", "--tag", "weekly", "--tag", "pre-migration"],
    ["-vv", "--dry-run", "prune", "--older-than", "30", "--exclude", "orders"],
    ["list", "--format=json", "5"],
    ["list"],
    ["run", "orders", "--keep", "three"],
    ["prune"],
    ["run", "orders", "--compress", "lz4"],
]


def main():
    parser = build_parser()
    ok = 0
    for argv in INVOCATIONS:
        print("$ backupctl", " ".join(argv))
        err = io.StringIO()
        try:
            with redirect_stderr(err):
                ns = parser.parse_args(argv)
        except SystemExit as exc:
            last = err.getvalue().strip().splitlines()[-1]
            print(f"  exit {exc.code}: {last}")
            continue
        ok += 1
        print("  ", {k: v for k, v in sorted(vars(ns).items())})
        for step in plan(ns):
            print("   -", step)
        if ns.verbose:
            print(f"   verbosity {ns.verbose}")
    print(parser.format_usage().strip())
    ns, rest = parser.parse_known_args(["list", "3", "--color"])
    print(ns.limit, rest)
    return ok


if __name__ == "__main__":
    main()

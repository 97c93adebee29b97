"""A backup tool's command line: options with defaults, flags and a positional list."""
import argparse


def build_parser():
    parser = argparse.ArgumentParser(
        prog="backup",
        description="Copy the given directories into a dated archive and prune old ones.",
    )
    parser.add_argument("paths", nargs="+", help="directories to back up")
    parser.add_argument("-d", "--dest", default="/var/backups", help="where archives go (default: %(default)s)")
    parser.add_argument("-k", "--keep", type=int, default=7, help="archives to keep")
    parser.add_argument("-n", "--dry-run", action="store_true", help="show what would happen")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    parser.add_argument("--exclude", action="append", default=[], metavar="GLOB", help="skip matching files")
    return parser


def plan(args):
    steps = []
    for path in args.paths:
        name = path.strip("/").replace("/", "_") or "root"
        steps.append(f"archive {path} -> {args.dest}/{name}.tar.gz")
    if args.exclude:
        steps.append("excluding " + ", ".join(args.exclude))
    steps.append(f"prune to the newest {args.keep}")
    return steps


def main():
    parser = build_parser()
    parser.print_help()
    for argv in (
        ["/etc", "/home/ana"],
        ["-n", "-vv", "--keep", "3", "/srv/www", "--exclude", "*.log", "--exclude=*.tmp"],
        ["--dest=/mnt/usb", "-k2", "/"],
    ):
        args = parser.parse_args(argv)
        print(args)
        mode = "DRY RUN" if args.dry_run else "run"
        print(f"[{mode}] verbosity={args.verbose}")
        for step in plan(args):
            print("  " + step)
    return len(argv)


if __name__ == "__main__":
    main()

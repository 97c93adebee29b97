"""A release helper CLI built with argparse, exercised on fixed argv lists."""
import argparse
import re

SEMVER = re.compile(r"^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.]+))?$")


def semver(text: str) -> tuple:
    m = SEMVER.match(text)
    if not m:
        raise argparse.ArgumentTypeError(f"not a semantic version: {text!r}")
    major, minor, patch, pre = m.groups()
    return int(major), int(minor), int(patch), pre


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="release", description="Cut and publish releases.")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    parser.add_argument("--dry-run", action="store_true", help="print the plan only")
    sub = parser.add_subparsers(dest="command", required=True)

    bump = sub.add_parser("bump", help="compute the next version")
    bump.add_argument("current", type=semver)
    bump.add_argument("part", choices=["major", "minor", "patch"])
    bump.add_argument("--pre", metavar="TAG")

    publish = sub.add_parser("publish", help="upload artifacts")
    publish.add_argument("artifacts", nargs="+")
    publish.add_argument("--channel", default="stable", choices=("stable", "beta", "nightly"))
    publish.add_argument("--retries", type=int, default=3)
    publish.add_argument("--tag", action="append", default=[], dest="tags")
    return parser


def next_version(current, part, pre):
    major, minor, patch, _ = current
    if part == "major":
        major, minor, patch = major + 1, 0, 0
    elif part == "minor":
        minor, patch = minor + 1, 0
    else:
        patch += 1
    return f"{major}.{minor}.{patch}" + (f"-{pre}" if pre else "")


def execute(args) -> str:
    if args.command == "bump":
        return f"next version: {next_version(args.current, args.part, args.pre)}"
    plan = [f"upload {a} to {args.channel}" for a in args.artifacts]
    if args.tags:
        plan.append("tag " + ",".join(args.tags))
    prefix = "[dry-run] " if args.dry_run else ""
    return "\n".join(prefix + step for step in plan) + f"\n(retries={args.retries})"


def main():
    parser = build_parser()
    argvs = [
        ["bump", "1.4.2", "minor"],
        ["-vv", "bump", "2.0.0-rc.1", "major", "--pre", "alpha"],
        ["--dry-run", "publish", "dist/app.whl", "dist/app.tar.gz", "--channel", "beta", "--tag", "lts", "--tag", "x"],
        ["publish", "dist/app.whl", "--retries", "five"],
        ["bump", "1.4", "patch"],
        ["deploy"],
    ]
    for argv in argvs:
        print("$ release", " ".join(argv))
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:
            print(f"  exited with status {exc.code}")
            continue
        if args.verbose:
            print(f"  (verbosity {args.verbose}) {vars(args)}")
        for line in execute(args).splitlines():
            print("  " + line)
    print(parser.format_usage().strip())


if __name__ == "__main__":
    main()

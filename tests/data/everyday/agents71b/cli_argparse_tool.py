"""A small 'deployctl' command-line tool exercised with canned argv lists."""
import argparse
import contextlib
import io


def positive_int(text):
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{value} is not positive")
    return value


def build_parser():
    parser = argparse.ArgumentParser(prog="deployctl", description="Manage deployments.")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="more output")
    parser.add_argument("--env", choices=["dev", "staging", "prod"], default="dev")
    sub = parser.add_subparsers(dest="command", required=True)

    deploy = sub.add_parser("deploy", help="deploy a service")
    deploy.add_argument("service")
    deploy.add_argument("--tag", default="latest")
    deploy.add_argument("--replicas", type=positive_int, default=1)
    deploy.add_argument("--dry-run", action="store_true")
    deploy.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE")

    rollback = sub.add_parser("rollback", help="roll back to a revision")
    rollback.add_argument("service")
    rollback.add_argument("revision", type=int, nargs="?")

    status = sub.add_parser("status")
    status.add_argument("services", nargs="*")
    return parser


def run(argv):
    parser = build_parser()
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):
            args = parser.parse_args(argv)
    except SystemExit as exc:
        last = err.getvalue().strip().splitlines()[-1]
        return f"exit {exc.code}: {last}"
    if args.command == "deploy":
        overrides = dict(item.split("=", 1) for item in args.overrides)
        mode = "DRY RUN " if args.dry_run else ""
        msg = f"{mode}deploy {args.service}:{args.tag} x{args.replicas} to {args.env}"
        if overrides:
            msg += f" with {overrides}"
    elif args.command == "rollback":
        target = "previous revision" if args.revision is None else f"revision {args.revision}"
        msg = f"rollback {args.service} to {target} in {args.env}"
    else:
        msg = f"status of {', '.join(args.services) or 'all services'} in {args.env}"
    if args.verbose:
        msg += f" (verbosity {args.verbose})"
    return msg


ARGVS = [
    ["deploy", "api"],
    ["--env", "prod", "-vv", "deploy", "api", "--tag", "v2.1.0", "--replicas", "3", "--set", "LOG=debug", "--set", "X=1=2"],
    ["--env=staging", "deploy", "web", "--dry-run"],
    ["rollback", "api"],
    ["rollback", "api", "7", "-v"],
    ["status"],
    ["status", "api", "web"],
    ["deploy", "api", "--replicas", "0"],
    ["deploy", "api", "--replicas", "two"],
    ["--env", "qa", "status"],
    [],
    ["deploy"],
    ["frobnicate"],
]


def main():
    for argv in ARGVS:
        print(f"{' '.join(argv) or '(no args)':<75} -> {run(argv)}")
    ns = build_parser().parse_args(["deploy", "x", "--dry-run"])
    print(sorted(vars(ns).items()))
    p = build_parser()
    print(p.prog, "-", p.description)


if __name__ == "__main__":
    main()

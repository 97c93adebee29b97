"""A deploy tool's command line, parsed from fixed argv lists to check every path."""
import argparse


def build_parser():
    parser = argparse.ArgumentParser(prog="deployctl", description="Deploy services.")
    parser.add_argument("-v", "--verbose", action="store_true", help="chatty output")
    parser.add_argument("--region", default="eu-west-1", choices=["eu-west-1", "us-east-1", "ap-south-1"])
    sub = parser.add_subparsers(dest="command", required=True)

    push = sub.add_parser("push", help="push a release")
    push.add_argument("service")
    push.add_argument("--replicas", type=int, default=2)
    push.add_argument("--tag", action="append", default=[])
    push.add_argument("--dry-run", action="store_true")

    rollback = sub.add_parser("rollback", help="roll back")
    rollback.add_argument("service")
    rollback.add_argument("steps", nargs="?", type=int, default=1)

    scale = sub.add_parser("scale")
    scale.add_argument("pairs", nargs="+", metavar="SVC=N")
    scale.add_argument("--max", type=float, default=10.0)
    return parser


def describe(ns):
    data = vars(ns)
    return ", ".join(f"{k}={data[k]!r}" for k in sorted(data))


def parse_scale_pairs(pairs, limit):
    out = {}
    for pair in pairs:
        name, _, count = pair.partition("=")
        if not count.isdigit():
            raise ValueError(f"bad pair {pair!r}")
        n = int(count)
        if n > limit:
            n = int(limit)
        out[name] = n
    return out


def try_parse(parser, argv):
    try:
        return parser.parse_args(argv)
    except SystemExit as exc:
        print(f"  -> exit code {exc.code}")
        return None


def main():
    parser = build_parser()
    cases = [
        ["push", "api"],
        ["-v", "--region", "us-east-1", "push", "web", "--replicas", "5", "--tag", "blue", "--tag", "v2"],
        ["rollback", "api"],
        ["rollback", "worker", "3"],
        ["scale", "api=3", "web=12", "--max", "8"],
        ["push", "api", "--dry-run", "--replicas=7"],
        ["--region", "mars-1", "push", "api"],
        ["push", "api", "--replicas", "many"],
        ["scale"],
        [],
    ]
    for argv in cases:
        print("argv:", " ".join(argv) if argv else "(empty)")
        ns = try_parse(parser, argv)
        if ns is None:
            continue
        print("  ", describe(ns))
        if ns.command == "scale":
            try:
                print("   plan:", parse_scale_pairs(ns.pairs, ns.max))
            except ValueError as err:
                print("   error:", err)
        elif ns.command == "push":
            mode = "DRY" if ns.dry_run else "LIVE"
            print(f"   {mode} push {ns.service} x{ns.replicas} tags={','.join(ns.tag) or '-'}")
        else:
            print(f"   rollback {ns.service} by {ns.steps} step{'s' if ns.steps != 1 else ''}")

    strict = argparse.ArgumentParser(prog="strict", exit_on_error=False)
    strict.add_argument("--count", type=int)
    for argv in (["--count", "4"], ["--count", "four"]):
        try:
            print("strict:", strict.parse_args(argv))
        except argparse.ArgumentError as err:
            print("strict error:", err)


if __name__ == "__main__":
    main()

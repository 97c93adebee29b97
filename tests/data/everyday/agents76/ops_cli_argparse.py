"""A small ops CLI built on argparse, dispatching a scripted list of command lines."""
import argparse
import shlex

SERVERS = {"web-1": {"status": "running", "cpu": 41}, "web-2": {"status": "stopped", "cpu": 0},
           "db-1": {"status": "running", "cpu": 77}}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ops", description="Manage servers.", exit_on_error=False)
    p.add_argument("-v", "--verbose", action="count", default=0)
    sub = p.add_subparsers(dest="command", required=True)
    ls = sub.add_parser("list", help="list servers", exit_on_error=False)
    ls.add_argument("--status", choices=["running", "stopped"])
    ls.add_argument("--sort", default="name", choices=["name", "cpu"])
    st = sub.add_parser("start", help="start servers", exit_on_error=False)
    st.add_argument("names", nargs="+")
    st.add_argument("--dry-run", action="store_true")
    sc = sub.add_parser("scale", help="set cpu cap", exit_on_error=False)
    sc.add_argument("name")
    sc.add_argument("--cap", type=int, default=50)
    return p


def run(args: argparse.Namespace) -> str:
    if args.command == "list":
        rows = [(n, s) for n, s in SERVERS.items() if args.status in (None, s["status"])]
        rows.sort(key=(lambda r: r[0]) if args.sort == "name" else (lambda r: -r[1]["cpu"]))
        return "\n".join(f"  {n:<6} {s['status']:<8} {s['cpu']:>3}%" for n, s in rows) or "  (none)"
    if args.command == "start":
        out = []
        for name in args.names:
            if name not in SERVERS:
                out.append(f"  {name}: unknown")
            elif SERVERS[name]["status"] == "running":
                out.append(f"  {name}: already running")
            else:
                if not args.dry_run:
                    SERVERS[name]["status"] = "running"
                out.append(f"  {name}: {'would start' if args.dry_run else 'started'}")
        return "\n".join(out)
    if args.command == "scale":
        old = SERVERS[args.name]["cpu"]
        SERVERS[args.name]["cpu"] = min(old, args.cap)
        return f"  {args.name}: cpu {old}% -> {SERVERS[args.name]['cpu']}% (cap {args.cap})"
    raise AssertionError(args.command)


SCRIPT = [
    "list",
    "list --status running --sort cpu",
    "start web-2 web-1 mail-1 --dry-run",
    "-vv start web-2",
    "scale db-1 --cap 60",
    "scale db-1 --cap sixty",
    "list --status paused",
]


def main():
    parser = build_parser()
    for line in SCRIPT:
        print(f"$ ops {line}")
        try:
            args = parser.parse_args(shlex.split(line))
        except argparse.ArgumentError as err:
            print(f"  error: {err}")
            continue
        if args.verbose:
            print(f"  [verbose={args.verbose}] {sorted(vars(args))}")
        print(run(args))
    print(sorted(vars(parser.parse_args(["start", "x"])).items()))
    return sum(s["status"] == "running" for s in SERVERS.values())


if __name__ == "__main__":
    main()

import argparse
import shlex
from collections import Counter
from datetime import date, timedelta

TICKETS = {}
NEXT_ID = [100]
TODAY = date(2024, 9, 16)


def build_parser():
    parser = argparse.ArgumentParser(prog="tix", description="Tiny ticket tracker")
    parser.add_argument("-v", "--verbose", action="count", default=0)
    sub = parser.add_subparsers(dest="command", required=True)

    new = sub.add_parser("new", help="open a ticket")
    new.add_argument("title")
    new.add_argument("--priority", "-p", choices=["low", "normal", "high"], default="normal")
    new.add_argument("--label", "-l", action="append", default=[])
    new.add_argument("--due-in", type=int, metavar="DAYS")

    close = sub.add_parser("close")
    close.add_argument("ids", nargs="+", type=int)
    close.add_argument("--reason", default="done")

    ls = sub.add_parser("ls")
    ls.add_argument("--label")
    ls.add_argument("--all", action="store_true")
    ls.add_argument("--sort", choices=["id", "priority", "due"], default="id")

    sub.add_parser("stats")
    return parser


PRIORITY_ORDER = {"high": 0, "normal": 1, "low": 2}


def cmd_new(args):
    tid = NEXT_ID[0]
    NEXT_ID[0] += 1
    due = TODAY + timedelta(days=args.due_in) if args.due_in is not None else None
    TICKETS[tid] = {"title": args.title, "priority": args.priority, "labels": args.label,
                    "due": due, "open": True, "reason": None}
    return f"created #{tid}" + (f" due {due:%a %d %b}" if due else "")


def cmd_close(args):
    out = []
    for tid in args.ids:
        t = TICKETS.get(tid)
        if t is None:
            out.append(f"#{tid}: no such ticket")
        elif not t["open"]:
            out.append(f"#{tid}: already closed")
        else:
            t.update(open=False, reason=args.reason)
            out.append(f"#{tid}: closed ({args.reason})")
    return "\n".join(out)


def cmd_ls(args):
    rows = [(tid, t) for tid, t in TICKETS.items() if (args.all or t["open"])
            and (args.label is None or args.label in t["labels"])]
    keys = {"id": lambda r: r[0], "priority": lambda r: (PRIORITY_ORDER[r[1]["priority"]], r[0]),
            "due": lambda r: (r[1]["due"] is None, r[1]["due"] or TODAY, r[0])}
    rows.sort(key=keys[args.sort])
    lines = [f"#{tid} [{t['priority']:^6}] {t['title']:<24} {','.join(t['labels']) or '-':<10} "
             f"{t['due'].isoformat() if t['due'] else '':<10} {'' if t['open'] else 'closed'}".rstrip()
             for tid, t in rows]
    return "\n".join(lines) or "(nothing)"


def cmd_stats(args):
    c = Counter(t["priority"] for t in TICKETS.values() if t["open"])
    overdue = sum(1 for t in TICKETS.values() if t["open"] and t["due"] and t["due"] < TODAY + timedelta(days=2))
    return f"open by priority: {dict(sorted(c.items()))}; due within 2 days: {overdue}"


HANDLERS = {"new": cmd_new, "close": cmd_close, "ls": cmd_ls, "stats": cmd_stats}

SCRIPT = """
new "Fix login redirect" -p high -l auth -l web --due-in 1
new 'Update docs for v2' -l docs
new "Flaky test: test_upload" --priority low --label ci --due-in 7
new "Rotate API keys" -p high --due-in 0
ls --sort priority
close 101 999
close 101
-v ls --all --sort due
ls --label auth
stats
new "Missing title arg" -p urgent
frobnicate
"""


def main():
    parser = build_parser()
    for line in SCRIPT.strip().splitlines():
        argv = shlex.split(line)
        print(f"$ tix {line}")
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:
            print(f"  (usage error, exit code {exc.code})")
            continue
        result = HANDLERS[args.command](args)
        if args.verbose:
            print(f"  [verbose={args.verbose}] {vars(args)}")
        for out in result.splitlines():
            print("  " + out)


if __name__ == "__main__":
    main()

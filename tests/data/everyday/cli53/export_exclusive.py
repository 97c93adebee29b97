"""An export script whose output formats exclude each other, with errors caught as SystemExit."""
import argparse


def parser_for_export():
    parser = argparse.ArgumentParser(prog="export", description="Export the task list.")
    fmt = parser.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="write JSON")
    fmt.add_argument("--csv", action="store_true", help="write CSV")
    parser.add_argument("--limit", type=int, default=10, help="max rows (default: %(default)s)")
    parser.add_argument("--status", action="append", choices=["open", "done", "blocked"])
    return parser


TASKS = [("write docs", "open"), ("fix login", "done"), ("ship 2.0", "blocked"), ("review PR", "open")]


def export(args):
    wanted = args.status or ["open", "done", "blocked"]
    rows = [t for t in TASKS if t[1] in wanted][: args.limit]
    if args.json:
        return "[" + ", ".join('{"task": "%s", "status": "%s"}' % row for row in rows) + "]"
    if args.csv:
        return "\n".join(f"{task},{status}" for task, status in rows)
    return "\n".join(f"- {task} [{status}]" for task, status in rows)


def main():
    parser = parser_for_export()
    print(parser.format_help())
    outcomes = []
    for argv in (["--json", "--status", "open"], ["--csv", "--limit", "2"], [], ["--status", "done", "--status", "blocked"]):
        args = parser.parse_args(argv)
        print(export(args))
        outcomes.append("ok")
    for bad in (["--json", "--csv"], ["--limit", "many"], ["--status", "lost"], ["--bogus"]):
        try:
            parser.parse_args(bad)
            outcomes.append("accepted")
        except SystemExit as exit:
            outcomes.append(f"exit {exit.code}")
    return outcomes

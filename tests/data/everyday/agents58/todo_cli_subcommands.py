"""A small todo-list CLI with argparse subcommands, run here on fixed argument lists."""
import argparse
import json
from datetime import date

STATE = {"next_id": 1, "items": []}


def cmd_add(args):
    item = {"id": STATE["next_id"], "text": " ".join(args.text), "priority": args.priority,
            "due": args.due, "done": False}
    STATE["items"].append(item)
    STATE["next_id"] += 1
    return f"added #{item['id']}"


def cmd_done(args):
    for item in STATE["items"]:
        if item["id"] == args.id:
            item["done"] = True
            return f"completed #{args.id}"
    return f"no item #{args.id}"


def cmd_list(args):
    items = [i for i in STATE["items"] if args.all or not i["done"]]
    items.sort(key=lambda i: (-i["priority"], i["due"] or "9999", i["id"]))
    if args.json:
        return json.dumps(items, sort_keys=True)
    lines = []
    for i in items:
        mark = "x" if i["done"] else " "
        due = f" due {i['due']}" if i["due"] else ""
        lines.append(f"[{mark}] #{i['id']} p{i['priority']} {i['text']}{due}")
    return "\n".join(lines) or "(empty)"


def iso_date(text):
    try:
        return date.fromisoformat(text).isoformat()
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date: {text!r}")


def build_parser():
    parser = argparse.ArgumentParser(prog="todo", description="Track things to do.")
    sub = parser.add_subparsers(dest="command", required=True)
    add = sub.add_parser("add", help="add an item")
    add.add_argument("text", nargs="+")
    add.add_argument("-p", "--priority", type=int, choices=range(1, 4), default=2)
    add.add_argument("--due", type=iso_date)
    done = sub.add_parser("done", help="complete an item")
    done.add_argument("id", type=int)
    ls = sub.add_parser("list", help="show items")
    ls.add_argument("-a", "--all", action="store_true")
    ls.add_argument("--json", action="store_true")
    return parser


COMMANDS = {"add": cmd_add, "done": cmd_done, "list": cmd_list}


def main():
    parser = build_parser()
    script = [
        ["add", "write", "report", "-p", "3", "--due", "2024-06-01"],
        ["add", "water", "plants"],
        ["add", "book", "flights", "--priority", "1"],
        ["done", "2"],
        ["list"],
        ["list", "--all"],
        ["done", "9"],
        ["list", "--json"],
    ]
    for argv in script:
        args = parser.parse_args(argv)
        print(f"$ todo {' '.join(argv)}")
        print(COMMANDS[args.command](args))
    ns = parser.parse_args(["add", "x"])
    print(vars(ns))


if __name__ == "__main__":
    main()

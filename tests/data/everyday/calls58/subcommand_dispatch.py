"""A small task-tracker CLI: subcommands pick their handler with `set_defaults(func=...)`,
and a notifier object keeps its callback and per-event handlers as attributes."""

import argparse

TASKS = {"t1": "write report", "t2": "review patch"}


class Notifier:
    def __init__(self, callback):
        self.callback = callback
        self.handlers = {}
        self.sent = []

    def on(self, event, handler):
        self.handlers[event] = handler

    def emit(self, event, payload):
        message = self.handlers[event](payload) if event in self.handlers else f"{event}: {payload}"
        self.sent.append(self.callback(message))
        return message


def cmd_list(args, notifier):
    for key in sorted(TASKS):
        if args.verbose:
            print(f"{key}: {TASKS[key]}")
        else:
            print(key)
    return notifier.emit("listed", len(TASKS))


def cmd_add(args, notifier):
    key = f"t{len(TASKS) + 1}"
    TASKS[key] = " ".join(args.words)
    return notifier.emit("added", key)


def cmd_done(args, notifier):
    removed = TASKS.pop(args.key, None)
    if removed is None:
        return notifier.emit("missing", args.key)
    return notifier.emit("done", removed)


def build_parser():
    parser = argparse.ArgumentParser(prog="tasks")
    sub = parser.add_subparsers(dest="command", required=True)
    listing = sub.add_parser("list")
    listing.add_argument("-v", "--verbose", action="store_true")
    listing.set_defaults(func=cmd_list)
    add = sub.add_parser("add")
    add.add_argument("words", nargs="+")
    add.set_defaults(func=cmd_add)
    done = sub.add_parser("done")
    done.add_argument("key")
    done.set_defaults(func=cmd_done)
    return parser


def main():
    notifier = Notifier(lambda text: text.upper())
    notifier.on("added", lambda key: f"added {key} ({TASKS[key]})")
    notifier.on("missing", "no task {}".format)
    parser = build_parser()
    for argv in (["list"], ["add", "buy", "milk"], ["list", "-v"], ["done", "t1"], ["done", "t9"]):
        args = parser.parse_args(argv)
        result = args.func(args, notifier)
        print(f"{argv[0]:>5} -> {result}")
    print(notifier.sent)
    print(notifier.callback("direct"), notifier.handlers["missing"]("t0"))
    # A method name no value has fails when the call runs, as in CPython.
    try:
        notifier.send("x")
    except AttributeError as e:
        print("error:", e)
    try:
        TASKS.has_key("t2")
    except AttributeError as e:
        print("error:", e)


if __name__ == "__main__":
    main()

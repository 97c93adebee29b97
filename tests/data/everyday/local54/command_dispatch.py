"""Parse shell-like commands with a handler class built inside a factory function.

The handler's methods use `match` statements on the parsed command, the way an agent writes
a small dispatcher scoped to the one function that needs it.
"""


def make_dispatcher(prefix):
    history = []

    class Dispatcher:
        def __init__(self):
            self.store = {}

        def handle(self, line):
            words = line.split()
            match words:
                case ["set", key, value]:
                    self.store[key] = value
                    result = f"{prefix}{key} = {value}"
                case ["get", key]:
                    result = f"{prefix}{key} -> {self.store.get(key, '<unset>')}"
                case ["del", *keys] if keys:
                    gone = [k for k in keys if self.store.pop(k, None) is not None]
                    result = f"{prefix}deleted {len(gone)} of {len(keys)}"
                case ["count"]:
                    result = f"{prefix}{len(self.store)} keys"
                case []:
                    result = f"{prefix}(empty line)"
                case [verb, *_]:
                    result = f"{prefix}unknown command {verb!r}"
            history.append(words[0] if words else "")
            return result

        def describe(self, value):
            match value:
                case int(n) if n < 0:
                    return "negative"
                case int() | float():
                    return "number"
                case str() as s if s.isdigit():
                    return "digits"
                case {"kind": kind}:
                    return f"record of kind {kind}"
                case _:
                    return "other"

    return Dispatcher(), history


def main():
    dispatcher, history = make_dispatcher("> ")
    script = [
        "set region eu-west",
        "set retries 3",
        "get region",
        "get timeout",
        "count",
        "",
        "del retries missing",
        "del",
        "restart now",
        "count",
    ]
    for line in script:
        print(dispatcher.handle(line))
    print("verbs:", ", ".join(v or "-" for v in history))
    for value in [-4, 2.5, "042", "abc", {"kind": "job"}, [1]]:
        print(repr(value), "is", dispatcher.describe(value))


if __name__ == "__main__":
    main()

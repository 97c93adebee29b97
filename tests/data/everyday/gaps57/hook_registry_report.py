"""Describe an agent's hook registry: which callables are registered, of what kind."""


class Plugin:
    def __init__(self, name):
        self.name = name

    def on_start(self, ctx):
        return f"{self.name} starting {ctx}"

    @classmethod
    def create(cls, name):
        return cls(name)

    def __repr__(self):
        return f"Plugin({self.name!r})"


class Silent:
    def ping(self):
        return "pong"


def log_event(event):
    return f"logged {event}"


def describe(fn):
    # The address after " at " differs from run to run: keep the part before it.
    text = repr(fn)
    return text.split(" at 0x")[0] + (">" if " at 0x" in text else "")


def main():
    plugin = Plugin("audit")
    hooks = {
        "log": log_event,
        "upper": str.upper,
        "length": len,
        "start": plugin.on_start,
        "square": lambda x: x * x,
    }
    for name, fn in hooks.items():
        print(f"{name:>7}: {describe(fn)}")
    # A class of the program is written with its module's name: keep the part after it.
    print("classes:", repr(Plugin).rsplit(".", 1)[1], f"{int}", str(dict), type(3.5), type(plugin).__name__)
    make = repr(Plugin.create)
    print("class method:", make[: make.index(" of ")], make.endswith(".Plugin'>>"))
    print("builtins:", max, repr(sorted), f"{print}")
    ping = Silent().ping
    text = str(ping)
    print("default receiver:", text.startswith("<bound method Silent.ping of <"), ".Silent object at 0x" in text)
    print("stable text:", repr(log_event) == repr(log_event), str(log_event) == f"{log_event}")
    inner = describe(describe)
    print("self:", inner, "| module function name:", log_event.__name__, log_event.__qualname__)

    def local_hook():
        return None

    print("local:", describe(local_hook), "| %s" % describe(main))


if __name__ == "__main__":
    main()

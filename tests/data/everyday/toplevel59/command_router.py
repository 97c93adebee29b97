"""A command router: handlers register themselves into a table when the module loads."""

COMMANDS = {}
ALIASES = {}
LOADED = []


def command(name, *aliases, admin=False):
    def register(func):
        COMMANDS[name] = {"func": func, "admin": admin, "help": (func.__doc__ or "").strip()}
        for alias in aliases:
            ALIASES[alias] = name
        LOADED.append(name)
        return func
    return register


@command("list", "ls")
def list_items(store, *args):
    """Show every item."""
    return ", ".join(sorted(store)) or "(empty)"


@command("add", "a")
def add_item(store, *args):
    """Add items."""
    for item in args:
        store[item] = store.get(item, 0) + 1
    return f"added {len(args)}"


@command("drop", "rm", "del", admin=True)
def drop_item(store, *args):
    """Remove an item."""
    removed = [a for a in args if store.pop(a, None) is not None]
    return f"removed {removed}"


print(f"loaded {len(LOADED)} commands: {', '.join(LOADED)}")
for alias, target in ALIASES.items():
    assert target in COMMANDS, f"alias {alias} points nowhere"
HELP = "\n".join(f"  {name:<5} {COMMANDS[name]['help']}" for name in sorted(COMMANDS))


def dispatch(store, line, is_admin=False):
    word, *args = line.split()
    name = ALIASES.get(word, word)
    entry = COMMANDS.get(name)
    if entry is None:
        return f"unknown command {word!r}"
    if entry["admin"] and not is_admin:
        return f"{name}: admin only"
    return entry["func"](store, *args)


def main():
    store = {}
    for line in ["ls", "add pen pen cup", "a ink", "list", "rm cup", "del cup", "frob x"]:
        print(f"> {line}: {dispatch(store, line, is_admin=line.startswith('del'))}")
    print("help:")
    print(HELP)
    return store


if __name__ == "__main__":
    main()

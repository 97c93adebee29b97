"""A chat-bot command registry: handlers register themselves by decorator, carry metadata as
function attributes, and the help text comes from their docstrings."""

COMMANDS = {}


def command(name=None, *, admin=False, aliases=()):
    def register(fn):
        key = name or fn.__name__.removeprefix("cmd_")
        fn.admin = admin
        fn.aliases = tuple(aliases)
        COMMANDS[key] = fn
        for alias in aliases:
            COMMANDS[alias] = fn
        return fn
    return register


@command(aliases=("h", "?"))
def cmd_help(user, *topics):
    """List the commands a user may run."""
    lines = []
    for key, fn in sorted(COMMANDS.items()):
        if key in fn.aliases or (fn.admin and user != "root"):
            continue
        doc = (fn.__doc__ or "(no help)").strip().splitlines()[0]
        lines.append(f"{key:<8}{doc}")
    return "\n".join(lines)


@command("ban", admin=True)
def ban_user(user, target, reason="spam", *, days=7):
    """Ban a user.

    Admins only.
    """
    return f"{user} banned {target} for {days} days ({reason})"


@command()
def cmd_echo(user, *words):
    return " ".join(words) or "(nothing)"


def dispatch(user, line):
    name, *args = line.split()
    fn = COMMANDS.get(name)
    if fn is None:
        return f"unknown command {name!r}"
    if getattr(fn, "admin", False) and user != "root":
        return f"{fn.__name__} needs admin rights"
    return fn(user, *args)


def main():
    for user, line in [("ann", "help"), ("root", "?"), ("ann", "ban bob"), ("root", "ban bob flood"),
                       ("ann", "echo hi there"), ("ann", "echo"), ("ann", "quit")]:
        print(f"[{user}] {line} ->", dispatch(user, line))
    print(ban_user.__defaults__, ban_user.__kwdefaults__, cmd_echo.__defaults__)
    print(vars(ban_user), hasattr(cmd_echo, "__wrapped__"), getattr(cmd_help, "missing", "none"))
    ban_user.__doc__ = "Ban someone."
    cmd_echo.__name__ = "echo"
    print(ban_user.__doc__, cmd_echo.__name__, cmd_echo.__qualname__)
    try:
        cmd_echo.__name__ = 42
    except TypeError as exc:
        print("TypeError:", exc)
    try:
        print(cmd_echo.priority)
    except AttributeError as exc:
        print("AttributeError:", exc)
    return len(COMMANDS)

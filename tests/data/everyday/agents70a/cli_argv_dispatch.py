"""A tiny hand-rolled CLI: parse argv lists and dispatch with match."""

INVENTORY = {"apples": 12, "pears": 4}

COMMANDS = [
    ["add", "apples", "5"],
    ["add", "plums", "3", "--note=fresh"],
    ["remove", "pears", "10"],
    ["list", "--sort=qty", "--desc"],
    ["rename", "plums", "prunes"],
    ["total"],
    ["frobnicate"],
    [],
    ["add", "kiwis", "many"],
    ["list"],
]


def parse_flags(args: list[str]) -> tuple[list[str], dict[str, str | bool]]:
    pos, flags = [], {}
    for a in args:
        if a.startswith("--"):
            key, eq, val = a[2:].partition("=")
            flags[key] = val if eq else True
        else:
            pos.append(a)
    return pos, flags


def run(argv: list[str]) -> str:
    pos, flags = parse_flags(argv)
    match pos:
        case []:
            return "usage: add|remove|list|rename|total"
        case ["add", name, qty] if qty.isdigit():
            INVENTORY[name] = INVENTORY.get(name, 0) + int(qty)
            note = f" ({flags['note']})" if "note" in flags else ""
            return f"added {qty} {name}{note}"
        case ["add", _, qty]:
            return f"error: quantity must be a number, got {qty!r}"
        case ["remove", name, qty]:
            have = INVENTORY.get(name, 0)
            taken = min(have, int(qty))
            INVENTORY[name] = have - taken
            return f"removed {taken} {name}" + (" (short)" if taken < int(qty) else "")
        case ["list"]:
            key = (lambda kv: kv[1]) if flags.get("sort") == "qty" else (lambda kv: kv[0])
            items = sorted(INVENTORY.items(), key=key, reverse=bool(flags.get("desc")))
            return ", ".join(f"{k}={v}" for k, v in items)
        case ["rename", old, new] if old in INVENTORY:
            INVENTORY[new] = INVENTORY.pop(old)
            return f"renamed {old} -> {new}"
        case ["total"]:
            return f"total items: {sum(INVENTORY.values())}"
        case [cmd, *rest]:
            return f"unknown command {cmd!r} with {len(rest)} args"


def main():
    for argv in COMMANDS:
        print(f"$ {' '.join(argv) or '(empty)'}")
        print("  " + run(argv))
    return dict(INVENTORY)


if __name__ == "__main__":
    main()

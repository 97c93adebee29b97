def parse_command(line):
    parts = line.split()
    match parts:
        case ["go", direction] if direction in ("north", "south", "east", "west"):
            return ("move", direction)
        case ["go", *_]:
            return ("error", "unknown direction")
        case ["take", item, "from", place]:
            return ("take", item, place)
        case ["take", *items] if items:
            return ("take_many", tuple(items))
        case ["look"] | ["l"]:
            return ("look",)
        case ["say", *words]:
            return ("say", " ".join(words))
        case []:
            return ("noop",)
        case _:
            return ("error", f"cannot parse {line!r}")


def handle(event, state):
    match event:
        case {"type": "deposit", "amount": int(n)} if n > 0:
            state["balance"] += n
        case {"type": "withdraw", "amount": int(n)}:
            if n > state["balance"]:
                return "insufficient"
            state["balance"] -= n
        case {"type": "reset"}:
            state["balance"] = 0
        case {"type": t}:
            return f"unknown event {t}"
        case _:
            return "malformed"
    return "ok"


def main():
    for line in ["go north", "go up", "take lamp from table", "take a b", "l", "say hi there", "", "dance!"]:
        print(repr(line), "->", parse_command(line))
    state = {"balance": 0}
    events = [{"type": "deposit", "amount": 50}, {"type": "withdraw", "amount": 80},
              {"type": "withdraw", "amount": 20}, {"type": "bonus"}, {"amount": 3}, {"type": "reset"}]
    print([handle(e, state) for e in events], state)
    return state["balance"]


if __name__ == "__main__":
    main()

"""Dispatch parsed chat-bot commands with structural pattern matching (guards, classes)."""
from dataclasses import dataclass
import shlex


@dataclass
class Remind:
    who: str
    minutes: int
    text: str


@dataclass
class Poll:
    question: str
    options: list[str]


@dataclass
class Roll:
    count: int
    sides: int


def parse(line: str):
    try:
        words = shlex.split(line)
    except ValueError as e:
        return ("error", f"cannot parse: {e}")
    match words:
        case []:
            return ("error", "empty")
        case ["/remind", who, when, *rest] if when.endswith("m") and when[:-1].isdigit() and rest:
            return Remind(who.lstrip("@"), int(when[:-1]), " ".join(rest))
        case ["/remind", *_]:
            return ("error", "usage: /remind @who 10m text")
        case ["/poll", question, first, second, *more]:
            return Poll(question, [first, second, *more])
        case ["/roll", spec] if "d" in spec:
            count, _, sides = spec.partition("d")
            return Roll(int(count or 1), int(sides))
        case ["/set", key, value]:
            return {"op": "set", "key": key, "value": value}
        case ["/help" | "/?"]:
            return ("help", None)
        case [cmd, *_] if cmd.startswith("/"):
            return ("error", f"unknown command {cmd}")
        case _:
            return ("chat", line)


STATE = {"lang": "en", "tz": "UTC"}


def execute(cmd) -> str:
    match cmd:
        case Remind(who=w, minutes=m, text=t) if m > 24 * 60:
            return f"refused: {m} minutes is more than a day (for {w})"
        case Remind(w, m, t):
            return f"ok: remind {w} in {m // 60}h{m % 60:02d}m: {t!r}"
        case Poll(question=q, options=[_, _] as opts):
            return f"yes/no style poll {q!r}: {' | '.join(opts)}"
        case Poll(question=q, options=opts):
            return f"poll {q!r} with {len(opts)} options: {', '.join(sorted(opts))}"
        case Roll(count=c, sides=s) if not (1 <= c <= 10 and s in (4, 6, 8, 10, 12, 20)):
            return f"bad dice {c}d{s}"
        case Roll(c, s):
            rolls = [(i * 7 + 3) % s + 1 for i in range(c)]
            return f"rolled {c}d{s}: {rolls} = {sum(rolls)}"
        case {"op": "set", "key": "lang" | "tz" as key, "value": str(v)}:
            old, STATE[key] = STATE[key], v
            return f"{key}: {old} -> {v}"
        case {"op": "set", "key": key}:
            return f"cannot set {key}"
        case ("help", _):
            return "commands: /remind /poll /roll /set /help"
        case ("error", str(msg)):
            return "error: " + msg
        case ("chat", text):
            return f"(chat, {len(text.split())} words)"
    return "???"


LINES = [
    "/remind @ana 90m 'stand-up notes'",
    "/remind @bo 2000m renew certs",
    "/remind bo",
    '/poll "Lunch?" pizza sushi tacos',
    '/poll "Ship it?" yes no',
    "/roll 3d6",
    "/roll 2d7",
    "/set lang de",
    "/set colour blue",
    "/?",
    "/dance",
    "hello there everyone",
    '/poll "unclosed',
    "",
]


def main():
    for line in LINES:
        cmd = parse(line)
        print(f"{line!r:<40} -> {execute(cmd)}")
    print("state:", STATE)
    kinds = {}
    for line in LINES:
        name = type(parse(line)).__name__
        kinds[name] = kinds.get(name, 0) + 1
    print(kinds)
    return len(LINES)


if __name__ == "__main__":
    main()

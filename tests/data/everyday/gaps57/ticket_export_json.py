"""Export a ticket board to JSON for a dashboard, with enumerations as statuses and levels."""
import json
from enum import Enum, IntEnum, StrEnum, auto


class Status(StrEnum):
    OPEN = auto()
    IN_PROGRESS = "in-progress"
    DONE = auto()


class Severity(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


class Team(str, Enum):
    CORE = "core"
    WEB = "web"


class Region(int, Enum):
    EU = 44
    US = 1


class Channel(Enum):
    EMAIL = "email"
    CHAT = "chat"


TICKETS = [
    {"id": 101, "status": Status.OPEN, "severity": Severity.HIGH, "team": Team.CORE, "region": Region.EU},
    {"id": 102, "status": Status.DONE, "severity": Severity.LOW, "team": Team.WEB, "region": Region.US},
    {"id": 103, "status": Status.IN_PROGRESS, "severity": Severity.MEDIUM, "team": Team.CORE, "region": Region.US},
]


def encode_other(o):
    if isinstance(o, Enum):
        return {"enum": type(o).__name__, "name": o.name}
    raise TypeError(f"cannot encode {o!r}")


def main():
    print(json.dumps(TICKETS[0]))
    print(json.dumps(TICKETS, indent=2, sort_keys=True)[:160])
    by_status = {}
    for t in TICKETS:
        by_status.setdefault(t["status"], []).append(t["id"])
    print("keys are values:", json.dumps(by_status))
    per_severity = {s: sum(1 for t in TICKETS if t["severity"] >= s) for s in Severity}
    print("int keys:", json.dumps(per_severity, separators=(",", ":")))
    print("mixins as keys:", json.dumps({Team.WEB: [Region.US], Region.EU: Team.CORE}))
    try:
        json.dumps({"via": Channel.CHAT})
    except TypeError as exc:
        print("plain enum:", exc)
    print("with default:", json.dumps({"via": Channel.CHAT, "team": Team.WEB}, default=encode_other))
    print("default by value:", json.dumps([Channel.EMAIL], default=lambda c: c.value))
    round_trip = json.loads(json.dumps(TICKETS))
    print("back:", [Status(t["status"]).name for t in round_trip], Severity(round_trip[2]["severity"]))


if __name__ == "__main__":
    main()

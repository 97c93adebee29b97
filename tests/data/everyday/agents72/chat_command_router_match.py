"""Route parsed chat-ops commands with structural pattern matching."""
from dataclasses import dataclass
import shlex


@dataclass
class Deploy:
    service: str
    version: str
    env: str = "staging"


@dataclass
class Scale:
    service: str
    replicas: int


@dataclass
class Silence:
    alert: str
    minutes: int


def parse(text: str):
    words = shlex.split(text)
    match words:
        case ["deploy", service, version]:
            return Deploy(service, version)
        case ["deploy", service, version, "to", ("staging" | "prod") as env]:
            return Deploy(service, version, env)
        case ["scale", service, n] if n.isdigit():
            return Scale(service, int(n))
        case ["silence", alert, "for", duration] if duration[:-1].isdigit() and duration[-1] in "mh":
            minutes = int(duration[:-1]) * (60 if duration.endswith("h") else 1)
            return Silence(alert, minutes)
        case ["status", *services]:
            return {"status": services or ["all"]}
        case []:
            return None
        case [verb, *_]:
            return {"error": f"unknown command {verb!r}"}


def handle(cmd, state):
    match cmd:
        case Deploy(env="prod", version=v) if v.endswith("-rc"):
            return f"refusing to ship release candidate {v} to prod"
        case Deploy(service=s, version=v, env=e):
            state[s] = v
            return f"deploying {s}@{v} to {e}"
        case Scale(replicas=0, service=s):
            return f"scale {s} to zero? use 'pause {s}' instead"
        case Scale(service, replicas) if replicas > 20:
            return f"{service}: {replicas} replicas exceeds quota (20)"
        case Scale(service, replicas):
            return f"scaling {service} to {replicas}"
        case Silence(alert=a, minutes=m):
            return f"silenced {a} for {m // 60}h{m % 60:02d}m"
        case {"status": ["all"]}:
            return "versions: " + ", ".join(f"{k}={v}" for k, v in sorted(state.items()))
        case {"status": [*names]}:
            return "; ".join(f"{n}={state.get(n, 'unknown')}" for n in names)
        case {"error": message}:
            return f"error: {message}"
        case None:
            return "(empty)"
        case _:
            return f"unhandled {cmd!r}"


Deploy.__match_args__ = ("service", "version", "env")
Scale.__match_args__ = ("service", "replicas")


def main():
    state = {"api": "1.2.0"}
    lines = [
        "deploy web 2.3.1",
        "deploy api 1.3.0 to prod",
        "deploy api 1.4.0-rc to prod",
        "scale worker 8",
        "scale worker 0",
        "scale worker 64",
        "silence 'disk full' for 2h",
        "silence cpu for 45m",
        "status",
        "status web db",
        "restart everything",
        "",
    ]
    for line in lines:
        print(f"> {line:<28} | {handle(parse(line), state)}")


if __name__ == "__main__":
    main()

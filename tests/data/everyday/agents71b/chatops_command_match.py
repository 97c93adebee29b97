"""Dispatch ChatOps commands with structural pattern matching."""
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


STATE = {"api": {"version": "1.0.0", "replicas": 2}, "web": {"version": "3.2.0", "replicas": 1}}


def parse(text):
    match shlex.split(text):
        case ["deploy", service, version]:
            return Deploy(service, version)
        case ["deploy", service, version, ("staging" | "prod") as env]:
            return Deploy(service, version, env)
        case ["scale", service, n] if n.isdigit():
            return Scale(service, int(n))
        case ["silence", alert, *rest]:
            minutes = int(rest[0].rstrip("m")) if rest else 60
            return Silence(alert, minutes)
        case ["help" | "?"]:
            return "help"
        case []:
            return None
        case [verb, *_]:
            raise ValueError(f"unknown command {verb!r}")


def execute(cmd):
    match cmd:
        case Deploy(service=s) if s not in STATE:
            return f"no such service {s}"
        case Deploy(service, version, "prod") if version.endswith("-rc"):
            return f"refusing to ship release candidate {version} of {service} to prod"
        case Deploy(service, version, env):
            old = STATE[service]["version"]
            STATE[service]["version"] = version
            return f"{service}: {old} -> {version} on {env}"
        case Scale(replicas=0, service=s):
            return f"{s}: scaling to zero needs --force"
        case Scale(service, n) if n > 10:
            return f"{service}: {n} replicas exceeds quota of 10"
        case Scale(service, n):
            STATE.setdefault(service, {"version": "?", "replicas": 0})["replicas"] = n
            return f"{service}: now {n} replicas"
        case Silence(alert, minutes):
            return f"silenced {alert} for {minutes // 60}h{minutes % 60:02d}m"
        case "help":
            return "commands: deploy, scale, silence, help"
        case None:
            return "(empty)"
        case _:
            return f"cannot execute {cmd!r}"


def describe(payload):
    match payload:
        case {"user": str(user), "text": str(text), **rest} if rest.get("channel", "").startswith("#ops"):
            return user, text
        case {"user": user, "text": _}:
            return user, None
        case _:
            return None, None


MESSAGES = [
    {"user": "ana", "text": "deploy api 1.1.0", "channel": "#ops"},
    {"user": "bo", "text": "deploy api 1.2.0-rc prod", "channel": "#ops-eu"},
    {"user": "bo", "text": "deploy web 3.3.0 prod", "channel": "#ops"},
    {"user": "cy", "text": "scale api 4", "channel": "#ops"},
    {"user": "cy", "text": "scale api 40", "channel": "#ops"},
    {"user": "cy", "text": "scale web 0", "channel": "#ops"},
    {"user": "dee", "text": "silence 'disk usage high' 90m", "channel": "#ops"},
    {"user": "dee", "text": "silence cpu", "channel": "#ops"},
    {"user": "eve", "text": "deploy db 9", "channel": "#ops"},
    {"user": "eve", "text": "reboot everything", "channel": "#ops"},
    {"user": "fox", "text": "help", "channel": "#random"},
    {"user": "fox", "text": "  ", "channel": "#ops"},
    {"text": "no user"},
]


def main():
    done = 0
    for msg in MESSAGES:
        user, text = describe(msg)
        if text is None:
            print(f"ignored message from {user}")
            continue
        try:
            result = execute(parse(text))
        except ValueError as e:
            result = f"error: {e}"
        else:
            done += 1
        print(f"{user}> {text!r}: {result}")
    print(STATE)
    return done


if __name__ == "__main__":
    main()

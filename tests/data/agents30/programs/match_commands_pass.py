# prove: skipped
"""Dispatches queued commands with `match` on their words."""
from tools.agents.trusted.effects import list_jobs, send


def main() -> int:
    running = {"db": True, "web": False}
    try:
        commands = list_jobs("ops")
    except TimeoutError:
        commands = ["status"]
    unknown = 0
    for command in commands:
        match command.split():
            case ["start", name]:
                running[name] = True
            case ["stop", name] if name in running:
                running[name] = False
            case ["status"]:
                print(sorted(k for k in running if running[k]))
            case ["restart", *names]:
                for name in names:
                    running[name] = True
            case _:
                unknown += 1
                send("ops", "unknown command: " + command)
    print(running, unknown)
    return unknown

# prove: failed NotImplementedError
"""The catch-all case raises, and nothing handles it."""
from tools.agents.trusted.effects import ask, send


def main() -> int:
    match ask("action?"):
        case "start":
            send("ops", "starting")
            return 1
        case "stop":
            send("ops", "stopping")
            return 0
        case other:
            raise NotImplementedError(other)

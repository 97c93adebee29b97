# prove: proved
"""A job state machine: a class whose method dispatches on the command with `match`."""
from tools.agents.trusted.effects import ask


class Job:
    def __init__(self):
        self.state = "idle"
        self.history = []

    def handle(self, command: str) -> bool:
        match (self.state, command):
            case ("idle", "start") | ("paused", "resume"):
                self.state = "running"
            case ("running", "pause"):
                self.state = "paused"
            case (_, "stop"):
                self.state = "stopped"
            case _:
                return False
        self.history.append(self.state)
        return True


def main() -> int:
    job = Job()
    refused = 0
    for i in range(5):
        if not job.handle(ask("cmd")):
            refused += 1
    print(job.state, job.history, refused)
    assert job.state in ["idle", "running", "paused", "stopped"]
    return refused

# prove: failed assertion
"""A global count of sent messages with a limit the loop does not respect."""
from tools.agents.trusted.effects import list_jobs, send

SENT = 0


def notify(who: str) -> None:
    global SENT
    send(who, "done")
    SENT += 1


def main() -> int:
    try:
        jobs = list_jobs("mail")
    except TimeoutError:
        jobs = ["admin"]
    for i in range(len(jobs)):
        notify(jobs[i])
        notify("admin")
    assert SENT <= 4, "too many messages"
    return SENT

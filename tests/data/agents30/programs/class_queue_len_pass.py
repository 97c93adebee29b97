# prove: proved
"""A work queue class whose truth comes from `__len__`; the agent drains it with a retry per job."""
from tools.agents.trusted.effects import list_jobs, fetch_text


class Queue:
    def __init__(self, items: list):
        self.items = list(items)
        self.done = 0

    def __len__(self):
        return len(self.items)

    def pop(self) -> str:
        self.done += 1
        return self.items.pop(0)


def main() -> int:
    try:
        q = Queue(list_jobs("default"))
    except TimeoutError:
        q = Queue([])
    failed = 0
    while q:
        job = q.pop()
        try:
            print(job, len(fetch_text("https://jobs.example.org/" + job)))
        except TimeoutError:
            failed += 1
    assert q.done <= 5
    return failed

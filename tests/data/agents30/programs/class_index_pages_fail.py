# prove: failed IndexError
"""A page number class used as a list index (`__index__`): the last page is one past the end."""
from tools.agents.trusted.effects import list_jobs


class Page:
    def __init__(self, n: int):
        self.n = n

    def __index__(self):
        return self.n


def main() -> str:
    jobs = list_jobs("q")
    for p in range(Page(len(jobs))):
        print("page", p)
    return jobs[Page(len(jobs))]

# prove: proved! TimeoutError, assertion
"""An object made inside a loop over a query result may have its attributes assigned there: no
other row sees it."""
from tools.agents.trusted.effects import list_jobs, send


class Note:
    def __init__(self, to: str):
        self.to = to
        self.text = ""

    def write(self, text: str) -> None:
        self.text = self.text + text


def main() -> int:
    try:
        jobs = list_jobs("q")
    except TimeoutError:
        jobs = []
    for job in jobs:
        note = Note(job)
        note.write("done: ")
        note.write(job)
        assert note.text.startswith("done")
        send(note.to, note.text)
    print(len(jobs))
    return len(jobs)

"""A print spooler with priorities, cancellation by lazy deletion, and page accounting."""
import heapq
import itertools
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    priority: int
    seq: int
    owner: str = field(compare=False)
    pages: int = field(compare=False)
    title: str = field(compare=False, default="untitled")
    cancelled: bool = field(compare=False, default=False)


class SpoolerError(Exception):
    pass


class Spooler:
    MAX_PAGES = 50

    def __init__(self):
        self._heap = []
        self._by_id = {}
        self._counter = itertools.count(1)
        self.printed = []

    def submit(self, owner, pages, title="untitled", urgent=False):
        if pages <= 0:
            raise SpoolerError(f"{title}: page count must be positive")
        if pages > self.MAX_PAGES:
            raise SpoolerError(f"{title}: {pages} pages exceeds limit of {self.MAX_PAGES}")
        seq = next(self._counter)
        job = Job(0 if urgent else 1, seq, owner, pages, title)
        heapq.heappush(self._heap, job)
        self._by_id[seq] = job
        return seq

    def cancel(self, job_id, requester):
        job = self._by_id.get(job_id)
        if job is None:
            raise KeyError(job_id)
        if job.owner != requester:
            raise PermissionError(f"{requester} may not cancel job {job_id} owned by {job.owner}")
        job.cancelled = True

    def __len__(self):
        return sum(1 for j in self._heap if not j.cancelled)

    def run(self, page_budget):
        while self._heap and page_budget > 0:
            job = heapq.heappop(self._heap)
            if job.cancelled:
                print(f"  skip cancelled #{job.seq} {job.title}")
                continue
            if job.pages > page_budget:
                heapq.heappush(self._heap, job)
                print(f"  paper low: #{job.seq} needs {job.pages}, {page_budget} left")
                break
            page_budget -= job.pages
            self.printed.append(job)
            print(f"  printed #{job.seq} {job.title!r} for {job.owner} ({job.pages}p)")
        return page_budget


def main():
    sp = Spooler()
    ids = {}
    for owner, pages, title, urgent in [
        ("mia", 12, "report", False), ("raj", 3, "boarding pass", True),
        ("mia", 60, "thesis", False), ("lee", 0, "blank", False),
        ("lee", 8, "slides", False), ("raj", 20, "manual", False), ("zoe", 2, "invoice", True),
    ]:
        try:
            ids[title] = sp.submit(owner, pages, title, urgent)
        except SpoolerError as exc:
            print("rejected:", exc)
    print("queued:", len(sp), ids)
    for job_id, who in [(ids["slides"], "mia"), (ids["slides"], "lee"), (99, "zoe")]:
        try:
            sp.cancel(job_id, who)
            print(f"{who} cancelled #{job_id}")
        except PermissionError as exc:
            print("denied:", exc)
        except KeyError as exc:
            print("no such job:", exc)
    print("queued:", len(sp))
    left = sp.run(30)
    print("pages left in tray:", left)
    left = sp.run(40)
    print("pages left in tray:", left, "queued:", len(sp))
    per_owner = {}
    for job in sp.printed:
        per_owner[job.owner] = per_owner.get(job.owner, 0) + job.pages
    print(per_owner)


if __name__ == "__main__":
    main()

# `__lt__` called by `xs.sort()` sees the list empty too, and a key that raises leaves the
# items in their first order.
# expect: failed
# inputs: (0,), (3,), (-2,), (10,)
class Job:
    def __init__(self, rank, queue):
        self.rank = rank
        self.queue = queue

    def __lt__(self, other):
        assert len(self.queue) == 2
        return self.rank < other.rank


def main(n: int) -> int:
    queue = []
    queue.append(Job(n, queue))
    queue.append(Job(4, queue))
    queue.sort()
    return queue[0].rank

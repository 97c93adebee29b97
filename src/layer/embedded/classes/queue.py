"""`queue` for agent programs: `Queue` (first in, first out), `LifoQueue`, `PriorityQueue` and
`SimpleQueue`, with `Empty` and `Full`. A program has one thread, so a call that would wait for
another thread to put or take an item would wait forever in CPython: `get` on an empty queue and
`put` on a full one raise `Empty`/`Full` once the timeout has passed (the run sleeps it), and, without
a timeout, `NotImplementedError` saying so (pass `block=False` or check `empty()` first)."""

from heapq import heappop as _heappop, heappush as _heappush
from time import sleep as _sleep


class Empty(Exception):
    pass


class Full(Exception):
    pass


def _check_timeout(block, timeout, action):
    # What a blocking call does when it cannot go on: CPython waits for another thread.
    if not block:
        return
    if timeout is None:
        raise NotImplementedError(
            f"{action} would wait forever for another thread, which a program does not have: pass block=False or check first"
        )
    if timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")
    _sleep(timeout)


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self.queue = []
        self.unfinished_tasks = 0

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop(0)

    def qsize(self):
        return len(self.queue)

    def empty(self):
        return not self.queue

    def full(self):
        return 0 < self.maxsize <= len(self.queue)

    def put(self, item, block=True, timeout=None):
        if block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if self.full():
            _check_timeout(block, timeout, "put() on a full queue")
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get(self, block=True, timeout=None):
        if block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self.queue:
            _check_timeout(block, timeout, "get() on an empty queue")
            raise Empty
        return self._get()

    def get_nowait(self):
        return self.get(block=False)

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        if self.unfinished_tasks:
            raise NotImplementedError(
                "join() with unfinished tasks would wait forever for another thread, which a program does not have"
            )


class LifoQueue(Queue):
    def _get(self):
        return self.queue.pop()


class PriorityQueue(Queue):
    def _put(self, item):
        _heappush(self.queue, item)

    def _get(self):
        return _heappop(self.queue)


class SimpleQueue:
    def __init__(self):
        self._items = []

    def put(self, item, block=True, timeout=None):
        self._items.append(item)

    def put_nowait(self, item):
        self._items.append(item)

    def get(self, block=True, timeout=None):
        if block and timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self._items:
            _check_timeout(block, timeout, "get() on an empty queue")
            raise Empty
        return self._items.pop(0)

    def get_nowait(self):
        return self.get(block=False)

    def empty(self):
        return not self._items

    def qsize(self):
        return len(self._items)

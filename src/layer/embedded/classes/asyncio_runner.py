"""`asyncio`'s fourth file (read as one with `asyncio.py`): `Runner`, one event loop that runs
several coroutines one after another (`with asyncio.Runner() as r: r.run(a()); r.run(b())`),
the tasks one run leaves pending carried to the next and cancelled when the runner closes, and
`Barrier` with its `BrokenBarrierError`, which CPython 3.11 added."""


class Runner:
    # `_phase`: "new" until the loop is made, "open" while it runs coroutines, "closed".
    def __init__(self, *, debug=None, loop_factory=None):
        self._phase = "new"
        self._loop = None
        self._pending = []
        self._factory = loop_factory

    def __enter__(self):
        self._open()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.close()

    def _open(self):
        if self._phase == "closed":
            raise RuntimeError("Runner is closed")
        if self._phase == "new":
            self._loop = _VirtualLoop() if self._factory is None else self._factory()
            self._phase = "open"

    def get_loop(self):
        self._open()
        return self._loop

    def run(self, coro, *, context=None):
        if not _is_coroutine(coro):
            raise ValueError("a coroutine was expected, got " + repr(coro))
        if _State.loop is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        self._open()
        outer = _State.tasks
        _State.tasks = self._pending
        try:
            task = self._loop.create_task(coro)
            return self._loop.run_until_complete(task)
        finally:
            self._pending = _State.tasks
            _State.tasks = outer

    def close(self):
        if self._phase != "open":
            return
        outer = _State.tasks
        _State.tasks = self._pending
        try:
            _cancel_all_tasks(self._loop)
        finally:
            _State.tasks = outer
            self._pending = []
            self._loop.close()
            self._loop = None
            self._phase = "closed"


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    # `_phase`: "filling" while parties arrive, "draining" while the last arrival's release lets
    # them all leave, "resetting" while `reset()` waits for those inside to leave, "broken"
    # after `abort()`. `_inside` counts the tasks between arriving and leaving.
    def __init__(self, parties):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._cond = Condition()
        self._parties = parties
        self._phase = "filling"
        self._inside = 0

    def __aenter__(self):
        index = yield from self.wait()
        return index

    def __aexit__(self, exc_type, exc, tb):
        yield from _never()

    def _not_leaving(self):
        return self._phase != "draining" and self._phase != "resetting"

    def _released(self):
        return self._phase != "filling"

    def wait(self):
        yield from self._cond.acquire()
        try:
            yield from self._cond.wait_for(self._not_leaving)
            if self._phase == "broken":
                raise BrokenBarrierError("Barrier aborted")
            index = self._inside
            self._inside += 1
            try:
                if index + 1 == self._parties:
                    self._phase = "draining"
                    self._cond.notify_all()
                else:
                    yield from self._cond.wait_for(self._released)
                    if self._phase == "broken" or self._phase == "resetting":
                        raise BrokenBarrierError("Abort or reset of barrier")
                return index
            finally:
                self._inside -= 1
                if self._inside == 0:
                    if self._phase == "draining" or self._phase == "resetting":
                        self._phase = "filling"
                    self._cond.notify_all()
        finally:
            self._cond.release()

    def reset(self):
        yield from self._cond.acquire()
        try:
            if self._inside > 0:
                self._phase = "resetting"
            else:
                self._phase = "filling"
            self._cond.notify_all()
        finally:
            self._cond.release()

    def abort(self):
        yield from self._cond.acquire()
        try:
            self._phase = "broken"
            self._cond.notify_all()
        finally:
            self._cond.release()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._inside if self._phase == "filling" else 0

    @property
    def broken(self):
        return self._phase == "broken"

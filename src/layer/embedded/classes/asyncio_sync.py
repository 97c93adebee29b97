"""`asyncio`'s second file (read as one with `asyncio.py`): the `timeout` scopes, the
synchronization primitives (`Lock`, `Semaphore`, `BoundedSemaphore`, `Condition`, `Event`),
the queues, and the helpers the lowered `await`, `async for` and asynchronous generators
call."""


class Timeout:
    def __init__(self, when):
        self._state = "CREATED"
        self._timeout_handler = None
        self._task = None
        self._when = when
        self._cancelling = 0

    def when(self):
        return self._when

    def expired(self):
        return self._state in ("EXPIRING", "EXPIRED")

    def reschedule(self, when):
        if self._state != "ENTERED":
            raise RuntimeError("Cannot change state of " + self._state.lower() + " Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop._clock:
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def _on_timeout(self):
        self._task.cancel()
        self._state = "EXPIRING"
        self._timeout_handler = None

    def __aenter__(self):
        self._state = "ENTERED"
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        yield from _never()
        return self

    def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == "EXPIRING":
            self._state = "EXPIRED"
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == "ENTERED":
            self._state = "EXITED"
        yield from _never()
        return None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop._clock + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


class _LockManager:
    # `async with lock:` acquires and releases (binding None to an `as` name).
    def __aenter__(self):
        yield from self.acquire()
        return None

    def __aexit__(self, exc_type, exc, tb):
        self.release()
        yield from _never()


class Lock(_LockManager):
    def __init__(self):
        self._waiters = []
        self._locked = False

    def locked(self):
        return self._locked

    def acquire(self):
        if not self._locked and all(w.cancelled() for w in self._waiters):
            self._locked = True
            yield from _never()
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                yield from fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("Lock is not acquired.")
        self._locked = False
        self._wake_up_first()

    def _wake_up_first(self):
        if self._waiters and not self._waiters[0].done():
            self._waiters[0].set_result(True)


class Semaphore(_LockManager):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = []
        self._value = value

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in self._waiters)

    def acquire(self):
        if not self.locked():
            self._value -= 1
            yield from _never()
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                yield from fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        Semaphore.release(self)


class Condition(_LockManager):
    # Waiters are woken in the order they waited; a woken waiter takes the lock back before
    # `wait()` returns, even when it is cancelled meanwhile (then `CancelledError` is raised).
    def __init__(self, lock=None):
        self._lock = Lock() if lock is None else lock
        self._waiters = []

    def locked(self):
        return self._lock.locked()

    def acquire(self):
        taken = yield from self._lock.acquire()
        return taken

    def release(self):
        self._lock.release()

    def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                yield from fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    yield from self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    def wait_for(self, predicate):
        result = predicate()
        while not result:
            yield from self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        woken = 0
        for fut in self._waiters:
            if woken >= n:
                break
            if not fut.done():
                woken += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Event:
    def __init__(self):
        self._waiters = []
        self._value = False

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    def wait(self):
        if self._value:
            yield from _never()
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            yield from fut
            return True
        finally:
            self._waiters.remove(fut)


class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop(0)

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break

    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return len(self._queue)

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    def put(self, item):
        while self.full():
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                yield from putter
            except BaseException:
                putter.cancel()
                if putter in self._putters:
                    self._putters.remove(putter)
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    def get(self):
        while self.empty():
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                yield from getter
            except BaseException:
                getter.cancel()
                if getter in self._getters:
                    self._getters.remove(getter)
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    def join(self):
        if self._unfinished_tasks > 0:
            yield from self._finished.wait()


class PriorityQueue(Queue):
    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    def _get(self):
        return self._queue.pop()


class _AsyncGenItem:
    # An item an asynchronous generator yields to its consumer (not to the event loop).
    def __init__(self, value):
        self.value = value


def _agen_item(value):
    return _AsyncGenItem(value)


class _AsyncGenerator:
    # An asynchronous generator, over the generator clauz3 lowers its body to. It keeps no
    # state of its own (the generator does), so each method read makes one afresh.
    def __init__(self, gen):
        self._gen = gen

    def __aiter__(self):
        return self

    def __anext__(self):
        value = yield from self._step(False, None, False)
        return value

    def asend(self, value):
        result = yield from self._step(False, value, False)
        return result

    def athrow(self, typ, val=None, tb=None):
        result = yield from self._step(True, typ if val is None else typ(val), False)
        return result

    def aclose(self):
        # CPython's `athrow(GeneratorExit)` with its own ending: see `_step`'s `closing`. A body
        # not started or already ended raises the `GeneratorExit` at once.
        result = yield from self._step(True, GeneratorExit, True)
        return result

    def _step(self, throwing, value, closing):
        # Sends `value` (or throws it) into the body, passing what it awaits on to the loop,
        # until the body yields an item (the result) or ends (`StopAsyncIteration`). When
        # `closing` (`aclose`), the body's `finally:` and `except GeneratorExit:` run here: its
        # ending or letting the `GeneratorExit` out closes it (the result is None), and an item
        # yielded there is CPython's RuntimeError. One loop, so the two endings cannot drift.
        while True:
            try:
                if throwing:
                    step = self._gen.throw(value)
                else:
                    step = self._gen.send(value)
            except (StopIteration, GeneratorExit) as end:
                if closing:
                    return None
                if isinstance(end, StopIteration):
                    raise StopAsyncIteration
                raise
            throwing, value = False, None
            if isinstance(step, _AsyncGenItem):
                if closing:
                    raise RuntimeError("async generator ignored GeneratorExit")
                return step.value
            try:
                yield step
            except BaseException as exc:
                throwing, value = True, exc


def _agen_seen(gen):
    # CPython's loop keeps the asynchronous generators iterated under it, to close those left
    # suspended when it shuts down; `run` refuses to end with one whose closing runs code.
    kept = [known for known in _State.agens if known is not gen and _inspect("agen_state", known) != "AGEN_CLOSED"]
    kept.append(gen)
    _State.agens = kept


def _agen_method(gen, name):
    # `agen.asend`, ...: the method of a wrapper around the generator (`sema/async_gen_methods.rs`).
    _agen_seen(gen)
    wrapper = _AsyncGenerator(gen)
    if name == "asend":
        return wrapper.asend
    if name == "athrow":
        return wrapper.athrow
    return wrapper.aclose


def _awaitable(obj):
    # What `await obj` iterates: a coroutine itself, else what `__await__()` gives.
    if _is_coroutine(obj):
        return _checked_coroutine(obj)
    if isinstance(obj, Future):
        return obj.__await__()
    if not hasattr(obj, "__await__"):
        raise TypeError("object " + type(obj).__name__ + " can't be used in 'await' expression")
    return obj.__await__()


def _aiter(obj):
    # An asynchronous generator's call is the generator its body is lowered to.
    if type(obj).__name__ == "async_generator":
        _agen_seen(obj)
        return _AsyncGenerator(obj)
    if not hasattr(obj, "__aiter__"):
        raise TypeError("'async for' requires an object with __aiter__ method, got " + type(obj).__name__)
    return obj.__aiter__()

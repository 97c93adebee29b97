"""`asyncio` for agent programs: an event loop over coroutines with a virtual clock. A coroutine
is a generator underneath (clauz3 lowers `async def` to one and `await e` to `yield from e`,
`src/syntax/async_lower.rs`), so the coroutines here are generator functions. The loop runs
callbacks in CPython's order (ready callbacks first in, first out; a task steps again one loop
iteration after the future it waits on is done), and timers by deadline, those due at the same
time in the order they were set. Nothing really sleeps: when no callback is ready the clock
jumps to the next deadline, and `time`'s clocks are moved on by as much, so a program that
measures elapsed time with `time.perf_counter()` sees what CPython would.

Not modelled: `TaskGroup` (it needs `ExceptionGroup`), threads and executors
(`run_in_executor`, `to_thread`), subprocesses, streams and servers, and the `repr` of tasks
and futures, which CPython writes with source positions and addresses."""

from heapq import heappop as _heappop, heappush as _heappush
from time import _advance_clock, _check_deadline, _loop_time

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


class CancelledError(BaseException):
    pass


class InvalidStateError(Exception):
    pass


class QueueEmpty(Exception):
    pass


class QueueFull(Exception):
    pass


class _State:
    # The running loop, the task stepping now, the tasks not done (in creation order), and
    # how many tasks have been named `Task-N` in this process.
    loop = None
    current = None
    tasks = []
    named = [0]


def _is_coroutine(obj):
    return type(obj).__name__ == "generator"


def _never():
    # What makes a function that never waits a generator, as its coroutine must be.
    if False:
        yield


def _sleep0():
    # A bare `yield`: the task steps again on the loop's next iteration.
    yield


class Handle:
    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def cancelled(self):
        return self._cancelled

    def _run(self):
        # CPython's loop logs an exception a callback raises (to stderr) and goes on.
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            name = getattr(self._callback, "__qualname__", type(self._callback).__name__)
            _stderr("Exception in callback " + name + "()\n" + type(exc).__name__ + ": " + str(exc) + "\n")


class TimerHandle(Handle):
    def __init__(self, when, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when

    def when(self):
        return self._when


class AbstractEventLoop:
    pass


class _VirtualLoop(AbstractEventLoop):
    def __init__(self):
        self._ready = []
        self._timers = []
        self._sequence = 0
        self._clock = 0.0
        self._stopping = False
        self._closed = False

    def time(self):
        return _loop_time(self._clock)

    def call_soon(self, callback, *args, context=None):
        handle = Handle(callback, args, self)
        self._ready.append(handle)
        return handle

    def call_later(self, delay, callback, *args, context=None):
        # CPython's clock goes on while a program runs: a positive delay is at least its
        # resolution, a nanosecond, so a loop of tiny sleeps moves on as it does there.
        if 0 < delay < 1e-9:
            delay = 1e-9
        return self.call_at(self._clock + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        # Deadlines to the nanosecond, CPython's clock resolution: `t + 0.1 + 0.2` is due with
        # `t + 0.3`, and the timer set first runs first, as CPython's real clock orders them.
        _check_deadline(when)
        due = round(when, 9)
        # A positive delay too small for the nanosecond still moves the clock on.
        if due > self._clock or when <= self._clock:
            when = due
        handle = TimerHandle(when, callback, args, self)
        self._sequence += 1
        _heappush(self._timers, (when, self._sequence, handle))
        return handle

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        return Task(coro, loop=self, name=name)

    def is_running(self):
        return _State.loop is self

    def is_closed(self):
        return self._closed

    def stop(self):
        self._stopping = True

    def run_in_executor(self, executor, func, *args):
        raise NotImplementedError(
            "loop.run_in_executor() is not modelled: clauz3 runs one thread (call the function directly)"
        )

    def _run_once(self):
        while self._timers and self._timers[0][2]._cancelled:
            _heappop(self._timers)
        if not self._ready and not self._stopping and self._timers:
            when = self._timers[0][0]
            if when > self._clock:
                _advance_clock(when - self._clock)
                self._clock = when
        while self._timers and self._timers[0][0] <= self._clock:
            self._ready.append(_heappop(self._timers)[2])
        todo = self._ready
        self._ready = []
        for i in range(len(todo)):
            handle = todo[i]
            if not handle._cancelled:
                handle._run()

    def run_until_complete(self, future):
        future = ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop)
        outer = _State.loop
        _State.loop = self
        try:
            while True:
                if not self._ready and not self._timers and not self._stopping:
                    raise RuntimeError("Event loop stopped before Future completed.")
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            _State.loop = outer
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    def close(self):
        self._closed = True


def _stop_loop(future):
    future._loop.stop()


class Future:
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = loop if loop is not None else get_event_loop()
        self._state = "PENDING"
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None
        self._cancelled_exc = None

    def __repr__(self):
        raise NotImplementedError("the repr of an asyncio future or task is not modelled (print its result())")

    def get_loop(self):
        return self._loop

    def done(self):
        return self._state != "PENDING"

    def cancelled(self):
        return self._state == "CANCELLED"

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def result(self):
        if self._state == "CANCELLED":
            raise self._make_cancelled_error()
        if self._state != "FINISHED":
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == "CANCELLED":
            raise self._make_cancelled_error()
        if self._state != "FINISHED":
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        self._callbacks = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def add_done_callback(self, fn, *, context=None):
        if self._state != "PENDING":
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        self._callbacks = kept
        return removed

    def cancel(self, msg=None):
        if self._state != "PENDING":
            return False
        self._state = "CANCELLED"
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def set_result(self, result):
        if self._state != "PENDING":
            raise InvalidStateError("invalid state")
        self._result = result
        self._state = "FINISHED"
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != "PENDING":
            raise InvalidStateError("invalid state")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators and cannot be raised into a Future")
        self._exception = exception
        self._state = "FINISHED"
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    def __iter__(self):
        return self.__await__()


def _driven(coro, returned):
    # A task's coroutine, what it returns kept in `returned` rather than read from the
    # StopIteration ending it (the prover keeps no terms in an exception's arguments).
    value = yield from coro
    returned.append(value)


class Task(Future):
    def __init__(self, coro, *, loop=None, name=None, context=None):
        Future.__init__(self, loop=loop)
        if not _is_coroutine(coro):
            raise TypeError("a coroutine was expected, got " + repr(coro))
        if name is None:
            _State.named[0] += 1
            self._name = "Task-" + str(_State.named[0])
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._returned = []
        self._runner = _driven(coro, self._returned)
        self._loop.call_soon(self._step, None)
        _State.tasks.append(self)

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_coro(self):
        return self._coro

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def _finish(self, state, result, exception):
        self._state = state
        self._result = result
        self._exception = exception
        if self in _State.tasks:
            _State.tasks.remove(self)
        self._schedule_callbacks()

    def _step(self, exc):
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        outer = _State.current
        _State.current = self
        try:
            if exc is None:
                result = self._runner.send(None)
            else:
                result = self._runner.throw(exc)
        except StopIteration:
            _State.current = outer
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
                if self in _State.tasks:
                    _State.tasks.remove(self)
            else:
                self._finish("FINISHED", self._returned[0], None)
            return
        except CancelledError as cancelled:
            _State.current = outer
            self._cancelled_exc = cancelled
            Future.cancel(self)
            if self in _State.tasks:
                _State.tasks.remove(self)
            return
        except (KeyboardInterrupt, SystemExit) as fatal:
            _State.current = outer
            self._finish("FINISHED", None, fatal)
            raise
        except BaseException as error:
            _State.current = outer
            self._finish("FINISHED", None, error)
            return
        _State.current = outer
        if isinstance(result, Future):
            if result is self:
                error = RuntimeError("Task cannot await on itself")
                self._loop.call_soon(self._step, error)
                return
            result._asyncio_future_blocking = False
            result.add_done_callback(self._wakeup)
            self._fut_waiter = result
            if self._must_cancel:
                if self._fut_waiter.cancel(msg=self._cancel_message):
                    self._must_cancel = False
        elif result is None:
            self._loop.call_soon(self._step, None)
        else:
            error = RuntimeError("Task got bad yield: " + repr(result))
            self._loop.call_soon(self._step, error)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
            return
        self._step(None)


def iscoroutine(obj):
    return _is_coroutine(obj)


def isfuture(obj):
    return isinstance(obj, Future)


def get_running_loop():
    if _State.loop is None:
        raise RuntimeError("no running event loop")
    return _State.loop


def get_event_loop():
    if _State.loop is None:
        raise RuntimeError("There is no current event loop in thread 'MainThread'.")
    return _State.loop


def new_event_loop():
    return _VirtualLoop()


def current_task(loop=None):
    if _State.loop is None and loop is None:
        raise RuntimeError("no running event loop")
    return _State.current


def all_tasks(loop=None):
    if _State.loop is None and loop is None:
        raise RuntimeError("no running event loop")
    return set(_State.tasks)


def ensure_future(coro_or_future, *, loop=None):
    if isinstance(coro_or_future, Future):
        if loop is not None and loop is not coro_or_future._loop:
            raise ValueError("The future belongs to a different loop than the one specified as the loop argument")
        return coro_or_future
    if not _is_coroutine(coro_or_future):
        raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


def create_task(coro, *, name=None, context=None):
    loop = get_running_loop()
    return loop.create_task(coro, name=name)


def run(main, *, debug=None):
    if _State.loop is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not _is_coroutine(main):
        raise ValueError("a coroutine was expected, got " + repr(main))
    loop = _VirtualLoop()
    tasks_before = _State.tasks
    _State.tasks = []
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        _cancel_all_tasks(loop)
        _State.tasks = tasks_before
        loop.close()


def _cancel_all_tasks(loop):
    left = list(_State.tasks)
    if not left:
        return
    for task in left:
        task.cancel()
    loop.run_until_complete(gather(*left, return_exceptions=True))


def sleep(delay, result=None):
    if delay <= 0:
        yield from _sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        value = yield from future
        return value
    finally:
        handle.cancel()


def _set_result_unless_cancelled(future, result):
    if not future.cancelled():
        future.set_result(result)


class _GatheringFuture(Future):
    def __init__(self, children, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


class _Gathering:
    # What `gather`'s children report to as each is done.
    def __init__(self, return_exceptions):
        self.return_exceptions = return_exceptions
        self.children = []
        self.count = 0
        self.finished = 0
        self.outer = None

    def child_done(self, fut):
        self.finished += 1
        outer = self.outer
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not self.return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if self.finished == self.count:
            results = []
            for child in self.children:
                if child.cancelled():
                    message = "" if child._cancel_message is None else child._cancel_message
                    results.append(CancelledError(message))
                else:
                    res = child.exception()
                    results.append(child.result() if res is None else res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer
    state = _Gathering(return_exceptions)
    made = []
    loop = None
    for arg in coros_or_futures:
        known = [f for (a, f) in made if a is arg]
        if known:
            fut = known[0]
        else:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut._loop
            state.count += 1
            made.append((arg, fut))
            fut.add_done_callback(state.child_done)
        state.children.append(fut)
    outer = _GatheringFuture(state.children, loop)
    state.outer = outer
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = inner._loop.create_future()
    link = _Shield(inner, outer)
    inner.add_done_callback(link.inner_done)
    outer.add_done_callback(link.outer_done)
    return outer


class _Shield:
    def __init__(self, inner, outer):
        self.inner = inner
        self.outer = outer

    def inner_done(self, inner):
        if self.outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            self.outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                self.outer.set_exception(exc)
            else:
                self.outer.set_result(inner.result())

    def outer_done(self, outer):
        if not self.inner.done():
            self.inner.remove_done_callback(self.inner_done)


class _Release:
    # Sets the waiter's result once, whatever calls it (a done future, a timer).
    def __init__(self, waiter):
        self.waiter = waiter

    def __call__(self, *args):
        if not self.waiter.done():
            self.waiter.set_result(None)


def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()
    release = _Release(waiter)
    fut.add_done_callback(release)
    try:
        fut.cancel()
        yield from waiter
    finally:
        fut.remove_done_callback(release)


def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        value = yield from _awaited(fut)
        return value
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        yield from _cancel_and_wait(fut, loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _Release(waiter))
    release = _Release(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(release)
    try:
        try:
            yield from waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(release)
            yield from _cancel_and_wait(fut, loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(release)
        yield from _cancel_and_wait(fut, loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


def _awaited(obj):
    value = yield from obj
    return value


class _Completion:
    # `wait`'s record of its futures finishing.
    def __init__(self, waiter, count, return_when, timeout_handle):
        self.waiter = waiter
        self.count = count
        self.return_when = return_when
        self.timeout_handle = timeout_handle

    def __call__(self, f):
        self.count -= 1
        if (
            self.count <= 0
            or self.return_when == FIRST_COMPLETED
            or self.return_when == FIRST_EXCEPTION
            and (not f.cancelled() and f.exception() is not None)
        ):
            if self.timeout_handle is not None:
                self.timeout_handle.cancel()
            if not self.waiter.done():
                self.waiter.set_result(None)


def _unique(items):
    out = []
    for item in items:
        if not any(item is seen for seen in out):
            out.append(item)
    return out


def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isinstance(fs, Future) or _is_coroutine(fs):
        raise TypeError("expect a list of futures, not " + type(fs).__name__)
    fs = _unique(fs)
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError("Invalid return_when value: " + str(return_when))
    loop = get_running_loop()
    if any(_is_coroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    fs = [ensure_future(f, loop=loop) for f in fs]
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _Release(waiter))
    on_completion = _Completion(waiter, len(fs), return_when, timeout_handle)
    for f in fs:
        f.add_done_callback(on_completion)
    try:
        yield from waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done = set()
    pending = set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


class _AsCompleted:
    # `as_completed`'s futures in the order they finish (None once the timeout passed).
    def __init__(self, todo):
        self.todo = todo
        self.done = Queue()
        self.timeout_handle = None

    def on_timeout(self):
        for f in self.todo:
            f.remove_done_callback(self.on_completion)
            self.done.put_nowait(None)
        self.todo = []

    def on_completion(self, f):
        if not self.todo:
            return
        self.todo = [t for t in self.todo if t is not f]
        self.done.put_nowait(f)
        if not self.todo and self.timeout_handle is not None:
            self.timeout_handle.cancel()

    def wait_for_one(self):
        f = yield from self.done.get()
        if f is None:
            raise TimeoutError
        return f.result()


def as_completed(fs, *, timeout=None):
    if isinstance(fs, Future) or _is_coroutine(fs):
        raise TypeError("expect an iterable of futures, not " + type(fs).__name__)
    loop = get_event_loop()
    todo = [ensure_future(f, loop=loop) for f in _unique(fs)]
    state = _AsCompleted(todo)
    for f in todo:
        f.add_done_callback(state.on_completion)
    if todo and timeout is not None:
        state.timeout_handle = loop.call_later(timeout, state.on_timeout)
    return [state.wait_for_one() for _ in range(len(todo))]


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
    # An asynchronous generator, over the generator clauz3 lowers its body to.
    def __init__(self, gen):
        self._gen = gen
        self._done = False

    def __aiter__(self):
        return self

    def __anext__(self):
        if self._done:
            raise StopAsyncIteration
        thrown = None
        while True:
            try:
                if thrown is None:
                    step = self._gen.send(None)
                else:
                    step = self._gen.throw(thrown)
            except StopIteration:
                self._done = True
                raise StopAsyncIteration
            thrown = None
            if isinstance(step, _AsyncGenItem):
                return step.value
            try:
                yield step
            except BaseException as exc:
                thrown = exc

    def aclose(self):
        self._done = True
        self._gen.close()
        yield from _never()


def _awaitable(obj):
    # What `await obj` iterates: a coroutine itself, else what `__await__()` gives.
    if _is_coroutine(obj):
        return obj
    if isinstance(obj, Future):
        return obj.__await__()
    if not hasattr(obj, "__await__"):
        raise TypeError("object " + type(obj).__name__ + " can't be used in 'await' expression")
    return obj.__await__()


def _aiter(obj):
    if _is_coroutine(obj):
        return _AsyncGenerator(obj)
    if not hasattr(obj, "__aiter__"):
        raise TypeError("'async for' requires an object with __aiter__ method, got " + type(obj).__name__)
    return obj.__aiter__()

"""`asyncio` for agent programs: an event loop over coroutines with a virtual clock. A coroutine
is a generator underneath (clauz3 lowers `async def` to one and `await e` to `yield from e`,
`src/syntax/async_lower.rs`), so the coroutines here are generator functions, which clauz3
marks as coroutine functions (`mark_model_coroutines`). The loop runs
callbacks in CPython's order (ready callbacks first in, first out; a task steps again one loop
iteration after the future it waits on is done), and timers by deadline, those due at the same
time in the order they were set. Nothing really sleeps: when no callback is ready the clock
jumps to the next deadline, and `time`'s clocks are moved on by as much, so a program that
measures elapsed time with `time.perf_counter()` sees what CPython would.

`TaskGroup` is `asyncio_groups.py`. Not modelled: threads and executors
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
    # The asynchronous generators iterated under the running loop (`_agen_seen`).
    agens = []


def _is_coroutine(obj):
    # What an `async def`'s call makes (and the generator functions here, which clauz3 marks
    # as the coroutine functions they stand for); CPython 3.11's `asyncio` takes a generator
    # for one too.
    return type(obj).__name__ in ("coroutine", "generator")


def _checked_coroutine(coro):
    # CPython refuses to run a coroutine a second time (a generator gives nothing more).
    if _inspect("coroutine_state", coro) == "CORO_CLOSED":
        raise RuntimeError("cannot reuse already awaited coroutine")
    return coro


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
    value = yield from _checked_coroutine(coro)
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


def iscoroutinefunction(func):
    return _inspect("coroutine", func)


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
    tasks_before, agens_before = _State.tasks, _State.agens
    _State.tasks, _State.agens = [], []
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        _cancel_all_tasks(loop)
        left = [gen for gen in _State.agens if _inspect("agen_left", gen)]
        _State.tasks, _State.agens = tasks_before, agens_before
        loop.close()
        if left:
            _inspect(
                "refuse",
                "an asynchronous generator left suspended inside a `try` or `with` when `asyncio.run` ends: CPython's loop closes it (running its `finally` or handler) when it is collected or the loop shuts down, at a time clauz3 does not follow (`await agen.aclose()` it, or run it to its end)",
            )


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
